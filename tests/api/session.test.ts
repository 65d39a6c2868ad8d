/**
 * Sign-in and the signed-in user (server/modules/session/): login and its throttling, the session
 * token and its expiry, logout, user info, unit switching, self-editing, QR login and zzdLogin.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, qrTickets, sessions, units, userUnits, users } from '../../server/db/schema';
import type { CurrentLoginUserInfo, LoginUserInfo, QrTicket } from '../../src/domain/system';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

let server: TestServer;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function userByName(username: string) {
  const [u] = await server.db.select().from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no demo user ${username}`);
  return u;
}

async function unitByName(unitName: string) {
  const [u] = await server.db.select().from(units).where(eq(units.unitName, unitName));
  if (!u) throw new Error(`no demo unit ${unitName}`);
  return u;
}

const loginCall = (username: string, password: string) =>
  server.call<{ token: string }>('POST', 'admin_sys_user/login', { query: { username, password } });

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('login', () => {
  it('signs in with the right password and returns a token', async () => {
    const r = await loginCall('admin', DEMO_PASSWORD);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(typeof r.body.result.token).toBe('string');
    expect(r.body.result.token.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a wrong password with code 500 and a message', async () => {
    const r = await loginCall('lawyer', 'not-the-password');
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(500);
    expect(r.body.message).toBeTruthy();
    expect(r.body.message).not.toMatch(/error|stack|at /i);
  });

  it('refuses an unknown account the same way as a wrong password', async () => {
    const wrong = await loginCall('company', 'not-the-password');
    const unknown = await loginCall('no-such-user-xyz', 'whatever1');
    expect(unknown.body.code).toBe(500);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('answers the message in the language asked for', async () => {
    const r = await server.call('POST', 'admin_sys_user/login', {
      query: { username: 'company', password: 'nope' },
      headers: { lang: 'en-US' },
    });
    expect(r.body.code).toBe(500);
    expect(r.body.message).toBe('Wrong account or password');
    // A language the product does not have falls back to en-US; none named is zh-CN.
    const fr = await server.call('POST', 'admin_sys_user/login', { query: { username: 'company', password: 'nope' }, headers: { lang: 'fr-FR' } });
    expect(fr.body.message).toBe('Wrong account or password');
    const none = await server.call('POST', 'admin_sys_user/login', { query: { username: 'company', password: 'nope' } });
    expect(none.body.message).toBe('账号或密码错误');
  });

  it('answers 501 when a parameter is missing or too long', async () => {
    for (const query of [{}, { username: 'admin' }, { password: DEMO_PASSWORD }, { username: 'x'.repeat(10_000), password: 'p' }]) {
      const r = await server.call('POST', 'admin_sys_user/login', { query });
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(501);
    }
  });

  it('throttles one username after 5 failures in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await loginCall('reviewer', `wrong-${i}`)).body.code).toBe(500);
    const r = await loginCall('reviewer', DEMO_PASSWORD);
    expect(r.body.code).toBe(503);
    expect(r.body.message).toMatch(/\d/);
    // Another username is not affected.
    expect((await loginCall('leader', DEMO_PASSWORD)).body.code).toBe(200);
  });

  it('counts the socket address: a made-up X-Forwarded-For does not escape the wait (no TRUST_PROXY)', async () => {
    const spoofed = (i: number) =>
      server.call('POST', 'admin_sys_user/login', { query: { username: 'lawyer', password: `bad-${i}` }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    for (let i = 0; i < 5; i++) expect([500, 503]).toContain((await spoofed(i)).body.code);
    expect((await spoofed(99)).body.code).toBe(503);
    const rows = await server.db.select({ ip: loginFailures.ip }).from(loginFailures).where(eq(loginFailures.username, 'lawyer'));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.ip).not.toMatch(/^203\.0\.113\./);
  });
});

describe('session token', () => {
  it('answers HTTP 401 with isLogin false without a token', async () => {
    const r = await server.call('GET', 'sys_user/getLoginUserInfo');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(401);
    expect(r.body.result).toEqual({ isLogin: false });
  });

  it('answers HTTP 401 for an unknown token', async () => {
    const r = await server.call('GET', 'sys_user/getLoginUserInfo', { token: 'no-such-token' });
    expect(r.status).toBe(401);
    expect((r.body.result as { isLogin: boolean }).isLogin).toBe(false);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await server.login('bureau');
    const bureau = await userByName('bureau');
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, bureau.id))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(row).toBeDefined();
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.tokenHash).toBe(sha256(token));
    const all = await server.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((s) => s.tokenHash === token)).toBe(false);
  });

  it('answers code 504 for an expired session', async () => {
    const token = await server.login('bureau');
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    const r = await server.call('GET', 'sys_user/getLoginUserInfo', { token });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(504);
  });

  it('logout deletes the session; the token then gives 401', async () => {
    const token = await server.login('bureau');
    expect((await server.call('GET', 'sys_user/getLoginUserInfo', { token })).body.code).toBe(200);
    const out = await server.call('GET', 'admin_sys_user/logout', { token });
    expect(out.body.code).toBe(200);
    const rows = await server.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect(rows).toHaveLength(0);
    const after = await server.call('GET', 'sys_user/getLoginUserInfo', { token });
    expect(after.status).toBe(401);
  });

  it('logout without a token still succeeds', async () => {
    const r = await server.call('GET', 'admin_sys_user/logout');
    expect(r.body.code).toBe(200);
  });
});

describe('getLoginUserInfo', () => {
  it('returns the fields of the spec with the unit chain from 浙江省 down, root first', async () => {
    const token = await server.login('clerk');
    const clerk = await userByName('clerk');
    const r = await server.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token });
    expect(r.body.code).toBe(200);
    const info = r.body.result;
    for (const key of ['username', 'userId', 'unitIdList', 'currentUnitId', 'currentUnitInList']) expect(info).toHaveProperty(key);
    expect(info.username).toBe('clerk');
    expect(info.userId).toBe(clerk.id);
    const memberships = await server.db.select().from(userUnits).where(eq(userUnits.userId, clerk.id));
    expect([...info.unitIdList].sort((a, b) => a - b)).toEqual(memberships.map((m) => m.unitId).sort((a, b) => a - b));
    expect(info.unitIdList).toHaveLength(2);
    expect(info.currentUnitId).toBe(clerk.currentUnitId);
    expect(info.unitIdList).toContain(info.currentUnitId);
    const chain = info.currentUnitInList;
    expect(chain[0]!.unitName).toBe('浙江省');
    expect(chain[0]!.pid).toBeNull();
    expect(chain.at(-1)!.id).toBe(info.currentUnitId);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.pid).toBe(chain[i - 1]!.id);
    expect(chain.some((u) => u.type === 'A')).toBe(true);
    // No secrets leak into the user info (it says whether the password must be changed, never the password).
    expect(JSON.stringify(info)).not.toMatch(/"password"|passwordHash|password_hash|scrypt|tokenHash/i);
    expect(info).toMatchObject({ passwordChange: null, passwordExpiresAt: null });
  });

  it('getCurrentLoginUserInfo returns the own profile with every unit and its chain', async () => {
    const token = await server.login('clerk');
    const clerk = await userByName('clerk');
    const r = await server.call<CurrentLoginUserInfo>('GET', 'sys_user/getCurrentLoginUserInfo', { token });
    expect(r.body.code).toBe(200);
    const info = r.body.result;
    expect(info.userId).toBe(clerk.id);
    expect(info.username).toBe('clerk');
    expect(info.mobile).toBe(clerk.mobile);
    expect(info.email).toBe(clerk.email);
    expect(Number.isNaN(Date.parse(info.createdAt))).toBe(false);
    expect(info.units.map((u) => u.unitName).sort()).toEqual(['杭州市交通运输局', '杭州市财政局'].sort());
    for (const u of info.units) {
      expect(u.chain[0]!.unitName).toBe('浙江省');
      expect(u.chain.at(-1)!.id).toBe(u.id);
    }
    expect(JSON.stringify(info)).not.toMatch(/passwordHash|scrypt/);
    expect((await server.call('GET', 'sys_user/getCurrentLoginUserInfo')).status).toBe(401);
  });
});

describe('switchCurrentUnit', () => {
  it("switches clerk to its second unit and refuses a unit it doesn't belong to", async () => {
    const token = await server.login('clerk');
    const before = (await server.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token })).body.result;
    const other = before.unitIdList.find((id) => id !== before.currentUnitId)!;
    expect(other).toBeDefined();

    const r = await server.call('PUT', 'sys_user/switchCurrentUnit', { token, query: { unitId: other } });
    expect(r.body.code).toBe(200);
    const after = (await server.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token })).body.result;
    expect(after.currentUnitId).toBe(other);
    expect(after.currentUnitInList.at(-1)!.id).toBe(other);

    const province = await unitByName('浙江省');
    const bad = await server.call('PUT', 'sys_user/switchCurrentUnit', { token, query: { unitId: province.id } });
    expect(bad.body.code).toBe(500);
    expect(bad.body.message).toBeTruthy();
    const unchanged = (await server.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token })).body.result;
    expect(unchanged.currentUnitId).toBe(other);

    expect((await server.call('PUT', 'sys_user/switchCurrentUnit', { token, query: { unitId: 'abc' } })).body.code).toBe(501);
    expect((await server.call('PUT', 'sys_user/switchCurrentUnit', { token })).body.code).toBe(501);
    expect((await server.call('PUT', 'sys_user/switchCurrentUnit', { query: { unitId: other } })).status).toBe(401);

    // Back to the first unit, so later tests see the seed's state.
    await server.call('PUT', 'sys_user/switchCurrentUnit', { token, query: { unitId: before.currentUnitId! } });
  });
});

describe('editUser', () => {
  it('changes the own real name', async () => {
    const token = await server.login('county');
    const r = await server.call('PUT', 'sys_user/editUser', { token, body: { realName: '县局测试员' } });
    expect(r.body.code).toBe(200);
    const info = (await server.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token })).body.result;
    expect(info.realName).toBe('县局测试员');
  });

  it('refuses bad input with 501 and leaves the user unchanged', async () => {
    const token = await server.login('county');
    const before = await userByName('county');
    for (const body of [{ realName: 'x'.repeat(10_000) }, { realName: 42 }, { email: 'not-an-email' }, { mobile: '123' }, { newPassword: 'Newpass@2026' }]) {
      const r = await server.call('PUT', 'sys_user/editUser', { token, body });
      expect(r.body.code).toBe(501);
    }
    expect(await userByName('county')).toEqual(before);
  });

  it('changes the password only with the right old password', async () => {
    const token = await server.login('county');
    const wrong = await server.call('PUT', 'sys_user/editUser', {
      token,
      body: { oldPassword: 'wrong-old-password', newPassword: 'Newpass@2026' },
    });
    expect(wrong.body.code).toBe(500);
    expect((await loginCall('county', 'Newpass@2026')).body.code).toBe(500);

    const other = await server.login('county');
    const right = await server.call('PUT', 'sys_user/editUser', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'Newpass@2026' },
    });
    expect(right.body.code).toBe(200);
    expect((await loginCall('county', 'Newpass@2026')).body.code).toBe(200);
    expect((await loginCall('county', DEMO_PASSWORD)).body.code).toBe(500);
    // The session that changed it survives; the account's other sessions end.
    expect((await server.call('GET', 'sys_user/getLoginUserInfo', { token })).body.code).toBe(200);
    expect((await server.call('GET', 'sys_user/getLoginUserInfo', { token: other })).status).toBe(401);
  });

  it('needs sign-in', async () => {
    expect((await server.call('PUT', 'sys_user/editUser', { body: { realName: 'x' } })).status).toBe(401);
  });
});

describe('qrLogin', () => {
  it('create, poll waiting, confirm as clerk, poll once for a token', async () => {
    const created = await server.call<QrTicket>('POST', 'admin_sys_user/qrLogin', { query: { action: 'create' } });
    expect(created.body.code).toBe(200);
    const { qrId } = created.body.result;
    expect(created.body.result.status).toBe('waiting');
    expect(created.body.result.token).toBeUndefined();

    const waiting = await server.call<QrTicket>('POST', 'admin_sys_user/qrLogin', { query: { action: 'poll', qrId } });
    expect(waiting.body.code).toBe(200);
    expect(waiting.body.result.status).toBe('waiting');
    expect(waiting.body.result.token).toBeUndefined();

    const anonymous = await server.call('POST', 'admin_sys_user/qrLogin', { query: { action: 'confirm', qrId } });
    expect(anonymous.status).toBe(401);

    const clerkToken = await server.login('clerk');
    const confirmed = await server.call<QrTicket>('POST', 'admin_sys_user/qrLogin', {
      token: clerkToken,
      query: { action: 'confirm', qrId },
    });
    expect(confirmed.body.code).toBe(200);
    expect(confirmed.body.result.status).toBe('confirmed');

    const picked = await server.call<QrTicket>('POST', 'admin_sys_user/qrLogin', { query: { qrId } });
    expect(picked.body.code).toBe(200);
    const token = picked.body.result.token;
    expect(typeof token).toBe('string');
    expect(token).not.toBe(clerkToken);
    const info = await server.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token });
    expect(info.body.code).toBe(200);
    expect(info.body.result.username).toBe('clerk');

    const again = await server.call<QrTicket>('POST', 'admin_sys_user/qrLogin', { query: { action: 'poll', qrId } });
    expect(again.body.result?.token).toBeUndefined();
    // A spent ticket cannot be confirmed again.
    const reconfirm = await server.call('POST', 'admin_sys_user/qrLogin', { token: clerkToken, query: { action: 'confirm', qrId } });
    expect(reconfirm.body.code).toBe(500);
  });

  it('refuses unknown tickets and bad parameters', async () => {
    const unknown = await server.call('POST', 'admin_sys_user/qrLogin', { query: { action: 'poll', qrId: 'A'.repeat(24) } });
    expect(unknown.body.code).toBe(500);
    expect((await server.call('POST', 'admin_sys_user/qrLogin', { query: { action: 'poll' } })).body.code).toBe(501);
    expect((await server.call('POST', 'admin_sys_user/qrLogin', { query: { action: 'steal', qrId: 'A'.repeat(24) } })).body.code).toBe(501);
    expect((await server.call('POST', 'admin_sys_user/qrLogin', { query: { qrId: 'x'.repeat(10_000) } })).body.code).toBe(501);
  });

  it('expired tickets neither confirm nor give a token', async () => {
    const created = await server.call<QrTicket>('POST', 'admin_sys_user/qrLogin', { query: { action: 'create' } });
    const { qrId } = created.body.result;
    await server.db.update(qrTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(qrTickets.id, qrId));
    const clerkToken = await server.login('clerk');
    const confirm = await server.call('POST', 'admin_sys_user/qrLogin', { token: clerkToken, query: { action: 'confirm', qrId } });
    expect(confirm.body.code).toBe(500);
    const poll = await server.call<QrTicket>('POST', 'admin_sys_user/qrLogin', { query: { qrId } });
    expect(poll.body.result.status).toBe('expired');
    expect(poll.body.result.token).toBeUndefined();
  });
});

describe('zzdLogin', () => {
  it('answers 500 "not configured" without configuration', async () => {
    const r = await server.call('POST', 'admin_sys_user/zzdLogin', { query: { auth_code: 'good' }, headers: { lang: 'en-US' } });
    expect(r.body.code).toBe(500);
    expect(r.body.message).toMatch(/not configured/);
    expect((await server.call('POST', 'admin_sys_user/zzdLogin')).body.code).toBe(501);
  });

  describe('with a provider', () => {
    let provider: http.Server;
    let zzdServer: TestServer;
    const received: unknown[] = [];

    beforeAll(async () => {
      const clerk = await userByName('clerk');
      provider = http.createServer((req, res) => {
        let raw = '';
        req.on('data', (c: Buffer) => {
          raw += c.toString('utf8');
        });
        req.on('end', () => {
          let body: { authCode?: unknown } = {};
          try {
            body = JSON.parse(raw) as { authCode?: unknown };
          } catch {
            // left empty: answered as a bad code
          }
          received.push(body);
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify(body.authCode === 'good' ? { success: true, mobile: clerk.mobile } : { success: false, message: 'bad code' }),
          );
        });
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      const { port } = provider.address() as AddressInfo;
      zzdServer = await startTestServer({
        ZZD_TOKEN_URL: `http://127.0.0.1:${port}/token`,
        ZZD_APP_KEY: 'test-key',
        ZZD_APP_SECRET: 'test-secret',
      });
    });

    afterAll(async () => {
      await zzdServer?.close();
      await new Promise<void>((resolve) => (provider ? provider.close(() => resolve()) : resolve()));
    });

    it('signs in as the account with the provider’s mobile for a good code', async () => {
      const r = await zzdServer.call<{ token: string }>('POST', 'admin_sys_user/zzdLogin', { query: { auth_code: 'good' } });
      expect(r.body.code).toBe(200);
      expect(received.at(-1)).toEqual({ appKey: 'test-key', appSecret: 'test-secret', authCode: 'good' });
      const info = await zzdServer.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token: r.body.result.token });
      expect(info.body.code).toBe(200);
      expect(info.body.result.username).toBe('clerk');
    });

    it('refuses a bad code with 500 and the provider’s reason', async () => {
      const r = await zzdServer.call('POST', 'admin_sys_user/zzdLogin', { query: { auth_code: 'bad' }, headers: { lang: 'en-US' } });
      expect(r.body.code).toBe(500);
      expect(r.body.message).toMatch(/bad code/);
    });
  });
});

describe('memberships used above', () => {
  it('clerk belongs to 杭州市财政局 and 杭州市交通运输局', async () => {
    const clerk = await userByName('clerk');
    const rows = await server.db
      .select({ unitName: units.unitName })
      .from(userUnits)
      .innerJoin(units, eq(units.id, userUnits.unitId))
      .where(inArray(userUnits.userId, [clerk.id]));
    expect(rows.map((r) => r.unitName).sort()).toEqual(['杭州市交通运输局', '杭州市财政局'].sort());
  });
});
