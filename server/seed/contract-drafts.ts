/**
 * The drafts of the generated contracts (server/seed/contracts): every contract of this system
 * without one gets its 合同草案 — a files row named after the contract (《…》合同草案.pdf), uploaded
 * by its handler when it was created, and the contract_files link of kind 'draft' — in one statement,
 * so the large seed's hundred thousand contracts cost seconds. The rows share one stored PDF
 * (placeholder-pdf.ts): the demo shows a reviewer or an approving leader opening the draft under
 * review, not a real contract text. Contracts imported from the 1.0 system came without files.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { files } from '../db/schema';
import { createStorage } from '../storage/storage';
import type { ServerConfig } from '../config';
import { placeholderPdf } from './placeholder-pdf';

export const DRAFT_STORAGE_KEY = 'seed/contract-draft';

export const demoDraftBytes = (): Promise<Uint8Array> =>
  placeholderPdf('Contract draft', [
    'Demo data. In the product, the unit clerk uploads the draft of the contract when registering',
    'it; reviewers, the legal adviser and the approving leader read it here before they decide.',
    'The generated demo contracts all share this placeholder.',
  ]);

/** Gives every contract of this system without a draft its draft file; answers how many it gave. */
export async function seedContractDrafts(db: Db, config: Pick<ServerConfig, 'filesDir' | 's3'>): Promise<number> {
  const missing = sql`c.source = 'system' and not exists (select 1 from contract_files f where f.contract_id = c.id and f.kind = 'draft')`;
  const [pending] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from contracts c where ${missing}`);
  if (!pending || Number(pending.n) === 0) return 0;
  const bytes = Buffer.from(await demoDraftBytes());
  await createStorage(config).put(DRAFT_STORAGE_KEY, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // One new file id per contract (the CTE is materialised: nextval runs once per row), then the
  // files and their links in the same statement.
  const [done] = await queryRows<{ n: number }>(
    db,
    sql`with drafts as materialized (
          select c.id as cid, nextval(pg_get_serial_sequence('files', 'id')) as fid, c.handler_id, c.unit_id, c.created_at,
                 '《' || c.name || '》合同草案.pdf' as name
          from contracts c where ${missing}
        ),
        added as (
          insert into files (id, file_name, mime, ext, size, sha256, storage_key, uploader_id, unit_id, ${sql.identifier(files.createTime.name)})
          select fid, name, 'application/pdf', 'pdf', ${bytes.length}, ${sha256}, ${DRAFT_STORAGE_KEY}, handler_id, unit_id, created_at from drafts
          returning id
        ),
        linked as (
          insert into contract_files (contract_id, file_id, kind, created_by, created_at)
          select cid, fid, 'draft', handler_id, created_at from drafts
          returning id
        )
        select (select count(*) from added)::int as n`,
  );
  return Number(done?.n ?? 0);
}
