/**
 * Reads of the counterpart pages: the counterparts with their contract and user counts, and company
 * users with their counterpart's name, filtered and paged (docs/api/counterparts.md).
 */
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyUserPageQuery, CompanyUserRow, CounterpartRow, CreditRating } from '../../../src/domain/counterpart';
import { contractParties } from '../../db/contract-schema';
import type { Db } from '../../db/client';
import { counterparts, users } from '../../db/schema';
import { containsPattern } from '../users/list';

/** Per counterpart: the contracts naming it as a party, and its company users. */
async function countsOf(db: Db, ids: number[]): Promise<Map<number, { contractCount: number; userCount: number }>> {
  const counts = new Map(ids.map((id) => [id, { contractCount: 0, userCount: 0 }]));
  if (!ids.length) return counts;
  const contractRows = await db
    .select({ id: contractParties.counterpartId, n: countDistinct(contractParties.contractId) })
    .from(contractParties)
    .where(inArray(contractParties.counterpartId, ids))
    .groupBy(contractParties.counterpartId);
  for (const r of contractRows) if (r.id !== null) counts.get(r.id)!.contractCount = Number(r.n);
  const userRows = await db
    .select({ id: users.counterpartId, n: count() })
    .from(users)
    .where(and(inArray(users.counterpartId, ids), eq(users.userType, 'company')))
    .groupBy(users.counterpartId);
  for (const r of userRows) if (r.id !== null) counts.get(r.id)!.userCount = Number(r.n);
  return counts;
}

const counterpartColumns = {
  id: counterparts.id,
  name: counterparts.name,
  creditCode: counterparts.creditCode,
  legalRepresentative: counterparts.legalRepresentative,
  contactName: counterparts.contactName,
  contactPhone: counterparts.contactPhone,
  address: counterparts.address,
  creditRating: counterparts.creditRating,
  seriousDishonest: counterparts.seriousDishonest,
  createdAt: counterparts.createdAt,
};

type CounterpartSelect = Omit<CounterpartRow, 'creditRating' | 'createdAt' | 'contractCount' | 'userCount'> & {
  creditRating: string;
  createdAt: Date;
};

async function toCounterpartRows(db: Db, rows: CounterpartSelect[]): Promise<CounterpartRow[]> {
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    creditRating: r.creditRating as CreditRating,
    createdAt: r.createdAt.toISOString(),
    ...(counts.get(r.id) ?? { contractCount: 0, userCount: 0 }),
  }));
}

export interface CounterpartFilter {
  keyword?: string | undefined;
  creditRating?: CreditRating | undefined;
  seriousDishonest?: boolean | undefined;
}

export function counterpartConditions(q: CounterpartFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    conds.push(
      or(
        ilike(counterparts.name, p),
        ilike(counterparts.creditCode, p),
        ilike(counterparts.legalRepresentative, p),
        ilike(counterparts.contactName, p),
      ),
    );
  }
  if (q.creditRating) conds.push(eq(counterparts.creditRating, q.creditRating));
  if (q.seriousDishonest !== undefined) conds.push(eq(counterparts.seriousDishonest, q.seriousDishonest));
  return conds.length ? and(...conds) : undefined;
}

const SORT_COLUMNS = {
  name: counterparts.name,
  creditCode: counterparts.creditCode,
  creditRating: counterparts.creditRating,
  createdAt: counterparts.createdAt,
} as const;

