/**
 * Announcing committed writes of many records (an Excel import, a project write, the risk sweep):
 * the records' owning units and areas are read back so the event stream can tell each caller only
 * about changes inside their data scope. One change per (unit, area); a record that is gone (a
 * deleted draft) is announced without a place. A failed look-up never fails the write that
 * committed: the change is then announced without a place (every client revalidates that kind).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import type { Change, ChangeBus } from './bus';

/** More ids than this in one change are dropped (ids: [] means "some records of this kind"). */
export const MAX_CHANGE_IDS = 1000;

/** The ids, or none when there are too many to carry. */
export const capIds = (ids: readonly number[], max: number = MAX_CHANGE_IDS): number[] => (ids.length > max ? [] : [...ids]);

export type PlacedTable = 'contracts' | 'projects';
type PlacedKind = Exclude<Change['kind'], 'screen' | 'message'>;

interface PlaceRow {
  id: number;
  unit_id: number | null;
  area_id: number | null;
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** Where each record sits (unknown ids are left out). */
async function placesOf(db: Db, table: PlacedTable, ids: readonly number[]): Promise<PlaceRow[]> {
  const from = table === 'contracts' ? sql`contracts` : sql`projects`;
  return queryRows<PlaceRow>(db, sql`select id, unit_id, area_id from ${from} where id = any(${intArray(ids)})`);
}

/** Publishes `kind` for the records after their transaction committed; resolves when published. */
export async function announceRecords(db: Db, events: ChangeBus, kind: PlacedKind, table: PlacedTable, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  let rows: PlaceRow[];
  try {
    rows = await placesOf(db, table, ids);
  } catch {
    events.publish({ kind, ids: capIds(ids), unitId: null, areaId: null });
    return;
  }
  const groups = new Map<string, { unitId: number | null; areaId: number | null; ids: number[] }>();
  const found = new Set<number>();
  for (const r of rows) {
    const id = Number(r.id);
    found.add(id);
    const unitId = r.unit_id === null ? null : Number(r.unit_id);
    const areaId = r.area_id === null ? null : Number(r.area_id);
    const key = `${unitId}:${areaId}`;
    const g = groups.get(key);
    if (g) g.ids.push(id);
    else groups.set(key, { unitId, areaId, ids: [id] });
  }
  const missing = ids.filter((id) => !found.has(id));
  for (const g of groups.values()) events.publish({ kind, ids: capIds(g.ids), unitId: g.unitId, areaId: g.areaId });
  if (missing.length) events.publish({ kind, ids: capIds(missing), unitId: null, areaId: null });
}
