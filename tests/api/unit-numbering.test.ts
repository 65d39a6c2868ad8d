/**
 * Unit contract numbers over real HTTP (issue 15; docs/api/units.md "Contract numbering"): a unit's
 * short name and number template set through admin_sys_unit/edit (permission, data scope, bad
 * templates refused with 501 and nothing changed); numbers given at registration (contract/register
 * with submit, contract/move register), gap-free per unit and year (a rolled-back registration gives
 * its number back; 20 registrations at once get 1..20), of the registration year; none for drafts
 * and for units without numbering; a template change applies to later numbers only; departments
 * share their unit's sequence; 1.0 imports numbered by signing year; the number in the list (and its
 * search), the detail, the export and the share view. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL (where the parallel registrations really overlap).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, counterparts, rolePermissions, roles, units, userRoles, userUnits, users } from '../../server/db/schema';
import { queryRows } from '../../server/db/client';
import { hashPassword } from '../../server/security/password';
import type { ContractDetail, ContractRow } from '../../src/domain/contract-api';
import { IMPORT_COLUMNS, type ImportKey, type ImportResult } from '../../src/domain/contract-import';
import type { ShareLink, ShareView } from '../../src/domain/contract-share';
import type { ContractRegisterInput, WriteResult } from '../../src/domain/contract-write';
import type { FieldErrors, Page } from '../../src/domain/envelope';
import type { Unit } from '../../src/domain/system';
import { DEMO_PASSWORD, type Reply, startTestServer, type TestServer } from './harness';

let server: TestServer;
const tokens: Record<string, string> = {};
let hangzhou: number;
let counterpart: { id: number; creditCode: string };

/** This year in China Standard Time: the year registrations now are numbered in. */
const thisYear = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

const editUnit = (body: unknown, token = tokens.admin) => server.call<Unit>('PUT', 'admin_sys_unit/edit', { token, body });
const addUnit = async (body: Record<string, unknown>): Promise<Unit> => {
  const r = await server.call<Unit>('POST', 'admin_sys_unit/add', { token: tokens.admin, body });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
};
const unitRow = async (id: number) => (await server.db.select().from(units).where(eq(units.id, id)))[0]!;
const contractRow = async (id: number) => (await server.db.select().from(contracts).where(eq(contracts.id, id)))[0]!;
const fieldPaths = (r: Reply<unknown>) => ((r.body.result as FieldErrors | null)?.fields ?? []).map((f) => f.path);

/** A staff user of `unitId` (current unit) holding only `roleCode`, signed in. */
async function userOf(username: string, unitId: number, roleCode: string): Promise<string> {
  const [role] = await server.db.select({ id: roles.id }).from(roles).where(eq(roles.code, roleCode));
  const [user] = await server.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(DEMO_PASSWORD), realName: username, currentUnitId: unitId })
    .returning();
  await server.db.insert(userUnits).values({ userId: user!.id, unitId });
  await server.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return server.login(username);
}

/** A unit (U) of 杭州市 with its own numbering, and a clerk of it. */
async function numberedUnit(name: string, shortName: string, numberTemplate: string | null = '{简称}合〔{年}〕{序号}号') {
  const unit = await addUnit({ pid: hangzhou, unitName: name, type: 'U', shortName, numberTemplate });
  const clerk = await userOf(`clerk${unit.id}`, unit.id, 'clerk');
  return { unit, clerk };
}

const form = (over: Partial<ContractRegisterInput> = {}): ContractRegisterInput => ({
  name: '编号测试-物业管理服务合同',
  category: 'procurementServices',
  amountFen: 12_000_000,
  counterparts: [{ counterpartId: counterpart.id, role: 'B' }],
  ...over,
});

