/**
 * User administration (server/modules/users-admin): enable/disable, resetPassword, roleOptions,
 * export, importTemplate and import; the self and last-administrator refusals of del/disable; the
 * data scope of a unit-scoped user manager.
 */
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles, sessions, units, userRoles, users } from '../../server/db/schema';
import type { Page } from '../../src/domain/envelope';
import type { AddByMobileResult, UserRow } from '../../src/domain/system';
import type { ResetPasswordResult, RoleOption, UserImportResult } from '../../src/domain/user-admin';
import { startTestServer, type TestServer } from './harness';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PASSWORD = 'Manager@2026';

let server: TestServer;
let adminToken: string;
let clerkToken: string;
let finance: number; // 杭州市财政局
let transport: number; // 杭州市交通运输局
let clerkRoleId: number;

async function unitId(unitName: string): Promise<number> {
  const [u] = await server.db.select({ id: units.id }).from(units).where(eq(units.unitName, unitName));
  if (!u) throw new Error(`no demo unit ${unitName}`);
  return u.id;
}

async function userRow(userId: number) {
  const [u] = await server.db.select().from(users).where(eq(users.id, userId));
  return u;
}

const sessionCount = async (userId: number) =>
  Number((await server.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n);
const userCount = async () => Number((await server.db.select({ n: count() }).from(users))[0]!.n);

let mobileSeq = 0;
const newMobile = () => `1380000${String(2000 + ++mobileSeq).padStart(4, '0')}`;

async function addUser(unitIdList: number[], extra: Record<string, unknown> = {}) {
  const body = { mobile: newMobile(), realName: '管理测试', unitIdList, roleIdList: [clerkRoleId], password: PASSWORD, ...extra };
  const r = await server.call<AddByMobileResult>('POST', 'admin_sys_user/addByMobile', { token: adminToken, body });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

/** A new role with every sysUser action and the given scope, held by a new user of `unitIdList`. */
async function managerWithScope(dataScope: 'unit' | 'all', unitIdList: number[]) {
  const [role] = await server.db
    .insert(roles)
    .values({ code: `mgr-${dataScope}-${mobileSeq}`, name: `用户管理员-${dataScope}-${mobileSeq}`, dataScope })
    .returning({ id: roles.id });
  await server.db.insert(rolePermissions).values({
    roleId: role!.id,
    permissionId: 'sysUser',
    actionList: ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'],
  });
  const u = await addUser(unitIdList, { roleIdList: [] });
  await server.db.insert(userRoles).values({ userId: u.userId, roleId: role!.id });
  return { ...u, token: await server.login(u.username, PASSWORD) };
}

async function xlsxOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(data: Buffer, name = 'users.xlsx', token = adminToken) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: XLSX }), name);
  return server.call<UserImportResult>('POST', 'admin_sys_user/import', { token, body: form });
}

async function download(apiPath: string, token: string, query: Record<string, string | number> = {}) {
  const url = new URL(`/api/admin/${apiPath}`, server.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await fetch(url, { headers: { access_token: token } });
  return { res, data: Buffer.from(await res.arrayBuffer()) };
}

async function sheetRows(data: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ExcelJS.Buffer);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.login('admin');
  clerkToken = await server.login('clerk');
  finance = await unitId('杭州市财政局');
  transport = await unitId('杭州市交通运输局');
  const [clerkRole] = await server.db.select().from(roles).where(eq(roles.code, 'clerk'));
  clerkRoleId = clerkRole!.id;
});

afterAll(async () => {
  await server?.close();
});