export async function counterpartPage(
  db: Db,
  q: CounterpartFilter & { current: number; size: number; sortField?: keyof typeof SORT_COLUMNS | undefined; sortOrder?: 'ascend' | 'descend' | undefined },
) {
  const where = counterpartConditions(q);
  const [n] = await db.select({ n: count() }).from(counterparts).where(where);
  const column = q.sortField ? SORT_COLUMNS[q.sortField] : counterparts.id;
  const order = q.sortOrder === 'descend' || (!q.sortField && !q.sortOrder) ? desc(column) : asc(column);
  const rows = await db
    .select(counterpartColumns)
    .from(counterparts)
    .where(where)
    .orderBy(order, asc(counterparts.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return { records: await toCounterpartRows(db, rows), current: q.current, size: q.size, total: Number(n?.n ?? 0) };
}

/** Every matching counterpart (the export), by id. */
export async function counterpartList(db: Db, q: CounterpartFilter, limit: number): Promise<CounterpartRow[]> {
  const rows = await db.select(counterpartColumns).from(counterparts).where(counterpartConditions(q)).orderBy(asc(counterparts.id)).limit(limit);
  return toCounterpartRows(db, rows);
}

export async function counterpartRow(db: Db, id: number): Promise<CounterpartRow | null> {
  const [row] = await db.select(counterpartColumns).from(counterparts).where(eq(counterparts.id, id));
  return row ? ((await toCounterpartRows(db, [row]))[0] ?? null) : null;
}

/** The contracts naming the counterpart as a party. */
export async function contractIdsOf(db: Db, counterpartId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: contractParties.contractId })
    .from(contractParties)
    .where(eq(contractParties.counterpartId, counterpartId));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- company users
export const isCompanyUser = eq(users.userType, 'company');
/** A self-registration awaiting approval: disabled, and no administrator has given it a name yet. */
export const pendingSql = sql<boolean>`(${users.enabled} = false and ${users.realName} = '')`;

const companyUserColumns = {
  userId: users.id,
  username: users.username,
  realName: users.realName,
  mobile: users.mobile,
  email: users.email,
  enabled: users.enabled,
  pending: pendingSql,
  counterpartId: users.counterpartId,
  counterpartName: counterparts.name,
  createdAt: users.createdAt,
};

function companyUserConditions(q: Omit<CompanyUserPageQuery, 'current' | 'size'>): SQL | undefined {
  const conds: (SQL | undefined)[] = [isCompanyUser];
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    conds.push(or(ilike(users.username, p), ilike(users.realName, p), ilike(users.mobile, p)));
  }
  if (q.counterpartId) conds.push(eq(users.counterpartId, Number(q.counterpartId)));
  if (q.status === 'enabled') conds.push(eq(users.enabled, true));
  if (q.status === 'disabled') conds.push(eq(users.enabled, false));
  if (q.status === 'pending') conds.push(pendingSql);
  return and(...conds);
}

type CompanyUserSelect = Omit<CompanyUserRow, 'createdAt' | 'pending'> & { createdAt: Date; pending: unknown };
const toCompanyUserRow = (r: CompanyUserSelect): CompanyUserRow => ({
  ...r,
  pending: r.pending === true || r.pending === 't',
  createdAt: r.createdAt.toISOString(),
});

const companyUsersFrom = (db: Db) => db.select(companyUserColumns).from(users).leftJoin(counterparts, eq(counterparts.id, users.counterpartId));

export async function companyUserPage(db: Db, q: CompanyUserPageQuery & { current: number; size: number }) {
  const where = companyUserConditions(q);
  const [n] = await db.select({ n: count() }).from(users).where(where);
  // Pending registrations first (they wait for someone), then the newest.
  const rows = await companyUsersFrom(db)
    .where(where)
    .orderBy(desc(pendingSql), desc(users.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return { records: rows.map(toCompanyUserRow), current: q.current, size: q.size, total: Number(n?.n ?? 0) };
}

export async function companyUserRows(db: Db, userIds: number[]): Promise<CompanyUserRow[]> {
  if (!userIds.length) return [];
  const rows = await companyUsersFrom(db).where(and(isCompanyUser, inArray(users.id, userIds))).orderBy(asc(users.id));
  return rows.map(toCompanyUserRow);
}

export async function companyUsersOf(db: Db, counterpartId: number): Promise<CompanyUserRow[]> {
  const rows = await companyUsersFrom(db).where(and(isCompanyUser, eq(users.counterpartId, counterpartId))).orderBy(asc(users.id));
  return rows.map(toCompanyUserRow);
}
