/**
 * admin_counterpart/*: the counterparts (outside parties to contracts) — list, detail, add, edit,
 * delete, export (docs/api/counterparts.md). Putting a counterpart on or taking it off the
 * serious-dishonesty list refreshes the risk codes of its contracts in the same transaction.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CounterpartDetail,
  counterpartEditSchema,
  counterpartInputSchema,
  counterpartPageQuerySchema,
} from '../../../src/domain/counterpart';
import { idQuerySchema } from '../../../src/domain/system';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { counterparts } from '../../db/schema';
import { type ApiError, duplicate, notFound, refused } from '../../http/errors';
import { ok } from '../../http/reply';
import { contentDisposition } from '../files';
import { refreshContractsRisk } from '../contracts/risk';
import { COUNTERPART_EXPORT_MAX_ROWS, counterpartExportFileName, counterpartWorkbook } from './excel';
import { companyUsersOf, contractIdsOf, counterpartList, counterpartPage, counterpartRow } from './queries';
import { filtersOf } from '../audit/changes';
import { XLSX_MIME } from '../../http/spreadsheet';


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

export const counterpartAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/admin_counterpart/queryPage',
    { config: { permission: 'counterpart.query' }, schema: { body: counterpartPageQuerySchema } },
    async (req) => ok(req, await counterpartPage(db, req.body)),
  );

  app.get(
    '/admin_counterpart/detail',
    { config: { permission: 'counterpart.query' }, schema: { querystring: idQuerySchema } },
    async (req) => {
      const row = await counterpartRow(db, req.query.id);
      if (!row) throw notFound('counterpart');
      const detail: CounterpartDetail = { ...row, users: await companyUsersOf(db, row.id) };
      return ok(req, detail);
    },
  );

  app.post(
    '/admin_counterpart/add',
    { config: { permission: 'counterpart.add' }, schema: { body: counterpartInputSchema } },
    async (req) => {
      const id = await db
        .transaction(async (tx) => {
          if (await codeTaken(tx, req.body.creditCode)) throw duplicate('counterpart');
          const [created] = await tx.insert(counterparts).values(req.body).returning({ id: counterparts.id });
          return created!.id;
        })
        .catch((e: unknown) => {
          throw creditCodeTaken(e) ?? e;
        });
      return ok(req, await counterpartRow(db, id));
    },
  );

  app.put(
    '/admin_counterpart/edit',
    { config: { permission: 'counterpart.edit' }, schema: { body: counterpartEditSchema } },
    async (req) => {
      const { id, ...patch } = req.body;
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
      req.log.debug({ counterpartId: id, refreshed }, 'counterpart edited');
      return ok(req, await counterpartRow(db, id));
    },
  );

  app.delete(
    '/admin_counterpart/del',
    { config: { permission: 'counterpart.delete' }, schema: { querystring: idQuerySchema } },
    async (req) => {
      const { id } = req.query;
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ id: counterparts.id }).from(counterparts).where(eq(counterparts.id, id)).for('update');
        if (!row) throw notFound('counterpart');
        const current = await counterpartRow(tx, id);
        if (current && (current.contractCount > 0 || current.userCount > 0)) {
          throw refused('counterpartInUse', { contracts: current.contractCount, users: current.userCount });
        }
        await tx.delete(counterparts).where(eq(counterparts.id, id));
      });
      return ok(req, null);
    },
  );

  app.get(
    '/admin_counterpart/export',
    // The list's filters; paging and sorting are ignored: every match, by id. A download link: ?token= works.
    { config: { permission: 'counterpart.export', ticket: 'link', audit: { event: 'export', action: 'export', target: () => 'counterparts', detail: (r: { query: unknown }) => filtersOf(r.query) } }, schema: { querystring: counterpartPageQuerySchema } },
    async (req, reply) => {
      const rows = await counterpartList(db, req.query, COUNTERPART_EXPORT_MAX_ROWS + 1);
      if (rows.length > COUNTERPART_EXPORT_MAX_ROWS) throw refused('counterpartExportTooMany', { limit: COUNTERPART_EXPORT_MAX_ROWS });
      const data = await counterpartWorkbook(rows);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition('attachment', counterpartExportFileName()))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-length', String(data.length))
        .send(data);
    },
  );
};
