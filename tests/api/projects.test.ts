/**
 * The project API (server/modules/projects): register (draft or submitted) with the step form's data,
 * edit under the optimistic lock, submit, archive (refused while a contract is open), delDraft, the
 * paged list with its views, filters and sorting, the detail, the data scope of every demo account,
 * and validation, sign-in and permission errors.
 *
 * The demo seed holds projects of its own: the list tests insert fixture projects (codes TSTP-01..08,
 * names 夹具项目-01..08) and filter on the keyword 夹具项目; the write tests work on projects they create.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, files, projects, statusHistory, units, users } from '../../server/db/schema';
import { hashPassword } from '../../server/security/password';
import type { ContractCategory } from '../../src/domain/contract';
import type { FieldErrors, Page } from '../../src/domain/envelope';
import {
  type ProjectDetail,
  type ProjectListQueryInput,
  type ProjectRegisterInput,
  type ProjectRow,
  type ProjectStatus,
  type ProjectWriteResult,
  projectDetailSchema,
  projectRowSchema,
} from '../../src/domain/project-api';
import { DEMO_PASSWORD, type Reply, startTestServer, type TestServer } from './harness';

let server: TestServer;
const tokens: Record<string, string> = {};
const unitIds = {} as Record<'F' | 'FD' | 'T' | 'X' | 'N' | 'hangzhou' | 'xihu' | 'ningbo', number>;
const userIds: Record<string, number> = {};
const fileIds = {} as Record<'doc' | 'scan' | 'deleted', number>;

// ---------------------------------------------------------------- fixtures for the lists
type UnitKey = 'F' | 'FD' | 'T' | 'X' | 'N';
interface Fixture {
  key: string;
  unit: UnitKey;
  status: ProjectStatus;
  budgetFen: number | null;
  category: ContractCategory;
  createdAt: string;
  handler: string;
  keyProject?: boolean;
}
/** F 杭州市财政局, FD its 法规处, T 杭州市交通运输局, X 西湖区教育局 (西湖区 lies in 杭州市), N 宁波市财政局. */
const FIXTURES: Fixture[] = [
  { key: 'p1', unit: 'F', status: 'underway', budgetFen: 100_000_000, category: 'procurementGoods', createdAt: '2024-01-05T09:00:00+08:00', handler: 'clerk', keyProject: true },
  { key: 'p2', unit: 'F', status: 'archived', budgetFen: 5_000_000, category: 'procurementServices', createdAt: '2024-03-14T23:50:00+08:00', handler: 'clerk' },
  { key: 'p3', unit: 'FD', status: 'underway', budgetFen: null, category: 'procurementWorks', createdAt: '2024-03-15T00:30:00+08:00', handler: 'clerk' },
  { key: 'p4', unit: 'T', status: 'underway', budgetFen: 20_000_000, category: 'procurementWorks', createdAt: '2024-05-01T10:00:00+08:00', handler: 'zhoujie' },
  { key: 'p5', unit: 'X', status: 'underway', budgetFen: 300_000_000, category: 'franchisePPP', createdAt: '2024-06-01T10:00:00+08:00', handler: 'guojun' },
  { key: 'p6', unit: 'N', status: 'underway', budgetFen: 7_000_000, category: 'other', createdAt: '2024-07-01T10:00:00+08:00', handler: 'zhuwenjing' },
  { key: 'p7', unit: 'F', status: 'draft', budgetFen: 60_000, category: 'procurementServices', createdAt: '2024-08-01T10:00:00+08:00', handler: 'clerk' },
  { key: 'p8', unit: 'F', status: 'draft', budgetFen: 75_000, category: 'other', createdAt: '2024-09-01T10:00:00+08:00', handler: 'reviewer' },
];
const AREA_OF: Record<UnitKey, 'hangzhou' | 'xihu' | 'ningbo'> = { F: 'hangzhou', FD: 'hangzhou', T: 'hangzhou', X: 'xihu', N: 'ningbo' };
const ALL_KEYS = FIXTURES.map((f) => f.key);
const idOf: Record<string, number> = {};
const keyOf = new Map<number, string>();
const KEYWORD = '夹具项目';

async function unitByName(unitName: string, pid?: number): Promise<number> {
  const rows = await server.db.select({ id: units.id, pid: units.pid }).from(units).where(eq(units.unitName, unitName));
  const u = pid === undefined ? rows[0] : rows.find((r) => r.pid === pid);
  if (!u) throw new Error(`no demo unit ${unitName}`);
  return u.id;
}

