/**
 * The checks the project writes share: finding a project within the caller's scope, and the ids the
 * form refers to (owning unit, handler, attachments). An id that does not exist or does not fit is an
 * input error (code 501 with the field's path); a unit outside the caller's scope is HTTP 403.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiCode } from '../../../src/domain/envelope';
import type { Db } from '../../db/client';
import { files, projects, userUnits, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { ApiError, invalidFields, notFound } from '../../http/errors';
import { outOfScope } from '../contracts/scope';
import { descendantIds, unitChain } from '../../http/unit-tree';
import { canWriteUnit, type ProjectRecord, projectScope, writableUnits } from './scope';

export { invalidFields };

/** Someone changed the project since the caller read it: code 502. */
export const stale = () => new ApiError(ApiCode.stale, 'stale');

/** A project the caller reaches (500 when it does not exist, 403 when outside the read scope). */
export async function readableProject(db: Db, ctx: AuthContext, id: number): Promise<ProjectRecord> {
  const scope = await projectScope(db, ctx);
  const [found] = await db
    .select({ p: projects, inScope: scope.where ? sql<boolean>`coalesce(${scope.where}, false)` : sql<boolean>`true` })
    .from(projects)
    .where(eq(projects.id, id));
  if (!found) throw notFound('project');
  if (!found.inScope) throw outOfScope();
  return found.p;
}

/** A project the caller may write: owned by a unit of the caller's write scope, else 403. */
export async function writableProject(db: Db, ctx: AuthContext, id: number): Promise<ProjectRecord> {
  const [p] = await db.select().from(projects).where(eq(projects.id, id));
  if (!p) throw notFound('project');
  if (!canWriteUnit(await writableUnits(db, ctx), p.unitId)) throw outOfScope();
  return p;
}

export interface OwningUnit {
  unitId: number;
  /** The nearest area above the unit. */
  areaId: number | null;
  /** The area's administrative code (for the project code). */
  adcode: string | null;
  /** The units whose staff may handle the unit's projects: the unit with the units above it up to its area, and the units below it. */
  staffUnitIds: number[];
}

/** The owning unit of a write: it exists, is not an area, and lies in the caller's write scope (else 403). */
export async function owningUnit(db: Db, ctx: AuthContext, unitId: number | undefined): Promise<OwningUnit> {
  const id = unitId ?? ctx.currentUnitId;
  if (!id) throw invalidFields([{ path: 'body.unitId', message: 'required' }]);
  const chain = await unitChain(db, id);
  const unit = chain[chain.length - 1];
  if (!unit || unit.id !== id) throw invalidFields([{ path: 'body.unitId', message: 'no such unit' }]);
  if (unit.type === 'A') throw invalidFields([{ path: 'body.unitId', message: 'an area cannot own a project' }]);
  if (!canWriteUnit(await writableUnits(db, ctx), id)) throw outOfScope();
  const areaIndex = chain.findLastIndex((u) => u.type === 'A');
  const area = areaIndex >= 0 ? chain[areaIndex]! : null;
  const above = chain.slice(areaIndex + 1).map((u) => u.id);
  const below = await descendantIds(db, [id]);
  return { unitId: id, areaId: area?.id ?? null, adcode: area?.adcode ?? null, staffUnitIds: [...new Set([...above, ...below])] };
}

/** The handler: an enabled staff user who belongs to the owning unit (or a unit above it within its area, or below it). */
export async function checkHandler(db: Db, handlerId: number, unit: OwningUnit): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userUnits, eq(userUnits.userId, users.id))
    .where(
      and(
        eq(users.id, handlerId),
        eq(users.enabled, true),
        eq(users.userType, 'staff'),
        inArray(userUnits.unitId, unit.staffUnitIds),
      ),
    )
    .limit(1);
  if (!row) throw invalidFields([{ path: 'body.handlerId', message: 'not a staff member of the owning unit' }]);
}

/** The attachments: every id names an uploaded file that is not deleted. Answers the ids without duplicates. */
export async function checkFiles(db: Db, fileIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(fileIds)];
  if (!ids.length) return ids;
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.isDel, false)));
  const found = new Set(rows.map((r) => r.id));
  const issues = fileIds.flatMap((id, i) => (found.has(id) ? [] : [{ path: `body.fileIds.${i}`, message: 'no such file' }]));
  if (issues.length) throw invalidFields(issues);
  return ids;
}
