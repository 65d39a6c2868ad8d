/**
 * The security audit log for the audit administrator (/system/audit-log; 等保 2.0 level 3 security
 * audit, docs/security.md). Reading only: no call changes or deletes a record, whoever asks.
 *   POST admin_security_audit/queryPage  audit.query   a page of records, newest first (auditQuerySchema)
 *   GET  admin_security_audit/export     audit.export  the filtered records as .xlsx (a download link: ?ticket=)
 *   POST admin_security_audit/verify     audit.get     checks the whole hash chain (server/security/audit-chain.ts)
 * An export and a check are themselves recorded ('auditAccess').
 */
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditQuery,
  type AuditRow,
  type AuditVerify,
  auditQuerySchema,
  auditRowSchema,
  auditVerifySchema,
} from '../../../src/domain/audit';
import { type Page, pageOf } from '../../../src/domain/envelope';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { securityAudit, units, users } from '../../db/schema';
import { answers } from '../../http/answers';
import { refused } from '../../http/errors';
import { ok } from '../../http/reply';
import { contentDisposition } from '../files';
import { containsPattern } from '../users/list';
import { filtersOf } from './changes';
import { readAnchor, verifyAuditChain } from '../../security/audit-chain';
import { recordAudit } from '../../security/audit-record';
import { stampedXlsxName, XLSX_MIME } from '../../http/spreadsheet';

const CST_OFFSET_MS = 8 * 3_600_000;

/** Midnight of a YYYY-MM-DD day, China Standard Time. */
const cstMidnight = (day: string, plusDays = 0): Date => new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);

function conditions(q: Omit<AuditQuery, 'current' | 'size'>): SQL | undefined {
  const conds: SQL[] = [];
  if (q.user) {
    const p = containsPattern(q.user);
    const match = or(ilike(securityAudit.username, p), ilike(users.realName, p));
    if (match) conds.push(match);
  }
  if (q.unitId) conds.push(eq(securityAudit.unitId, q.unitId));
  if (q.event) conds.push(eq(securityAudit.event, q.event));
  if (q.outcome) conds.push(eq(securityAudit.outcome, q.outcome));
  if (q.from) conds.push(gte(securityAudit.at, cstMidnight(q.from)));
  if (q.to) conds.push(lt(securityAudit.at, cstMidnight(q.to, 1)));
  return conds.length ? and(...conds) : undefined;
}

const COLUMNS = {
  id: securityAudit.id,
  at: securityAudit.at,
  userId: securityAudit.userId,
  username: securityAudit.username,
  realName: users.realName,
  unitId: securityAudit.unitId,
  unitName: units.unitName,
  ip: securityAudit.ip,
  event: securityAudit.event,
  outcome: securityAudit.outcome,
  target: securityAudit.target,
  detail: securityAudit.detail,
  requestId: securityAudit.requestId,
};

async function records(db: Db, q: Omit<AuditQuery, 'current' | 'size'>, limit: number, offset = 0): Promise<AuditRow[]> {
  const rows = await db
    .select(COLUMNS)
    .from(securityAudit)
    .leftJoin(users, eq(users.id, securityAudit.userId))
    .leftJoin(units, eq(units.id, securityAudit.unitId))
    .where(conditions(q))
    .orderBy(desc(securityAudit.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    ...r,
    at: r.at.toISOString(),
    event: r.event as AuditRow['event'],
    outcome: r.outcome as AuditRow['outcome'],
    detail: (r.detail as Record<string, unknown> | null) ?? null,
  }));
}

async function total(db: Db, q: Omit<AuditQuery, 'current' | 'size'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(securityAudit)
    .leftJoin(users, eq(users.id, securityAudit.userId))
    .where(conditions(q));
  return Number(row?.n ?? 0);
}

/** The sheet's columns: the record as the page shows it, with the detail as JSON. */
const SHEET: { header: string; width: number; value: (r: AuditRow) => string | number | null }[] = [
  { header: '序号', width: 10, value: (r) => r.id },
  { header: '时间', width: 21, value: (r) => new Date(Date.parse(r.at) + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ') },
  { header: '账号', width: 16, value: (r) => r.username },
  { header: '姓名', width: 12, value: (r) => r.realName },
  { header: '单位', width: 22, value: (r) => r.unitName },
  { header: 'IP 地址', width: 16, value: (r) => r.ip },
  { header: '事件', width: 14, value: (r) => r.event },
  { header: '结果', width: 10, value: (r) => r.outcome },
  { header: '对象', width: 28, value: (r) => r.target },
  { header: '详情', width: 60, value: (r) => (r.detail ? JSON.stringify(r.detail) : null) },
  { header: '请求编号', width: 38, value: (r) => r.requestId },
];

async function workbook(rows: readonly AuditRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '行政机关合同管理系统';
  const ws = wb.addWorksheet('安全审计日志', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = SHEET.map((c, i) => ({ key: String(i), header: c.header, width: c.width, style: { numFmt: '@' } }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(SHEET.map((c) => c.value(r)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}


const exportQuerySchema = auditQuerySchema.omit({ current: true, size: true });

export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/admin_security_audit/queryPage',
    { config: { permission: 'audit.query' }, schema: { body: auditQuerySchema.nullish(), response: answers(pageOf(auditRowSchema)) } },
    async (req) => {
      const q = req.body ?? auditQuerySchema.parse({});
      const [rows, n] = await Promise.all([records(db, q, q.size, (q.current - 1) * q.size), total(db, q)]);
      const page: Page<AuditRow> = { records: rows, current: q.current, size: q.size, total: n };
      return ok(req, page);
    },
  );

  app.get(
    '/admin_security_audit/export',
    {
      config: {
        permission: 'audit.export',
        ticket: 'link',
        audit: { event: 'auditAccess', action: 'export', target: () => 'securityAudit', detail: (r: { query: unknown }) => filtersOf(r.query) },
      },
      schema: { querystring: exportQuerySchema },
    },
    async (req, reply) => {
      const n = await total(db, req.query);
      if (n > AUDIT_EXPORT_MAX_ROWS) throw refused('auditExportTooMany', { count: n, limit: AUDIT_EXPORT_MAX_ROWS });
      const data = await workbook(await records(db, req.query, AUDIT_EXPORT_MAX_ROWS));
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition('attachment', stampedXlsxName('安全审计日志')))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.post('/admin_security_audit/verify', { config: { permission: 'audit.get' }, schema: { response: answers(auditVerifySchema) } }, async (req) => {
    const [check, anchor] = await Promise.all([verifyAuditChain(db), readAnchor(db)]);
    const result: AuditVerify = {
      ...check,
      archived: anchor ? { throughId: anchor.throughId, archivedAt: anchor.archivedAt, files: anchor.files } : null,
      checkedAt: new Date().toISOString(),
    };
    await recordAudit(db, req, {
      event: 'auditAccess',
      outcome: check.ok ? 'success' : 'failure',
      target: 'securityAudit',
      detail: { action: 'verify', checked: check.checked, firstBroken: check.firstBroken },
    });
    return ok(req, result);
  });
};
