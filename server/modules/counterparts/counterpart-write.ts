/**
 * The counterparts' detail, writes and export (docs/api/counterparts.md, admin_counterpart/*). Putting
 * a counterpart on or taking it off the serious-dishonesty list refreshes the risk codes of its
 * contracts in the same transaction.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { CounterpartDetail, CounterpartRow, counterpartEditSchema, counterpartInputSchema, counterpartPageQuerySchema } from '../../../src/domain/counterpart';
import type { Db } from '../../db/client';
import { counterparts } from '../../db/schema';
import { type ApiError, duplicate, notFound, refused } from '../../http/errors';
import { refreshContractsRisk } from '../contracts/risk';
import { COUNTERPART_EXPORT_MAX_ROWS, counterpartWorkbook } from './excel';
import { companyUsersOf, contractIdsOf, counterpartList, counterpartRow } from './queries';

/** A unique-index violation of a concurrent write: the credit code is taken. */
function creditCodeTaken(e: unknown): ApiError | null {
  for (let err: unknown = e, depth = 0; err && depth < 5; depth++) {
    if ((err as { code?: unknown }).code === '23505') return duplicate('counterpart');
    err = (err as { cause?: unknown }).cause;
  }
  return null;
}

async function codeTaken(tx: Db, creditCode: string, exceptId?: number): Promise<boolean> {
  const cond = exceptId ? and(eq(counterparts.creditCode, creditCode), ne(counterparts.id, exceptId)) : eq(counterparts.creditCode, creditCode);
  const [row] = await tx.select({ id: counterparts.id }).from(counterparts).where(cond).limit(1);
  return !!row;
}

/** The counterpart with its company users. */
export async function counterpartDetail(db: Db, id: number): Promise<CounterpartDetail> {
  const row = await counterpartRow(db, id);
  if (!row) throw notFound('counterpart');
  return { ...row, users: await companyUsersOf(db, row.id) };
}

/** A new counterpart (its credit code unique); the answer is its row. */
export async function addCounterpart(db: Db, input: z.infer<typeof counterpartInputSchema>): Promise<CounterpartRow | null> {
  const id = await db
    .transaction(async (tx) => {
      if (await codeTaken(tx, input.creditCode)) throw duplicate('counterpart');
      const [created] = await tx.insert(counterparts).values(input).returning({ id: counterparts.id });
      return created!.id;
    })
    .catch((e: unknown) => {
      throw creditCodeTaken(e) ?? e;
    });
  return counterpartRow(db, id);
}

/** Edits a counterpart (a patch): the row after the edit, and how many contracts' risk codes were refreshed. */
export async function editCounterpart(db: Db, body: z.infer<typeof counterpartEditSchema>): Promise<{ row: CounterpartRow | null; refreshed: number }> {
  const { id, ...patch } = body;
  const refreshed = await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(counterparts).where(eq(counterparts.id, id)).for('update');
      if (!current) throw notFound('counterpart');
      if (patch.creditCode && patch.creditCode !== current.creditCode && (await codeTaken(tx, patch.creditCode, id))) {
        throw duplicate('counterpart');
      }
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (Object.keys(set).length) await tx.update(counterparts).set(set).where(eq(counterparts.id, id));
      // On or off the serious-dishonesty list: its contracts' codes follow now (docs/api/risk.md).
      if (patch.seriousDishonest !== undefined && patch.seriousDishonest !== current.seriousDishonest) {
        const ids = await contractIdsOf(tx, id);
        if (ids.length) await refreshContractsRisk(tx, ids);
        return ids.length;
      }
      return 0;
    })
    .catch((e: unknown) => {
      throw creditCodeTaken(e) ?? e;
    });
  return { row: await counterpartRow(db, id), refreshed };
}

/** Deletes a counterpart no contract names and no user belongs to. */
export async function deleteCounterpart(db: Db, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: counterparts.id }).from(counterparts).where(eq(counterparts.id, id)).for('update');
    if (!row) throw notFound('counterpart');
    const current = await counterpartRow(tx, id);
    if (current && (current.contractCount > 0 || current.userCount > 0)) {
      throw refused('counterpartInUse', { contracts: current.contractCount, users: current.userCount });
    }
    await tx.delete(counterparts).where(eq(counterparts.id, id));
  });
  return null;
}

/** The export's workbook: every counterpart matching the list's filters, by id (refused above the limit). */
export async function counterpartExport(db: Db, query: z.infer<typeof counterpartPageQuerySchema>): Promise<Buffer> {
  const rows = await counterpartList(db, query, COUNTERPART_EXPORT_MAX_ROWS + 1);
  if (rows.length > COUNTERPART_EXPORT_MAX_ROWS) throw refused('counterpartExportTooMany', { limit: COUNTERPART_EXPORT_MAX_ROWS });
  return counterpartWorkbook(rows);
}
