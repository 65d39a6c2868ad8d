/** Names of units and users by id, each in one query, for list rows and details. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { units, users } from '../../db/schema';

export const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];
export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

// ---------------------------------------------------------------- names
/** Unit names by id, in one query. */
export async function unitNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = unique(ids.filter((id): id is number => id !== null));
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: units.id, name: units.unitName }).from(units).where(inArray(units.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** User real names (the username when empty) by id, in one query. */
export async function userNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = unique(ids.filter((id): id is number => id !== null));
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, realName: users.realName, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.realName || r.username]));
}

export const nameOf = (map: Map<number, string>, id: number | null): string | null => (id === null ? null : (map.get(id) ?? null));
