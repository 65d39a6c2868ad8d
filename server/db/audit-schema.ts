/**
 * The security audit log (等保 2.0 level 3, GB/T 22239-2019 security audit; docs/security.md): one
 * append-only row per security-relevant event, each carrying the SHA-256 of the row before it, so a
 * changed or removed row breaks the chain (server/security/audit-chain.ts). Rows cannot be updated or
 * deleted (a trigger refuses it, migration 0017) except by the archiving job, which moves old rows to
 * a file first.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const securityAudit = pgTable(
  'sys_security_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who: the signed-in user, or null (a failed sign-in names the account tried in `username`). */
    userId: integer('user_id'),
    username: text('username'),
    /** The user's current unit at the time. */
    unitId: integer('unit_id'),
    /** From which address. */
    ip: text('ip').notNull(),
    /** What: an AUDIT_EVENTS value (src/domain/audit.ts). */
    event: text('event').notNull(),
    /** success, failure (wrong password, ...) or refused (401/403, throttled). */
    outcome: text('outcome').notNull(),
    /** What it was done to ('user:12', the operation refused), when there is one. */
    target: text('target'),
    /** Before → after of a change, the reason of a failure: no secrets, ever. */
    detail: jsonb('detail'),
    requestId: text('request_id').notNull(),
    /** The hash of the row before (the genesis value for the first row) and of this row. */
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('sys_security_audit_at_idx').on(t.at), index('sys_security_audit_user_idx').on(t.userId, t.at), index('sys_security_audit_event_idx').on(t.event, t.at)],
);