async function register(token: string, over: Partial<ContractRegisterInput> = {}): Promise<WriteResult> {
  const r = await server.call<WriteResult>('POST', 'contract/register', { token, body: form({ submit: true, ...over }) });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

const unitNoOf = async (id: number) => (await contractRow(id)).unitNo;

beforeAll(async () => {
  server = await startTestServer({}, { seed: 'small' });
  for (const u of ['admin', 'clerk']) tokens[u] = await server.login(u);
  const [area] = await server.db.select({ id: units.id }).from(units).where(and(eq(units.unitName, '杭州市'), eq(units.type, 'A')));
  hangzhou = area!.id;
  const [cp] = await server.db.select({ id: counterparts.id, creditCode: counterparts.creditCode }).from(counterparts).where(eq(counterparts.seriousDishonest, false)).limit(1);
  counterpart = cp!;
});

afterAll(async () => {
  await server?.close();
});

describe('a unit sets its numbering (admin_sys_unit/edit)', () => {
  it('sets, reads back and clears a short name and a template', async () => {
    const unit = await addUnit({ pid: hangzhou, unitName: '编号设置测试局', type: 'U' });
    expect(unit).toMatchObject({ shortName: null, numberTemplate: null });
    const r = await editUnit({ id: unit.id, shortName: ' 测设 ', numberTemplate: '{简称}采〔{年}〕第{序号:3}号' });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result).toMatchObject({ id: unit.id, shortName: '测设', numberTemplate: '{简称}采〔{年}〕第{序号:3}号' });
    const tree = await server.call<Unit[]>('GET', 'admin_sys_unit/getTreeList', { token: tokens.admin, query: { type: 'A,U' } });
    const flat = (nodes: (Unit & { children?: Unit[] })[]): Unit[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    expect(flat(tree.body.result).find((u) => u.id === unit.id)).toMatchObject({ shortName: '测设', numberTemplate: '{简称}采〔{年}〕第{序号:3}号' });
    // An edit of other fields keeps them; null clears the template (no numbering of its own).
    expect((await editUnit({ id: unit.id, sort: 5 })).body.result).toMatchObject({ shortName: '测设', sort: 5 });
    expect((await editUnit({ id: unit.id, numberTemplate: null })).body.result).toMatchObject({ shortName: '测设', numberTemplate: null });
  });

  it('refuses a role without unit.edit (403), nothing changed', async () => {
    const unit = await addUnit({ pid: hangzhou, unitName: '编号权限测试局', type: 'U', shortName: '测权', numberTemplate: '{简称}合〔{年}〕{序号}号' });
    const r = await editUnit({ id: unit.id, numberTemplate: '{简称}改〔{年}〕{序号}号' }, tokens.clerk);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(403);
    expect((await unitRow(unit.id)).numberTemplate).toBe('{简称}合〔{年}〕{序号}号');
  });

  it("lets a unit's own administrator (data scope unit) number it, not another area's unit", async () => {
    const own = await addUnit({ pid: hangzhou, unitName: '编号范围测试局', type: 'U' });
    const [ningbo] = await server.db.select().from(units).where(eq(units.unitName, '宁波市财政局'));
    const [keeper] = await server.db.insert(roles).values({ code: 'unit-numbering', name: '单位编号管理员', dataScope: 'unit' }).returning();
    await server.db.insert(rolePermissions).values({ roleId: keeper!.id, permissionId: 'unit', actionList: ['query', 'get', 'edit'] });
    const token = await userOf('numberkeeper', own.id, 'unit-numbering');

    const mine = await editUnit({ id: own.id, shortName: '测范', numberTemplate: '{简称}合〔{年}〕{序号}号' }, token);
    expect(mine.body.code, mine.body.message).toBe(200);
    const other = await editUnit({ id: ningbo!.id, shortName: '外区', numberTemplate: '外区合〔{年}〕{序号}号' }, token);
    expect(other.body.code).toBe(500);
    expect(await unitRow(ningbo!.id)).toMatchObject({ shortName: ningbo!.shortName, numberTemplate: ningbo!.numberTemplate });
  });

  it('refuses bad templates and short names with 501 on the field, nothing changed', async () => {
    const unit = await addUnit({ pid: hangzhou, unitName: '编号校验测试局', type: 'U', shortName: '测校', numberTemplate: '{简称}合〔{年}〕{序号}号' });
    const before = await unitRow(unit.id);
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{ numberTemplate: '{简称}合〔{年}〕号' }, 'body.numberTemplate', /needs \{序号\} exactly once \(found 0\)/],
      [{ numberTemplate: '{简称}〔{年}〕{序号}-{序号:3}' }, 'body.numberTemplate', /exactly once \(found 2\)/],
      [{ numberTemplate: '{单位}合〔{年}〕{序号}号' }, 'body.numberTemplate', /unknown placeholder \{单位\}/],
      [{ numberTemplate: '{简称}合{序号}号' }, 'body.numberTemplate', /needs \{年\} exactly once/],
      [{ numberTemplate: '{简称}合〔{年}〕{序号:9}号' }, 'body.numberTemplate', /width/],
      [{ numberTemplate: `${'合'.repeat(35)}{年}{序号}` }, 'body.numberTemplate', /1 to 40 characters/],
      [{ numberTemplate: '{简称}合\t〔{年}〕{序号}号' }, 'body.numberTemplate', /control/],
      [{ numberTemplate: '{简称}合\u200b〔{年}〕{序号}号' }, 'body.numberTemplate', /invisible/],
      [{ numberTemplate: '{简称}合〔{年}〕{序号}}号' }, 'body.numberTemplate', /braces/],
      [{ shortName: '测 校' }, 'body.shortName', /no spaces/],
      [{ shortName: '一二三四五六七八九十一' }, 'body.shortName', /at most 10/],
      // The template uses {简称}: the short name cannot go.
      [{ shortName: null }, 'body.shortName', /give the unit a short name/],
    ];
    for (const [patch, path, message] of bad) {
      const r = await editUnit({ id: unit.id, ...patch });
      expect(r.body.code, JSON.stringify(patch)).toBe(501);
      expect(fieldPaths(r), JSON.stringify(patch)).toContain(path);
      expect((r.body.result as unknown as FieldErrors).fields.map((f) => f.message).join(' | ')).toMatch(message);
    }
    expect(await unitRow(unit.id)).toEqual(before);
  });

  it('refuses a template for an area, and one with {简称} for a unit without a short name', async () => {
    const noShort = await server.call<Unit>('POST', 'admin_sys_unit/add', {
      token: tokens.admin,
      body: { pid: hangzhou, unitName: '无简称测试局', type: 'U', numberTemplate: '{简称}合〔{年}〕{序号}号' },
    });
    expect(noShort.body.code).toBe(501);
    expect(fieldPaths(noShort)).toEqual(['body.shortName']);
    // Without {简称} the template needs no short name.
    const literal = await addUnit({ pid: hangzhou, unitName: '字面编号测试局', type: 'U', numberTemplate: 'HZCS-{年}-{序号:4}' });
    expect(literal.numberTemplate).toBe('HZCS-{年}-{序号:4}');
    const area = await editUnit({ id: hangzhou, numberTemplate: '杭合〔{年}〕{序号}号' });
    expect(area.body.code).toBe(501);
    expect(fieldPaths(area)).toEqual(['body.numberTemplate']);
    expect((await unitRow(hangzhou)).numberTemplate).toBeNull();
  });
});

