/**
 * The password and session policy (issue 18; src/domain/security-policy.ts, server/http/auth.ts,
 * server/security/password-policy.ts), over real HTTP. With SECURITY_PROFILE=mlps3 (等保 2.0 level 3):
 * a short or too simple password is refused with the rules it breaks, in the caller's language, and
 * the refusal is audited without the password; the last 5 passwords cannot come back; a password an
 * administrator set must be changed before anything else (HTTP 403, code 403, no sign-out), as must
 * an expired one; an idle session ends (504, the token-expiry rule); the security administrator sets
 * the policy, audited with before and after. With the default profile the spec's rules hold: at least
 * 6 characters and nothing else.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '../../src/domain/credit-code';
import { ApiCode } from '../../src/domain/envelope';
import {
  PROFILE_POLICIES,
  type PasswordRefusal,
  passwordProblems,
  type SecurityPolicy,
  type SecurityPolicyAnswer,
} from '../../src/domain/security-policy';
import type { AddByMobileResult, LoginUserInfo } from '../../src/domain/system';
import type { ResetPasswordResult, UserImportResult } from '../../src/domain/user-admin';
import { passwordHistory, securityAudit, sessions, users } from '../../server/db/schema';
import { authCacheOf } from '../../server/http/auth-cache';
import { hashToken } from '../../server/security/tokens';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

const MLPS3 = PROFILE_POLICIES.mlps3;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The first 17 characters of a unified social credit code no seeded counterpart has. */
const CREDIT_17 = '91330100MA2P0L1CY';

let server: TestServer;
let admin: string;

const info = (token: string) => server.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token });
const unread = (token: string) => server.call<number>('GET', 'sys_message/messageUnread', { token });
const changeOwn = (token: string, oldPassword: string, newPassword: string, lang?: string) =>
  server.call<PasswordRefusal | null>('PUT', 'sys_user/editUser', {
    token,
    body: { oldPassword, newPassword },
    ...(lang ? { headers: { lang } } : {}),
  });
const resetPassword = (userId: number) => server.call<ResetPasswordResult>('PUT', 'admin_sys_user/resetPassword', { token: admin, body: { userId } });

/** The newest audit records of an event (the refusal records of 401/403 are written after the answer: waited for). */
async function audits(event: string, count = 1) {
  const read = () => server.db.select().from(securityAudit).where(eq(securityAudit.event, event)).orderBy(desc(securityAudit.id));
  await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(count);
  return read();
}

