/**
 * Counterparts and their users (server/modules/counterparts, docs/api/counterparts.md): the list with
 * filters, add/edit/delete with the credit code check and the refusals, the serious-dishonesty flag
 * turning its contracts red, and company users who then sign in on the company base.
 */
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractParties, contracts } from '../../server/db/contract-schema';
import { counterparts, users } from '../../server/db/schema';
import type { CompanyUserRow, CounterpartDetail, CounterpartRow } from '../../src/domain/counterpart';
import { creditCodeCheckChar } from '../../src/domain/credit-code';
import type { Page } from '../../src/domain/envelope';
import { RISK_FREE_STATUSES } from '../../src/domain/risk';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let clerk: string;

const code = (org: string) => {
  const first17 = `91330106${org}`;
  return first17 + creditCodeCheckChar(first17);
};
const wrongCheck = (valid: string) => valid.slice(0, 17) + (valid.endsWith('1') ? '2' : '1');
const countCounterparts = async () => (await server.db.select({ id: counterparts.id }).from(counterparts)).length;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  clerk = await server.login('clerk');
});

afterAll(async () => {
  await server?.close();
});

describe('admin_counterpart', () => {
  it('lists with paging, filters and sorting', async () => {
    const all = await server.call<Page<CounterpartRow>>('POST', 'admin_counterpart/queryPage', { token: admin, body: { current: 1, size: 5 } });
    expect(all.body.code).toBe(200);
    expect(all.body.result.records).toHaveLength(5);
    expect(all.body.result.total).toBe(await countCounterparts());

    const dishonest = await server.call<Page<CounterpartRow>>('POST', 'admin_counterpart/queryPage', {
      token: admin,
      body: { current: 1, size: 50, seriousDishonest: true },
    });
    expect(dishonest.body.result.records.map((r) => r.name).sort()).toEqual(['杭州宏远市政工程有限公司', '温州瑞丰建材贸易有限公司'].sort());

    const rated = await server.call<Page<CounterpartRow>>('POST', 'admin_counterpart/queryPage', { token: admin, body: { creditRating: 'C', size: 50 } });
    expect(rated.body.result.records.length).toBeGreaterThan(0);
    expect(rated.body.result.records.every((r) => r.creditRating === 'C')).toBe(true);

    const kw = await server.call<Page<CounterpartRow>>('POST', 'admin_counterpart/queryPage', { token: admin, body: { keyword: '之江建设' } });
    expect(kw.body.result.records.map((r) => r.name)).toEqual(['浙江之江建设集团有限公司']);
    expect(kw.body.result.records[0]!.userCount).toBeGreaterThanOrEqual(1);

    const sorted = await server.call<Page<CounterpartRow>>('POST', 'admin_counterpart/queryPage', {
      token: admin,
      body: { size: 50, sortField: 'creditCode', sortOrder: 'ascend' },
    });
    const codes = sorted.body.result.records.map((r) => r.creditCode);
    expect(codes).toEqual([...codes].sort());
  });

  it('refuses a clerk (403) on every call', async () => {
    for (const [method, path, body] of [
      ['POST', 'admin_counterpart/queryPage', {}],
      ['POST', 'admin_counterpart/add', { name: 'x', creditCode: code('MA2B30001') }],
      ['PUT', 'admin_counterpart/edit', { id: 1, seriousDishonest: true }],
      ['POST', 'admin_company_user/queryPage', {}],
      ['PUT', 'admin_company_user/enable', { userId: 1 }],
    ] as const) {
      const r = await server.call(method, path, { token: clerk, body });
      expect(r.status, path).toBe(403);
      expect(r.body.code, path).toBe(403);
    }
    const del = await server.call('DELETE', 'admin_counterpart/del', { token: clerk, query: { id: 1 } });
    expect(del.status).toBe(403);
    const [c1] = await server.db.select().from(counterparts).where(eq(counterparts.id, 1));
    expect(c1).toBeDefined();
  });

  it('adds, shows the detail, edits and deletes a counterpart', async () => {
    const creditCode = code('MA2B30002');
    const add = await server.call<CounterpartRow>('POST', 'admin_counterpart/add', {
      token: admin,
      body: { name: '杭州测试工程有限公司', creditCode: creditCode.toLowerCase(), legalRepresentative: '张三', contactPhone: '0571-88886666', creditRating: 'B' },
    });
    expect(add.body.code).toBe(200);
    expect(add.body.result).toMatchObject({ name: '杭州测试工程有限公司', creditCode, creditRating: 'B', seriousDishonest: false, contractCount: 0, userCount: 0 });
    const id = add.body.result.id;

    const detail = await server.call<CounterpartDetail>('GET', 'admin_counterpart/detail', { token: admin, query: { id } });
    expect(detail.body.result).toMatchObject({ id, users: [], contractCount: 0 });

    const edit = await server.call<CounterpartRow>('PUT', 'admin_counterpart/edit', { token: admin, body: { id, contactName: '李四', creditRating: 'D' } });
    expect(edit.body.result).toMatchObject({ contactName: '李四', creditRating: 'D', legalRepresentative: '张三' });

    const del = await server.call('DELETE', 'admin_counterpart/del', { token: admin, query: { id } });
    expect(del.body.code).toBe(200);
    const gone = await server.call('GET', 'admin_counterpart/detail', { token: admin, query: { id } });
    expect(gone.body.code).toBe(500);
  });

  it('validates (501) the credit code check digit and other fields; nothing is written', async () => {
    const before = await countCounterparts();
    const bad = await server.call<{ fields: { path: string }[] }>('POST', 'admin_counterpart/add', {
      token: admin,
      body: { name: '坏代码公司', creditCode: wrongCheck(code('MA2B30003')) },
    });
    expect(bad.body.code).toBe(501);
    expect(bad.body.result.fields.map((f) => f.path)).toContain('body.creditCode');

    const more = await server.call<{ fields: { path: string }[] }>('POST', 'admin_counterpart/add', {
      token: admin,
      body: { name: '', creditCode: code('MA2B30004'), creditRating: 'E', contactPhone: 'call me' },
    });
    expect(more.body.code).toBe(501);
    expect(more.body.result.fields.map((f) => f.path)).toEqual(expect.arrayContaining(['body.name', 'body.creditRating', 'body.contactPhone']));

    const editBad = await server.call('PUT', 'admin_counterpart/edit', { token: admin, body: { id: 1, creditCode: wrongCheck(code('MA2B30005')) } });
    expect(editBad.body.code).toBe(501);
    expect(await countCounterparts()).toBe(before);
  });

  it('refuses a duplicate credit code (500) on add and edit; nothing changes', async () => {
    const [first, second] = await server.db.select().from(counterparts).orderBy(counterparts.id).limit(2);
    const before = await countCounterparts();
    const dup = await server.call('POST', 'admin_counterpart/add', { token: admin, body: { name: '重复公司', creditCode: first!.creditCode } });
    expect(dup.body.code).toBe(500);
    expect(dup.body.message).toContain('相对方已存在');
    expect(await countCounterparts()).toBe(before);

    const dupEdit = await server.call('PUT', 'admin_counterpart/edit', { token: admin, body: { id: second!.id, creditCode: first!.creditCode, name: '改名' } });
    expect(dupEdit.body.code).toBe(500);
    const [after] = await server.db.select().from(counterparts).where(eq(counterparts.id, second!.id));
    expect(after).toEqual(second);
  });

  it('refuses to delete a counterpart with contracts or users (500); it stays', async () => {
    const [withContracts] = await server.db.selectDistinct({ id: contractParties.counterpartId }).from(contractParties).where(isNotNull(contractParties.counterpartId)).limit(1);
    const r = await server.call('DELETE', 'admin_counterpart/del', { token: admin, query: { id: withContracts!.id! } });
    expect(r.body.code).toBe(500);
    expect(r.body.message).toMatch(/份合同/);
    expect(await server.db.select().from(counterparts).where(eq(counterparts.id, withContracts!.id!))).toHaveLength(1);

    const add = await server.call<CounterpartRow>('POST', 'admin_counterpart/add', { token: admin, body: { name: '只有用户的公司', creditCode: code('MA2B30006') } });
    const cpId = add.body.result.id;
    const u = await server.call<CompanyUserRow>('POST', 'admin_company_user/add', {
      token: admin,
      body: { username: 'onlyuser1', realName: '王五', mobile: '13911110001', counterpartId: cpId, password: 'Strong#2026' },
    });
    expect(u.body.code).toBe(200);
    const refusedDel = await server.call('DELETE', 'admin_counterpart/del', { token: admin, query: { id: cpId } });
    expect(refusedDel.body.code).toBe(500);
    expect(refusedDel.body.message).toContain('1 名用户');
    expect(await server.db.select().from(counterparts).where(eq(counterparts.id, cpId))).toHaveLength(1);
  });

  it('turns the contracts of a counterpart put on the serious-dishonesty list red, and back', async () => {
    // A counterpart not on the list with a contract in force that is not red.
    const [row] = await server.db
      .select({ counterpartId: contractParties.counterpartId, contractId: contracts.id, riskCode: contracts.riskCode, version: contracts.version })
      .from(contractParties)
      .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
      .innerJoin(counterparts, eq(counterparts.id, contractParties.counterpartId))
      .where(and(eq(counterparts.seriousDishonest, false), notInArray(contracts.status, [...RISK_FREE_STATUSES]), inArray(contracts.riskCode, ['green', 'yellow'])))
      .limit(1);
    expect(row).toBeDefined();
    const on = await server.call<CounterpartRow>('PUT', 'admin_counterpart/edit', { token: admin, body: { id: row!.counterpartId!, seriousDishonest: true } });
    expect(on.body.code).toBe(200);
    expect(on.body.result.seriousDishonest).toBe(true);
    const [red] = await server.db.select({ riskCode: contracts.riskCode, version: contracts.version }).from(contracts).where(eq(contracts.id, row!.contractId));
    expect(red).toEqual({ riskCode: 'red', version: row!.version });

    const off = await server.call('PUT', 'admin_counterpart/edit', { token: admin, body: { id: row!.counterpartId!, seriousDishonest: false } });
    expect(off.body.code).toBe(200);
    const [back] = await server.db.select({ riskCode: contracts.riskCode }).from(contracts).where(eq(contracts.id, row!.contractId));
    expect(back!.riskCode).toBe(row!.riskCode);
  });
});