describe('numbers given at registration', () => {
  it('numbers in registration order, of this year; drafts get none until registered', async () => {
    const { unit, clerk } = await numberedUnit('编号顺序测试局', '测序');
    const first = await register(clerk);
    expect(first.status).toBe('registered');
    expect(await contractRow(first.id)).toMatchObject({
      unitNo: `测序合〔${thisYear}〕1号`,
      unitNoUnitId: unit.id,
      unitNoYear: thisYear,
      unitNoSerial: 1,
    });
    const draft = (await server.call<WriteResult>('POST', 'contract/register', { token: clerk, body: form() })).body.result;
    expect(draft.status).toBe('draft');
    expect(await unitNoOf(draft.id)).toBeNull();
    const second = await register(clerk);
    expect(await unitNoOf(second.id)).toBe(`测序合〔${thisYear}〕2号`);
    // The draft is registered later (contract/move): the next number.
    const moved = await server.call<WriteResult>('POST', 'contract/move', { token: clerk, body: { id: draft.id, version: draft.version, action: 'register' } });
    expect(moved.body.code, moved.body.message).toBe(200);
    expect(await unitNoOf(draft.id)).toBe(`测序合〔${thisYear}〕3号`);
    // A deleted draft never had a number: the sequence goes on without a gap.
    const doomed = (await server.call<WriteResult>('POST', 'contract/register', { token: clerk, body: form() })).body.result;
    const del = await server.call('POST', 'contract/delDraft', { token: clerk, body: { id: doomed.id, version: doomed.version } });
    expect(del.body.code, del.body.message).toBe(200);
    expect(await unitNoOf((await register(clerk)).id)).toBe(`测序合〔${thisYear}〕4号`);
  });

  it('gives the number back when the registration fails after taking it (gap-free)', async () => {
    const { clerk } = await numberedUnit('编号回滚测试局', '测回');
    const one = await register(clerk);
    expect(await unitNoOf(one.id)).toBe(`测回合〔${thisYear}〕1号`);
    const draft = (await server.call<WriteResult>('POST', 'contract/register', { token: clerk, body: form() })).body.result;
    // The audit-trail insert after the number was taken fails: the whole registration rolls back.
    await server.db.execute(sql`create function unit_no_test_fail() returns trigger language plpgsql as $$
      begin
        if new.action = 'register' and new.opinion = '测试回滚' then raise exception 'registration fails for the test'; end if;
        return new;
      end $$`);
    await server.db.execute(sql`create trigger unit_no_test_fail before insert on status_history for each row execute function unit_no_test_fail()`);
    try {
      const failed = await server.call<WriteResult>('POST', 'contract/move', {
        token: clerk,
        body: { id: draft.id, version: draft.version, action: 'register', opinion: '测试回滚' },
      });
      expect(failed.body.code).toBe(500);
      expect(await contractRow(draft.id)).toMatchObject({ status: 'draft', unitNo: null, version: draft.version });
    } finally {
      await server.db.execute(sql`drop trigger unit_no_test_fail on status_history`);
      await server.db.execute(sql`drop function unit_no_test_fail()`);
    }
    const again = await server.call<WriteResult>('POST', 'contract/move', { token: clerk, body: { id: draft.id, version: draft.version, action: 'register' } });
    expect(again.body.code, again.body.message).toBe(200);
    expect(await unitNoOf(draft.id)).toBe(`测回合〔${thisYear}〕2号`);
    expect(await unitNoOf((await register(clerk)).id)).toBe(`测回合〔${thisYear}〕3号`);
  });

  it('gives 20 registrations at once the numbers 1..20, none twice', async () => {
    const { unit, clerk } = await numberedUnit('编号并发测试局', '测并');
    // Drafts first (they take unified codes, one sequence per area), then all registered at once:
    // only the unit's number sequence is contended.
    const drafts = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const r = await server.call<WriteResult>('POST', 'contract/register', { token: clerk, body: form({ name: `并发登记合同-${i + 1}` }) });
        expect(r.body.code, r.body.message).toBe(200);
        return r.body.result;
      }),
    );
    const results = await Promise.all(
      drafts.map(async (d) => {
        const r = await server.call<WriteResult>('POST', 'contract/move', { token: clerk, body: { id: d.id, version: d.version, action: 'register' } });
        expect(r.body.code, r.body.message).toBe(200);
        return r.body.result;
      }),
    );
    const rows = await server.db
      .select({ unitNo: contracts.unitNo, serial: contracts.unitNoSerial, year: contracts.unitNoYear })
      .from(contracts)
      .where(inArray(contracts.id, results.map((r) => r.id)));
    expect(rows.map((r) => r.serial).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.unitNo)).size).toBe(20);
    for (const r of rows) expect(r.unitNo).toBe(`测并合〔${thisYear}〕${r.serial}号`);
    // The sequence stands at 20: the next registration gets 21.
    const [seq] = await queryRows<{ last: number }>(server.db, sql`select last from code_sequences where key = ${`unit-no:${unit.id}:${thisYear}`}`);
    expect(Number(seq?.last)).toBe(20);
  });

  it('gives none for a unit without numbering; a template change applies to later numbers only', async () => {
    const { unit, clerk } = await numberedUnit('编号变更测试局', '测变', null);
    const plain = await register(clerk);
    expect(await unitNoOf(plain.id)).toBeNull();

    expect((await editUnit({ id: unit.id, numberTemplate: '{简称}合〔{年}〕{序号}号' })).body.code).toBe(200);
    const a = await register(clerk);
    expect(await unitNoOf(a.id)).toBe(`测变合〔${thisYear}〕1号`);
    expect((await editUnit({ id: unit.id, shortName: '测改', numberTemplate: '{简称}采〔{年}〕第{序号:3}号' })).body.code).toBe(200);
    const b = await register(clerk);
    expect(await unitNoOf(b.id)).toBe(`测改采〔${thisYear}〕第002号`);
    expect(await unitNoOf(a.id)).toBe(`测变合〔${thisYear}〕1号`);
    // Registered before the unit had numbering: stays without.
    expect(await unitNoOf(plain.id)).toBeNull();
  });

  it("numbers a department's contracts from its unit's sequence unless it has its own", async () => {
    const { unit, clerk } = await numberedUnit('编号部门测试局', '测部');
    const dept = await addUnit({ pid: unit.id, unitName: '法规处', type: 'D' });
    const office = await addUnit({ pid: dept.id, unitName: '合同管理科', type: 'O', shortName: '测科', numberTemplate: '{简称}〔{年}〕{序号}' });
    expect(await unitNoOf((await register(clerk)).id)).toBe(`测部合〔${thisYear}〕1号`);
    const ofDept = await register(clerk, { unitId: dept.id });
    expect(await contractRow(ofDept.id)).toMatchObject({ unitId: dept.id, unitNo: `测部合〔${thisYear}〕2号`, unitNoUnitId: unit.id });
    const ofOffice = await register(clerk, { unitId: office.id });
    expect(await contractRow(ofOffice.id)).toMatchObject({ unitNo: `测科〔${thisYear}〕1`, unitNoUnitId: office.id });
  });
});

