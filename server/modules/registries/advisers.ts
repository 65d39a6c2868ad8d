/**
 * Legal advisers (admin_lawyer/*, permission lawyer.*): name, firm, a 17-digit licence number
 * (unique), mobile, the units that retain them and, when the adviser signs in, the linked user
 * (userType lawyer, linked to one adviser at most). Deleting removes the unit assignments too.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Adviser, AdviserEdit, AdviserInput, AdviserQuery, LawyerAccount } from '../../../src/domain/registries';
import type { Page } from '../../../src/domain/envelope';
import type { Db } from '../../db/client';
import { legalAdvisers, legalAdviserUnits, units, users } from '../../db/schema';
import { duplicate, invalidField, notFound } from '../../http/errors';
import { likeOf } from './shared';

type Row = typeof legalAdvisers.$inferSelect;

async function toAdvisers(db: Db, rows: Row[]): Promise<Adviser[]> {
  const ids = rows.map((r) => r.id);
  const userIds = rows.map((r) => r.userId).filter((id): id is number => id !== null);
  const [links, accounts] = await Promise.all([
    ids.length
      ? db
          .select({ adviserId: legalAdviserUnits.adviserId, id: units.id, unitName: units.unitName })
          .from(legalAdviserUnits)
          .innerJoin(units, eq(units.id, legalAdviserUnits.unitId))
          .where(inArray(legalAdviserUnits.adviserId, ids))
          .orderBy(asc(units.sort), asc(units.id))
      : [],
    userIds.length ? db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, userIds)) : [],
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    firm: r.firm,
    licenceNo: r.licenceNo,
    phone: r.phone,
    userId: r.userId,
    username: accounts.find((a) => a.id === r.userId)?.username ?? null,
    units: links.filter((l) => l.adviserId === r.id).map((l) => ({ id: l.id, unitName: l.unitName })),
  }));
}

export async function pageOfAdvisers(db: Db, q: AdviserQuery): Promise<Page<Adviser>> {
  const conds: SQL[] = [];
  if (q.keyword) {
    const like = likeOf(q.keyword);
    conds.push(or(ilike(legalAdvisers.name, like), ilike(legalAdvisers.firm, like), ilike(legalAdvisers.licenceNo, like))!);
  }
  if (q.unitId) {
    const retained = db.select({ id: legalAdviserUnits.adviserId }).from(legalAdviserUnits).where(eq(legalAdviserUnits.unitId, q.unitId));
    conds.push(inArray(legalAdvisers.id, retained));
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(legalAdvisers)
      .where(where)
      .orderBy(desc(legalAdvisers.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ n: count() }).from(legalAdvisers).where(where),
  ]);
  return { records: await toAdvisers(db, rows), current: q.current, size: q.size, total: Number(total?.n ?? 0) };
}

/** Sign-in accounts of type lawyer, with the adviser each is linked to. */
export async function lawyerAccounts(db: Db): Promise<LawyerAccount[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, realName: users.realName, adviserId: legalAdvisers.id })
    .from(users)
    .leftJoin(legalAdvisers, eq(legalAdvisers.userId, users.id))
    .where(eq(users.userType, 'lawyer'))
    .orderBy(asc(users.id));
  return rows;
}

async function adviserRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(legalAdvisers).where(eq(legalAdvisers.id, id));
  if (!row) throw notFound('adviser');
  return row;
}

/** Licence number unique; the user a lawyer account not linked to another adviser; the units exist. */
async function checkInput(db: Db, input: AdviserInput, exceptId = 0): Promise<void> {
  const [taken] = await db
    .select({ id: legalAdvisers.id })
    .from(legalAdvisers)
    .where(and(eq(legalAdvisers.licenceNo, input.licenceNo), ne(legalAdvisers.id, exceptId)));
  if (taken) throw duplicate('licenceNo');
  if (input.userId) {
    const [user] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, input.userId));
    if (user?.userType !== 'lawyer') throw invalidField('body.userId', 'not a lawyer account');
    const [linked] = await db
      .select({ id: legalAdvisers.id })
      .from(legalAdvisers)
      .where(and(eq(legalAdvisers.userId, input.userId), ne(legalAdvisers.id, exceptId)));
    if (linked) throw invalidField('body.userId', 'linked to another adviser');
  }
  if (input.unitIds) await checkUnits(db, input.unitIds);
}

async function checkUnits(db: Db, unitIds: number[]): Promise<void> {
  const wanted = [...new Set(unitIds)];
  if (!wanted.length) return;
  const found = await db.select({ id: units.id }).from(units).where(inArray(units.id, wanted));
  if (found.length !== wanted.length) throw invalidField('body.unitIds', 'no such unit');
}

async function replaceUnits(db: Db, adviserId: number, unitIds: number[]): Promise<void> {
  await db.delete(legalAdviserUnits).where(eq(legalAdviserUnits.adviserId, adviserId));
  const unique = [...new Set(unitIds)];
  if (unique.length) await db.insert(legalAdviserUnits).values(unique.map((unitId) => ({ adviserId, unitId })));
}

const values = (input: AdviserInput) => ({
  name: input.name,
  firm: input.firm,
  licenceNo: input.licenceNo,
  phone: input.phone ?? '',
  userId: input.userId ?? null,
});

export async function addAdviser(db: Db, input: AdviserInput): Promise<Adviser> {
  await checkInput(db, input);
  const row = await db.transaction(async (tx) => {
    const [r] = await tx.insert(legalAdvisers).values(values(input)).returning();
    if (input.unitIds) await replaceUnits(tx, r!.id, input.unitIds);
    return r!;
  });
  const [a] = await toAdvisers(db, [row]);
  return a!;
}

export async function editAdviser(db: Db, input: AdviserEdit): Promise<Adviser> {
  await adviserRow(db, input.id);
  await checkInput(db, input, input.id);
  const row = await db.transaction(async (tx) => {
    const [r] = await tx.update(legalAdvisers).set(values(input)).where(eq(legalAdvisers.id, input.id)).returning();
    if (input.unitIds) await replaceUnits(tx, input.id, input.unitIds);
    return r!;
  });
  const [a] = await toAdvisers(db, [row]);
  return a!;
}

export async function assignUnits(db: Db, id: number, unitIds: number[]): Promise<Adviser> {
  const row = await adviserRow(db, id);
  await checkUnits(db, unitIds);
  await db.transaction(async (tx) => replaceUnits(tx, id, unitIds));
  const [a] = await toAdvisers(db, [row]);
  return a!;
}

export async function deleteAdviser(db: Db, id: number): Promise<void> {
  await adviserRow(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(legalAdviserUnits).where(eq(legalAdviserUnits.adviserId, id));
    await tx.delete(legalAdvisers).where(eq(legalAdvisers.id, id));
  });
}

