/**
 * Writes a security audit record for a request (audit-chain.ts): who (the signed-in user, or the account a
 * sign-in tried), from which address, the request id, what and how it ended. A record that cannot be
 * written is logged as an error and does not change the request's answer.
 */
import type { FastifyRequest } from 'fastify';
import type { AuditEvent, AuditOutcome } from '../../src/domain/audit';
import type { Db } from '../db/client';
import { appendAudit } from './audit-chain';

export interface AuditEntry {
  event: AuditEvent;
  outcome: AuditOutcome;
  /** What the event was done to, or the operation refused. */
  target?: string | null;
  /** Before → after, a reason: never a password, token or file content. */
  detail?: Record<string, unknown> | null;
  /** Who, when it is not the signed-in caller (a sign-in: the account tried or signed in). */
  user?: { userId: number | null; username: string | null; unitId: number | null };
}

export async function recordAudit(db: Db, req: FastifyRequest, entry: AuditEntry): Promise<void> {
  const who = entry.user ?? (req.auth ? { userId: req.auth.userId, username: req.auth.username, unitId: req.auth.currentUnitId } : null);
  try {
    await appendAudit(db, {
      at: new Date(),
      userId: who?.userId ?? null,
      username: who?.username ?? null,
      unitId: who?.unitId ?? null,
      ip: req.ip,
      event: entry.event,
      outcome: entry.outcome,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      requestId: String(req.id),
    });
  } catch (err) {
    req.log.error({ err, event: entry.event }, 'the security audit record could not be written');
  }
}

/** The operation a request asked for, as the audit names it: method and route ('POST /api/admin/role/edit'). */
export const operationOf = (req: FastifyRequest): string => `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;

/**
 * Refusals of callers who are not signed in (401) are recorded, but a flood of them (a scanner, a
 * client retrying without a session) would drown the log: per address, at most ANONYMOUS_PER_MINUTE
 * records a minute; the next record written says how many were left out. Per server process.
 */
export const ANONYMOUS_PER_MINUTE = 20;
const anonymous = new Map<string, { minute: number; written: number; skipped: number }>();

/** Whether to write this anonymous refusal: false, or the number left out before it. */
export function anonymousRefusal(ip: string, now = Date.now()): { skipped: number } | false {
  const minute = Math.floor(now / 60_000);
  let entry = anonymous.get(ip);
  if (!entry || entry.minute !== minute) {
    if (anonymous.size > 10_000) anonymous.clear();
    entry = { minute, written: 0, skipped: entry?.skipped ?? 0 };
    anonymous.set(ip, entry);
  }
  if (entry.written >= ANONYMOUS_PER_MINUTE) {
    entry.skipped++;
    return false;
  }
  entry.written++;
  const skipped = entry.skipped;
  entry.skipped = 0;
  return { skipped };
}
