/**
 * The security audit of administration and of data leaving the system, declared per route:
 *
 *   config: { permission: 'sysUser.edit', audit: { event: 'userChange', action: 'edit', subject: byUserId } }
 *
 * Before the handler runs, the record's snapshot is read (snapshots.ts); as the answer goes out
 * (before it leaves, so a change the caller sees done is on record), the snapshot is read again and one
 * record is written: the event, the action, the record
 * (`user:12`) and the fields that changed, before -> after. An add finds its new id in the answer. A
 * change the server turned down (the envelope's code is not 200: a rule, bad input) is recorded as a
 * failure with the message the caller saw; refusals for the permission or scope (401/403) are the
 * error handler's 'refused' records, not written twice. Exports and downloads record what left (the
 * filters of a list, the file) without their content.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuditEvent } from '../../../src/domain/audit';
import type { Db } from '../../db/client';
import { type AuditEntry, operationOf, recordAudit } from '../../security/audit-record';
import { changedFields, readSnapshot, type Snapshot, type SnapshotKind } from './snapshots';

/** Where the record's id is: in the request, or (an add) in the answer's result. */
export interface AuditSubject {
  kind: SnapshotKind;
  // biome-ignore lint/suspicious/noExplicitAny: each route reads its own request's shape (byUserId, byBodyId, byQueryId).
  fromRequest?: (req: any) => number | undefined;
  fromResult?: (result: unknown) => number | undefined;
}

export interface AuditSpec {
  event: AuditEvent;
  /** add, edit, delete, enable, disable, import, export, download, create, revoke, save, ... */
  action: string;
  subject?: AuditSubject;
  /** What else the record keeps from the request or the answer (an export's filters, who an import added); no secrets. */
  // biome-ignore lint/suspicious/noExplicitAny: as fromRequest.
  detail?: (req: any, result: unknown) => Record<string, unknown> | undefined;
  /** The target when there is no subject record (a config key, a file). */
  // biome-ignore lint/suspicious/noExplicitAny: as fromRequest.
  target?: (req: any) => string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security audit record this route writes (server/modules/audit/changes.ts). */
    audit?: AuditSpec;
  }
  interface FastifyRequest {
    auditState?: { id?: number; before: Snapshot | null; code?: number; message?: string; result?: unknown };
  }
}

/** The record named by `?id=` (deletes). */
export const byQueryId = (kind: SnapshotKind): AuditSubject => ({ kind, fromRequest: (req: { query?: { id?: unknown } }) => numberOr(req.query?.id) });
/** The record named by the body's `id` (edits). */
export const byBodyId = (kind: SnapshotKind): AuditSubject => ({ kind, fromRequest: (req: { body?: { id?: unknown } }) => numberOr(req.body?.id) });
/** The user named by the body's or the query's `userId`. */
export const byUserId: AuditSubject = {
  kind: 'user',
  fromRequest: (req: { body?: { userId?: unknown } | null; query?: { userId?: unknown } }) => numberOr(req.body?.userId) ?? numberOr(req.query?.userId),
};
/** A file read by id (`/:id`). */
export const fileTarget = (req: { params?: { id?: unknown } }): string => `file:${String(req.params?.id ?? '')}`;
const numberOr = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

/** The id an add answers, as `result.id` / `result.userId` or a bare number. */
export function resultId(result: unknown): number | undefined {
  if (typeof result === 'number') return result;
  if (result && typeof result === 'object') {
    const r = result as { id?: unknown; userId?: unknown };
    const id = typeof r.userId === 'number' ? r.userId : r.id;
    return typeof id === 'number' ? id : undefined;
  }
  return undefined;
}

/** Fields never kept: a link's ticket, and paging (an export writes every match). */
const UNKEPT = ['ticket', 'current', 'size'];

/**
 * A request's fields as kept in a record, under `key` (a list's filters, a link's settings): short
 * values only (a keyword, ids, dates), at most 20 of them.
 */
export function filtersOf(input: unknown, key = 'filters'): Record<string, unknown> | undefined {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return undefined;
  // The input may be what a caller sent and validation refused: only flat, short values are read.
  const kept = Object.entries(input as Record<string, unknown>)
    .filter(([k, v]) => !UNKEPT.includes(k) && keptValue(v))
    .slice(0, 20);
  return kept.length ? { [key]: Object.fromEntries(kept) } : undefined;
}

const primitive = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v !== '' && v.length <= 200);
const keptValue = (v: unknown): boolean => primitive(v) || (Array.isArray(v) && v.length > 0 && v.length <= 20 && v.every(primitive));

/** An import's answer as kept: how many it added, and their usernames (at most 100). */
export function importedCount(_req: unknown, result: unknown): Record<string, unknown> | undefined {
  const r = result as { imported?: unknown; users?: { username?: unknown }[] } | null;
  if (!r || typeof r.imported !== 'number') return undefined;
  return { imported: r.imported, usernames: (r.users ?? []).slice(0, 100).map((u) => u.username) };
}

export function registerAuditChanges(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (req) => {
    const spec = req.routeOptions.config.audit;
    if (!spec) return;
    const id = spec.subject?.fromRequest?.(req);
    req.auditState = { ...(id !== undefined ? { id } : {}), before: spec.subject && id !== undefined ? await readSnapshot(db, spec.subject.kind, id) : null };
  });

  // Written before the answer leaves (onSend): when the caller sees the change done, its record exists.
  app.addHook('onSend', async (req, reply: FastifyReply, payload) => {
    const spec = req.routeOptions.config?.audit;
    if (!spec) return payload;
    // 401/403 are recorded as refusals by the error handler.
    if (reply.statusCode === 401 || reply.statusCode === 403) return payload;
    const state = req.auditState ?? { before: null };
    // An envelope answer tells success from a refusal; a file or a sheet is a success when it is 2xx.
    if (typeof payload === 'string' && payload.startsWith('{') && String(reply.getHeader('content-type') ?? '').includes('json')) {
      try {
        const body = JSON.parse(payload) as { code?: unknown; message?: unknown; result?: unknown };
        if (typeof body.code === 'number') {
          state.code = body.code;
          state.message = typeof body.message === 'string' ? body.message : undefined;
          state.result = body.result;
        }
      } catch {
        // Not an envelope: judged by the status.
      }
    }
    const success = reply.statusCode < 400 && (state.code === undefined || state.code === 200);
    let entry: AuditEntry;
    try {
      const id = state.id ?? (success ? spec.subject?.fromResult?.(state.result) : undefined);
      const after = success && spec.subject && id !== undefined ? await readSnapshot(db, spec.subject.kind, id) : null;
      const extra = spec.detail?.(req, state.result);
      const change = spec.subject && success ? changedFields(state.before, after) : null;
      entry = {
        event: spec.event,
        outcome: success ? 'success' : 'failure',
        target: spec.subject && id !== undefined ? `${spec.subject.kind}:${id}` : (spec.target?.(req) ?? operationOf(req)),
        detail: {
          action: spec.action,
          ...(change ? change : {}),
          ...(extra ?? {}),
          ...(success ? {} : { code: state.code ?? reply.statusCode, message: state.message ?? null }),
        },
      };
    } catch (err) {
      // Whatever the request held, the answer stands and a record is written.
      req.log.error({ err }, 'the audit detail could not be read');
      entry = { event: spec.event, outcome: success ? 'success' : 'failure', target: operationOf(req), detail: { action: spec.action } };
    }
    await recordAudit(db, req, entry);
    return payload;
  });
}