describe('enable / disable', () => {
  it('disabling ends the sessions and blocks sign-in; enabling lets the user back in', async () => {
    const u = await addUser([finance]);
    const token = await server.login(u.username, PASSWORD);
    expect(await sessionCount(u.userId)).toBe(1);
    const off = await server.call<UserRow>('PUT', 'admin_sys_user/disable', { token: adminToken, body: { userId: u.userId } });
    expect(off.body.code, off.body.message).toBe(200);
    expect(off.body.result.enabled).toBe(false);
    expect(await sessionCount(u.userId)).toBe(0);
    expect((await server.call('GET', 'sys_user/getLoginUserInfo', { token })).status).toBe(401);
    await expect(server.login(u.username, PASSWORD)).rejects.toThrow();
    const disabledList = await server.call<Page<UserRow>>('GET', 'admin_sys_user/getQueryPageUnitList', {
      token: adminToken,
      query: { status: 'disabled', size: 200 },
    });
    expect(disabledList.body.result.records.map((r) => r.userId)).toContain(u.userId);
    expect(disabledList.body.result.records.every((r) => !r.enabled)).toBe(true);

    const on = await server.call<UserRow>('PUT', 'admin_sys_user/enable', { token: adminToken, body: { userId: u.userId } });
    expect(on.body.result.enabled).toBe(true);
    expect(await server.login(u.username, PASSWORD)).toBeTruthy();
  });

  it('refuses disabling yourself and the last administrator, changing nothing', async () => {
    const admin = (await server.db.select().from(users).where(eq(users.username, 'admin')))[0]!;
    const self = await server.call('PUT', 'admin_sys_user/disable', { token: adminToken, body: { userId: admin.id } });
    expect(self.body.code).toBe(500);
    expect(self.body.message).toBe('不能停用当前登录的账号');
    // Someone else with a role of scope 'all' (not the administrator role) tries the last administrator.
    const ops = await managerWithScope('all', [finance]);
    const last = await server.call('PUT', 'admin_sys_user/disable', { token: ops.token, body: { userId: admin.id } });
    expect(last.body.code).toBe(500);
    expect(last.body.message).toBe('不能删除、停用或撤销最后一名超级管理员');
    const del = await server.call('DELETE', 'admin_sys_user/del', { token: ops.token, query: { userId: admin.id } });
    expect(del.body.code).toBe(500);
    expect(del.body.message).toBe('不能删除、停用或撤销最后一名超级管理员');
    const viaEdit = await server.call('PUT', 'admin_sys_user/edit', { token: ops.token, body: { userId: admin.id, enabled: false } });
    expect(viaEdit.body.code).toBe(500);
    expect((await userRow(admin.id))?.enabled).toBe(true);
    expect(await sessionCount(admin.id)).toBeGreaterThan(0);
  });

  it('refuses deleting yourself', async () => {
    const admin = (await server.db.select().from(users).where(eq(users.username, 'admin')))[0]!;
    const r = await server.call('DELETE', 'admin_sys_user/del', { token: adminToken, query: { userId: admin.id } });
    expect(r.body.code).toBe(500);
    expect(r.body.message).toBe('不能删除当前登录的账号');
    expect(await userRow(admin.id)).toBeTruthy();
  });

  it('answers 501 for a bad id and 500 for an unknown user', async () => {
    const bad = await server.call<{ fields: { path: string }[] }>('PUT', 'admin_sys_user/disable', { token: adminToken, body: { userId: 'x' } });
    expect(bad.body.code).toBe(501);
    expect(bad.body.result.fields.map((f) => f.path)).toContain('body.userId');
    const unknown = await server.call('PUT', 'admin_sys_user/enable', { token: adminToken, body: { userId: 999999 } });
    expect(unknown.body.code).toBe(500);
  });
});

describe('resetPassword', () => {
  it('sets a random password shown once, ends the sessions, and the old password stops working', async () => {
    const u = await addUser([finance]);
    const token = await server.login(u.username, PASSWORD);
    const before = (await userRow(u.userId))!.passwordHash;
    const r = await server.call<ResetPasswordResult>('PUT', 'admin_sys_user/resetPassword', { token: adminToken, body: { userId: u.userId } });
    expect(r.body.code, r.body.message).toBe(200);
    const { password } = r.body.result;
    expect(password).toMatch(/^.{12}$/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/\d/);
    const after = (await userRow(u.userId))!.passwordHash;
    expect(after).not.toBe(before);
    expect(after.startsWith('scrypt$')).toBe(true);
    expect(after).not.toContain(password);
    expect((await server.call('GET', 'sys_user/getLoginUserInfo', { token })).status).toBe(401);
    await expect(server.login(u.username, PASSWORD)).rejects.toThrow();
    expect(await server.login(u.username, password)).toBeTruthy();
  });
});

