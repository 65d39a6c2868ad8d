/**
 * 等保 2.0 level 3 administration (issue 18; docs/security.md):
 * - 三员分立: the system, security and audit administrators (demo accounts sysadmin, secadmin,
 *   auditor) each reach only their duty, and no grant gives one person two duties;
 * - the security audit records of administration (before -> after), exports, downloads, share links
 *   and wall publishing, and of refused changes;
 * - the audit administrator's calls: the filtered page, the Excel export, the chain check (which
 *   finds a tampered record), none of which changes a record;
 * - retention: records past the retention period are moved to a file and the chain still verifies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, files, roles, screens, securityAudit, users } from '../../server/db/schema';
import { archiveAuditLog, verifyArchiveFile } from '../../server/modules/audit/archive';
import { appendAudit, auditHash, readAnchor, verifyAuditChain } from '../../server/security/audit-chain';
import { ANONYMOUS_PER_MINUTE, anonymousRefusal } from '../../server/security/audit-record';
import type { AuditRow, AuditVerify } from '../../src/domain/audit';
import type { Page } from '../../src/domain/envelope';
import type { RoleDetail } from '../../src/domain/role';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const tokens: Record<string, string> = {};

async function roleId(code: string): Promise<number> {
  const [row] = await server.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  return row!.id;
}

type AuditRecord = typeof securityAudit.$inferSelect;

/** The records written since `afterId` that `which` keeps, oldest first, once there are `count`. */
async function recordsAfter(afterId: number, count = 1, which: (r: AuditRecord) => boolean = () => true) {
  const read = async () => (await server.db.select().from(securityAudit).where(gt(securityAudit.id, afterId)).orderBy(asc(securityAudit.id))).filter(which);
  await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(count);
  return read();
}
async function lastId(): Promise<number> {
  const [row] = await server.db.select({ id: securityAudit.id }).from(securityAudit).orderBy(desc(securityAudit.id)).limit(1);
  return row?.id ?? 0;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'sysadmin', 'secadmin', 'auditor', 'clerk']) tokens[name] = await server.login(name);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('三员分立: each administrator reaches their duty only', () => {
  const reach = async (token: string, method: 'GET' | 'POST', p: string, body?: unknown) =>
    (await server.call(method, p, { token, ...(body !== undefined ? { body } : {}) })).status;

  it('the system administrator manages users and units, not roles or the audit log', async () => {
    const t = tokens.sysadmin!;
    expect(await reach(t, 'GET', 'admin_sys_user/getQueryPageUnitList')).toBe(200);
    expect(await reach(t, 'GET', 'admin_sys_unit/getTreeList')).toBe(200);
    expect(await reach(t, 'GET', 'admin_sys_menu/getTreeList')).toBe(200);
    expect(await reach(t, 'POST', 'admin_sys_role/queryPage', {})).toBe(403);
    expect(await reach(t, 'POST', 'admin_security_audit/queryPage', {})).toBe(403);
  });

  it('the security administrator manages roles, not users or the audit log', async () => {
    const t = tokens.secadmin!;
    expect(await reach(t, 'POST', 'admin_sys_role/queryPage', {})).toBe(200);
    expect(await reach(t, 'GET', 'admin_sys_user/getQueryPageUnitList')).toBe(403);
    expect(await reach(t, 'POST', 'admin_security_audit/queryPage', {})).toBe(403);
    expect(await reach(t, 'POST', 'contract/queryPage', {})).toBe(403);
  });

  it('the audit administrator reads the audit log only', async () => {
    const t = tokens.auditor!;
    expect(await reach(t, 'POST', 'admin_security_audit/queryPage', {})).toBe(200);
    expect(await reach(t, 'POST', 'admin_sys_role/queryPage', {})).toBe(403);
    expect(await reach(t, 'GET', 'admin_sys_user/getQueryPageUnitList')).toBe(403);
    expect(await reach(t, 'POST', 'contract/queryPage', {})).toBe(403);
  });

  it('no role may hold two duties, whoever grants it', async () => {
    const mixed = await server.call<RoleDetail>('POST', 'admin_sys_role/add', {
      token: tokens.admin!,
      body: { code: 'mixed1', name: '混合管理员', dataScope: 'all', permissions: [{ permissionId: 'sysUser', actionList: ['add', 'query'] }, { permissionId: 'role', actionList: ['query'] }] },
    });
    expect(mixed.body.code).toBe(500);
    expect(mixed.body.message).toMatch(/三员分立.*混合管理员/);
    // The security administrator adding the audit log to its own role.
    const secRole = await roleId('secadmin');
    const detail = await server.call<RoleDetail>('GET', 'admin_sys_role/detail', { token: tokens.secadmin!, query: { id: secRole } });
    const grown = await server.call('PUT', 'admin_sys_role/edit', {
      token: tokens.admin!,
      body: { id: secRole, permissions: [...detail.body.result.permissions, { permissionId: 'audit', actionList: ['query'] }] },
    });
    expect(grown.body.code).toBe(500);
    // A role of one duty is fine.
    const single = await server.call<RoleDetail>('POST', 'admin_sys_role/add', {
      token: tokens.admin!,
      body: { code: 'unitAdmin', name: '单位管理员', dataScope: 'all', permissions: [{ permissionId: 'unit', actionList: ['query', 'edit'] }] },
    });
    expect(single.body.code).toBe(200);
  });

  it('no person may hold two duties through their roles, and nobody changes their own roles', async () => {
    const secadminId = await server.userId('secadmin');
    const sysadminId = await server.userId('sysadmin');
    const twoDuties = await server.call('PUT', 'admin_sys_user/edit', {
      token: tokens.sysadmin!,
      body: { userId: secadminId, roleIdList: [await roleId('secadmin'), await roleId('auditor')] },
    });
    expect(twoDuties.body.code).toBe(500);
    expect(twoDuties.body.message).toMatch(/secadmin/);
    const self = await server.call('PUT', 'admin_sys_user/edit', {
      token: tokens.sysadmin!,
      body: { userId: sysadminId, roleIdList: [await roleId('sysadmin'), await roleId('clerk')] },
    });
    expect(self.body.code).toBe(500);
    expect(self.body.message).toMatch(/自己的角色/);
    // A role holding a duty given to a holder of another duty: refused when the role grows into it.
    const unitAdmin = await roleId('unitAdmin');
    const clerkId = await server.userId('clerk');
    expect((await server.call('PUT', 'admin_sys_user/edit', { token: tokens.admin!, body: { userId: secadminId, roleIdList: [await roleId('secadmin'), unitAdmin] } })).body.code).toBe(500);
    expect((await server.call('PUT', 'admin_sys_user/edit', { token: tokens.admin!, body: { userId: clerkId, roleIdList: [await roleId('clerk'), unitAdmin] } })).body.code).toBe(200);
    // The clerk now holds the system duty (units): giving unitAdmin the audit log would give the clerk two.
    const grow = await server.call('PUT', 'admin_sys_role/edit', {
      token: tokens.admin!,
      body: { id: unitAdmin, permissions: [{ permissionId: 'unit', actionList: ['query', 'edit'] }, { permissionId: 'audit', actionList: ['query'] }] },
    });
    expect(grow.body.code).toBe(500);
    await server.call('PUT', 'admin_sys_user/edit', { token: tokens.admin!, body: { userId: clerkId, roleIdList: [await roleId('clerk')] } });
  });
});

