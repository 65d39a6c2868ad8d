/**
 * The security audit log's vocabulary (等保 2.0 level 3 security audit; docs/security.md): the events
 * recorded, their outcomes, and a record as the audit page reads it. The server writes the records
 * (server/modules/audit), chained by SHA-256 so that a changed or removed row is found.
 */
import { idSchema, pageQuerySchema } from './system';
import { z } from './zod';

export const AUDIT_EVENTS = [
  // Sessions.
  'login',
  'logout',
  // Refusals of an operation: not signed in (401) or without the permission or scope (403).
  'refused',
  // Passwords: the user's own change (voluntary, forced or expired), an administrator's reset or set.
  'passwordChange',
  'passwordReset',
  // Administration, each with its before -> after: users (staff, company users, lawyers' accounts),
  // roles with their permissions and menus, the menu tree, units, the configuration and security policy.
  'userChange',
  'roleChange',
  'menuChange',
  'unitChange',
  'configChange',
  // Data leaving the system: list exports, file downloads, share links created or revoked.
  'export',
  'download',
  'shareLink',
  // A wall published (or its publication changed).
  'screenPublish',
  // The audit log itself: read, exported, verified, archived.
  'auditAccess',
  'auditArchive',
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

/** The audit page's filters (POST admin_security_audit/queryPage, and its export): days as YYYY-MM-DD, China Standard Time. */
export const auditQuerySchema = pageQuerySchema.extend({
  /** Part of the username or real name. */
  user: z.string().trim().max(64).optional(),
  unitId: idSchema.optional(),
  event: auditEventSchema.optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A record as the audit page shows it. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  realName: z.string().nullable(),
  unitId: z.number().int().nullable(),
  unitName: z.string().nullable(),
  ip: z.string(),
  event: auditEventSchema,
  outcome: z.enum(AUDIT_OUTCOMES),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** The chain check's answer (POST admin_security_audit/verify). */
export const auditVerifySchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  firstBroken: z.object({ id: z.number().int(), reason: z.enum(['hash', 'link']) }).nullable(),
  /** Records archived to files so far: up to which id, when, and the files. */
  archived: z.object({ throughId: z.number().int(), archivedAt: z.string(), files: z.array(z.string()) }).nullable(),
  checkedAt: z.string(),
});
export type AuditVerify = z.infer<typeof auditVerifySchema>;

/** The most records one export writes (narrow the filters for more). */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
