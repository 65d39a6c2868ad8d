/**
 * Sign-in throttling that slows a guesser without handing anyone a way to lock someone else out.
 *
 * Failed sign-ins are kept for WINDOW_MS with the account name and the source address (req.ip: the
 * socket's address, or the client address a trusted proxy reports when TRUST_PROXY is set). Two
 * counters apply, each a growing wait rather than a lock:
 * - per account AND address: after PAIR_FREE failures within the window, the next attempt from that
 *   address on that account waits BASE_DELAY_MS, doubling with every further failure, up to MAX_DELAY_MS
 *   after the last failure. The same account from any other address is not slowed at all, so five
 *   wrong passwords typed by someone else never keep the owner out.
 * - per address, across every account (password spraying): after ADDRESS_FREE failures within the
 *   window, the same growing wait for every sign-in from that address.
 * An attempt while waiting is answered 503 with the time left, without checking the password and
 * without counting as a failure. A successful sign-in clears that account's failures from that address.
 * Registrations (register.ts) share the table under the name `register:<ip>` and are not counted here.
 */
import { and, eq, lt, notLike, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { loginFailures } from '../db/schema';

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures of one account from one address before the waits start. */
  pairFree: 5,
  /** Failures from one address across accounts before the waits start. */
  addressFree: 20,
  baseDelayMs: 60 * 1000,
  maxDelayMs: 15 * 60 * 1000,
} as const;

/** The wait after `failures` failures, the last at `lastAt`, when `free` of them cost nothing. */
export function waitAfter(failures: number, free: number, lastAt: number): number {
  if (failures < free) return 0;
  const delay = Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.baseDelayMs * 2 ** (failures - free));
  return lastAt + delay;
}

/** Account names are compared without case, so `Admin` and `admin` share a counter. */
const accountKey = (username: string) => username.trim().toLowerCase().slice(0, 64);

interface Counts {
  pair_n: number | string;
  pair_last: Date | string | null;
  ip_n: number | string;
  ip_last: Date | string | null;
}

/** Until when (ms) this account may not be tried from this address; null when it may now. */
export async function loginWaitUntil(db: Db, username: string, ip: string, now = Date.now()): Promise<number | null> {
  const since = new Date(now - LOGIN_THROTTLE.windowMs);
  const [row] = await queryRows<Counts>(
    db,
    sql`select count(*) filter (where ${loginFailures.username} = ${accountKey(username)}) as pair_n,
               max(${loginFailures.at}) filter (where ${loginFailures.username} = ${accountKey(username)}) as pair_last,
               count(*) as ip_n, max(${loginFailures.at}) as ip_last
          from ${loginFailures}
         where ${loginFailures.ip} = ${ip} and ${loginFailures.at} > ${since}
           and ${loginFailures.username} not like 'register:%'`,
  );
  const t = (v: Date | string | null) => (v ? new Date(v).getTime() : 0);
  const until = Math.max(
    waitAfter(Number(row?.pair_n ?? 0), LOGIN_THROTTLE.pairFree, t(row?.pair_last ?? null)),
    waitAfter(Number(row?.ip_n ?? 0), LOGIN_THROTTLE.addressFree, t(row?.ip_last ?? null)),
  );
  return until > now ? until : null;
}

export async function recordLoginFailure(db: Db, username: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ username: accountKey(username), ip });
}

/** After a successful sign-in: that account's failures from that address are forgotten; old rows pruned. */
export async function clearLoginFailures(db: Db, username: string, ip: string, now = Date.now()): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.username, accountKey(username)), eq(loginFailures.ip, ip)));
  await db
    .delete(loginFailures)
    .where(and(lt(loginFailures.at, new Date(now - LOGIN_THROTTLE.windowMs)), notLike(loginFailures.username, 'register:%')));
}

/** After a password reset: the account's failures from every address are forgotten. */
export async function forgetLoginFailures(db: Pick<Db, 'delete'>, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, accountKey(username)));
}

/** Minutes to show for a wait (at least 1). */
export const minutesLeft = (until: number, now = Date.now()): number => Math.max(1, Math.ceil((until - now) / 60_000));

