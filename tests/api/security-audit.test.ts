/**
 * The security audit log (等保 2.0 level 3; server/modules/audit): sign-ins that succeed, fail or are
 * throttled, sign-outs and refused operations (401/403) each leave a record of who, from which
 * address, when, what, the outcome and the request id; the records are append-only and chained by
 * SHA-256, and the check finds the first record changed or removed.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_GENESIS } from '../../src/domain/audit';
import { securityAudit } from '../../server/db/schema';
import { appendAudit, verifyAuditChain } from '../../server/security/audit-chain';
import { LOGIN_THROTTLE } from '../../server/security/login-throttle';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

let server: TestServer;

const login = (username: string, password: string, ip: string) =>
  server.call<{ token: string }>('POST', 'admin_sys_user/login', { query: { username, password }, headers: { 'x-forwarded-for': ip } });

/** The records from an address, oldest first (the refusal records are written after the answer: waited for). */
async function recordsFrom(ip: string, count?: number) {
  const read = () => server.db.select().from(securityAudit).where(eq(securityAudit.ip, ip)).orderBy(asc(securityAudit.id));
  if (count !== undefined) await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(count);
  return read();
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
});

describe('what is recorded', () => {
  it('a sign-in: success with the user and unit, failures with the account tried and why, never the password', async () => {
    const ip = '10.9.0.1';
    expect((await login('clerk', 'wrong-password-1', ip)).body.code).toBe(500);
    expect((await login('nobody-here', 'wrong-password-2', ip)).body.code).toBe(500);
    const ok = await login('clerk', DEMO_PASSWORD, ip);
    expect(ok.body.code).toBe(200);

    const rows = await recordsFrom(ip);
    const clerkId = await server.userId('clerk');
    expect(rows.map((r) => [r.event, r.outcome, r.username, r.detail])).toEqual([
      ['login', 'failure', 'clerk', { reason: 'wrongPassword' }],
      ['login', 'failure', 'nobody-here', { reason: 'unknownAccount' }],
      ['login', 'success', 'clerk', { method: 'password' }],
    ]);
    expect(rows[2]).toMatchObject({ userId: clerkId, ip });
    expect(rows[2]?.unitId).toEqual(expect.any(Number));
    for (const r of rows) {
      expect(r.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.now() - r.at.getTime()).toBeLessThan(60_000);
      expect(JSON.stringify(r)).not.toContain('wrong-password');
      expect(JSON.stringify(r)).not.toContain(DEMO_PASSWORD);
    }
    // Each request its own id.
    expect(new Set(rows.map((r) => r.requestId)).size).toBe(3);
  });

  it('a throttled sign-in is recorded as refused', async () => {
    const ip = '10.9.0.2';
    for (let i = 0; i < LOGIN_THROTTLE.pairFree; i++) await login('reviewer', `wrong-${i}`, ip);
    expect((await login('reviewer', DEMO_PASSWORD, ip)).body.code).toBe(503);
    const last = (await recordsFrom(ip)).at(-1);
    expect(last).toMatchObject({ event: 'login', outcome: 'refused', username: 'reviewer', detail: { reason: 'throttled' } });
  });

  it('a sign-out, with the user who signed out', async () => {
    const ip = '10.9.0.3';
    const token = (await login('leader', DEMO_PASSWORD, ip)).body.result.token;
    expect((await server.call('GET', 'admin_sys_user/logout', { token, headers: { 'x-forwarded-for': ip } })).body.code).toBe(200);
    const last = (await recordsFrom(ip)).at(-1);
    expect(last).toMatchObject({ event: 'logout', outcome: 'success', userId: await server.userId('leader'), username: 'leader' });
  });

  it('an operation refused: 403 with the permission and the route, 401 without a user', async () => {
    const ip = '10.9.0.4';
    const token = (await login('clerk', DEMO_PASSWORD, ip)).body.result.token;
    const denied = await server.call('POST', 'admin_sys_role/queryPage', { token, body: {}, headers: { 'x-forwarded-for': ip } });
    expect(denied.status).toBe(403);
    const noToken = await server.call('GET', 'sys_user/getLoginUserInfo', { headers: { 'x-forwarded-for': ip } });
    expect(noToken.status).toBe(401);

    const rows = (await recordsFrom(ip, 3)).filter((r) => r.event === 'refused');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      outcome: 'refused',
      userId: await server.userId('clerk'),
      target: 'POST /api/admin/admin_sys_role/queryPage',
      detail: { status: 403, permission: expect.any(String) },
    });
    expect(rows[1]).toMatchObject({ outcome: 'refused', userId: null, target: 'GET /api/admin/sys_user/getLoginUserInfo', detail: { status: 401 } });
  });
});

describe('the chain', () => {
  it('links every record to the one before, across concurrent writers', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        appendAudit(server.db, {
          at: new Date(),
          userId: null,
          username: `writer-${i}`,
          unitId: null,
          ip: '10.9.1.1',
          event: 'login',
          outcome: 'failure',
          target: null,
          detail: { reason: 'wrongPassword', attempt: i, nested: { b: 1, a: [2, 'x'] } },
          requestId: `test-${i}`,
        }),
      ),
    );
    const [first] = await server.db.select().from(securityAudit).orderBy(asc(securityAudit.id)).limit(1);
    expect(first?.prevHash).toBe(AUDIT_GENESIS);
    const result = await verifyAuditChain(server.db, AUDIT_GENESIS, 7);
    expect(result).toMatchObject({ ok: true, firstBroken: null });
    expect(result.checked).toBeGreaterThanOrEqual(20);
  });

  it('refuses to change or remove a record', async () => {
    // Drizzle wraps the database's error: the trigger's message is its cause.
    const refusedBy = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
    await expect(server.db.execute(sql`update sys_security_audit set outcome = 'success'`)).rejects.toMatchObject(refusedBy);
    await expect(server.db.execute(sql`delete from sys_security_audit`)).rejects.toMatchObject(refusedBy);
    await expect(server.db.execute(sql`truncate sys_security_audit`)).rejects.toMatchObject(refusedBy);
    expect((await verifyAuditChain(server.db)).ok).toBe(true);
  });

  it('finds the first record changed, and the first after one removed, by someone who got past the trigger', async () => {
    const rows = await server.db.select().from(securityAudit).orderBy(desc(securityAudit.id)).limit(6);
    const [changed, , removed, afterRemoved] = [rows[4], rows[3], rows[2], rows[1]];
    if (!changed || !removed || !afterRemoved) throw new Error('not enough records');
    // As a database superuser would: without the trigger.
    await server.db.execute(sql`alter table sys_security_audit disable trigger security_audit_append_only`);
    try {
      await server.db.execute(sql`update sys_security_audit set detail = '{"reason":"edited"}'::jsonb where id = ${changed.id}`);
      expect(await verifyAuditChain(server.db)).toMatchObject({ ok: false, firstBroken: { id: changed.id, reason: 'hash' } });
      // Put back: the chain holds again.
      await server.db.execute(sql`update sys_security_audit set detail = ${JSON.stringify(changed.detail)}::jsonb where id = ${changed.id}`);
      expect((await verifyAuditChain(server.db)).ok).toBe(true);
      // A record removed: the one after it no longer links.
      await server.db.execute(sql`delete from sys_security_audit where id = ${removed.id}`);
      expect(await verifyAuditChain(server.db)).toMatchObject({ ok: false, firstBroken: { id: afterRemoved.id, reason: 'link' } });
    } finally {
      await server.db.execute(sql`alter table sys_security_audit enable trigger security_audit_append_only`);
    }
  });
});
