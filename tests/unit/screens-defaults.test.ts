/**
 * The seeded layouts: valid, one per route, inside the design, no overlaps, only pairs the stats
 * server answers; one period per screen, and titles that say when a widget keeps another.
 */
import { describe, expect, it } from 'vitest';
import { pairProblem } from '../../server/modules/stats/registry';
import { DEFAULT_SCREENS } from '../../server/seed/screens';
import { gridHeight } from '../../screens/engine/scale';
import { followsScreenPeriod, PUBLIC_SCREEN_ROUTES, SCREEN_ROUTES, screenBodySchema, screenDefaultPeriod } from '../../src/domain/screen';
import { PRIVATE_DIMENSIONS, PRIVATE_METRICS, type StatsPeriod } from '../../src/domain/stats';
import { periodLabel } from '../../screens/engine/PeriodPicker';

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

  it('answers every widget over the screen\'s period unless the widget locks its own and its title names it', () => {
    // The words of the periods as the picker writes them (zh-CN, like the titles).
    const words: Record<Exclude<StatsPeriod, 'custom'>, string> = { all: '累计', ytd: '本年', last12m: '近12个月', thisMonth: '本月', lastYear: '上年' };
    for (const s of screens) {
      expect(screenDefaultPeriod(s.widgets), s.route).toBe('ytd');
      for (const w of s.widgets) {
        if (!w.query) continue;
        const period = w.query.filters.period;
        const named = Object.values(words).filter((word) => w.title.includes(word));
        if (followsScreenPeriod(w)) {
          // It follows a period picked on the wall: a period in its title would then be wrong.
          expect(named, `${s.route} ${w.i} 「${w.title}」`).toEqual([]);
        } else {
          expect(period, `${s.route} ${w.i} locks the screen's own period`).not.toBe('ytd');
          expect(named, `${s.route} ${w.i} 「${w.title}」 names its period`).toEqual([words[period as keyof typeof words]]);
        }
      }
    }
  });
});

describe('the screen\'s period', () => {
  const kpi = (period: StatsPeriod, lockPeriod = false) => ({ query: { metric: 'contractCount' as const, filters: { period } }, options: { lockPeriod } });

  it('is the one period of the widgets that follow the screen', () => {
    expect(screenDefaultPeriod([{ query: null }, kpi('ytd'), kpi('ytd'), kpi('last12m', true)])).toBe('ytd');
    expect(screenDefaultPeriod([kpi('ytd'), kpi('all')])).toBeNull();
    expect(screenDefaultPeriod([kpi('all', true)])).toBeNull();
    expect(screenDefaultPeriod([{ query: { metric: 'contractCount' } }])).toBe('all');
  });

  it('is named by the picker\'s default entry', () => {
    expect(periodLabel(null, 'ytd')).toBe('默认（本年）');
    expect(periodLabel(null, null)).toBe('默认期间');
    expect(periodLabel('last12m', 'ytd')).toBe('近12个月');
  });
});