describe('admin_company_user', () => {
  let cpId: number;
  beforeAll(async () => {
    const add = await server.call<CounterpartRow>('POST', 'admin_counterpart/add', { token: admin, body: { name: '用户测试公司', creditCode: code('MA2B30007') } });
    cpId = add.body.result.id;
  });

  it('lists company users only, filtered by counterpart', async () => {
    const r = await server.call<Page<CompanyUserRow>>('POST', 'admin_company_user/queryPage', { token: admin, body: { size: 100 } });
    expect(r.body.code).toBe(200);
    expect(r.body.result.records.map((u) => u.username)).toContain('company');
    expect(r.body.result.records.map((u) => u.username)).not.toContain('admin');
    const company = r.body.result.records.find((u) => u.username === 'company')!;
    const byCp = await server.call<Page<CompanyUserRow>>('POST', 'admin_company_user/queryPage', { token: admin, body: { counterpartId: company.counterpartId } });
    expect(byCp.body.result.records.every((u) => u.counterpartId === company.counterpartId)).toBe(true);
    expect(byCp.body.result.records[0]!.counterpartName).toBe('浙江之江建设集团有限公司');
  });

  it('adds a user who signs in on the company base; disable ends the session; reset password; delete', async () => {
    const weak = await server.call<{ fields: { path: string }[] }>('POST', 'admin_company_user/add', {
      token: admin,
      body: { username: 'cpuser1', realName: '赵六', mobile: '13911110002', counterpartId: cpId, password: 'password' },
    });
    expect(weak.body.code).toBe(501);
    expect(weak.body.result.fields.map((f) => f.path)).toContain('body.password');

    const add = await server.call<CompanyUserRow>('POST', 'admin_company_user/add', {
      token: admin,
      body: { username: 'cpuser1', realName: '赵六', mobile: '13911110002', counterpartId: cpId, password: 'Strong#2026' },
    });
    expect(add.body.result).toMatchObject({ username: 'cpuser1', enabled: true, pending: false, counterpartId: cpId, counterpartName: '用户测试公司' });
    const userId = add.body.result.userId;

    const dup = await server.call('POST', 'admin_company_user/add', {
      token: admin,
      body: { username: 'cpuser1', realName: '赵六', mobile: '13911110003', counterpartId: cpId, password: 'Strong#2026' },
    });
    expect(dup.body.code).toBe(500);

    const login = await server.call<{ token: string }>('POST', '/api/company/admin_sys_user/login', { query: { username: 'cpuser1', password: 'Strong#2026' } });
    expect(login.body.code).toBe(200);
    const token = login.body.result.token;
    const info = await server.call<{ userType: string }>('GET', '/api/company/sys_user/getLoginUserInfo', { token });
    expect(info.body.result.userType).toBe('company');

    const edit = await server.call<CompanyUserRow>('PUT', 'admin_company_user/edit', { token: admin, body: { userId, realName: '赵六六', email: 'z6@example.com' } });
    expect(edit.body.result).toMatchObject({ realName: '赵六六', email: 'z6@example.com' });

    const disable = await server.call<CompanyUserRow>('PUT', 'admin_company_user/disable', { token: admin, body: { userId } });
    expect(disable.body.result.enabled).toBe(false);
    const after = await server.call('GET', '/api/company/sys_user/getLoginUserInfo', { token });
    expect(after.status).toBe(401);
    const refusedLogin = await server.call('POST', '/api/company/admin_sys_user/login', { query: { username: 'cpuser1', password: 'Strong#2026' } });
    expect(refusedLogin.body.code).toBe(500);

    await server.call('PUT', 'admin_company_user/enable', { token: admin, body: { userId } });
    const reset = await server.call<{ password: string }>('PUT', 'admin_company_user/resetPassword', { token: admin, body: { userId } });
    expect(reset.body.code).toBe(200);
    const old = await server.call('POST', '/api/company/admin_sys_user/login', { query: { username: 'cpuser1', password: 'Strong#2026' } });
    expect(old.body.code).toBe(500);
    const fresh = await server.call('POST', '/api/company/admin_sys_user/login', { query: { username: 'cpuser1', password: reset.body.result.password } });
    expect(fresh.body.code).toBe(200);

    const del = await server.call('DELETE', 'admin_company_user/del', { token: admin, query: { userId } });
    expect(del.body.code).toBe(200);
    expect(await server.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
  });

  it('does not act on staff users (500 not found) and changes nothing', async () => {
    const [clerkUser] = await server.db.select().from(users).where(eq(users.username, 'clerk'));
    for (const [method, path] of [
      ['PUT', 'admin_company_user/disable'],
      ['PUT', 'admin_company_user/resetPassword'],
      ['PUT', 'admin_company_user/edit'],
    ] as const) {
      const r = await server.call(method, path, { token: admin, body: { userId: clerkUser!.id, realName: 'x' } });
      expect(r.body.code, path).toBe(500);
    }
    const del = await server.call('DELETE', 'admin_company_user/del', { token: admin, query: { userId: clerkUser!.id } });
    expect(del.body.code).toBe(500);
    const [again] = await server.db.select().from(users).where(eq(users.id, clerkUser!.id));
    expect(again).toEqual(clerkUser);
  });

  it('shows a self-registration as pending and approves it with enable', async () => {
    const creditCode = code('MA2B30008');
    const reg = await server.call('POST', 'admin_sys_user/register', {
      headers: { 'x-forwarded-for': '127.0.9.9' },
      body: { username: 'pending1', email: 'p1@example.com', mobile: '13911110004', password: 'Reg!ster2026', companyName: '待审公司', creditCode },
    });
    expect(reg.body.code).toBe(200);
    const pending = await server.call<Page<CompanyUserRow>>('POST', 'admin_company_user/queryPage', { token: admin, body: { status: 'pending' } });
    const row = pending.body.result.records.find((u) => u.username === 'pending1');
    expect(row).toMatchObject({ pending: true, enabled: false, counterpartName: '待审公司' });
    expect(pending.body.result.records.every((u) => u.pending)).toBe(true);

    const approve = await server.call<CompanyUserRow>('PUT', 'admin_company_user/enable', { token: admin, body: { userId: row!.userId } });
    expect(approve.body.result).toMatchObject({ enabled: true, pending: false });
    const login = await server.call('POST', '/api/company/admin_sys_user/login', { query: { username: 'pending1', password: 'Reg!ster2026' } });
    expect(login.body.code).toBe(200);
  });
});
