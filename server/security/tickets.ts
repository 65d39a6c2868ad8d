/**
 * Link tickets (src/domain/session.ts): what a download, preview or event-stream link carries instead
 * of the session token. A ticket is an HMAC-SHA256-signed statement "session S, on base B, may open
 * <purpose> <resource> until T" (TICKET_TTL_SECONDS), so a ticket read from a proxy log opens one
 * thing for a minute, and nothing once its session has ended (the session is loaded on every use).
 *
 * The key is random, made once per database and kept in sys_config, so every server process on the
 * same database accepts the tickets of the others.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BACKENDS, type Backend, TICKET_PURPOSES, TICKET_TTL_SECONDS, type TicketPurpose } from '../../src/domain/session';
import type { Db } from '../db/client';
import { sysConfig } from '../db/schema';

export interface TicketClaims {
  sessionId: number;
  base: Backend;
  purpose: TicketPurpose;
  /** The file's public id, the link's path under the base, or '' (events). */
  resource: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

const KEY_NAME = 'ticketKey';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The database's ticket key, created by the first process that needs it. */
export function ticketKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(sysConfig)
        .values({ key: KEY_NAME, value: randomBytes(32).toString('base64') })
        .onConflictDoNothing();
      const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, KEY_NAME));
      return Buffer.from(row!.value, 'base64');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function makeTicket(key: Buffer, claims: Omit<TicketClaims, 'exp'>, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + TICKET_TTL_SECONDS;
  const payload = Buffer.from(JSON.stringify([claims.sessionId, claims.base, claims.purpose, claims.resource, exp])).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The claims of a genuine, unexpired ticket; null for anything else. */
export function readTicket(key: Buffer, ticket: string, now = Date.now()): TicketClaims | null {
  if (ticket.length > 600) return null;
  const [payload, mac, extra] = ticket.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 5) return null;
  const [sessionId, base, purpose, resource, exp] = parts as unknown[];
  if (
    typeof sessionId !== 'number' ||
    !(BACKENDS as readonly unknown[]).includes(base) ||
    !(TICKET_PURPOSES as readonly unknown[]).includes(purpose) ||
    typeof resource !== 'string' ||
    typeof exp !== 'number' ||
    exp * 1000 <= now
  ) {
    return null;
  }
  return { sessionId, base: base as Backend, purpose: purpose as TicketPurpose, resource, exp };
}
