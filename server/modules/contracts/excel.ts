/**
 * The contract Excel calls under /api/admin (docs/api/contract-excel.md): export of any contract
 * list, the 1.0 import template, and the import of 1.0-system contracts.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractListQuerySchema } from '../../../src/domain/contract-api';
import {
  EXPORT_MAX_ROWS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  importV1ResultSchema,
} from '../../../src/domain/contract-import';
import type { AppDeps } from '../../app';
import { announceRecords } from '../../events/announce';
import { caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { contentDisposition } from '../files';
import { contractsToExport, exportFileName, writeExportWorkbook } from './export';
import { importTemplate, TEMPLATE_FILE_NAME } from './import-template';
import { type ImportLimits, importV1 } from './import-v1';
import { filtersOf } from '../audit/changes';
import { XLSX_MIME } from '../../http/spreadsheet';


/**
 * The limits of the calls. The values are the documented ones; tests lower them in-process to
 * reach the refusals without building 50,001 contracts.
 */
export const excelLimits: ImportLimits & { exportMaxRows: number } = {
  exportMaxRows: EXPORT_MAX_ROWS,
  maxRows: IMPORT_MAX_ROWS,
  maxBytes: IMPORT_MAX_BYTES,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxErrors: IMPORT_MAX_ERRORS,
};

/** The headers of an .xlsx download. */
const asXlsx = (reply: FastifyReply, fileName: string) =>
  reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');

export const contractExcelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events }) => {
  app.post(
    '/contract/export',
    // The list query of contract/queryPage; paging (current, size) is ignored: every matching row.
    { config: { permission: 'contract.export', stream: 'file', audit: { event: 'export', action: 'export', target: () => 'contracts', detail: (r: { body: unknown }) => filtersOf(r.body) } }, schema: { body: contractListQuerySchema.nullish() } },
    async (req, reply) => {
      const q = req.body ?? contractListQuerySchema.parse({});
      const rows = await contractsToExport(db, caller(req), q, excelLimits.exportMaxRows);
      const out = new PassThrough();
      writeExportWorkbook(out, rows).catch((err: unknown) => {
        req.log.error({ err }, 'contract export failed while streaming');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return asXlsx(reply, exportFileName()).send(out);
    },
  );

  // The template never changes while the server runs: built on first use, then kept.
  let template: Promise<Buffer> | undefined;
  // A download link: the token may come as ?token= so a plain <a> or a new tab works.
  app.get('/contract/importTemplate', { config: { permission: 'contract.import', ticket: 'link' } }, async (_req, reply) => {
    template ??= importTemplate();
    const data = await template.catch((err: unknown) => {
      template = undefined;
      throw err;
    });
    return asXlsx(reply, TEMPLATE_FILE_NAME).header('content-length', String(data.length)).send(data);
  });

  app.post('/contract/importV1', { config: { permission: 'contract.import' }, schema: { response: answers(importV1ResultSchema) } }, async (req) => {
    const result = await importV1(db, caller(req), req, excelLimits);
    // Committed: lists, counts and walls refresh (live sync).
    await announceRecords(db, events, 'contract', 'contracts', result.ids);
    return ok(req, result);
  });
};