describe('permission (clerk: no system permissions)', () => {
  it('answers 403 for every call and changes nothing', async () => {
    const u = await addUser([finance]);
    const n = await userCount();
    for (const [method, path] of [
      ['PUT', 'admin_sys_user/enable'],
      ['PUT', 'admin_sys_user/disable'],
      ['PUT', 'admin_sys_user/resetPassword'],
    ] as const) {
      const r = await server.call(method, path, { token: clerkToken, body: { userId: u.userId } });
      expect(r.status, path).toBe(403);
      expect(r.body.code).toBe(403);
    }
    expect((await server.call('GET', 'admin_sys_user/roleOptions', { token: clerkToken })).status).toBe(403);
    expect((await download('admin_sys_user/export', clerkToken)).res.status).toBe(403);
    expect((await download('admin_sys_user/importTemplate', clerkToken)).res.status).toBe(403);
    const data = await xlsxOf([['手机号', '姓名', '所属单位'], [newMobile(), '甲', '杭州市财政局']]);
    expect((await upload(data, 'u.xlsx', clerkToken)).status).toBe(403);
    expect(await userCount()).toBe(n);
    expect((await userRow(u.userId))?.enabled).toBe(true);
  });
});

describe('data scope (a unit-scoped user manager of 杭州市财政局)', () => {
  it('reaches users of its subtree only, and no role of scope all', async () => {
    const mgr = await managerWithScope('unit', [finance]);
    const inside = await addUser([finance]);
    const outside = await addUser([transport]);
    const off = await server.call('PUT', 'admin_sys_user/disable', { token: mgr.token, body: { userId: inside.userId } });
    expect(off.body.code, off.body.message).toBe(200);
    const refused = await server.call('PUT', 'admin_sys_user/disable', { token: mgr.token, body: { userId: outside.userId } });
    expect(refused.body.code).toBe(500);
    expect(refused.body.message).toBe('超出您的数据权限范围');
    expect((await userRow(outside.userId))?.enabled).toBe(true);
    const reset = await server.call('PUT', 'admin_sys_user/resetPassword', { token: mgr.token, body: { userId: outside.userId } });
    expect(reset.body.code).toBe(500);

    const options = await server.call<RoleOption[]>('GET', 'admin_sys_user/roleOptions', { token: mgr.token });
    expect(options.body.result.length).toBeGreaterThan(0);
    expect(options.body.result.every((o) => o.dataScope !== 'all')).toBe(true);
    const adminOptions = await server.call<RoleOption[]>('GET', 'admin_sys_user/roleOptions', { token: adminToken });
    expect(adminOptions.body.result.some((o) => o.code === 'admin')).toBe(true);

    const { data } = await download('admin_sys_user/export', mgr.token);
    const rows = await sheetRows(data);
    const ids = rows.slice(1).map((r) => r[0]);
    expect(ids).toContain(inside.userId);
    expect(ids).not.toContain(outside.userId);

    const file = await xlsxOf([['手机号', '姓名', '所属单位'], [newMobile(), '越权', '杭州市交通运输局']]);
    const n = await userCount();
    const imp = await upload(file, 'u.xlsx', mgr.token);
    expect(imp.body.code).toBe(501);
    expect(JSON.stringify(imp.body.result)).toContain('row 2.units');
    expect(await userCount()).toBe(n);
  });
});