describe('the number where contracts are shown', () => {
  let id: number;
  let unitNo: string;
  let clerk: string;

  beforeAll(async () => {
    const made = await numberedUnit('编号展示测试局', '测展');
    clerk = made.clerk;
    id = (await register(clerk, { name: '编号展示-档案数字化服务合同' })).id;
    unitNo = `测展合〔${thisYear}〕1号`;
    expect(await unitNoOf(id)).toBe(unitNo);
  });

  it('is in the list rows, and the keyword and code searches find it', async () => {
    for (const q of [{ keyword: unitNo }, { keyword: '测展合〔' }, { code: unitNo }]) {
      const r = await server.call<Page<ContractRow>>('POST', 'contract/queryPage', { token: clerk, body: q });
      expect(r.body.code, JSON.stringify(q)).toBe(200);
      expect(r.body.result.records.map((x) => [x.id, x.unitNo]), JSON.stringify(q)).toEqual([[id, unitNo]]);
    }
    const admin = await server.call<Page<ContractRow>>('POST', 'contract/queryPage', { token: tokens.admin, body: { keyword: unitNo } });
    expect(admin.body.result.records.map((x) => x.id)).toEqual([id]);
  });

  it('is in the detail', async () => {
    const r = await server.call<ContractDetail>('GET', 'contract/detail', { token: clerk, query: { id } });
    expect(r.body.code).toBe(200);
    expect(r.body.result).toMatchObject({ id, unitNo });
    expect(r.body.result.code).toMatch(/^330100-\d{4}-HT-\d{6}$/);
  });

  it('is in the export, beside the unified code', async () => {
    const res = await fetch(new URL('/api/admin/contract/export', server.url), {
      method: 'POST',
      headers: { access_token: clerk, 'content-type': 'application/json' },
      body: JSON.stringify({ keyword: unitNo }),
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['合同编号', '单位合同编号']);
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(2).value).toBe(unitNo);
  });

  it('is in the share view, for every audience', async () => {
    const link = await server.call<ShareLink>('POST', 'contract/share/create', { token: clerk, body: { contractId: id, audience: 'unit' } });
    expect(link.body.code, link.body.message).toBe(200);
    const view = await server.call<ShareView>('GET', '/api/share/contract', { query: { token: link.body.result.token } });
    expect(view.body.code).toBe(200);
    expect(view.body.result.contract).toMatchObject({ unitNo, name: '编号展示-档案数字化服务合同' });
    const cpLink = await server.call<ShareLink>('POST', 'contract/share/create', {
      token: clerk,
      body: { contractId: id, audience: 'counterpart', partyId: counterpart.id },
    });
    const cpView = await server.call<ShareView>('GET', '/api/share/contract', { query: { token: cpLink.body.result.token } });
    expect(cpView.body.result.contract.unitNo).toBe(unitNo);
  });
});

