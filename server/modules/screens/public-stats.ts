/**
 * The statistics a public display may ask for (a share link's, or a signed-in user's /public-view-index) (docs/api/screens.md): only the saved
 * queries of the named widgets of that screen, never a query from the caller. The display's drill
 * context (an area within the link's root area, a period) replaces the saved area and period; the
 * answers come from the stats layer in public mode (de-identified aggregates, confined to the root).
 */
import { ApiCode } from '../../../src/domain/envelope';
import type { z } from 'zod';
import type { screenShareContextSchema } from '../../../src/domain/screen-api';
import type { ScreenBody } from '../../../src/domain/screen';
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
  const queries: StatsQuery[] = [];
  keys.forEach((key, n) => {
    const widget = share.body.widgets.find((w) => w.i === key);
    const path = `body.widgets.${n}`;
    if (!widget) fields.push({ path, message: `no widget ${key} on this screen` });
    else if (!widget.query) fields.push({ path, message: `the widget ${key} has no query` });
    else if (isPrivateWidget(widget)) fields.push({ path, message: `the widget ${key} shows named organisations: not shown on a public display` });
    else queries.push(widget.query);
  });
  if (fields.length) throw new ApiError(ApiCode.invalid, 'invalid', {}, { fields });

  const root = share.rootAreaId;
  // An area outside the root is answered with the root (as the stats layer fits any caller's filters).
  const asked = context.areaId !== undefined && (await withinArea(db, root, context.areaId)) ? context.areaId : undefined;
  const out: StatsQuery[] = [];
  for (const q of queries) {
    const saved = q.filters.areaId;
    const areaId = asked ?? (saved !== undefined && (await withinArea(db, root, saved)) ? saved : root);
    // A drill period replaces the saved one with its bounds; otherwise the saved filters stay as they are.
    const { from, to, ...rest } = q.filters;
    const filters = context.period ? { ...rest, period: context.period } : { ...rest, ...(from ? { from } : {}), ...(to ? { to } : {}) };
    out.push({ ...q, filters: { ...filters, areaId } });
  }
  return out;
}
