/**
 * Retention of the security audit log: records older than the retention period (config
 * auditRetentionDays, at least 180 days) are moved to a file, never silently deleted. One archive run:
 * 1. under the chain's advisory lock, read the records older than the cut-off, in id order;
 * 2. write them, each with its hashes, as gzip'd JSON lines to a new file in auditArchiveDir, and
 *    flush it to disk;
 * 3. in the same transaction, delete them (the append-only trigger lets only a transaction marked
 *    `app.audit_archive` delete) and move the chain's anchor, kept in sys_config, to the last
 *    archived record's hash, so the check of the remaining chain still starts from a known value;
 * 4. write an 'auditArchive' record naming the file, the range and its SHA-256.
 * The archived file keeps the chain too: `npm run audit:verify -- <file>` checks it.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { asc, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityAudit, sysConfig } from '../../db/schema';
import { type RunResult, runOnce } from '../../jobs/claim';
import type { AuditFields } from '../../../src/domain/audit';
import { AUDIT_ANCHOR_KEY, type AuditAnchor, appendAudit, auditHash, CHAIN_LOCK, type ChainCheck, readAnchor } from '../../security/audit-chain';

/** The daily archiving job (server/jobs/runner.ts): 03:10 CST, once across processes. */
export const AUDIT_ARCHIVE_JOB = 'audit-archive';
export const AUDIT_ARCHIVE_AT_MINUTE = 3 * 60 + 10;

export function runAuditArchiveJob(db: Db, opts: { period: string; retentionDays: number; dir: string }): Promise<RunResult> {
  return runOnce(db, AUDIT_ARCHIVE_JOB, opts.period, async () => ({ ...(await archiveAuditLog(db, opts)) }));
}

export interface ArchiveResult {
  archived: number;
  file: string | null;
}

/** Moves the records older than `retentionDays` to a file in `dir`; answers how many and where. */
export async function archiveAuditLog(db: Db, opts: { retentionDays: number; dir: string; now?: Date; batchLimit?: number }): Promise<ArchiveResult> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.retentionDays * 86_400_000);
  const limit = opts.batchLimit ?? 100_000;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    // Only a prefix of the chain may go (ids are its order; the clocks of several processes may
    // disagree a little): the records before the first one young enough to stay.
    const [young] = await tx.select({ id: securityAudit.id }).from(securityAudit).where(gte(securityAudit.at, cutoff)).orderBy(asc(securityAudit.id)).limit(1);
    const rows = await tx
      .select()
      .from(securityAudit)
      .where(young ? lt(securityAudit.id, young.id) : undefined)
      .orderBy(asc(securityAudit.id))
      .limit(limit);
    if (!rows.length) return { archived: 0, file: null, sha256: '', firstId: 0, lastId: 0, lastHash: '' };
    const [first, last] = [rows[0]!, rows[rows.length - 1]!];
    const lines = rows.map((r) => JSON.stringify({ ...r, at: r.at.toISOString() })).join('\n');
    const data = gzipSync(`${lines}\n`);
    fs.mkdirSync(opts.dir, { recursive: true });
    const name = `security-audit-${first.id}-${last.id}-${cutoff.toISOString().slice(0, 10)}-${randomBytes(3).toString('hex')}.jsonl.gz`;
    const file = path.join(opts.dir, name);
    const fd = fs.openSync(file, 'wx', 0o440);
    try {
      fs.writeSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    const previous = await readAnchor(tx);
    const anchor: AuditAnchor = { throughId: last.id, hash: last.hash, archivedAt: new Date().toISOString(), files: [...(previous?.files ?? []), name] };
    await tx.execute(sql`select set_config('app.audit_archive', 'on', true)`);
    await tx.delete(securityAudit).where(lte(securityAudit.id, last.id));
    await tx
      .insert(sysConfig)
      .values({ key: AUDIT_ANCHOR_KEY, value: JSON.stringify(anchor) })
      .onConflictDoUpdate({ target: sysConfig.key, set: { value: JSON.stringify(anchor) } });
    return { archived: rows.length, file: name, sha256: createHash('sha256').update(data).digest('hex'), firstId: first.id, lastId: last.id, lastHash: last.hash };
  });
  if (result.file) {
    await appendAudit(db, {
      at: new Date(),
      userId: null,
      username: null,
      unitId: null,
      ip: '',
      event: 'auditArchive',
      outcome: 'success',
      target: result.file,
      detail: { records: result.archived, fromId: result.firstId, toId: result.lastId, lastHash: result.lastHash, sha256: result.sha256, retentionDays: opts.retentionDays },
      requestId: 'archive',
    });
  }
  return { archived: result.archived, file: result.file };
}

/** An archive file's records, each checked as the table is: its hash, and its link to the one before. */
export function verifyArchiveFile(file: string): ChainCheck & { first: string | null; last: string | null } {
  const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
  let prev: string | null = null;
  let checked = 0;
  for (const line of lines) {
    const r = JSON.parse(line) as Omit<AuditFields, 'at'> & { id: number; at: string; prevHash: string; hash: string };
    checked++;
    if (prev !== null && r.prevHash !== prev) return { ok: false, checked, firstBroken: { id: r.id, reason: 'link' }, first: null, last: null };
    if (auditHash(r.prevHash, { ...r, at: new Date(r.at) }) !== r.hash) return { ok: false, checked, firstBroken: { id: r.id, reason: 'hash' }, first: null, last: null };
    prev = r.hash;
  }
  const first = lines.length ? (JSON.parse(lines[0]!) as { prevHash: string }).prevHash : null;
  return { ok: true, checked, firstBroken: null, first, last: prev };
}
