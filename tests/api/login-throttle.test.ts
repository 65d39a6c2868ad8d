/**
 * Sign-in throttling that cannot lock anyone out (server/security/login-throttle.ts): failures count
 * per account AND address, and per address across accounts; each limit is a growing wait, never a
 * lock, and never touches the same account from another address. The server trusts X-Forwarded-For
 * here (TRUST_PROXY, as behind a proxy), so each test speaks from addresses of its own.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions } from '../../server/db/schema';
import { LOGIN_THROTTLE } from '../../server/security/login-throttle';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

let server: TestServer;

const login = (username: string, password: string, ip: string) =>
  server.call<{ token: string }>('POST', 'admin_sys_user/login', { query: { username, password }, headers: { 'x-forwarded-for': ip } });

/** Moves the failures of an address back in time, as if `ms` had passed. */
const age = (ip: string, ms: number) =>
  server.db
    .update(loginFailures)
    .set({ at: sql`${loginFailures.at} - make_interval(secs => ${ms / 1000})` })
    .where(eq(loginFailures.ip, ip));

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
});

describe('per account and address', () => {
  it('makes the guessing address wait after 5 failures, while the owner signs in from anywhere else', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.pairFree; i++) expect((await login('reviewer', `wrong-${i}`, '10.1.0.1')).body.code).toBe(500);
    const waiting = await login('reviewer', DEMO_PASSWORD, '10.1.0.1');
    expect(waiting.body.code).toBe(503);
    expect(waiting.body.message).toMatch(/1/);
    // The waiting attempt was not checked and is not counted.
    const rows = await server.db.select().from(loginFailures).where(and(eq(loginFailures.username, 'reviewer'), eq(loginFailures.ip, '10.1.0.1')));
    expect(rows).toHaveLength(LOGIN_THROTTLE.pairFree);
    // The owner, from another address, is not slowed at all.
    expect((await login('reviewer', DEMO_PASSWORD, '10.1.0.2')).body.code).toBe(200);
    // Another account from the guessing address is not slowed either (below the address limit).
    expect((await login('leader', DEMO_PASSWORD, '10.1.0.1')).body.code).toBe(200);
  });

  it('doubles the wait with every further failure, and forgets the address after a success', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.pairFree; i++) await login('county', `wrong-${i}`, '10.2.0.1');
    expect((await login('county', DEMO_PASSWORD, '10.2.0.1')).body.code).toBe(503);
    await age('10.2.0.1', 61_000);
    // The minute has passed: one more try, wrong again, waits two minutes.
    expect((await login('county', 'wrong-again', '10.2.0.1')).body.code).toBe(500);
    await age('10.2.0.1', 61_000);
    expect((await login('county', DEMO_PASSWORD, '10.2.0.1')).body.code).toBe(503);
    await age('10.2.0.1', 60_000);
    expect((await login('county', DEMO_PASSWORD, '10.2.0.1')).body.code).toBe(200);
    const left = await server.db.select().from(loginFailures).where(and(eq(loginFailures.username, 'county'), eq(loginFailures.ip, '10.2.0.1')));
    expect(left).toHaveLength(0);
  });

  it('counts an account name without regard to case', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.pairFree; i++) await login(i % 2 ? 'Bureau' : 'BUREAU', `wrong-${i}`, '10.3.0.1');
    expect((await login('bureau', DEMO_PASSWORD, '10.3.0.1')).body.code).toBe(503);
  });
});

describe('per address across accounts (password spraying)', () => {
  it('slows every sign-in from an address after 20 failures over many accounts, and no other address', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.addressFree; i++) {
      expect((await login(`spray-${i}`, 'Summer2026!', '10.4.0.1')).body.code).toBe(500);
    }
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect((await login('clerk', DEMO_PASSWORD, '10.4.0.1')).body.code).toBe(503);
    const after = await server.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await login('clerk', DEMO_PASSWORD, '10.4.0.2')).body.code).toBe(200);
  });
});
