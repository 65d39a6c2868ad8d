/**
 * The statistics a public display may ask for (a share link's, or a signed-in user's /public-view-index;
 * docs/api/screens.md): only the saved
 * queries of the named widgets of that screen, never a query from the caller. The display's drill
 * context (an area within the link's root area, a period) replaces the saved area and period, except
 * where the widget locks them (lockArea, lockPeriod); the answers come from the stats layer in public
 * mode (de-identified aggregates, confined to the root).
 */
import { ApiCode } from '../../../src/domain/envelope';
import type { z } from 'zod';
import type { screenShareContextSchema } from '../../../src/domain/screen-api';
import { followsScreenArea, followsScreenPeriod, type ScreenBody, type Widget } from '../../../src/domain/screen';
import type { StatsQuery } from '../../../src/domain/stats';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { withinArea } from './areas';
import { isPrivateWidget } from './shares';

type Context = z.output<typeof screenShareContextSchema>;

/**
 * The queries to run for `keys`, in their order. Unknown widgets, widgets without a query and
 * widgets a public display refuses are 501 field errors (`body.widgets.<n>`); a context area
 * outside the root is answered with the root.
 */
export async function publicQueries(
  db: Db,
  share: { rootAreaId: number; body: ScreenBody },
  keys: readonly string[],
  context: Context,
): Promise<StatsQuery[]> {
  const fields: { path: string; message: string }[] = [];
  const asked: { query: StatsQuery; widget: Widget }[] = [];
  keys.forEach((key, n) => {
    const widget = share.body.widgets.find((w) => w.i === key);
    const path = `body.widgets.${n}`;
    if (!widget) fields.push({ path, message: `no widget ${key} on this screen` });
    else if (!widget.query) fields.push({ path, message: `the widget ${key} has no query` });
    else if (isPrivateWidget(widget)) fields.push({ path, message: `the widget ${key} shows named organisations: not shown on a public display` });
    else asked.push({ query: widget.query, widget });
  });
  if (fields.length) throw new ApiError(ApiCode.invalid, 'invalid', {}, { fields });

  const root = share.rootAreaId;
  // An area outside the root is answered with the root (as the stats layer fits any caller's filters).
  const drillArea = context.areaId !== undefined && (await withinArea(db, root, context.areaId)) ? context.areaId : undefined;
  const out: StatsQuery[] = [];
  for (const { query: q, widget } of asked) {
    const saved = q.filters.areaId;
    const savedArea = saved !== undefined && (await withinArea(db, root, saved)) ? saved : root;
    // The context replaces the saved area and period, except where the widget locks them (as in the engine).
    const areaId = followsScreenArea(widget) ? (drillArea ?? savedArea) : savedArea;
    // A drill period replaces the saved one with its bounds; otherwise the saved filters stay as they are.
    const { from, to, ...rest } = q.filters;
    const filters =
      context.period && followsScreenPeriod(widget) ? { ...rest, period: context.period } : { ...rest, ...(from ? { from } : {}), ...(to ? { to } : {}) };
    out.push({ ...q, filters: { ...filters, areaId } });
  }
  return out;
}