describe('administration is recorded, before -> after', () => {
  it('a user added, edited (only what changed) and disabled', async () => {
    const from = await lastId();
    const added = await server.call<{ userId: number }>('POST', 'admin_sys_user/addByMobile', {
      token: tokens.sysadmin!,
      body: { mobile: '13900018801', realName: '审计测试', unitIdList: [(await server.db.select({ u: users.currentUnitId }).from(users).where(eq(users.username, 'clerk')))[0]!.u], roleIdList: [await roleId('clerk')] },
    });
    expect(added.body.code).toBe(200);
    const id = added.body.result.userId;
    expect((await server.call('PUT', 'admin_sys_user/edit', { token: tokens.sysadmin!, body: { userId: id, realName: '审计测试二' } })).body.code).toBe(200);
    expect((await server.call('PUT', 'admin_sys_user/disable', { token: tokens.sysadmin!, body: { userId: id } })).body.code).toBe(200);
    const rows = await recordsAfter(from, 3, (r) => r.event === 'userChange' && r.target === `user:${id}`);
    const sysadminId = await server.userId('sysadmin');
    expect(rows.map((r) => [r.userId, r.target, (r.detail as { action: string }).action])).toEqual([
      [sysadminId, `user:${id}`, 'add'],
      [sysadminId, `user:${id}`, 'edit'],
      [sysadminId, `user:${id}`, 'disable'],
    ]);
    expect(rows[0]!.detail).toMatchObject({ before: null, after: { username: '13900018801', realName: '审计测试', roles: ['clerk'], enabled: true } });
    expect(rows[1]!.detail).toEqual({ action: 'edit', before: { realName: '审计测试' }, after: { realName: '审计测试二' } });
    expect(rows[2]!.detail).toEqual({ action: 'disable', before: { enabled: true }, after: { enabled: false } });
    for (const r of rows) expect(JSON.stringify(r.detail)).not.toMatch(/scrypt|passwordHash/);
  });

  it("a role's permissions changed by the security administrator, and a refused grant as a failure", async () => {
    const from = await lastId();
    const id = await roleId('unitAdmin');
    const ok = await server.call('PUT', 'admin_sys_role/edit', {
      token: tokens.secadmin!,
      body: { id, permissions: [{ permissionId: 'unit', actionList: ['query', 'edit', 'add'] }] },
    });
    expect(ok.body.code).toBe(200);
    const bad = await server.call('PUT', 'admin_sys_role/edit', {
      token: tokens.secadmin!,
      body: { id, permissions: [{ permissionId: 'unit', actionList: ['query', 'edit'] }, { permissionId: 'role', actionList: ['query'] }] },
    });
    expect(bad.body.code).toBe(500);
    const rows = await recordsAfter(from, 2, (r) => r.event === 'roleChange' && r.target === `role:${id}`);
    expect(rows[0]).toMatchObject({
      outcome: 'success',
      username: 'secadmin',
      target: `role:${id}`,
      detail: { action: 'edit', before: { permissions: ['unit: edit,query'] }, after: { permissions: ['unit: add,edit,query'] } },
    });
    expect(rows[1]).toMatchObject({ outcome: 'failure', target: `role:${id}`, detail: { action: 'edit', code: 500, message: expect.stringMatching(/三员分立/) } });
  });

  it('menus and units changed; exports, downloads, share links and a wall saved', async () => {
    const from = await lastId();
    const admin = tokens.admin!;
    const menu = await server.call<{ id: number }>('POST', 'admin_sys_menu/add', { token: admin, body: { title: '审计测试菜单', type: 0 } });
    expect(menu.body.code).toBe(200);
    await server.call('PUT', 'admin_sys_menu/edit', { token: admin, body: { id: menu.body.result.id, title: '审计测试菜单二' } });
    await server.call('DELETE', 'admin_sys_menu/del', { token: admin, query: { id: menu.body.result.id } });
    const [unit] = await server.db.select({ id: users.currentUnitId }).from(users).where(eq(users.username, 'leader'));
    await server.call('PUT', 'admin_sys_unit/edit', { token: admin, body: { id: unit!.id, sort: 77 } });
    const exported = await fetch(`${server.url}/api/admin/contract/export`, {
      method: 'POST',
      headers: { access_token: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ keyword: '采购' }),
    });
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();
    const [file] = await server.db.select({ id: files.id }).from(files).where(eq(files.isDel, false)).limit(1);
    const download = await fetch(`${server.url}/api/admin/sys_files/downloadFile/${file!.id}`, { headers: { access_token: admin } });
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    const [contract] = await server.db.select({ id: contracts.id }).from(contracts).limit(1);
    const link = await server.call<{ id: number }>('POST', 'contract/share/create', { token: admin, body: { contractId: contract!.id, audience: 'unit', days: 7 } });
    expect(link.body.code).toBe(200);
    const day = await server.call('POST', 'sys_calendar/save', { token: admin, body: { date: '2031-05-06', kind: 'holiday', name: '审计测试假日' } });
    expect(day.body.code).toBe(200);
    const [screen] = await server.db.select().from(screens).limit(1);
    const saved = await server.call('POST', 'screen/save', { token: admin, body: { id: screen!.id, version: screen!.version, body: screen!.body } });
    expect(saved.body.code).toBe(200);
    const rows = await recordsAfter(from, 9);
    const of = (event: string) => rows.filter((r) => r.event === event);
    expect(of('menuChange').map((r) => (r.detail as { action: string }).action)).toEqual(['add', 'edit', 'delete']);
    expect(of('menuChange')[1]!.detail).toMatchObject({ before: { title: '审计测试菜单' }, after: { title: '审计测试菜单二' } });
    expect(of('menuChange')[2]!.detail).toMatchObject({ before: { title: '审计测试菜单二' }, after: null });
    expect(of('unitChange')[0]).toMatchObject({ target: `unit:${unit!.id}`, detail: { action: 'edit', after: { sort: 77 } } });
    expect(of('export')[0]).toMatchObject({ username: 'admin', target: 'contracts', detail: { action: 'export', filters: { keyword: '采购' } } });
    expect(of('download')[0]).toMatchObject({ username: 'admin', target: `file:${file!.id}`, detail: { action: 'download' } });
    expect(of('shareLink')[0]).toMatchObject({ detail: { action: 'create', link: { contractId: contract!.id, audience: 'unit', days: 7 } } });
    // The link's token is a secret: never in the record.
    expect(JSON.stringify(of('shareLink')[0])).not.toMatch(/token/i);
    expect(of('configChange')[0]).toMatchObject({ target: 'calendar', detail: { action: 'save', day: { date: '2031-05-06', kind: 'holiday', name: '审计测试假日' } } });
    expect(of('screenPublish')[0]).toMatchObject({ target: `screen:${screen!.id}`, detail: { action: 'save', before: { version: screen!.version }, after: { version: screen!.version + 1 } } });
  });
});

