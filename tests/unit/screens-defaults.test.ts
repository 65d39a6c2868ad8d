/** The seeded layouts: valid, one per route, inside the design, no overlaps, only pairs the stats server answers. */
import { describe, expect, it } from 'vitest';
import { pairProblem } from '../../server/modules/stats/registry';
import { DEFAULT_SCREENS } from '../../server/seed/screens';
import { gridHeight } from '../../screens/engine/scale';
import { PUBLIC_SCREEN_ROUTES, SCREEN_ROUTES, screenBodySchema } from '../../src/domain/screen';
import { PRIVATE_DIMENSIONS, PRIVATE_METRICS } from '../../src/domain/stats';

const screens = DEFAULT_SCREENS.map((s) => screenBodySchema.parse(s));

describe('default screens', () => {
  it('has one valid screen per route', () => {
    expect(screens.map((s) => s.route)).toEqual([...SCREEN_ROUTES]);
  });

  it.each(screens.map((s) => [s.route, s] as const))('%s fits its design size without overlaps', (route, s) => {
    const rows = Math.max(...s.widgets.map((w) => w.y + w.h));
    if (route !== '/dashboard/analysis') {
      // A wall fills its design height exactly: every row in use, none below the bottom edge.
      expect(gridHeight(rows, s.grid.rowHeight, s.grid.margin[1])).toBe(s.designSize.h);
      expect(s.theme).toBe('dark');
      expect(s.widgets.filter((w) => w.type === 'header')).toHaveLength(1);
    } else {
      expect(s.theme).toBe('light');
    }
    const cells = new Map<string, string>();
    for (const w of s.widgets) {
      expect(w.x + w.w, w.i).toBeLessThanOrEqual(s.grid.cols);
      for (let x = w.x; x < w.x + w.w; x++) {
        for (let y = w.y; y < w.y + w.h; y++) {
          const other = cells.get(`${x},${y}`);
          expect(other, `${w.i} overlaps ${other}`).toBeUndefined();
          cells.set(`${x},${y}`, w.i);
        }
      }
    }
    // No gaps on a wall either: every cell is covered.
    if (route !== '/dashboard/analysis') expect(cells.size).toBe(s.grid.cols * rows);
  });

  it('asks only metric/dimension pairs the stats server answers', () => {
    for (const s of screens) for (const w of s.widgets) if (w.query) expect(pairProblem(w.query.metric, w.query.groupBy), `${s.route} ${w.i}`).toBeNull();
  });

  it('keeps the public screen de-identified: no unit or counterpart dimension, no feeds', () => {
    for (const s of screens.filter((x) => PUBLIC_SCREEN_ROUTES.includes(x.route))) {
      for (const w of s.widgets) {
        if (!w.query) continue;
        expect(PRIVATE_METRICS, w.i).not.toContain(w.query.metric);
        if (w.query.groupBy) expect(PRIVATE_DIMENSIONS, w.i).not.toContain(w.query.groupBy);
        expect(w.query.filters.unitId, w.i).toBeUndefined();
      }
    }
  });
});
