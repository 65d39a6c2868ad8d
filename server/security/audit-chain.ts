/**
 * The security audit log's hash chain: each record carries the SHA-256 of the record before it and of
 * itself (over its fields in a canonical form), so a record changed, inserted or removed anywhere
 * breaks the chain from there on. Appending takes a transaction-scoped advisory lock, so records from
 * several server processes on one PostgreSQL database form one chain, in id order.
 */
import { createHash } from 'node:crypto';
import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import { AUDIT_GENESIS, type AuditFields } from '../../src/domain/audit';
import type { Db } from '../db/client';
import { securityAudit, sysConfig } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The advisory lock key of the chain's tail ('sys_security_audit' as a number). */
export const CHAIN_LOCK = 0x5ec_a0d17;

/** sys_config key of the anchor: the hash the oldest remaining record points back to. */
export const AUDIT_ANCHOR_KEY = 'securityAuditAnchor';

export interface AuditAnchor {
  /** The last archived record's id and hash. */
  throughId: number;
  hash: string;
  archivedAt: string;
  files: string[];
}

export async function readAnchor(db: Db | Tx): Promise<AuditAnchor | null> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, AUDIT_ANCHOR_KEY));
  if (!row) return null;
  try {
    return JSON.parse(row.value) as AuditAnchor;
  } catch {
    return null;
  }
}

/** The hash the chain in the database starts from (the genesis value until something was archived). */
export const anchorHash = async (db: Db): Promise<string> => (await readAnchor(db))?.hash ?? AUDIT_GENESIS;

/** JSON with object keys sorted at every depth: the same value gives the same text, whatever jsonb did to the order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The hash of a record: of the hash before it and its fields. */
export function auditHash(prevHash: string, f: AuditFields): string {
  const body = canonicalJson({
    at: f.at.toISOString(),
    userId: f.userId,
    username: f.username,
    unitId: f.unitId,
    ip: f.ip,
    event: f.event,
    outcome: f.outcome,
    target: f.target,
    detail: f.detail,
    requestId: f.requestId,
  });
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}

/** Appends a record at the chain's tail; answers its id and hash. */
export async function appendAudit(db: Db, fields: AuditFields): Promise<{ id: number; hash: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [last] = await tx.select({ hash: securityAudit.hash }).from(securityAudit).orderBy(desc(securityAudit.id)).limit(1);
    // The tail's hash; with every record archived, the anchor the archive left.
    const prevHash = last?.hash ?? (await readAnchor(tx))?.hash ?? AUDIT_GENESIS;
    const hash = auditHash(prevHash, fields);
    const [row] = await tx
      .insert(securityAudit)
      .values({ ...fields, prevHash, hash })
      .returning({ id: securityAudit.id });
    return { id: row?.id ?? 0, hash };
  });
}

export interface ChainCheck {
  ok: boolean;
  /** Records read. */
  checked: number;
  /** The first record that does not hold: its id, and why (its own hash, or its link to the one before). */
  firstBroken: { id: number; reason: 'hash' | 'link' } | null;
}

/**
 * Reads the whole chain in id order (in batches) and recomputes every hash. `anchor`: the hash the
 * first record must point back to (default: the last archived record's, kept by archive.ts, or the
 * genesis value).
 */
export async function verifyAuditChain(db: Db, anchor?: string, batch = 2000): Promise<ChainCheck> {
  let prev = anchor ?? (await anchorHash(db));
  let after = 0;
  let checked = 0;
  for (;;) {
    const rows = await db.select().from(securityAudit).where(gt(securityAudit.id, after)).orderBy(asc(securityAudit.id)).limit(batch);
    for (const r of rows) {
      checked++;
      if (r.prevHash !== prev) return { ok: false, checked, firstBroken: { id: r.id, reason: 'link' } };
      const fields: AuditFields = {
        at: r.at,
        userId: r.userId,
        username: r.username,
        unitId: r.unitId,
        ip: r.ip,
        event: r.event as AuditFields['event'],
        outcome: r.outcome as AuditFields['outcome'],
        target: r.target,
        detail: (r.detail as Record<string, unknown> | null) ?? null,
        requestId: r.requestId,
      };
      if (auditHash(r.prevHash, fields) !== r.hash) return { ok: false, checked, firstBroken: { id: r.id, reason: 'hash' } };
      prev = r.hash;
    }
    if (rows.length < batch) return { ok: true, checked, firstBroken: null };
    after = rows[rows.length - 1]?.id ?? after;
  }
}
