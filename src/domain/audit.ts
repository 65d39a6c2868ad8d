/**
 * The security audit log's vocabulary (等保 2.0 level 3 security audit; docs/security.md): the events
 * recorded, their outcomes, and a record as the audit page reads it. The server writes the records
 * (server/modules/audit), chained by SHA-256 so that a changed or removed row is found.
 */
import { z } from './zod';

export const AUDIT_EVENTS = [
  // Sessions.
  'login',
  'logout',
  // Refusals of an operation: not signed in (401) or without the permission or scope (403).
  'refused',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];
export const auditEventSchema = z.enum(AUDIT_EVENTS);

/** success; failure (a wrong password, a disabled account); refused (401/403, throttled). */
export const AUDIT_OUTCOMES = ['success', 'failure', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The hash the first record points back to. */
export const AUDIT_GENESIS = '0'.repeat(64);

/** One record as written (the chain's input: every field but the id and the hash). */
export interface AuditFields {
  at: Date;
  userId: number | null;
  username: string | null;
  unitId: number | null;
  ip: string;
  event: AuditEvent;
  outcome: AuditOutcome;
  target: string | null;
  detail: Record<string, unknown> | null;
  requestId: string;
}