describe("the audit administrator's page", () => {
  it('filters by event, outcome and user; never shows more than asked', async () => {
    const page = await server.call<Page<AuditRow>>('POST', 'admin_security_audit/queryPage', {
      token: tokens.auditor!,
      body: { event: 'roleChange', outcome: 'failure', user: 'secadmin', current: 1, size: 50 },
    });
    expect(page.body.code).toBe(200);
    expect(page.body.result.total).toBeGreaterThanOrEqual(1);
    for (const r of page.body.result.records) expect(r).toMatchObject({ event: 'roleChange', outcome: 'failure', username: 'secadmin', realName: expect.any(String), unitName: expect.any(String) });
    const bad = await server.call('POST', 'admin_security_audit/queryPage', { token: tokens.auditor!, body: { event: 'dropTable', from: 'yesterday' } });
    expect(bad.body.code).toBe(501);
  });

  it('exports the filtered records to Excel, and the export is itself recorded', async () => {
    const from = await lastId();
    const { ticket } = await server.ticket(tokens.auditor!, { purpose: 'link', path: 'admin_security_audit/export' });
    const r = await fetch(`${server.url}/api/admin/admin_security_audit/export?${new URLSearchParams({ ticket, event: 'userChange' })}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/attachment/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await r.arrayBuffer());
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(7).value).toBe('事件');
    expect(ws.rowCount).toBeGreaterThanOrEqual(4);
    for (let i = 2; i <= ws.rowCount; i++) expect(ws.getRow(i).getCell(7).value).toBe('userChange');
    const [rec] = (await recordsAfter(from, 1)).filter((x) => x.event === 'auditAccess');
    expect(rec).toMatchObject({ username: 'auditor', detail: { action: 'export', filters: { event: 'userChange' } } });
  });

  it('verifies the chain, and finds a record changed behind its back', async () => {
    const from = await lastId();
    const ok = await server.call<AuditVerify>('POST', 'admin_security_audit/verify', { token: tokens.auditor!, body: {} });
    expect(ok.body.result).toMatchObject({ ok: true, firstBroken: null });
    const [checkRecord] = await recordsAfter(from, 1, (r) => r.event === 'auditAccess');
    expect(checkRecord).toMatchObject({ username: 'auditor', outcome: 'success', detail: { action: 'verify', checked: ok.body.result.checked } });
    const [victim] = await server.db.select().from(securityAudit).where(eq(securityAudit.event, 'userChange')).limit(1);
    await server.db.execute(sql`alter table sys_security_audit disable trigger security_audit_append_only`);
    try {
      await server.db.execute(sql`update sys_security_audit set username = 'someone-else' where id = ${victim!.id}`);
      const broken = await server.call<AuditVerify>('POST', 'admin_security_audit/verify', { token: tokens.auditor!, body: {} });
      expect(broken.body.result).toMatchObject({ ok: false, firstBroken: { id: victim!.id, reason: 'hash' } });
    } finally {
      await server.db.execute(sql`update sys_security_audit set username = ${victim!.username} where id = ${victim!.id}`);
      await server.db.execute(sql`alter table sys_security_audit enable trigger security_audit_append_only`);
    }
    expect((await verifyAuditChain(server.db)).ok).toBe(true);
  });

  it('anonymous refusals from one address are sampled, not written without end', async () => {
    // The rule: per address and minute, ANONYMOUS_PER_MINUTE written; the next one written says how many were left out.
    const at = Date.UTC(2026, 0, 1, 8, 0, 0);
    const verdicts = Array.from({ length: ANONYMOUS_PER_MINUTE + 5 }, () => anonymousRefusal('10.77.0.9', at));
    expect(verdicts.filter(Boolean)).toHaveLength(ANONYMOUS_PER_MINUTE);
    expect(anonymousRefusal('10.77.0.9', at + 60_000)).toEqual({ skipped: 5 });
    expect(anonymousRefusal('10.77.0.10', at)).toEqual({ skipped: 0 });
    // Over HTTP: more calls than two minutes' allowance, so some are left out however the minutes fall.
    const route = 'GET /api/admin/sys_user/getLoginUserInfo';
    const before = (await server.db.select().from(securityAudit).where(eq(securityAudit.target, route))).length;
    const calls = 2 * ANONYMOUS_PER_MINUTE + 5;
    for (let i = 0; i < calls; i++) expect((await server.call('GET', 'sys_user/getLoginUserInfo')).status).toBe(401);
    const written = (await server.db.select().from(securityAudit).where(eq(securityAudit.target, route))).length - before;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThanOrEqual(2 * ANONYMOUS_PER_MINUTE);
  });
});

describe('retention: old records move to a file', () => {
  it('archives the records past the retention period, and the chain still verifies from the anchor', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-archive-'));
    const total = (await server.db.select({ id: securityAudit.id }).from(securityAudit)).length;
    // Archive as if a year had passed: every record so far is older than 180 days.
    const now = new Date(Date.now() + 366 * 86_400_000);
    const result = await archiveAuditLog(server.db, { retentionDays: 180, dir, now });
    expect(result.archived).toBe(total);
    const lines = gunzipSync(fs.readFileSync(path.join(dir, result.file!))).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(total);
    // The file keeps the chain: each line's hash recomputes and links to the one before.
    let prev = lines[0].prevHash as string;
    for (const l of lines) {
      expect(l.prevHash).toBe(prev);
      expect(auditHash(l.prevHash, { ...l, at: new Date(l.at) })).toBe(l.hash);
      prev = l.hash;
    }
    expect(verifyArchiveFile(path.join(dir, result.file!))).toMatchObject({ ok: true, checked: total, last: prev });
    const anchor = await readAnchor(server.db);
    expect(anchor).toMatchObject({ throughId: lines.at(-1).id, hash: prev, files: [result.file] });
    // Left in the table: the archiving's own record, linked to the anchor.
    const left = await server.db.select().from(securityAudit).orderBy(asc(securityAudit.id));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ event: 'auditArchive', prevHash: prev, detail: { records: total, lastHash: prev } });
    await appendAudit(server.db, { at: new Date(), userId: null, username: 'x', unitId: null, ip: '', event: 'login', outcome: 'failure', target: null, detail: null, requestId: 'r' });
    expect(await verifyAuditChain(server.db)).toMatchObject({ ok: true, checked: 2 });
    const check = await server.call<AuditVerify>('POST', 'admin_security_audit/verify', { token: tokens.auditor!, body: {} });
    expect(check.body.result).toMatchObject({ ok: true, archived: { throughId: lines.at(-1).id, files: [result.file] } });
    // Nothing younger than the period goes.
    expect((await archiveAuditLog(server.db, { retentionDays: 180, dir })).archived).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