describe('export and template', () => {
  it('exports the filtered list as xlsx', async () => {
    const u = await addUser([transport], { realName: '导出专用' });
    const { res, data } = await download('admin_sys_user/export', adminToken, { keyword: '导出专用' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toContain('.xlsx');
    const rows = await sheetRows(data);
    expect(rows[0]).toEqual(['用户ID', '用户名', '姓名', '手机号', '邮箱', '用户类型', '状态', '所属单位', '角色', '创建时间']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 3)).toEqual([u.userId, u.username, '导出专用']);
    expect(rows[1]![7]).toBe('杭州市交通运输局');
    const byUnit = await sheetRows((await download('admin_sys_user/export', adminToken, { unitId: finance })).data);
    expect(byUnit.slice(1).map((r) => r[0])).not.toContain(u.userId);
    const bad = await server.call<{ fields: { path: string }[] }>('GET', 'admin_sys_user/export', { token: adminToken, query: { status: 'maybe' } });
    expect(bad.body.code).toBe(501);
    expect(bad.body.result.fields.map((f) => f.path)).toContain('querystring.status');
  });

  it('serves the import template as a link with a ticket (never the session token)', async () => {
    const { ticket } = await server.ticket(adminToken, { purpose: 'link', path: 'admin_sys_user/importTemplate' });
    const res = await fetch(new URL(`/api/admin/admin_sys_user/importTemplate?ticket=${encodeURIComponent(ticket)}`, server.url));
    expect(res.status).toBe(200);
    expect((await fetch(new URL(`/api/admin/admin_sys_user/importTemplate?token=${adminToken}`, server.url))).status).toBe(401);
    const rows = await sheetRows(Buffer.from(await res.arrayBuffer()));
    expect(rows[0]).toEqual(['手机号', '姓名', '所属单位', '角色', '用户名', '邮箱', '初始密码']);
  });
});

describe('import', () => {
  it('imports a 2-row file: memberships (first current), roles, generated password shown once', async () => {
    const [m1, m2] = [newMobile(), newMobile()];
    const file = await xlsxOf([
      ['手机号', '*姓名', '所属单位', '角色', '用户名', '邮箱', '初始密码'],
      [m1, '导入一', '杭州市交通运输局、杭州市财政局', '单位经办人', 'import_one', 'one@example.com', 'Import@2026'],
      [m2, '导入二', '杭州市财政局', null, null, null, null],
    ]);
    const r = await upload(file);
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result.imported).toBe(2);
    const [one, two] = r.body.result.users;
    expect(one).toMatchObject({ row: 2, username: 'import_one', realName: '导入一' });
    expect(one!.initialPassword).toBeUndefined();
    expect(two).toMatchObject({ row: 3, username: m2 });
    expect(two!.initialPassword).toMatch(/^.{12}$/);
    const first = (await userRow(one!.userId))!;
    expect(first.currentUnitId).toBe(transport);
    expect(first.mobile).toBe(m1);
    expect(await server.login('import_one', 'Import@2026')).toBeTruthy();
    expect(await server.login(m2, two!.initialPassword)).toBeTruthy();
    const roleRows = await server.db.select().from(userRoles).where(eq(userRoles.userId, one!.userId));
    expect(roleRows.map((x) => x.roleId)).toEqual([clerkRoleId]);
  });

  it('refuses the whole file when any row is wrong, listing every error by row', async () => {
    const dup = newMobile();
    const file = await xlsxOf([
      ['手机号', '姓名', '所属单位', '角色'],
      [dup, '好行', '杭州市财政局', null],
      ['123', '坏手机', '杭州市财政局', null],
      [dup, '重复', '没有这个单位', '没有这个角色'],
      [newMobile(), null, '杭州市财政局', null],
    ]);
    const n = await userCount();
    const r = await upload(file);
    expect(r.body.code).toBe(501);
    expect(r.body.message).toBe('导入文件有 6 处错误，未导入任何用户，请修改后重新导入');
    const result = r.body.result as unknown as { total: number; fields: { path: string; message: string }[] };
    expect(result.total).toBe(6);
    expect(result.fields.map((f) => f.path)).toEqual([
      'row 3.mobile',
      'row 4.mobile',
      'row 4.username', // the default username, the mobile, repeats too
      'row 4.units',
      'row 4.roles',
      'row 5.realName',
    ]);
    expect(result.fields[1]!.message).toContain('also in row 2');
    expect(result.fields[5]!.message).toBe('required');
    expect(await userCount()).toBe(n);
  });

  it('answers 501 for a missing column, a non-xlsx file and an empty sheet', async () => {
    const noUnits = await upload(await xlsxOf([['手机号', '姓名'], [newMobile(), '甲']]));
    expect(noUnits.body.code).toBe(501);
    expect(JSON.stringify(noUnits.body.result)).toContain('header.units');
    const txt = await upload(Buffer.from('hello'), 'users.txt');
    expect(txt.body.code).toBe(501);
    const empty = await upload(await xlsxOf([['手机号', '姓名', '所属单位']]));
    expect(empty.body.code).toBe(501);
    expect(empty.body.message).toBe('导入文件中没有用户数据');
  });
});
