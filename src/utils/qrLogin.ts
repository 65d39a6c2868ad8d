/**
 * QR sign-in on the login page (docs/api/users.md, qrLogin), the pure part: the address the QR code
 * encodes, the ticket's local deadline, and what the page does with each poll answer.
 */
import type { QrTicket } from '../domain/system';

/** Poll every 2 s while the ticket waits. */
export const QR_POLL_INTERVAL_MS = 2000;
/** A ticket lives 2 minutes on the server (docs/api/users.md). */
export const QR_TICKET_TTL_MS = 2 * 60 * 1000;

/** `<origin><path>#/user/qr-confirm?qrId=<qrId>`: the page a signed-in device opens by scanning. */
export function qrConfirmUrl(origin: string, pathname: string, qrId: string): string {
  const base = `${origin}${pathname || '/'}`;
  return `${base}#/user/qr-confirm?qrId=${encodeURIComponent(qrId)}`;
}

/**
 * When the page treats a ticket as expired, on its own clock: the ticket's lifetime from the moment
 * the page received it (so a wrong clock on the user's computer does not matter), but never later
 * than the server's expiresAt would allow when the clocks agree.
 */
export function qrDeadline(receivedAt: number, expiresAt: string): number {
  const byLifetime = receivedAt + QR_TICKET_TTL_MS;
  const byServer = Date.parse(expiresAt);
  // A server time far from ours (a skewed clock) is ignored; a close one may only shorten the deadline.
  if (Number.isNaN(byServer) || Math.abs(byServer - byLifetime) > 30_000) return byLifetime;
  return Math.min(byLifetime, byServer);
}

export type QrPollStep = { kind: 'signIn'; token: string } | { kind: 'expired' } | { kind: 'wait' };

/**
 * After a poll: sign in with the token once the ticket is confirmed; stop when the server says it
 * expired or the deadline has passed; otherwise poll again.
 */
export function qrPollStep(ticket: Pick<QrTicket, 'status' | 'token'>, now: number, deadline: number): QrPollStep {
  if (ticket.status === 'confirmed' && ticket.token) return { kind: 'signIn', token: ticket.token };
  if (ticket.status === 'expired' || now >= deadline) return { kind: 'expired' };
  return { kind: 'wait' };
}

/** Whole seconds until the deadline (0 once it has passed). */
export function qrSecondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