async function userId(username: string): Promise<number> {
  const [u] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no user ${username}`);
  return u.id;
}

let contractSerial = 0;
/** A contract of a project, straight into the table. */
async function addContract(projectId: number, status: string, unit: number = unitIds.F): Promise<number> {
  contractSerial++;
  const [row] = await server.db
    .insert(contracts)
    .values({
      code: `TSTPC-${String(contractSerial).padStart(3, '0')}`,
      name: `夹具合同-${contractSerial}`,
      category: 'procurementGoods',
      projectId,
      status,
      amountFen: 10_000 * contractSerial,
      unitId: unit,
      areaId: unitIds.hangzhou,
    })
    .returning({ id: contracts.id });
  return row!.id;
}

async function insertFixtures(): Promise<void> {
  for (const [i, f] of FIXTURES.entries()) {
    const n = String(i + 1).padStart(2, '0');
    const created = new Date(f.createdAt);
    const [row] = await server.db
      .insert(projects)
      .values({
        code: `TSTP-${n}`,
        name: `${KEYWORD}-${n}`,
        unitId: unitIds[f.unit],
        areaId: unitIds[AREA_OF[f.unit]],
        handlerId: userIds[f.handler]!,
        status: f.status,
        category: f.category,
        fundSource: '财政资金',
        budgetFen: f.budgetFen,
        details: { keyProject: f.keyProject ?? false, basis: '年度预算批复' },
        createdAt: created,
        // updatedAt runs the other way round, so the default order (updated, newest first) is p1 first.
        updatedAt: new Date(Date.UTC(2025, 0, 30 - i)),
      })
      .returning({ id: projects.id });
    idOf[f.key] = row!.id;
    keyOf.set(row!.id, f.key);
  }
  // p1: two contracts, one still being performed.
  await addContract(idOf.p1!, 'performing');
  await addContract(idOf.p1!, 'archived');
}

beforeAll(async () => {
  server = await startTestServer();
  unitIds.F = await unitByName('杭州市财政局');
  unitIds.FD = await unitByName('法规处', unitIds.F);
  unitIds.T = await unitByName('杭州市交通运输局');
  unitIds.X = await unitByName('西湖区教育局');
  unitIds.N = await unitByName('宁波市财政局');
  unitIds.hangzhou = await unitByName('杭州市');
  unitIds.xihu = await unitByName('西湖区');
  unitIds.ningbo = await unitByName('宁波市');
  for (const u of ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer', 'zhoujie', 'guojun', 'zhuwenjing']) {
    userIds[u] = await userId(u);
  }
  // Uploaded by the clerk who attaches them (a file handed into a write must be one the caller may read).
  const file = (fileName: string, isDel = false) => ({ fileName, mime: 'application/pdf', ext: 'pdf', size: 10, sha256: 'x', storageKey: 'x', isDel, uploaderId: userIds.clerk! });
  const rows = await server.db
    .insert(files)
    .values([file('立项批复.pdf'), file('可行性研究报告.pdf'), file('已删除.pdf', true)])
    .returning({ id: files.id });
  Object.assign(fileIds, { doc: rows[0]!.id, scan: rows[1]!.id, deleted: rows[2]!.id });
  await insertFixtures();
  // 周杰, a clerk of 杭州市交通运输局, gets a password to sign in.
  await server.db.update(users).set({ passwordHash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.id, userIds.zhoujie!));
  for (const u of ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer', 'zhoujie']) {
    tokens[u] = await server.login(u);
  }
});

afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------- helpers
async function page(token: string, body: ProjectListQueryInput): Promise<Page<ProjectRow>> {
  const r = await server.call<Page<ProjectRow>>('POST', 'project/queryPage', { token, body });
  expect(r.status, r.body.message).toBe(200);
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

/** The fixture keys a list shows (narrowed to the fixtures), in order. */
async function keys(token: string, body: ProjectListQueryInput = {}): Promise<string[]> {
  const p = await page(token, { size: 100, keyword: KEYWORD, ...body });
  expect(p.total).toBe(p.records.length);
  return p.records.map((r) => keyOf.get(r.id) ?? `other:${r.id}`);
}
const sorted = (list: string[]) => [...list].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
const set = async (token: string, body: ProjectListQueryInput = {}) => sorted(await keys(token, body));

const register = (token: string, body: unknown) => server.call<ProjectWriteResult>('POST', 'project/register', { token, body });
const edit = (token: string, body: unknown) => server.call<ProjectWriteResult>('POST', 'project/edit', { token, body });
const post = (path: string, token: string, body: unknown) => server.call<ProjectWriteResult>('POST', path, { token, body });
const detail = (token: string, id: number) => server.call<ProjectDetail>('GET', 'project/detail', { token, query: { id } });

async function detailOk(token: string, id: number): Promise<ProjectDetail> {
  const r = await detail(token, id);
  expect(r.body.code, r.body.message).toBe(200);
  return projectDetailSchema.parse(r.body.result);
}

function expectFields(r: Reply<unknown>, paths: string[]): void {
  expect(r.status).toBe(200);
  expect(r.body.code, r.body.message).toBe(501);
  const got = (r.body.result as FieldErrors).fields.map((f) => f.path);
  for (const p of paths) expect(got).toContain(p);
}

let nameSerial = 0;
/** A complete form (every field the submit asks for), with a unique name. */
function fullForm(extra: Partial<ProjectRegisterInput> = {}): ProjectRegisterInput {
  nameSerial++;
  return {
    name: `测试项目-${nameSerial} 智慧财政信息化建设`,
    category: 'procurementServices',
    fundSource: '财政资金',
    budgetFen: 12_345_600,
    plannedStart: '2026-03-01',
    plannedEnd: '2026-12-31',
    keyProject: true,
    basis: '《杭州市数字政府建设“十四五”规划》；2026 年度部门预算批复',
    necessity: '现有系统已运行十年，无法满足预算一体化要求。',
    plan: '分两期实施：一期完成平台建设，二期完成数据迁移与运维。',
    procurementMethod: '公开招标',
    riskAssessment: '数据迁移风险中等，已制定回退方案。',
    fileIds: [fileIds.doc, fileIds.scan],
    solicitedUnits: ['杭州市财政局法规处', '杭州市大数据资源管理局'],
    survey: '已征求两家单位意见，均无原则性异议。',
    publicSolicitation: true,
    solicitationStart: '2026-01-05',
    solicitationEnd: '2026-02-04',
    notes: '无',
    ...extra,
  };
}

async function projectRowsNamed(name: string) {
  return server.db.select().from(projects).where(eq(projects.name, name));
}

// ---------------------------------------------------------------- register
describe('project/register', () => {
  it('saves a draft in the clerk’s current unit, numbered by its area, with a create trail row', async () => {
    const r = await register(tokens.clerk!, { name: '  测试项目-草稿 办公家具采购  ', category: 'procurementGoods' });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result).toMatchObject({ status: 'draft', version: 1 });
    expect(r.body.result.code).toMatch(/^330100-\d{4}-XM-\d{4}$/);
    const d = await detailOk(tokens.clerk!, r.body.result.id);
    expect(d).toMatchObject({
      name: '测试项目-草稿 办公家具采购',
      category: 'procurementGoods',
      status: 'draft',
      unitId: unitIds.F,
      unitName: '杭州市财政局',
      areaId: unitIds.hangzhou,
      areaName: '杭州市',
      handlerId: userIds.clerk,
      handlerName: '李晓明',
      budgetFen: null,
      keyProject: false,
      publicSolicitation: false,
      solicitedUnits: [],
      fileIds: [],
      contractCount: 0,
      contracts: [],
    });
    expect(d.history).toEqual([
      expect.objectContaining({ action: 'create', fromStatus: null, toStatus: 'draft', userName: '李晓明', unitName: '杭州市财政局' }),
    ]);
    expect(d.actions).toEqual(['edit', 'submit', 'delDraft']);
    // Codes count up.
    const r2 = await register(tokens.clerk!, { name: '测试项目-草稿二', category: 'other' });
    const n = (code: string) => Number(code.split('-')[3]);
    expect(n(r2.body.result.code)).toBe(n(r.body.result.code) + 1);
  });

  it('submits at once with the whole form: underway, every field kept, a submit trail row', async () => {
    const form = fullForm({ handlerId: userIds.reviewer });
    const r = await register(tokens.clerk!, { ...form, submit: true });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result.status).toBe('underway');
    const d = await detailOk(tokens.clerk!, r.body.result.id);
    const { submit: _s, handlerId: _h, ...fields } = { ...form, submit: true };
    expect(d).toMatchObject({ ...fields, status: 'underway', handlerId: userIds.reviewer, handlerName: '陈静', version: 1 });
    expect(d.files).toEqual([
      { id: fileIds.doc, fileName: '立项批复.pdf' },
      { id: fileIds.scan, fileName: '可行性研究报告.pdf' },
    ]);
    expect(d.history.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([['submit', null, 'underway']]);
    expect(d.actions).toEqual(['edit', 'archive']);
    // The list row of the same project.
    const p = await page(tokens.clerk!, { keyword: r.body.result.code });
    expect(p.records).toHaveLength(1);
    expect(projectRowSchema.parse(p.records[0])).toMatchObject({ id: r.body.result.id, budgetFen: 12_345_600, keyProject: true, contractCount: 0 });
  });

  it('takes a department of the current unit as the owner; the area is the nearest one above', async () => {
    const r = await register(tokens.clerk!, { name: '测试项目-处室项目', category: 'other', unitId: unitIds.FD });
    expect(r.body.code, r.body.message).toBe(200);
    expect(await detailOk(tokens.clerk!, r.body.result.id)).toMatchObject({ unitId: unitIds.FD, areaId: unitIds.hangzhou, areaName: '杭州市' });
  });

  it('an administrator registers for any unit', async () => {
    const r = await register(tokens.admin!, { name: '测试项目-管理员代登记', category: 'other', unitId: unitIds.X });
    expect(r.body.code, r.body.message).toBe(200);
    expect(await detailOk(tokens.admin!, r.body.result.id)).toMatchObject({ unitId: unitIds.X, areaId: unitIds.xihu, areaName: '西湖区' });
  });

  it('refuses a unit outside the caller’s scope (403), an area or an unknown unit (501); nothing is created', async () => {
    const outside = await register(tokens.clerk!, { name: '测试项目-越权', category: 'other', unitId: unitIds.T });
    expect(outside.status).toBe(403);
    expect(outside.body.code).toBe(403);
    expectFields(await register(tokens.admin!, { name: '测试项目-越权', category: 'other', unitId: unitIds.hangzhou }), ['body.unitId']);
    expectFields(await register(tokens.admin!, { name: '测试项目-越权', category: 'other', unitId: 999_999 }), ['body.unitId']);
    expect(await projectRowsNamed('测试项目-越权')).toEqual([]);
  });

  it('refuses a handler who is not staff of the owning unit', async () => {
    expectFields(await register(tokens.clerk!, { name: '测试项目-经办人', category: 'other', handlerId: userIds.zhoujie }), ['body.handlerId']);
    expectFields(await register(tokens.clerk!, { name: '测试项目-经办人', category: 'other', handlerId: userIds.company }), ['body.handlerId']);
    expect(await projectRowsNamed('测试项目-经办人')).toEqual([]);
  });

  it('bad input: 501 with field paths, and nothing is created', async () => {
    const before = (await server.db.select({ id: projects.id }).from(projects)).length;
    expectFields(await register(tokens.clerk!, { category: 'other' }), ['body.name']);
    expectFields(await register(tokens.clerk!, { name: '   ', category: 'other' }), ['body.name']);
    expectFields(await register(tokens.clerk!, { name: '测试项目-坏', category: 'bogus' }), ['body.category']);
    expectFields(await register(tokens.clerk!, { name: '测试项目-坏', category: 'other', budgetFen: -1 }), ['body.budgetFen']);
    expectFields(await register(tokens.clerk!, { name: '测试项目-坏', category: 'other', budgetFen: 1.5 }), ['body.budgetFen']);
    expectFields(await register(tokens.clerk!, { name: '测试项目-坏', category: 'other', budgetFen: 1e16 }), ['body.budgetFen']);
    expectFields(await register(tokens.clerk!, { name: 'x'.repeat(101), category: 'other' }), ['body.name']);
    expectFields(
      await register(tokens.clerk!, { name: 'x'.repeat(200_000), category: 'other', basis: '依'.repeat(100_000), notes: 'n'.repeat(2001) }),
      ['body.name', 'body.basis', 'body.notes'],
    );
    expectFields(await register(tokens.clerk!, { name: '测试项目-坏', category: 'other', solicitedUnits: ['a'.repeat(65)] }), [
      'body.solicitedUnits.0',
    ]);
    expectFields(await register(tokens.clerk!, { name: '测试项目-坏', category: 'other', plannedStart: '2026-13-01' }), ['body.plannedStart']);
    expectFields(
      await register(tokens.clerk!, { name: '测试项目-坏', category: 'other', plannedStart: '2026-05-01', plannedEnd: '2026-04-30' }),
      ['body.plannedEnd'],
    );
    // Attachments: an unknown file and a deleted one, by their positions.
    expectFields(
      await register(tokens.clerk!, { name: '测试项目-坏', category: 'other', fileIds: [fileIds.doc, 987_654, fileIds.deleted] }),
      ['body.fileIds.1', 'body.fileIds.2'],
    );
    // Submitting needs the whole form.
    const r = await register(tokens.clerk!, { name: '测试项目-坏', category: 'other', publicSolicitation: true, submit: true });
    expectFields(r, [
      'body.fundSource',
      'body.budgetFen',
      'body.plannedStart',
      'body.plannedEnd',
      'body.basis',
      'body.necessity',
      'body.plan',
      'body.survey',
      'body.solicitationStart',
      'body.solicitationEnd',
    ]);
    expectFields(await register(tokens.clerk!, fullForm({ name: '测试项目-坏', fundSource: '  ', submit: true })), ['body.fundSource']);
    expect((await server.db.select({ id: projects.id }).from(projects)).length).toBe(before);
  });

  it('permission: reviewer and bureau hold no project.add (403); counterpart users and advisers neither (not on their base, 401 on the staff base); no token 401', async () => {
    for (const u of ['reviewer', 'bureau']) {
      const r = await register(tokens[u]!, { name: '测试项目-无权', category: 'other' });
      expect(r.status, u).toBe(403);
      expect(r.body.code).toBe(403);
    }
    for (const u of ['company', 'lawyer']) {
      expect((await register(tokens[u]!, { name: '测试项目-无权', category: 'other' })).status, u).toBe(404);
      const staffBase = await server.call('POST', '/api/admin/project/register', { token: tokens[u]!, body: { name: '测试项目-无权', category: 'other' } });
      expect(staffBase.status, u).toBe(401);
    }
    const anon = await register('', { name: '测试项目-无权', category: 'other' });
    expect(anon.status).toBe(401);
    expect(await projectRowsNamed('测试项目-无权')).toEqual([]);
  });
});

// ---------------------------------------------------------------- edit
describe('project/edit', () => {
  it('changes the given fields with the right version, bumps it, keeps the rest; a stale version is 502 and changes nothing', async () => {
    const created = await register(tokens.clerk!, fullForm());
    const id = created.body.result.id;
    const before = await detailOk(tokens.clerk!, id);
    const r = await edit(tokens.clerk!, { id, version: 1, name: '测试项目-改名后', budgetFen: 99_000_000, notes: null, solicitedUnits: ['杭州市审计局'] });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result).toMatchObject({ id, version: 2, status: 'draft' });
    const after = await detailOk(tokens.clerk!, id);
    expect(after).toMatchObject({ name: '测试项目-改名后', budgetFen: 99_000_000, notes: null, solicitedUnits: ['杭州市审计局'], version: 2 });
    // Untouched fields stay.
    expect(after.basis).toBe(before.basis);
    expect(after.plan).toBe(before.plan);
    expect(after.fileIds).toEqual(before.fileIds);
    expect(after.code).toBe(before.code);

    const staleEdit = await edit(tokens.clerk!, { id, version: 1, name: '测试项目-过期' });
    expect(staleEdit.status).toBe(200);
    expect(staleEdit.body.code).toBe(502);
    expect(staleEdit.body.message).toContain('刷新');
    expect(await detailOk(tokens.clerk!, id)).toEqual(after);
  });

  it('keeps an underway project complete, checks ranges on the merged record, ids and attachments', async () => {
    const created = await register(tokens.clerk!, { ...fullForm(), submit: true });
    const id = created.body.result.id;
    const before = await detailOk(tokens.clerk!, id);
    expectFields(await edit(tokens.clerk!, { id, version: 1, budgetFen: null, basis: '' }), ['body.budgetFen', 'body.basis']);
    expectFields(await edit(tokens.clerk!, { id, version: 1, plannedEnd: '2026-01-01' }), ['body.plannedEnd']);
    expectFields(await edit(tokens.clerk!, { id, version: 1, fileIds: [fileIds.deleted] }), ['body.fileIds.0']);
    expectFields(await edit(tokens.clerk!, { id, version: 1, handlerId: userIds.zhoujie }), ['body.handlerId']);
    expectFields(await edit(tokens.clerk!, { id, version: 1, name: '' }), ['body.name']);
    expectFields(await edit(tokens.clerk!, { version: 1, name: 'x' }), ['body.id']);
    expectFields(await edit(tokens.clerk!, { id }), ['body.version']);
    expect(await detailOk(tokens.clerk!, id)).toEqual(before);
    // A draft may be incomplete.
    const draft = await register(tokens.clerk!, fullForm());
    const ok = await edit(tokens.clerk!, { id: draft.body.result.id, version: 1, budgetFen: null, basis: null, fileIds: [fileIds.scan, fileIds.scan] });
    expect(ok.body.code, ok.body.message).toBe(200);
    expect(await detailOk(tokens.clerk!, draft.body.result.id)).toMatchObject({ budgetFen: null, basis: null, fileIds: [fileIds.scan] });
  });

  it('moves the project to a department (the area follows) but not outside the scope', async () => {
    const created = await register(tokens.clerk!, { name: '测试项目-换单位', category: 'other' });
    const id = created.body.result.id;
    const moved = await edit(tokens.clerk!, { id, version: 1, unitId: unitIds.FD });
    expect(moved.body.code, moved.body.message).toBe(200);
    expect(await detailOk(tokens.clerk!, id)).toMatchObject({ unitId: unitIds.FD, areaId: unitIds.hangzhou });
    const out = await edit(tokens.clerk!, { id, version: 2, unitId: unitIds.T });
    expect(out.status).toBe(403);
    expect((await detailOk(tokens.clerk!, id)).unitId).toBe(unitIds.FD);
  });

  it('another unit’s project: 403 for the clerk until switching to that unit; the bureau may read but not edit', async () => {
    const created = await register(tokens.zhoujie!, { name: '测试项目-交通局', category: 'procurementWorks' });
    expect(created.body.code, created.body.message).toBe(200);
    const id = created.body.result.id;
    expect((await detail(tokens.clerk!, id)).status).toBe(403);
    const denied = await edit(tokens.clerk!, { id, version: 1, name: '测试项目-被改' });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(403);
    expect((await post('project/submit', tokens.clerk!, { id, version: 1 })).status).toBe(403);
    expect((await post('project/delDraft', tokens.clerk!, { id, version: 1 })).status).toBe(403);
    expect((await page(tokens.clerk!, { keyword: created.body.result.code })).records).toEqual([]);

    const sw = await server.call('PUT', 'sys_user/switchCurrentUnit', { token: tokens.clerk!, query: { unitId: unitIds.T } });
    expect(sw.body.code).toBe(200);
    try {
      expect((await page(tokens.clerk!, { keyword: created.body.result.code })).records.map((r) => r.id)).toEqual([id]);
      const ok = await edit(tokens.clerk!, { id, version: 1, name: '测试项目-交通局改' });
      expect(ok.body.code, ok.body.message).toBe(200);
    } finally {
      await server.call('PUT', 'sys_user/switchCurrentUnit', { token: tokens.clerk!, query: { unitId: unitIds.F } });
    }
    expect((await detail(tokens.clerk!, id)).status).toBe(403);

    // 杭州市司法局 reads the projects of 杭州市, offers no actions, and holds no project.edit.
    const seen = await detailOk(tokens.bureau!, id);
    expect(seen).toMatchObject({ name: '测试项目-交通局改', actions: [] });
    expect((await edit(tokens.bureau!, { id, version: 2, name: '测试项目-司法局改' })).status).toBe(403);
    expect((await detailOk(tokens.zhoujie!, id)).name).toBe('测试项目-交通局改');
  });

  it('unknown id: 500 not found', async () => {
    const r = await edit(tokens.clerk!, { id: 2_000_000_000, version: 1, name: '测试项目-无' });
    expect(r.body.code).toBe(500);
    expect(r.body.message).toBe('项目不存在');
    expect((await detail(tokens.clerk!, 2_000_000_000)).body.code).toBe(500);
  });
});

// ---------------------------------------------------------------- moves
describe('project/submit, archive, delDraft', () => {
  it('submit: a complete draft goes underway; an incomplete one is 501 with the missing fields; twice is 500', async () => {
    const full = await register(tokens.clerk!, fullForm());
    const id = full.body.result.id;
    expect((await post('project/submit', tokens.clerk!, { id, version: 2 })).body.code).toBe(502);
    const r = await post('project/submit', tokens.clerk!, { id, version: 1 });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result).toMatchObject({ id, status: 'underway', version: 2 });
    const d = await detailOk(tokens.clerk!, id);
    expect(d.history.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ['create', null, 'draft'],
      ['submit', 'draft', 'underway'],
    ]);
    const again = await post('project/submit', tokens.clerk!, { id, version: 2 });
    expect(again.body.code).toBe(500);
    expect(await detailOk(tokens.clerk!, id)).toEqual(d);

    const thin = await register(tokens.clerk!, { name: '测试项目-不完整', category: 'other', budgetFen: 100 });
    const refused = await post('project/submit', tokens.clerk!, { id: thin.body.result.id, version: 1 });
    expect(refused.body.code).toBe(501);
    expect(refused.body.message).toContain('不完整');
    const paths = (refused.body.result as unknown as FieldErrors).fields.map((f) => f.path);
    expect(paths).toContain('basis');
    expect(paths).not.toContain('budgetFen');
    expect((await detailOk(tokens.clerk!, thin.body.result.id)).status).toBe('draft');
  });

  it('archive: refused while a contract is open (nothing changes), allowed once every contract is closed', async () => {
    const created = await register(tokens.clerk!, { ...fullForm(), submit: true });
    const id = created.body.result.id;
    const open = await addContract(id, 'performing');
    await addContract(id, 'void');
    const before = await detailOk(tokens.clerk!, id);
    expect(before.contractCount).toBe(2);
    expect(before.contracts.map((c) => c.status)).toEqual(['performing', 'void']);
    expect(before.actions).toEqual(['edit']);
    const refused = await post('project/archive', tokens.clerk!, { id, version: 1, opinion: '归档' });
    expect(refused.body.code).toBe(500);
    expect(refused.body.message).toBe('项目下还有 1 份合同未办结，不能归档');
    expect(await detailOk(tokens.clerk!, id)).toEqual(before);

    await server.db.update(contracts).set({ status: 'performanceCompleted' }).where(eq(contracts.id, open));
    expect((await detailOk(tokens.clerk!, id)).actions).toEqual(['edit', 'archive']);
    expect((await post('project/archive', tokens.clerk!, { id, version: 5, opinion: '归档' })).body.code).toBe(502);
    const r = await post('project/archive', tokens.clerk!, { id, version: 1, opinion: '项目全部合同已履行完毕' });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result).toMatchObject({ status: 'archived', version: 2 });
    const d = await detailOk(tokens.clerk!, id);
    expect(d.history.at(-1)).toMatchObject({ action: 'archive', fromStatus: 'underway', toStatus: 'archived', opinion: '项目全部合同已履行完毕' });
    expect(d.actions).toEqual([]);
    // Archived: no edit, no second archive, no submit.
    expect((await edit(tokens.clerk!, { id, version: 2, name: '测试项目-归档后' })).body.code).toBe(500);
    expect((await post('project/archive', tokens.clerk!, { id, version: 2 })).body.code).toBe(500);
    expect((await post('project/submit', tokens.clerk!, { id, version: 2 })).body.code).toBe(500);
    expect(await detailOk(tokens.clerk!, id)).toEqual(d);
    // A draft cannot be archived.
    const draft = await register(tokens.clerk!, fullForm());
    expect((await post('project/archive', tokens.clerk!, { id: draft.body.result.id, version: 1 })).body.code).toBe(500);
  });

  it('delDraft: only a draft without contracts; the trail keeps who discarded it', async () => {
    const a = await register(tokens.clerk!, { name: '测试项目-待删', category: 'other' });
    const id = a.body.result.id;
    expect((await post('project/delDraft', tokens.clerk!, { id, version: 9 })).body.code).toBe(502);
    const r = await server.call<{ id: number }>('POST', 'project/delDraft', { token: tokens.clerk!, body: { id, version: 1 } });
    expect(r.body.code, r.body.message).toBe(200);
    expect((await detail(tokens.clerk!, id)).body.code).toBe(500);
    expect(await projectRowsNamed('测试项目-待删')).toEqual([]);
    const trail = await server.db.select().from(statusHistory).where(eq(statusHistory.projectId, id));
    expect(trail.map((h) => h.action)).toEqual(['create', 'delete']);

    const withContract = await register(tokens.clerk!, { name: '测试项目-有合同草稿', category: 'other' });
    await addContract(withContract.body.result.id, 'draft');
    const refused = await post('project/delDraft', tokens.clerk!, { id: withContract.body.result.id, version: 1 });
    expect(refused.body.code).toBe(500);
    expect(refused.body.message).toContain('1 份合同');
    expect(await projectRowsNamed('测试项目-有合同草稿')).toHaveLength(1);

    const underway = await register(tokens.clerk!, { ...fullForm(), submit: true });
    expect((await post('project/delDraft', tokens.clerk!, { id: underway.body.result.id, version: 1 })).body.code).toBe(500);
    expect((await detailOk(tokens.clerk!, underway.body.result.id)).status).toBe('underway');
  });

  it('bad input of the moves: 501 with field paths', async () => {
    expectFields(await post('project/submit', tokens.clerk!, { id: 'x', version: 1 }), ['body.id']);
    expectFields(await post('project/archive', tokens.clerk!, { id: 1, version: 0 }), ['body.version']);
    expectFields(await post('project/archive', tokens.clerk!, { id: 1, version: 1, opinion: 'o'.repeat(2001) }), ['body.opinion']);
    expectFields(await post('project/delDraft', tokens.clerk!, {}), ['body.id', 'body.version']);
  });
});

// ---------------------------------------------------------------- lists
describe('project/queryPage: rows, paging, sorting, views and filters', () => {
  it('answers rows of the shared schema with unit, area and handler names and the contract count', async () => {
    const p = await page(tokens.admin!, { keyword: KEYWORD, size: 100, sortField: 'code', sortOrder: 'asc' });
    expect(p.records.map((r) => keyOf.get(r.id))).toEqual(ALL_KEYS);
    for (const r of p.records) projectRowSchema.parse(r);
    expect(p.records[0]).toMatchObject({
      code: 'TSTP-01',
      name: `${KEYWORD}-01`,
      status: 'underway',
      category: 'procurementGoods',
      budgetFen: 100_000_000,
      keyProject: true,
      unitName: '杭州市财政局',
      areaName: '杭州市',
      handlerName: '李晓明',
      contractCount: 2,
    });
    expect(p.records[4]).toMatchObject({ unitName: '西湖区教育局', areaName: '西湖区', contractCount: 0, keyProject: false });
  });

  it('pages: size 3 in turn gives the whole sorted list, with the total on every page', async () => {
    const seen: string[] = [];
    for (let current = 1; current <= 3; current++) {
      const p = await page(tokens.admin!, { keyword: KEYWORD, size: 3, current, sortField: 'code', sortOrder: 'asc' });
      expect(p).toMatchObject({ current, size: 3, total: 8 });
      seen.push(...p.records.map((r) => keyOf.get(r.id)!));
    }
    expect(seen).toEqual(ALL_KEYS);
    const past = await page(tokens.admin!, { keyword: KEYWORD, size: 3, current: 9 });
    expect(past).toMatchObject({ records: [], total: 8 });
    const r = await server.call<Page<ProjectRow>>('POST', 'project/queryPage', { token: tokens.clerk! });
    expect(r.body.code).toBe(200);
    expect(r.body.result).toMatchObject({ current: 1, size: 10 });
  });

  it('sorts by every field both ways; projects without a budget come last both ways', async () => {
    expect(await keys(tokens.admin!)).toEqual(ALL_KEYS); // updated, newest first
    expect(await keys(tokens.admin!, { sortField: 'updatedAt', sortOrder: 'asc' })).toEqual([...ALL_KEYS].reverse());
    expect(await keys(tokens.admin!, { sortField: 'createdAt', sortOrder: 'asc' })).toEqual(ALL_KEYS);
    expect(await keys(tokens.admin!, { sortField: 'createdAt', sortOrder: 'desc' })).toEqual([...ALL_KEYS].reverse());
    expect(await keys(tokens.admin!, { sortField: 'name', sortOrder: 'desc' })).toEqual([...ALL_KEYS].reverse());
    expect(await keys(tokens.admin!, { sortField: 'code', sortOrder: 'desc' })).toEqual([...ALL_KEYS].reverse());
    expect(await keys(tokens.admin!, { sortField: 'budgetFen', sortOrder: 'asc' })).toEqual(['p7', 'p8', 'p2', 'p6', 'p4', 'p1', 'p5', 'p3']);
    expect(await keys(tokens.admin!, { sortField: 'budgetFen', sortOrder: 'desc' })).toEqual(['p5', 'p1', 'p4', 'p6', 'p2', 'p8', 'p7', 'p3']);
  });

  it('views: in progress, archived, and the drafts box (the caller’s drafts)', async () => {
    expect(await set(tokens.admin!, { view: 'underway' })).toEqual(['p1', 'p3', 'p4', 'p5', 'p6']);
    expect(await set(tokens.admin!, { view: 'archived' })).toEqual(['p2']);
    expect(await set(tokens.clerk!, { view: 'drafts' })).toEqual(['p7']);
    expect(await set(tokens.reviewer!, { view: 'drafts' })).toEqual(['p8']);
    expect(await set(tokens.admin!, { view: 'drafts' })).toEqual([]);
    // A draft the clerk created but handed to someone else is still in the clerk's box.
    const created = await register(tokens.clerk!, { name: '测试项目-交给陈静', category: 'other', handlerId: userIds.reviewer });
    const box = await page(tokens.clerk!, { view: 'drafts', keyword: '测试项目-交给陈静' });
    expect(box.records.map((r) => r.id)).toEqual([created.body.result.id]);
    expect((await page(tokens.clerk!, { view: 'underway', keyword: '测试项目-交给陈静' })).total).toBe(0);
  });

  it('filters: keyword (name or code), category, status, unit (with children), area, handler, key project', async () => {
    expect(await set(tokens.admin!, { keyword: 'tstp-04' })).toEqual(['p4']);
    expect(await set(tokens.admin!, { keyword: `${KEYWORD}-0%` })).toEqual([]);
    expect(await set(tokens.admin!, { category: ['procurementWorks'] })).toEqual(['p3', 'p4']);
    expect(await set(tokens.admin!, { category: 'other' })).toEqual(['p6', 'p8']);
    expect(await set(tokens.admin!, { status: ['draft', 'archived'] })).toEqual(['p2', 'p7', 'p8']);
    expect(await set(tokens.admin!, { unitId: unitIds.F })).toEqual(['p1', 'p2', 'p7', 'p8']);
    expect(await set(tokens.admin!, { unitId: unitIds.F, includeChildren: true })).toEqual(['p1', 'p2', 'p3', 'p7', 'p8']);
    expect(await set(tokens.admin!, { areaId: unitIds.hangzhou })).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p7', 'p8']);
    expect(await set(tokens.admin!, { areaId: unitIds.xihu })).toEqual(['p5']);
    expect(await set(tokens.admin!, { handlerId: userIds.reviewer })).toEqual(['p8']);
    expect(await set(tokens.admin!, { keyProject: true })).toEqual(['p1']);
    expect(await set(tokens.admin!, { keyProject: false })).toEqual(ALL_KEYS.filter((k) => k !== 'p1'));
  });

  it('filters: budget range (inclusive, fen) and creation day in China Standard Time', async () => {
    expect(await set(tokens.admin!, { budgetMinFen: 5_000_000, budgetMaxFen: 20_000_000 })).toEqual(['p2', 'p4', 'p6']);
    expect(await set(tokens.admin!, { budgetMinFen: 100_000_000 })).toEqual(['p1', 'p5']);
    expect(await set(tokens.admin!, { createdFrom: '2024-03-15', createdTo: '2024-03-15' })).toEqual(['p3']);
    expect(await set(tokens.admin!, { createdTo: '2024-03-14' })).toEqual(['p1', 'p2']);
    expect(await set(tokens.admin!, { createdFrom: '2024-08-01' })).toEqual(['p7', 'p8']);
  });

  it('bad queries: 501 with field paths', async () => {
    const bad = (body: unknown) => server.call('POST', 'project/queryPage', { token: tokens.admin!, body });
    expectFields(await bad({ size: 1000 }), ['body.size']);
    expectFields(await bad({ current: 0 }), ['body.current']);
    expectFields(await bad({ sortField: 'amountFen' }), ['body.sortField']);
    expectFields(await bad({ view: 'execute' }), ['body.view']);
    expectFields(await bad({ status: 'performing' }), ['body.status']);
    expectFields(await bad({ budgetMinFen: 10, budgetMaxFen: 5 }), ['body.budgetMaxFen']);
    expectFields(await bad({ createdFrom: '2024-02-01', createdTo: '2024-01-01' }), ['body.createdTo']);
    expectFields(await bad({ keyword: 'k'.repeat(65) }), ['body.keyword']);
    expectFields(await bad({ budgetMinFen: -1 }), ['body.budgetMinFen']);
    expectFields(await server.call('GET', 'project/detail', { token: tokens.admin!, query: { id: 'abc' } }), ['querystring.id']);
  });
});

describe('data scope and permissions of the reads', () => {
  it('clerk, reviewer, leader of 杭州市财政局: their unit and its departments; filters never widen it', async () => {
    for (const u of ['clerk', 'reviewer', 'leader']) expect(await set(tokens[u]!), u).toEqual(['p1', 'p2', 'p3', 'p7', 'p8']);
    expect(await set(tokens.clerk!, { unitId: unitIds.T })).toEqual([]);
    expect(await set(tokens.clerk!, { areaId: unitIds.ningbo })).toEqual([]);
    expect((await detail(tokens.clerk!, idOf.p4!)).status).toBe(403);
    expect((await detail(tokens.clerk!, idOf.p6!)).body.code).toBe(403);
    expect((await detailOk(tokens.leader!, idOf.p1!)).actions).toEqual([]);
  });

  it('the clerk after switching to 杭州市交通运输局 sees that unit’s projects only', async () => {
    await server.call('PUT', 'sys_user/switchCurrentUnit', { token: tokens.clerk!, query: { unitId: unitIds.T } });
    try {
      expect(await set(tokens.clerk!)).toEqual(['p4']);
      expect((await detail(tokens.clerk!, idOf.p1!)).status).toBe(403);
    } finally {
      await server.call('PUT', 'sys_user/switchCurrentUnit', { token: tokens.clerk!, query: { unitId: unitIds.F } });
    }
  });

  it('杭州市司法局 sees all of 杭州市 including 西湖区; 西湖区司法局 only 西湖区; administrators everything', async () => {
    expect(await set(tokens.bureau!)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p7', 'p8']);
    expect((await detail(tokens.bureau!, idOf.p6!)).status).toBe(403);
    const d = await detailOk(tokens.bureau!, idOf.p1!);
    expect(d.contracts).toHaveLength(2);
    expect(await set(tokens.county!)).toEqual(['p5']);
    expect((await detail(tokens.county!, idOf.p1!)).status).toBe(403);
    expect(await set(tokens.admin!)).toEqual(ALL_KEYS);
  });

  it('counterpart users and legal advisers: not signed in on the staff base (401), and their bases serve no projects (404); no token: 401', async () => {
    for (const u of ['company', 'lawyer']) {
      const list = await server.call('POST', '/api/admin/project/queryPage', { token: tokens[u]!, body: {} });
      expect(list.status, u).toBe(401);
      expect(list.body.code).toBe(401);
      expect((await server.call('GET', '/api/admin/project/detail', { token: tokens[u]!, query: { id: idOf.p1! } })).status).toBe(401);
      expect((await server.call('POST', '/api/admin/project/edit', { token: tokens[u]!, body: { id: idOf.p7!, version: 1, name: 'x' } })).status).toBe(401);
      // On their own base the calls are not served at all.
      expect((await detail(tokens[u]!, idOf.p1!)).status).toBe(404);
      expect((await edit(tokens[u]!, { id: idOf.p7!, version: 1, name: 'x' })).status).toBe(404);
      expect((await post('project/archive', tokens[u]!, { id: idOf.p1!, version: 1 })).status).toBe(404);
    }
    const anon = await server.call('POST', 'project/queryPage', { body: {} });
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(401);
  });

  it('the seeded projects have their trail and readable details', async () => {
    const seeded = await server.db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'underway')).limit(1);
    if (!seeded.length) return;
    const d = await detailOk(tokens.admin!, seeded[0]!.id);
    expect(d.history.length).toBeGreaterThan(0);
    expect(d.contractCount).toBe(d.contracts.length);
  });
});
