/**
 * Seals (docs/api/units.md; the definitions head routes.ts): a unit's seals and their writes, the
 * seal number unique. A caller without 'all' scope reaches only the seals of their data scope.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { hasPermission } from '../../../src/domain/permissions';
import type { Seal, SealInput } from '../../../src/domain/system';
import type { Db } from '../../db/client';
import { files, seals } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { duplicate, forbidden, invalidField, notFound, refused } from '../../http/errors';
import { countOf, findUnit, manageableUnits } from './rules';

const toSeal = (s: typeof seals.$inferSelect): Seal => ({
  id: s.id,
  unitId: s.unitId,
  sealSn: s.sealSn,
  sealName: s.sealName,
  imageFileId: s.imageFileId,
  enabled: s.enabled,
});

/** Seals: a caller without 'all' scope reaches only the seals of their current unit's subtree. */
async function requireSealScope(db: Db, ctx: AuthContext, unitIds: number[]): Promise<void> {
  const scope = await manageableUnits(db, ctx);
  if (scope && unitIds.some((id) => !scope.has(id))) throw refused('sealOtherUnit');
}

function isUniqueViolation(e: unknown): boolean {
  let x: unknown = e;
  for (let depth = 0; depth < 5 && x && typeof x === 'object'; depth++) {
    if ((x as { code?: unknown }).code === '23505') return true;
    x = (x as { cause?: unknown }).cause;
  }
  return false;
}

async function checkSealRefs(db: Db, input: SealInput): Promise<void> {
  if (!(await findUnit(db, input.unitId))) throw invalidField('body.unitId', 'no such unit');
  if (input.imageFileId) {
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, input.imageFileId), eq(files.isDel, false)));
    if (!file) throw invalidField('body.imageFileId', 'no such file');
  }
}

async function writeSeal(db: Db, input: SealInput): Promise<Seal> {
  const values = {
    unitId: input.unitId,
    sealSn: input.sealSn,
    sealName: input.sealName,
    ...(input.imageFileId !== undefined ? { imageFileId: input.imageFileId } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
  };
  try {
    const [row] = input.id
      ? await db.update(seals).set(values).where(eq(seals.id, input.id)).returning()
      : await db.insert(seals).values(values).returning();
    if (!row) throw notFound('seal');
    return toSeal(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate('sealSn');
    throw e;
  }
}

/** sys_unit/sealSn: creates (no id) or updates (id) a seal. */
export async function saveSeal(db: Db, ctx: AuthContext, input: SealInput): Promise<Seal> {
  const permission = input.id ? 'seal.edit' : 'seal.add';
  if (!hasPermission(ctx.permissions, permission)) throw forbidden(permission);
  await checkSealRefs(db, input);
  const [before] = input.id ? await db.select().from(seals).where(eq(seals.id, input.id)) : [];
  if (input.id && !before) throw notFound('seal');
  await requireSealScope(db, ctx, before ? [before.unitId, input.unitId] : [input.unitId]);
  const taken = await countOf(db, seals, and(eq(seals.sealSn, input.sealSn), ne(seals.id, input.id ?? 0)) as SQL);
  if (taken > 0) throw duplicate('sealSn');
  return writeSeal(db, input);
}

/** sys_unit/getSealSn: the unit's seals. */
export async function unitSeals(db: Db, ctx: AuthContext, unitId: number): Promise<Seal[]> {
  if (!(await findUnit(db, unitId))) throw notFound('unit');
  await requireSealScope(db, ctx, [unitId]);
  return (await db.select().from(seals).where(eq(seals.unitId, unitId)).orderBy(seals.id)).map(toSeal);
}
