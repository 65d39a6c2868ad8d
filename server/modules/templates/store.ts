/** Reading and writing contract_templates rows, and turning them into the API's shape. */
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../../src/domain/envelope';
import type { ContractCategory } from '../../../src/domain/contract';
import type { ContractTemplate, TemplateField, TemplateInput, TemplateListQuery } from '../../../src/domain/template';
import type { Db } from '../../db/client';
import { contractTemplates, files } from '../../db/schema';
import { invalidField, notFound } from '../../http/errors';

type Row = typeof contractTemplates.$inferSelect;

/** Template files: a Word or PDF document. */
const TEMPLATE_FILE_EXTS = ['docx', 'pdf'];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function fileNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: files.id, fileName: files.fileName }).from(files).where(inArray(files.id, ids));
  return new Map(rows.map((r) => [r.id, r.fileName]));
}

export async function toTemplates(db: Db, rows: Row[]): Promise<ContractTemplate[]> {
  const names = await fileNames(db, rows.flatMap((r) => (r.fileId ? [r.fileId] : [])));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: (r.category as ContractCategory | null) ?? null,
    fileId: r.fileId,
    fileName: r.fileId ? (names.get(r.fileId) ?? null) : null,
    fields: r.fields as TemplateField[],
    body: r.body,
    enabled: r.enabled,
    createdBy: r.createdBy,
    createTime: r.createdAt.toISOString(),
  }));
}

/** One page of templates matching the query; `enabledOnly` for the drafting library. */
export async function pageOfTemplates(db: Db, q: TemplateListQuery, enabledOnly: boolean): Promise<Page<ContractTemplate>> {
  const conds: SQL[] = [];
  if (enabledOnly) conds.push(eq(contractTemplates.enabled, true));
  else if (q.enabled !== undefined) conds.push(eq(contractTemplates.enabled, q.enabled));
  if (q.category) conds.push(eq(contractTemplates.category, q.category));
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    conds.push(or(ilike(contractTemplates.name, like), ilike(contractTemplates.body, like))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contractTemplates)
      .where(where)
      .orderBy(desc(contractTemplates.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ n: count() }).from(contractTemplates).where(where),
  ]);
  return { records: await toTemplates(db, rows), current: q.current, size: q.size, total: Number(total?.n ?? 0) };
}

export async function templateRow(db: Db, id: number, enabledOnly = false): Promise<Row> {
  const [row] = await db.select().from(contractTemplates).where(eq(contractTemplates.id, id)).limit(1);
  if (!row || (enabledOnly && !row.enabled)) throw notFound('template');
  return row;
}

/** A template file must be a live .docx or .pdf upload. */
export async function checkTemplateFile(db: Db, fileId: number | null | undefined): Promise<void> {
  if (!fileId) return;
  const [f] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!f || f.isDel) throw invalidField('fileId', 'no such file');
  if (!TEMPLATE_FILE_EXTS.includes(f.ext)) throw invalidField('fileId', 'a template file is a .docx or .pdf');
}

export const rowValues = (t: TemplateInput) => ({
  name: t.name,
  category: t.category ?? null,
  fileId: t.fileId ?? null,
  fields: t.fields,
  body: t.body,
  ...(t.enabled === undefined ? {} : { enabled: t.enabled }),
});