/** Moves a session's last use back (what an idle browser leaves behind). */
async function idleFor(token: string, minutes: number) {
  await server.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - ${minutes} * interval '1 minute'` })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

const lastSeen = async (token: string) =>
  (await server.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]!.at.getTime();

beforeAll(async () => {
  server = await startTestServer({ SECURITY_PROFILE: 'mlps3', TRUST_PROXY: 'true' });
  admin = await server.login('admin');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the policy as a setting', () => {
  it('every signed-in user reads the policy in force: the mlps3 profile, nothing stored', async () => {
    const clerk = await server.login('clerk');
    const r = await server.call<SecurityPolicyAnswer>('GET', 'sys_config/securityPolicy', { token: clerk });
    expect(r.body.result).toEqual({ policy: MLPS3, profile: 'mlps3', stored: false });
    expect(MLPS3).toMatchObject({ minLength: 8, requiredClasses: 3, expiryDays: 90, historyCount: 5, forceChangeOnReset: true, idleMinutes: 30, sessionHours: 168 });
    expect((await server.call('GET', 'sys_config/securityPolicy')).status).toBe(401);
  });

  it('only the security administrator changes it; the change is audited with before and after, and applies at once', async () => {
    const clerk = await server.login('clerk');
    const stricter: SecurityPolicy = { ...MLPS3, minLength: 12 };
    const denied = await server.call('PUT', 'sys_config/securityPolicy', { token: clerk, body: stricter });
    expect([denied.status, denied.body.code]).toEqual([403, ApiCode.forbidden]);

    const invalid = await server.call('PUT', 'sys_config/securityPolicy', { token: admin, body: { ...MLPS3, minLength: 3 } });
    expect(invalid.body.code).toBe(ApiCode.invalid);

    const put = await server.call<SecurityPolicyAnswer>('PUT', 'sys_config/securityPolicy', { token: admin, body: stricter });
    expect(put.body.result).toEqual({ policy: stricter, profile: 'mlps3', stored: true });
    const [record] = await audits('configChange');
    expect(record).toMatchObject({
      outcome: 'success',
      username: 'admin',
      target: 'securityPolicy',
      detail: { before: MLPS3, after: stricter },
    });

    // The next password is held to it.
    const refused = await changeOwn(clerk, DEMO_PASSWORD, 'Abcdef#12345'.slice(0, 11));
    expect(refused.body.result?.passwordProblems).toEqual(['length']);
    expect(refused.body.message).toContain('12 到 64 个字符');

    const back = await server.call<SecurityPolicyAnswer>('PUT', 'sys_config/securityPolicy', { token: admin, body: MLPS3 });
    expect(back.body.code).toBe(ApiCode.ok);
  });
});

describe('a new password', () => {
  it('too short or too simple: refused (501) with each broken rule named in the language of the caller, and audited without the password', async () => {
    const token = await server.login('clerk');
    const short = await changeOwn(token, DEMO_PASSWORD, 'abc123');
    expect(short.body.code).toBe(ApiCode.invalid);
    expect(short.body.result?.passwordProblems).toEqual(['length', 'classes']);
    expect(short.body.result?.fields).toEqual([{ path: 'body.newPassword', message: expect.stringContaining('8 到 64 个字符') }]);
    expect(short.body.message).toBe('密码不符合密码规则：长度应为 8 到 64 个字符；应至少包含数字、小写字母、大写字母、符号中的 3 类');

    const english = await changeOwn(token, DEMO_PASSWORD, 'abcdefgh1', 'en-US');
    expect(english.body.result?.passwordProblems).toEqual(['classes']);
    expect(english.body.message).toBe(
      'The password does not meet the password rules: it must mix at least 3 of digits, lower-case letters, upper-case letters and symbols',
    );

    const withName = await changeOwn(token, DEMO_PASSWORD, 'Clerk#2026x');
    expect(withName.body.result?.passwordProblems).toEqual(['username']);

    const [refusal] = await audits('passwordChange');
    expect(refusal).toMatchObject({ outcome: 'failure', username: 'clerk', detail: { reason: 'voluntary', reasons: ['username'] } });
    const records = JSON.stringify(await server.db.select().from(securityAudit).where(eq(securityAudit.event, 'passwordChange')));
    for (const p of ['abc123', 'abcdefgh1', 'Clerk#2026x']) expect(records).not.toContain(p);

    // The old password is still the one.
    expect((await server.call('POST', 'admin_sys_user/login', { query: { username: 'clerk', password: DEMO_PASSWORD } })).body.code).toBe(200);
  });

  it('a wrong old password is refused and audited', async () => {
    const token = await server.login('leader');
    const r = await changeOwn(token, 'not-my-password', 'Fresh#Pass2026');
    expect([r.body.code, r.body.message]).toEqual([ApiCode.refused, '原密码不正确']);
    const [record] = await audits('passwordChange');
    expect(record).toMatchObject({ outcome: 'failure', username: 'leader', detail: { refused: 'oldPasswordWrong' } });
  });

  it('none of the last 5 passwords comes back; the 6th back does', async () => {
    const token = await server.login('reviewer');
    const passwords = [DEMO_PASSWORD, 'Review#2026a', 'Review#2026b', 'Review#2026c', 'Review#2026d', 'Review#2026e'];
    // The current password (from before the history was kept) counts too.
    const same = await changeOwn(token, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.body.result?.passwordProblems).toEqual(['history']);
    expect(same.body.message).toContain('不能与最近 5 次使用过的密码相同');
    for (let i = 1; i < passwords.length; i++) {
      const r = await changeOwn(token, passwords[i - 1]!, passwords[i]!);
      expect(r.body.code, r.body.message).toBe(ApiCode.ok);
    }
    // Now the last five are b..e and the first change, a: none of them, and the original is the sixth back.
    for (const reused of passwords.slice(1)) {
      expect((await changeOwn(token, passwords.at(-1)!, reused)).body.result?.passwordProblems).toEqual(['history']);
    }
    expect((await changeOwn(token, passwords.at(-1)!, DEMO_PASSWORD)).body.code).toBe(ApiCode.ok);
    const [done] = await audits('passwordChange');
    expect(done).toMatchObject({ outcome: 'success', username: 'reviewer', detail: { reason: 'voluntary' } });
    // Only hashes are kept.
    const kept = await server.db.select().from(passwordHistory).where(eq(passwordHistory.userId, await server.userId('reviewer')));
    expect(kept).toHaveLength(6);
    for (const k of kept) expect(k.passwordHash).toMatch(/^scrypt\$/);
  });

  it('an administrator sets a password under the policy too; a generated one meets it', async () => {
    const clerkUnit = (await info(await server.login('clerk'))).body.result.currentUnitId!;
    const weak = await server.call<PasswordRefusal>('POST', 'admin_sys_user/addByMobile', {
      token: admin,
      body: { mobile: '13800009901', realName: '策略测试', unitIdList: [clerkUnit], password: 'weakpass' },
    });
    expect(weak.body.code).toBe(ApiCode.invalid);
    expect(weak.body.result.passwordProblems).toEqual(['classes']);
    expect(weak.body.result.fields[0]?.path).toBe('body.password');

    const added = await server.call<AddByMobileResult>('POST', 'admin_sys_user/addByMobile', {
      token: admin,
      body: { mobile: '13800009902', realName: '策略测试', unitIdList: [clerkUnit] },
    });
    const initial = added.body.result.initialPassword!;
    expect(passwordProblems(MLPS3, initial, { username: added.body.result.username })).toEqual([]);
    // A new account's password was set by an administrator: it must be changed at the first sign-in.
    const first = await server.login(added.body.result.username, initial);
    expect((await info(first)).body.result.passwordChange).toBe('reset');

    const cpWeak = await server.call<PasswordRefusal>('POST', 'admin_company_user/add', {
      token: admin,
      body: { username: 'policyco1', realName: '赵六', mobile: '13911119901', counterpartId: 1, password: 'strongpass2026' },
    });
    expect(cpWeak.body.result.passwordProblems, JSON.stringify(cpWeak.body)).toEqual(['classes']);
    const [record] = await audits('passwordReset');
    expect(record).toMatchObject({ outcome: 'failure', username: 'admin', detail: { method: 'set', account: 'policyco1', reasons: ['classes'] } });

    const registered = await server.call<PasswordRefusal>('POST', 'admin_sys_user/register', {
      body: { username: 'policyreg1', email: 'reg1@example.com', mobile: '13911119902', password: 'abcdefgh2026', companyName: '策略公司', creditCode: `${CREDIT_17}${creditCodeCheckChar(CREDIT_17)}` },
    });
    expect(registered.body.code).toBe(ApiCode.invalid);
    expect(registered.body.result.passwordProblems).toEqual(['classes']);
  });
});

describe('users imported from Excel', () => {
  const upload = async (rows: (string | null)[][]) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('用户');
    for (const r of rows) ws.addRow(r);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await wb.xlsx.writeBuffer())], { type: XLSX }), 'users.xlsx');
    return server.call<UserImportResult & { fields: { path: string; message: string }[] }>('POST', 'admin_sys_user/import', { token: admin, body: form });
  };
  const header = ['手机号', '*姓名', '所属单位', '角色', '用户名', '邮箱', '初始密码'];

  it('a password in the file meets the policy (the row error names the rules); generated ones do; either is changed at the first sign-in', async () => {
    const weak = await upload([header, ['13800009911', '导入弱', '杭州市财政局', null, 'policy_imp1', null, 'import2026']]);
    expect(weak.body.code).toBe(ApiCode.invalid);
    expect(weak.body.result.fields).toEqual([{ path: 'row 2.password', message: '应至少包含数字、小写字母、大写字母、符号中的 3 类' }]);

    const good = await upload([
      header,
      ['13800009912', '导入强', '杭州市财政局', null, 'policy_imp2', null, 'Import#2026'],
      ['13800009913', '导入生成', '杭州市财政局', null, 'policy_imp3', null, null],
    ]);
    expect(good.body.code, good.body.message).toBe(ApiCode.ok);
    const generated = good.body.result.users[1]!.initialPassword!;
    expect(passwordProblems(MLPS3, generated, { username: 'policy_imp3' })).toEqual([]);
    for (const [username, password] of [['policy_imp2', 'Import#2026'], ['policy_imp3', generated]] as const) {
      expect((await info(await server.login(username, password))).body.result.passwordChange).toBe('reset');
    }
  });
});

describe('a forced change', () => {
  it('after a reset: only the session info, the menu, the rules and the change itself, until the password is changed', async () => {
    const leaderId = await server.userId('leader');
    const reset = await resetPassword(leaderId);
    expect(reset.body.code).toBe(ApiCode.ok);
    const temporary = reset.body.result.password;
    expect(passwordProblems(MLPS3, temporary, { username: 'leader' })).toEqual([]);
    const [record] = await audits('passwordReset');
    expect(record).toMatchObject({ outcome: 'success', username: 'admin', target: `user:${leaderId}`, detail: { method: 'generated', mustChange: true } });
    expect(JSON.stringify(record)).not.toContain(temporary);

    const token = await server.login('leader', temporary);
    const me = await info(token);
    expect(me.body.result).toMatchObject({ username: 'leader', passwordChange: 'reset' });
    expect((await server.call('GET', 'admin_sys_menu/getUserMenuList', { token })).body.code).toBe(ApiCode.ok);
    expect((await server.call('GET', 'sys_config/securityPolicy', { token })).body.code).toBe(ApiCode.ok);

    const blocked = await unread(token);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ code: ApiCode.forbidden, message: '请先修改密码，再进行其他操作', result: { passwordChange: 'reset' } });
    const list = await server.call('GET', 'sys_unit/getAreaTree', { token });
    expect([list.status, list.body.result]).toEqual([403, { passwordChange: 'reset' }]);

    // The temporary password itself does not count as the new one.
    expect((await changeOwn(token, temporary, temporary)).body.result?.passwordProblems).toEqual(['history']);
    const changed = await changeOwn(token, temporary, 'Sunrise#2026a');
    expect(changed.body.code, changed.body.message).toBe(ApiCode.ok);
    const [done] = await audits('passwordChange');
    expect(done).toMatchObject({ outcome: 'success', username: 'leader', detail: { reason: 'forced' } });

    expect((await info(token)).body.result.passwordChange).toBeNull();
    expect((await unread(token)).body.code).toBe(ApiCode.ok);
    const [row] = await server.db.select({ must: users.mustChangePassword }).from(users).where(eq(users.id, leaderId));
    expect(row?.must).toBe(false);
  });

  it('a session open while the administrator resets is ended; the new password holds on the next call of a new session', async () => {
    const countyId = await server.userId('county');
    const before = await server.login('county');
    expect((await unread(before)).body.code).toBe(ApiCode.ok);
    const temporary = (await resetPassword(countyId)).body.result.password;
    expect((await unread(before)).status).toBe(401);
    const token = await server.login('county', temporary);
    expect((await unread(token)).body.result).toEqual({ passwordChange: 'reset' });
    expect((await changeOwn(token, temporary, 'Harbor#2026b')).body.code).toBe(ApiCode.ok);
  });

  it('an expired password (older than 90 days) must be changed the same way', async () => {
    const token = await server.login('bureau');
    expect((await unread(token)).body.code).toBe(ApiCode.ok);
    const bureauId = await server.userId('bureau');
    await server.db.update(users).set({ passwordChangedAt: sql`now() - interval '91 days'` }).where(eq(users.id, bureauId));

    expect((await info(token)).body.result.passwordChange).toBe('expired');
    const blocked = await unread(token);
    expect([blocked.status, blocked.body.result]).toEqual([403, { passwordChange: 'expired' }]);

    expect((await changeOwn(token, DEMO_PASSWORD, 'Meadow#2026c')).body.code).toBe(ApiCode.ok);
    const [done] = await audits('passwordChange');
    expect(done).toMatchObject({ outcome: 'success', username: 'bureau', detail: { reason: 'expired' } });
    expect((await unread(token)).body.code).toBe(ApiCode.ok);
    const expires = (await info(token)).body.result.passwordExpiresAt!;
    expect(new Date(expires).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000);
  });
});

describe('the idle timeout', () => {
  it('a session unused for 30 minutes ends with the token-expiry answer (504), once recorded as an idle sign-out', async () => {
    const token = await server.login('clerk');
    expect((await unread(token)).body.code).toBe(ApiCode.ok);
    await idleFor(token, 31);
    const expired = await unread(token);
    expect([expired.status, expired.body.code]).toEqual([200, ApiCode.tokenExpired]);
    expect((await info(token)).body.code).toBe(ApiCode.tokenExpired);
    const clerkId = await server.userId('clerk');
    const idle = (await audits('logout')).filter((r) => r.userId === clerkId && (r.detail as { reason?: string } | null)?.reason === 'idle');
    expect(idle).toHaveLength(1);
  });

  it('a session used within the timeout lives on; its last use is written about once a minute, not on every call', async () => {
    const token = await server.login('clerk');
    await idleFor(token, 29);
    expect((await unread(token)).body.code).toBe(ApiCode.ok);
    const touched = await lastSeen(token);
    expect(Date.now() - touched).toBeLessThan(60_000);
    for (let i = 0; i < 3; i++) expect((await unread(token)).body.code).toBe(ApiCode.ok);
    expect(await lastSeen(token)).toBe(touched);
  });

  it('a process whose cached last use is old asks the database before ending a session (another process may have seen it since)', async () => {
    const token = await server.login('clerk');
    expect((await unread(token)).body.code).toBe(ApiCode.ok);
    // This process's knowledge of the session says 40 minutes ago; the row (another process's touch) says now.
    const entry = authCacheOf(server.db)!.sessions.map.get(hashToken(token))!;
    entry.lastSeenAt = Date.now() - 40 * 60_000;
    expect((await unread(token)).body.code).toBe(ApiCode.ok);
    expect(Date.now() - entry.lastSeenAt).toBeLessThan(60_000);
  });

  it('the absolute lifetime holds whatever the use', async () => {
    const token = await server.login('clerk');
    await server.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await unread(token)).body.code).toBe(ApiCode.tokenExpired);
  });
});

describe('the default profile (the spec: at least 6 characters, nothing else)', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
  });

  it('takes a 6-character password, forces no change after a reset, and ends no idle session', async () => {
    const policy = await plain.call<SecurityPolicyAnswer>('GET', 'sys_config/securityPolicy', { token: await plain.login('clerk') });
    expect(policy.body.result).toEqual({ policy: PROFILE_POLICIES.default, profile: 'default', stored: false });
    expect(PROFILE_POLICIES.default).toMatchObject({ minLength: 6, requiredClasses: 1, expiryDays: 0, historyCount: 0, forceChangeOnReset: false, idleMinutes: 0, sessionHours: 168 });

    const clerk = await plain.login('clerk');
    const short = await plain.call<PasswordRefusal>('PUT', 'sys_user/editUser', { token: clerk, body: { oldPassword: DEMO_PASSWORD, newPassword: 'abc12' } });
    expect(short.body.code).toBe(ApiCode.invalid);
    const six = await plain.call('PUT', 'sys_user/editUser', { token: clerk, body: { oldPassword: DEMO_PASSWORD, newPassword: 'abc123' } });
    expect(six.body.code, six.body.message).toBe(ApiCode.ok);

    const admin0 = await plain.login('admin');
    const leaderId = await plain.userId('leader');
    const reset = await plain.call<ResetPasswordResult>('PUT', 'admin_sys_user/resetPassword', { token: admin0, body: { userId: leaderId } });
    const leader = await plain.login('leader', reset.body.result.password);
    expect((await plain.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token: leader })).body.result).toMatchObject({
      passwordChange: null,
      passwordExpiresAt: null,
    });
    await plain.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 days'` })
      .where(and(eq(sessions.tokenHash, hashToken(leader))));
    expect((await plain.call('GET', 'sys_message/messageUnread', { token: leader })).body.code).toBe(ApiCode.ok);
  });
});
