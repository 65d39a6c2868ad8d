/**
 * Self-registration of counterpart users (server/modules/register/, docs/api/register.md): the
 * account is created disabled and linked to its company, administrators are told, duplicates and
 * bad input are refused, and one address may register only a few times in a window.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterparts, messages, roles, userRoles, users } from '../../server/db/schema';
import { REGISTER_THROTTLE, REVIEW_LINK } from '../../server/modules/register/routes';
import { creditCodeCheckChar } from '../../src/domain/credit-code';
import type { RegisterInput, RegisterResult } from '../../src/domain/register';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

/** A valid code: 91 (enterprise) + 330106 (西湖区) + a 9-character organisation code + check character. */
const creditCode = (org: string) => {
  const first17 = `91330106${org}`;
  return first17 + creditCodeCheckChar(first17);
};

let seq = 0;
/** A fresh, valid registration; each call gets its own username, mobile and company. */
function input(over: Partial<RegisterInput> = {}): RegisterInput {
  seq += 1;
  const n = String(seq).padStart(4, '0');
  return {
    username: `newco${n}`,
    email: `contact${n}@example.com`,
    mobile: `1390000${n}`,
    password: 'Reg!ster2026',
    companyName: `杭州测试科技有限公司${n}`,
    creditCode: creditCode(`MA2B3${n}`),
    ...over,
  };
}