describe('1.0 imports (contract/importV1)', () => {
  it('numbers imported contracts in sheet order, in the year of their signing, one sequence per unit and year', async () => {
    const { unit, clerk } = await numberedUnit('编号导入测试局', '测导');
    const earlier = await register(clerk);
    expect(await unitNoOf(earlier.id)).toBe(`测导合〔${thisYear}〕1号`);
    const rows: Partial<Record<ImportKey, string | number>>[] = [
      ['V1-NUM-0001', '2025-03-02'],
      ['V1-NUM-0002', '2024-11-20'],
      ['V1-NUM-0003', '2025-01-15'],
      ['V1-NUM-0004', `${thisYear}-01-01`],
    ].map(([legacyCode, signDate], i) => ({
      legacyCode: legacyCode!,
      name: `编号导入合同-${i + 1}`,
      category: '政府采购（服务）',
      amount: 1000 + i,
      direction: '支出',
      unitName: '编号导入测试局',
      creditCode: counterpart.creditCode,
      signDate: signDate!,
      status: '履行中',
    }));
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('1.0系统合同');
    ws.addRow(IMPORT_COLUMNS.map((c) => c.header));
    for (const r of rows) ws.addRow(IMPORT_COLUMNS.map((c) => r[c.key] ?? null));
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]), '1.0合同.xlsx');
    const r = await server.call<ImportResult>('POST', 'contract/importV1', { token: clerk, body });
    expect(r.body.code, r.body.message).toBe(200);
    const imported = await Promise.all(r.body.result.ids.map(contractRow));
    expect(imported.map((c) => [c.unitNo, c.unitNoUnitId])).toEqual([
      ['测导合〔2025〕1号', unit.id],
      ['测导合〔2024〕1号', unit.id],
      ['测导合〔2025〕2号', unit.id],
      [`测导合〔${thisYear}〕2号`, unit.id],
    ]);
  });
});
