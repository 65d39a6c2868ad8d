/**
 * Areas (units of type A) as the map widget, its fallback tiles and share links need them: one
 * area, its child areas, the top area (the province: a share link's default root), and whether an
 * area lies within a root's subtree.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { RegionArea } from '../../../src/domain/region-geometry';
import { type Db, queryRows } from '../../db/client';
import { units } from '../../db/schema';
import { invalidField } from '../../http/errors';

type UnitRow = typeof units.$inferSelect;

export const toRegionArea = (u: Pick<UnitRow, 'id' | 'unitName' | 'adcode' | 'areaLevel'>): RegionArea => ({
  id: u.id,
  name: u.unitName,
  adcode: u.adcode,
  level: u.areaLevel === 'province' || u.areaLevel === 'city' || u.areaLevel === 'county' ? u.areaLevel : null,
});

/** The area of that id, or a 501 on `path` when there is none (a unit that is not an area included). */
export async function areaById(db: Db, id: number, path = 'areaId'): Promise<RegionArea> {
  const [row] = await db.select().from(units).where(and(eq(units.id, id), eq(units.type, 'A')));
  if (!row) throw invalidField(path, 'no area with this id');
  return toRegionArea(row);
}

/**
 * The child areas of an area: the areas whose nearest area ancestor it is (an area may sit under a
 * node in a hand-built tree), ordered as the tree is.
 */
export async function childAreas(db: Db, areaId: number): Promise<RegionArea[]> {
  const rows = await queryRows<{ id: number; unit_name: string; adcode: string | null; area_level: string | null }>(
    db,
    sql`with recursive below(id, type, depth) as (
          select id, type, 0 from ${units} where pid = ${areaId}
          union all
          select u.id, u.type, b.depth + 1 from ${units} u join below b on u.pid = b.id where b.type <> 'A' and b.depth < 32
        )
        select u.id, u.unit_name, u.adcode, u.area_level from below b join ${units} u on u.id = b.id
        where b.type = 'A' order by u.sort, u.id`,
  );
  return rows.map((r) => toRegionArea({ id: Number(r.id), unitName: r.unit_name, adcode: r.adcode, areaLevel: r.area_level }));
}

/** The top area (no parent; the first by sort): the province in the demo. Null on an empty tree. */
export async function topArea(db: Db): Promise<RegionArea | null> {
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.type, 'A'), isNull(units.pid)))
    .orderBy(asc(units.sort), asc(units.id))
    .limit(1);
  return row ? toRegionArea(row) : null;
}

/** Is `id` the root or below it? */
export async function withinArea(db: Db, rootId: number, id: number): Promise<boolean> {
  if (rootId === id) return true;
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with recursive up(id, pid, depth) as (
          select id, pid, 0 from ${units} where id = ${id}
          union all
          select u.id, u.pid, up.depth + 1 from ${units} u join up on u.id = up.pid where up.depth < 32
        ) select exists(select 1 from up where id = ${rootId}) as found`,
  );
  return row?.found === true;
}

/** The area asked for when it lies within `rootId`; else (and by default) the root itself. */
export async function areaWithin(db: Db, rootId: number, areaId: number | undefined): Promise<number> {
  return areaId !== undefined && (await withinArea(db, rootId, areaId)) ? areaId : rootId;
}
