/**
 * The checks of a user write (ARCHITECTURE.md section 3): a scoped caller may only give units of its
 * subtree, may not grant roles whose scope is 'all', and may not manage a user who holds one.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, units, userRoles, userUnits } from '../../db/schema';
import { type ApiError, duplicate, notFound, refused } from '../../http/errors';
import { inUnitScope, type UnitScope } from '../../http/scope';

/** A transaction of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The list without repeats, in first-seen order. */
export const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];

/** Every given unit exists and lies in the caller's scope. */
export async function checkUnits(tx: Tx, scope: UnitScope, unitIds: number[]): Promise<void> {
  const found = await tx.select({ id: units.id }).from(units).where(inArray(units.id, unitIds));
  if (found.length !== unitIds.length) throw notFound('unit');
  if (!unitIds.every((id) => inUnitScope(scope, id))) throw refused('outOfScope');
}

/** Every given role exists, and a scoped caller grants none whose scope is 'all'. */
export async function checkRoles(tx: Tx, scope: UnitScope, roleIds: number[]): Promise<void> {
  if (!roleIds.length) return;
  const found = await tx.select({ id: roles.id, dataScope: roles.dataScope }).from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== roleIds.length) throw notFound('role');
  if (scope !== 'all' && found.some((r) => r.dataScope === 'all')) throw refused('outOfScope');
}

/** A scoped caller manages only users of its units, and none holding an 'all' role. */
export async function checkTarget(tx: Tx, scope: UnitScope, userId: number): Promise<void> {
  if (scope === 'all') return;
  const memberships = await tx.select({ unitId: userUnits.unitId }).from(userUnits).where(eq(userUnits.userId, userId));
  if (!memberships.some((m) => scope.has(m.unitId))) throw refused('outOfScope');
  const [wide] = await tx
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.dataScope, 'all')))
    .limit(1);
  if (wide) throw refused('outOfScope');
}

/** Turns a unique-index violation that slipped past the checks (a concurrent write) into duplicate. */
export function uniqueViolation(e: unknown): ApiError | null {
  for (let err: unknown = e, depth = 0; err && depth < 5; depth++) {
    const { code, constraint, message, cause } = err as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '23505') {
      const where = `${String(constraint ?? '')} ${String(message ?? '')}`;
      return duplicate(where.includes('users_mobile_uq') ? 'mobile' : 'username');
    }
    err = cause;
  }
  return null;
}