/** Each test speaks from its own address (the app trusts X-Forwarded-For), so the throttle of one does not reach another. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const register = (body: unknown, ip = '127.0.1.1', headers: Record<string, string> = {}) =>
  server.call<RegisterResult>('POST', 'admin_sys_user/register', { body, headers: { ...from(ip), ...headers } });

async function userNamed(username: string) {
  const [u] = await server.db.select().from(users).where(eq(users.username, username));
  return u;
}

beforeAll(async () => {
  // Each test speaks from its own address through X-Forwarded-For, as a proxy named by TRUST_PROXY reports it.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
});

describe('register: the happy path', () => {
  it('creates a disabled company user with the company role, linked to a new counterpart', async () => {
    const body = input();
    const r = await register(body, '127.0.1.10');
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.result).toMatchObject({ username: body.username, companyName: body.companyName, enabled: false });

    const user = await userNamed(body.username);
    expect(user).toMatchObject({ enabled: false, userType: 'company', mobile: body.mobile, email: body.email, currentUnitId: null });
    expect(user!.passwordHash).not.toContain(body.password);
    const [cp] = await server.db.select().from(counterparts).where(eq(counterparts.creditCode, body.creditCode));
    expect(cp).toMatchObject({ name: body.companyName });
    expect(user!.counterpartId).toBe(cp!.id);
    const roleCodes = await server.db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, user!.id));
    expect(roleCodes).toEqual([{ code: 'company' }]);
  });

  it('cannot sign in until an administrator enables the account', async () => {
    const body = input();
    expect((await register(body, '127.0.1.11')).body.code).toBe(200);
    const denied = await server.call('POST', 'admin_sys_user/login', { query: { username: body.username, password: body.password } });
    expect(denied.body.code).toBe(500);
    expect(denied.body.message).toBe('账号已停用，请联系管理员');

    const admin = await server.login('admin');
    const user = await userNamed(body.username);
    const enabled = await server.call('PUT', 'admin_sys_user/edit', { token: admin, body: { userId: user!.id, enabled: true } });
    expect(enabled.body.code).toBe(200);
    // A counterpart user signs in on the company base (the staff base names it once the password is right).
    const onStaffBase = await server.call<{ base: string }>('POST', 'admin_sys_user/login', { query: { username: body.username, password: body.password } });
    expect(onStaffBase.body).toMatchObject({ code: 500, result: { base: 'company' } });
    const allowed = await server.call<{ token: string }>('POST', '/api/company/admin_sys_user/login', {
      query: { username: body.username, password: body.password },
    });
    expect(allowed.body.code).toBe(200);
    const info = await server.call<{ userType: string; roles: { code: string }[] }>('GET', 'sys_user/getLoginUserInfo', {
      token: allowed.body.result.token,
    });
    expect(info.body.result.userType).toBe('company');
    expect(info.body.result.roles.map((x) => x.code)).toEqual(['company']);
  });

  it('tells every administrator, with a link to the counterpart-user page', async () => {
    const body = input();
    expect((await register(body, '127.0.1.12')).body.code).toBe(200);
    const title = `新的相对方用户注册待审核: ${body.companyName} ${body.username}`;
    const admin = await server.login('admin');
    const page = await server.call<{ records: { title: string; content: string; link: string | null; lookTime: string | null }[] }>(
      'POST',
      'sys_message/queryPageMessage',
      { token: admin, body: { current: 1, size: 20 } },
    );
    const msg = page.body.result.records.find((m) => m.title === title);
    expect(msg).toBeDefined();
    expect(msg).toMatchObject({ link: REVIEW_LINK, lookTime: null });
    expect(msg!.content).toContain(body.creditCode);
    expect(msg!.content).toContain(body.mobile);

    // Only administrators are told.
    const clerk = await userNamed('clerk');
    const clerkGot = await server.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, clerk!.id), eq(messages.title, title)));
    expect(clerkGot).toEqual([]);
  });

  it('links to the existing counterpart of a known credit code and keeps its recorded name', async () => {
    const [known] = await server.db.select().from(counterparts).limit(1);
    const before = await server.db.select().from(counterparts);
    const body = input({ creditCode: known!.creditCode.toLowerCase(), companyName: '另一个名字有限公司' });
    const r = await register(body, '127.0.1.13');
    expect(r.body.code).toBe(200);
    expect(r.body.result.companyName).toBe(known!.name);
    expect((await userNamed(body.username))!.counterpartId).toBe(known!.id);
    expect(await server.db.select().from(counterparts)).toHaveLength(before.length);
  });
});

describe('register: refusals', () => {
  it('refuses a taken username or mobile with code 500 and a clear message, writing nothing', async () => {
    const first = input();
    expect((await register(first, '127.0.2.1')).body.code).toBe(200);

    const sameName = input({ username: first.username });
    const r1 = await register(sameName, '127.0.2.1');
    expect(r1.body.code).toBe(500);
    expect(r1.body.message).toBe('用户名已存在');
    expect(await server.db.select().from(counterparts).where(eq(counterparts.creditCode, sameName.creditCode))).toEqual([]);

    const sameMobile = input({ mobile: '13967100202' }); // the demo clerk's
    const r2 = await register(sameMobile, '127.0.2.1');
    expect(r2.body.code).toBe(500);
    expect(r2.body.message).toBe('手机号已存在');
    expect(await userNamed(sameMobile.username)).toBeUndefined();

    const demoName = await register(input({ username: 'admin' }), '127.0.2.1', { lang: 'en-US' });
    expect(demoName.body.code).toBe(500);
    expect(demoName.body.message).toBe('Username already exists');
  });

  it('creates one user when two requests for one username arrive together', async () => {
    const a = input();
    const b = input({ username: a.username });
    const answers = await Promise.all([register(a, '127.0.2.2'), register(b, '127.0.2.3')]);
    expect(answers.map((r) => r.body.code).sort()).toEqual([200, 500]);
    expect(await server.db.select().from(users).where(eq(users.username, a.username))).toHaveLength(1);
  });

  it('refuses a credit code with a wrong check character with 501 on the creditCode field', async () => {
    const good = creditCode('MA2B3C4D5');
    const wrongCheck = good.slice(0, 17) + (good.endsWith('0') ? '1' : '0');
    for (const code of [wrongCheck, '12345', `${good}0`, 'I1330106MA2B3C4D5X']) {
      const body = input({ creditCode: code });
      const r = await register(body, '127.0.3.1');
      expect(r.body.code, code).toBe(501);
      expect(r.body.result).toMatchObject({ fields: [expect.objectContaining({ path: 'body.creditCode' })] });
      expect(await userNamed(body.username)).toBeUndefined();
    }
  });

  it('takes a strong password of 6 characters, the spec\'s minimum, and refuses one of 5', async () => {
    const six = input({ password: 'aB3$x!' });
    const r = await register(six, '127.0.4.2');
    expect(r.body.code, r.body.message).toBe(200);
    expect(await userNamed(six.username)).toBeDefined();
    const five = input({ password: 'aB3$x' });
    expect((await register(five, '127.0.4.3')).body.code).toBe(501);
    expect(await userNamed(five.username)).toBeUndefined();
  });

  it('refuses weak passwords and missing or malformed fields with 501', async () => {
    const cases: [string, unknown][] = [
      ['too short', input({ password: 'Ab1!' })],
      ['weak (low strength)', input({ password: 'password' })],
      ['missing username', { ...input(), username: undefined }],
      ['bad username', input({ username: '1abc' })],
      ['missing email', { ...input(), email: undefined }],
      ['bad email', input({ email: 'not-an-email' })],
      ['bad mobile', input({ mobile: '12345' })],
      ['empty company', input({ companyName: '   ' })],
      ['no body', undefined],
    ];
    for (const [label, body] of cases) {
      const r = await register(body, '127.0.4.1');
      expect(r.status, label).toBe(200);
      expect(r.body.code, label).toBe(501);
    }
    expect(await userNamed(`newco${String(seq).padStart(4, '0')}`)).toBeUndefined();
  });

  it(`allows ${REGISTER_THROTTLE.max} registrations per address in the window, then answers 503`, async () => {
    const ip = '127.0.5.1';
    for (let i = 0; i < REGISTER_THROTTLE.max; i++) expect((await register(input(), ip)).body.code).toBe(200);
    const refusedBody = input();
    const r = await register(refusedBody, ip);
    expect(r.body.code).toBe(503);
    expect(r.body.message).toMatch(/^注册过于频繁，请 \d+ 分钟后再试$/);
    expect(await userNamed(refusedBody.username)).toBeUndefined();
    // Another address is unaffected, and failed attempts do not count.
    expect((await register(input(), '127.0.5.2')).body.code).toBe(200);
    for (let i = 0; i < REGISTER_THROTTLE.max; i++) expect((await register(input({ username: 'admin' }), '127.0.5.3')).body.code).toBe(500);
    expect((await register(input(), '127.0.5.3')).body.code).toBe(200);
  });
});
