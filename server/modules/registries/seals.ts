/**
 * Seals (admin_seal/*, permission seal.*): each unit's seals with serial number (unique), name and
 * image. The image is a file uploaded through the files API that must be a PNG of at most
 * SEAL_IMAGE_MAX_BYTES. A seal that signed a contract (a contract party carries its serial number)
 * cannot be deleted, only disabled. Callers without 'all' scope see and write the seals of their
 * data-scope units only (like sys_unit/sealSn, docs/api/units.md).
 */
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../../src/domain/envelope';
import { SEAL_IMAGE_MAX_BYTES, type SealAdd, type SealEdit, type SealQuery, type SealRow } from '../../../src/domain/registries';
import type { Db } from '../../db/client';
import { contractParties, files, seals, units } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { duplicate, invalidField, notFound, refused } from '../../http/errors';
import { inUnitScope, type UnitScope, unitScopeOf } from '../../http/scope';
import { isUniqueViolation, likeOf } from './shared';

type Row = typeof seals.$inferSelect;

async function signatureCounts(db: Db, sns: string[]): Promise<Map<string, number>> {
  if (!sns.length) return new Map();
  const rows = await db
    .select({ sn: contractParties.sealSn, n: count() })
    .from(contractParties)
    .where(inArray(contractParties.sealSn, sns))
    .groupBy(contractParties.sealSn);
  return new Map(rows.map((r) => [r.sn ?? '', Number(r.n)]));
}

async function toRows(db: Db, rows: Row[]): Promise<SealRow[]> {
  const unitIds = [...new Set(rows.map((r) => r.unitId))];
  const [names, used] = await Promise.all([
    unitIds.length ? db.select({ id: units.id, unitName: units.unitName }).from(units).where(inArray(units.id, unitIds)) : [],
    signatureCounts(
      db,
      rows.map((r) => r.sealSn),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    unitId: r.unitId,
    unitName: names.find((u) => u.id === r.unitId)?.unitName ?? '',
    sealSn: r.sealSn,
    sealName: r.sealName,
    imageFileId: r.imageFileId,
    enabled: r.enabled,
    signatureCount: used.get(r.sealSn) ?? 0,
  }));
}

const scopeCondition = (scope: UnitScope): SQL | undefined =>
  scope === 'all' ? undefined : inArray(seals.unitId, scope.size ? [...scope] : [0]);

export async function pageOfSeals(db: Db, ctx: AuthContext, q: SealQuery): Promise<Page<SealRow>> {
  const scope = await unitScopeOf(db, ctx);
  const conds: (SQL | undefined)[] = [scopeCondition(scope)];
  if (q.unitId) conds.push(eq(seals.unitId, q.unitId));
  if (q.enabled !== undefined) conds.push(eq(seals.enabled, q.enabled));
  if (q.keyword) {
    const like = likeOf(q.keyword);
    conds.push(or(ilike(seals.sealSn, like), ilike(seals.sealName, like)));
  }
  const kept = conds.filter((c): c is SQL => !!c);
  const where = kept.length ? and(...kept) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(seals)
      .where(where)
      .orderBy(desc(seals.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ n: count() }).from(seals).where(where),
  ]);
  return { records: await toRows(db, rows), current: q.current, size: q.size, total: Number(total?.n ?? 0) };
}

/** The seal, if the caller's scope reaches it (else refused like sys_unit/sealSn). */
async function sealInScope(db: Db, ctx: AuthContext, id: number): Promise<Row> {
  const [row] = await db.select().from(seals).where(eq(seals.id, id));
  if (!row) throw notFound('seal');
  if (!inUnitScope(await unitScopeOf(db, ctx), row.unitId)) throw refused('sealOtherUnit');
  return row;
}

async function checkInput(db: Db, ctx: AuthContext, input: SealAdd, exceptId = 0): Promise<void> {
  const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.id, input.unitId));
  if (!unit) throw invalidField('body.unitId', 'no such unit');
  if (!inUnitScope(await unitScopeOf(db, ctx), input.unitId)) throw refused('sealOtherUnit');
  if (input.imageFileId) {
    const [file] = await db
      .select({ ext: files.ext, mime: files.mime, size: files.size })
      .from(files)
      .where(and(eq(files.id, input.imageFileId), eq(files.isDel, false)));
    if (!file) throw invalidField('body.imageFileId', 'no such file');
    if (file.mime !== 'image/png') throw invalidField('body.imageFileId', 'the seal image must be a PNG');
    if (file.size > SEAL_IMAGE_MAX_BYTES) throw invalidField('body.imageFileId', `the seal image is larger than ${SEAL_IMAGE_MAX_BYTES / 1024} KB`);
  }
  const [taken] = await db
    .select({ id: seals.id })
    .from(seals)
    .where(and(eq(seals.sealSn, input.sealSn), ne(seals.id, exceptId)));
  if (taken) throw duplicate('sealSn');
}

async function one(db: Db, row: Row): Promise<SealRow> {
  const [r] = await toRows(db, [row]);
  return r!;
}

export async function addSeal(db: Db, ctx: AuthContext, input: SealAdd): Promise<SealRow> {
  await checkInput(db, ctx, input);
  try {
    const [row] = await db
      .insert(seals)
      .values({ unitId: input.unitId, sealSn: input.sealSn, sealName: input.sealName, imageFileId: input.imageFileId ?? null })
      .returning();
    return one(db, row!);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate('sealSn');
    throw e;
  }
}

/**
 * Edits a seal. The serial number of a seal that has signed stays as it is (the signed contracts
 * name it): changing it is refused (sealUsed).
 */
export async function editSeal(db: Db, ctx: AuthContext, input: SealEdit): Promise<SealRow> {
  const before = await sealInScope(db, ctx, input.id);
  await checkInput(db, ctx, input, input.id);
  if (before.sealSn !== input.sealSn) {
    const used = (await signatureCounts(db, [before.sealSn])).get(before.sealSn) ?? 0;
    if (used > 0) throw refused('sealUsed', { count: used });
  }
  try {
    const [row] = await db
      .update(seals)
      .set({ unitId: input.unitId, sealSn: input.sealSn, sealName: input.sealName, imageFileId: input.imageFileId ?? null })
      .where(eq(seals.id, input.id))
      .returning();
    return one(db, row!);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate('sealSn');
    throw e;
  }
}

export async function setSealEnabled(db: Db, ctx: AuthContext, id: number, enabled: boolean): Promise<SealRow> {
  await sealInScope(db, ctx, id);
  const [row] = await db.update(seals).set({ enabled }).where(eq(seals.id, id)).returning();
  return one(db, row!);
}

export async function deleteSeal(db: Db, ctx: AuthContext, id: number): Promise<void> {
  const row = await sealInScope(db, ctx, id);
  await db.transaction(async (tx) => {
    const used = (await signatureCounts(tx, [row.sealSn])).get(row.sealSn) ?? 0;
    if (used > 0) throw refused('sealUsed', { count: used });
    await tx.delete(seals).where(eq(seals.id, id));
  });
}
