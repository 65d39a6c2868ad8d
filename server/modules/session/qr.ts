/**
 * QR login (spec section 7, User): a waiting page creates a ticket and polls it; a signed-in device
 * confirms it; the next poll starts the session of the user who confirmed, once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Backend } from '../../../src/domain/session';
import type { QrTicket } from '../../../src/domain/system';
import type { Db } from '../../db/client';
import { qrTickets, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { invalidField, refused } from '../../http/errors';
import { assertOwnBase, type SigningInUser } from './start';

const QR_TTL_MS = 2 * 60 * 1000;

type TicketRecord = typeof qrTickets.$inferSelect;

/** A new waiting ticket (the long-expired ones go). */
export async function createQrTicket(db: Db): Promise<QrTicket> {
  const now = Date.now();
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now + QR_TTL_MS);
  await db.delete(qrTickets).where(lt(qrTickets.expiresAt, new Date(now - QR_TTL_MS)));
  await db.insert(qrTickets).values({ id, expiresAt });
  return { qrId: id, status: 'waiting', expiresAt: expiresAt.toISOString() };
}

/** The ticket a confirm or a poll names (qrId is required there). */
export async function qrTicketOf(db: Db, qrId: string | undefined): Promise<TicketRecord> {
  if (!qrId) throw invalidField('query.qrId', 'required');
  const [ticket] = await db.select().from(qrTickets).where(eq(qrTickets.id, qrId)).limit(1);
  if (!ticket) throw refused('notFound', { what: 'qr' });
  return ticket;
}

const expired = (ticket: TicketRecord): boolean => ticket.expiresAt.getTime() <= Date.now() || ticket.status === 'used';

/** A signed-in device (the user's phone or another browser) approves the ticket. */
export async function confirmQrTicket(db: Db, ctx: AuthContext, ticket: TicketRecord): Promise<QrTicket> {
  if (expired(ticket) || ticket.status !== 'waiting') throw refused('qrExpired');
  await db.update(qrTickets).set({ status: 'confirmed', userId: ctx.userId }).where(eq(qrTickets.id, ticket.id));
  return { qrId: ticket.id, status: 'confirmed', expiresAt: ticket.expiresAt.toISOString() };
}

/**
 * The waiting page's poll: expired, still waiting, or confirmed, when the ticket is spent and
 * `signIn` starts the session of the user who confirmed (its token is in the answer).
 */
export async function pollQrTicket(db: Db, ticket: TicketRecord, base: Backend, signIn: (user: SigningInUser) => Promise<string>): Promise<QrTicket> {
  const qrId = ticket.id;
  if (expired(ticket)) return { qrId, status: 'expired', expiresAt: ticket.expiresAt.toISOString() };
  if (ticket.status === 'confirmed' && ticket.userId) {
    const [user] = await db
      .select({ userType: users.userType, username: users.username, currentUnitId: users.currentUnitId })
      .from(users)
      .where(eq(users.id, ticket.userId));
    if (!user) throw refused('qrExpired');
    // The waiting page signs in on the base of the user who confirmed (the ticket stays unspent).
    assertOwnBase(user, base);
    // The waiting page picks up its session once; the ticket is spent.
    const spent = await db
      .update(qrTickets)
      .set({ status: 'used' })
      .where(and(eq(qrTickets.id, qrId), eq(qrTickets.status, 'confirmed')))
      .returning({ id: qrTickets.id });
    if (!spent.length) throw refused('qrExpired');
    const token = await signIn({ id: ticket.userId, username: user.username, currentUnitId: user.currentUnitId });
    return { qrId, status: 'confirmed', expiresAt: ticket.expiresAt.toISOString(), token };
  }
  return { qrId, status: 'waiting', expiresAt: ticket.expiresAt.toISOString() };
}
