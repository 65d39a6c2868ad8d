/**
 * The contract read API (server/modules/contracts.ts): contract/queryPage (paging, sorting, every
 * filter and view) and contract/detail (contents, moves per caller), the data scope for every demo
 * account, and validation, sign-in and permission errors.
 *
 * The demo seed may hold contracts of its own; these tests insert their own fixture contracts
 * (codes TSTC-01..TSTC-15) and filter on that code prefix or on their ids.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractFiles,
  contractParties,
  contracts,
  contractTags,
  counterparts,
  files,
  filingConditions,
  filings,
  matters,
  performanceRecords,
  projects,
  riskFlags,
  rolePermissions,
  roles,
  statusHistory,
  supervisionRecords,
  tags,
  units,
  userRoles,
  userUnits,
  users,
} from '../../server/db/schema';
import { hashPassword } from '../../server/security/password';
import {
  type ContractDetail,
  type ContractListQueryInput,
  type ContractRow,
  contractDetailSchema,
  contractRowSchema,
} from '../../src/domain/contract-api';
import type { ContractAttribute, ContractCategory, MoneyDirection, RiskCode } from '../../src/domain/contract';
import type { FieldErrors, Page } from '../../src/domain/envelope';
import type { ContractStatus } from '../../src/domain/lifecycle';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

const LIST = 'contract/queryPage';
const DETAIL = 'contract/detail';
const PREFIX = 'TSTC-';
const ZHIJIANG = '浙江之江建设集团有限公司';

let server: TestServer;
const tokens: Record<string, string> = {};

type UnitKey = 'F' | 'FD' | 'T' | 'X' | 'N';
type CpKey = 'zhijiang' | 'other1' | 'other2';

interface Fixture {
  key: string;
  name: string;
  unit: UnitKey;
  status: ContractStatus;
  amountFen: number;
  signDate: string | null;
  category: ContractCategory;
  riskCode?: RiskCode;
  source?: 'system' | 'v1';
  attribute?: ContractAttribute;
  isMajor?: boolean;
  needsFairReview?: boolean;
  direction?: MoneyDirection;
  counterparts: CpKey[];
  tags?: string[];
  /** ISO time with offset. */
  createdAt: string;
  parent?: string;
  handler?: string;
}

/** c1..c15; codes TSTC-01..TSTC-15. F 杭州市财政局, FD its 法规处, T 杭州市交通运输局, X 西湖区教育局, N 宁波市财政局. */
const FIXTURES: Fixture[] = [
  { key: 'c1', name: '夹具合同-办公设备采购', unit: 'F', status: 'draft', amountFen: 100_000, signDate: null, category: 'procurementGoods', counterparts: [], createdAt: '2024-01-05T09:00:00+08:00', handler: 'clerk' },
  { key: 'c2', name: '夹具合同-物业服务', unit: 'F', status: 'registered', amountFen: 5_000_000, signDate: null, category: 'procurementServices', counterparts: ['zhijiang'], tags: ['民生工程'], createdAt: '2024-03-14T23:50:00+08:00', handler: 'clerk' },
  { key: 'c3', name: '夹具合同-道路养护工程', unit: 'F', status: 'unitReview', amountFen: 20_000_000, signDate: null, category: 'procurementWorks', counterparts: ['zhijiang', 'other1'], createdAt: '2024-03-15T00:30:00+08:00', handler: 'clerk' },
  { key: 'c4', name: '夹具合同-档案馆建设', unit: 'F', status: 'performing', amountFen: 5_000_000, signDate: '2025-03-01', category: 'govInvestedConstruction', source: 'v1', counterparts: ['other1'], tags: ['重点项目'], createdAt: '2024-04-20T23:30:00+08:00' },
  { key: 'c5', name: '夹具合同-培训服务', unit: 'F', status: 'archived', amountFen: 300_000, signDate: '2024-06-30', category: 'procurementGoods', counterparts: ['other2'], createdAt: '2024-04-21T00:10:00+08:00' },
  { key: 'c6', name: '夹具合同-法律服务委托', unit: 'FD', status: 'conditionallyFiled', amountFen: 800_000, signDate: '2025-01-10', category: 'entrustmentGrant', riskCode: 'yellow', counterparts: ['other2'], createdAt: '2024-06-01T10:00:00+08:00' },
  { key: 'c7', name: '夹具合同-公交站台改造', unit: 'T', status: 'filingReview', amountFen: 1_200_000, signDate: '2025-05-20', category: 'procurementWorks', counterparts: ['other1'], createdAt: '2024-07-01T10:00:00+08:00' },
  { key: 'c8', name: '夹具合同-污水处理特许经营', unit: 'X', status: 'performing', amountFen: 2_000_000_000, signDate: '2025-02-02', category: 'franchisePPP', riskCode: 'red', isMajor: true, needsFairReview: true, counterparts: ['zhijiang'], tags: ['重大合同', '民生工程'], createdAt: '2024-08-01T10:00:00+08:00' },
  { key: 'c9', name: '夹具合同-招商引资协议', unit: 'X', status: 'rectified', amountFen: 450_000, signDate: '2025-04-04', category: 'investmentAttraction', source: 'v1', needsFairReview: true, direction: 'income', counterparts: ['other2'], createdAt: '2024-09-01T10:00:00+08:00' },
  { key: 'c10', name: '夹具合同-国有房屋租赁', unit: 'N', status: 'performing', amountFen: 900_000, signDate: '2025-06-06', category: 'stateAssetLease', riskCode: 'red', counterparts: ['zhijiang'], createdAt: '2024-10-01T10:00:00+08:00' },
  { key: 'c11', name: '夹具合同-意向备忘录', unit: 'N', status: 'draft', amountFen: 700_000, signDate: null, category: 'other', direction: 'none', counterparts: [], createdAt: '2024-11-01T10:00:00+08:00' },
  { key: 'c12', name: '夹具合同-档案馆建设补充协议', unit: 'F', status: 'registered', amountFen: 5_000_000, signDate: null, category: 'govInvestedConstruction', attribute: 'supplementary', parent: 'c4', counterparts: ['other1'], createdAt: '2024-12-01T10:00:00+08:00' },
  { key: 'c13', name: '夹具合同-保洁服务', unit: 'F', status: 'disputed', amountFen: 5_000_000, signDate: '2025-03-01', category: 'procurementServices', riskCode: 'yellow', counterparts: ['other2'], createdAt: '2025-01-01T10:00:00+08:00' },
  { key: 'c14', name: '夹具合同-会议服务', unit: 'F', status: 'draft', amountFen: 60_000, signDate: null, category: 'procurementServices', counterparts: [], createdAt: '2025-02-01T10:00:00+08:00', handler: 'zhoujie' },
  { key: 'c15', name: '夹具合同-绿化养护', unit: 'F', status: 'draft', amountFen: 75_000, signDate: null, category: 'procurementServices', counterparts: [], createdAt: '2025-03-01T10:00:00+08:00', handler: 'zhoujie' },
];
const ALL_KEYS = FIXTURES.map((f) => f.key);
const fx = (key: string): Fixture => FIXTURES.find((f) => f.key === key)!;

/** Fixture id by key, and key by id. */
const idOf: Record<string, number> = {};
const keyOf = new Map<number, string>();
const unitIds = {} as Record<UnitKey | 'hangzhou' | 'xihu' | 'ningbo' | 'cityBureau' | 'countyBureau' | 'ningboBureau', number>;
const cpIds = {} as Record<CpKey, number>;
const cpNames = {} as Record<CpKey, string>;
const userIds: Record<string, number> = {};
const tagIds: Record<string, number> = {};

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

const AREA_OF: Record<UnitKey, 'hangzhou' | 'xihu' | 'ningbo'> = { F: 'hangzhou', FD: 'hangzhou', T: 'hangzhou', X: 'xihu', N: 'ningbo' };
const BUREAU_OF: Record<UnitKey, 'cityBureau' | 'countyBureau' | 'ningboBureau'> = {
  F: 'cityBureau',
  FD: 'cityBureau',
  T: 'cityBureau',
  X: 'countyBureau',
  N: 'ningboBureau',
};

/** updatedAt: two alternating values per pair of fixtures, so sorting by it has ties. */
const updatedAtOf = (i: number) => new Date(Date.UTC(2025, 5, 1 + Math.floor(i / 2)));

async function insertFixtures(): Promise<void> {
  const db = server.db;
  const [project] = await db
    .insert(projects)
    .values({ code: 'TSTP-01', name: '夹具项目-物业服务', unitId: unitIds.F, areaId: unitIds.hangzhou, status: 'underway' })
    .returning({ id: projects.id });
  for (const [i, f] of FIXTURES.entries()) {
    const [row] = await db
      .insert(contracts)
      .values({
        code: `${PREFIX}${String(i + 1).padStart(2, '0')}`,
        name: f.name,
        category: f.category,
        attribute: f.attribute ?? 'main',
        parentId: f.parent ? idOf[f.parent]! : null,
        projectId: f.key === 'c2' ? project!.id : null,
        status: f.status,
        isMajor: f.isMajor ?? false,
        needsFairReview: f.needsFairReview ?? false,
        subject: `${f.name}的标的`,
        amountFen: f.amountFen,
        direction: f.direction ?? 'expenditure',
        signDate: f.signDate,
        unitId: unitIds[f.unit],
        areaId: unitIds[AREA_OF[f.unit]],
        bureauUnitId: unitIds[BUREAU_OF[f.unit]],
        handlerId: f.handler ? userIds[f.handler]! : null,
        riskCode: f.riskCode ?? 'green',
        source: f.source ?? 'system',
        createdAt: new Date(f.createdAt),
        updatedAt: updatedAtOf(i),
      })
      .returning({ id: contracts.id });
    idOf[f.key] = row!.id;
    keyOf.set(row!.id, f.key);
    const roleLetters = ['B', 'C', 'D'];
    await db.insert(contractParties).values([
      { contractId: row!.id, role: 'A', kind: 'unit', unitId: unitIds[f.unit], name: '甲方单位' },
      ...f.counterparts.map((cp, j) => ({
        contractId: row!.id,
        role: roleLetters[j]!,
        kind: 'counterpart',
        counterpartId: cpIds[cp],
        name: cpNames[cp],
        signedAt: f.signDate ? new Date(`${f.signDate}T10:00:00+08:00`) : null,
      })),
    ]);
    if (f.tags?.length) await db.insert(contractTags).values(f.tags.map((t) => ({ contractId: row!.id, tagId: tagIds[t]! })));
  }

  // c3: history inserted out of order; a draft file; matters for the reviewer's unit.
  const c3 = idOf.c3!;
  const h = (action: string, from: string | null, to: string, at: string, user: string, opinion: string | null = null) => ({
    contractId: c3,
    action,
    fromStatus: from,
    toStatus: to,
    at: new Date(at),
    userId: userIds[user]!,
    unitId: unitIds.F,
    opinion,
  });
  await db.insert(statusHistory).values([
    h('pass', 'seeking', 'unitReview', '2024-03-18T09:00:00+08:00', 'clerk', '意见已征求完毕'),
    h('register', 'draft', 'registered', '2024-03-15T10:00:00+08:00', 'clerk'),
    h('pass', 'survey', 'seeking', '2024-03-17T09:00:00+08:00', 'clerk'),
    h('submitForReview', 'registered', 'survey', '2024-03-16T09:00:00+08:00', 'clerk'),
  ]);
  const [file] = await db
    .insert(files)
    .values({ fileName: '道路养护合同草案.pdf', mime: 'application/pdf', ext: 'pdf', size: 10, sha256: 'x', storageKey: 'x' })
    .returning({ id: files.id });
  await db.insert(contractFiles).values({ contractId: c3, fileId: file!.id, kind: 'draft', createdBy: userIds.clerk! });
  await db.insert(matters).values({
    contractId: c3,
    kind: 'validityUnit',
    title: '合法性审查',
    submitterId: userIds.clerk!,
    submitUnitId: unitIds.F,
    handlerUserId: userIds.reviewer!,
    handlerUnitId: unitIds.F,
    deadline: '2024-03-25',
  });

  // c14: created by the clerk (a history row), handled by another clerk.
  await db.insert(statusHistory).values({
    contractId: idOf.c14!,
    action: 'create',
    fromStatus: null,
    toStatus: 'draft',
    userId: userIds.clerk!,
    unitId: unitIds.F,
    at: new Date('2025-02-01T10:00:00+08:00'),
  });

  // c8 and c11: matters assigned to the lawyer; c8 also one for the county bureau.
  await db.insert(matters).values([
    { contractId: idOf.c8!, kind: 'performSupervise', title: '履行法律意见', submitterId: userIds.county!, handlerUserId: userIds.lawyer!, opinion: '建议补充违约条款' },
    { contractId: idOf.c8!, kind: 'warnTips', title: '红码预警', submitterId: userIds.clerk!, handlerUnitId: unitIds.countyBureau },
    { contractId: idOf.c11!, kind: 'survey', title: '调研', submitterId: userIds.clerk!, handlerUserId: userIds.lawyer! },
  ]);
  await db.insert(riskFlags).values([
    { contractId: idOf.c8!, rule: 'performanceOverdue', level: 'red', detail: '付款节点逾期' },
    { contractId: idOf.c8!, rule: 'deadlineNear', level: 'yellow', detail: '已处理', clearedAt: new Date() },
  ]);
  await db.insert(supervisionRecords).values([
    { contractId: idOf.c9!, bureauUnitId: unitIds.countyBureau, userId: userIds.county!, kind: 'inspection', content: '现场检查' },
    { contractId: idOf.c8!, bureauUnitId: unitIds.countyBureau, userId: userIds.county!, kind: 'interview', content: '约谈' },
  ]);

  // c6: a conditional filing with two defects; c7: a filing under review.
  const [filing] = await db
    .insert(filings)
    .values({ contractId: idOf.c6!, bureauUnitId: unitIds.cityBureau, status: 'conditional', submittedBy: userIds.clerk!, reviewerId: userIds.bureau!, opinion: '附条件备案' })
    .returning({ id: filings.id });
  await db.insert(filingConditions).values([
    { filingId: filing!.id, contractId: idOf.c6!, description: '补充履约担保条款', deadline: '2025-03-01' },
    { filingId: filing!.id, contractId: idOf.c6!, description: '明确验收标准', deadline: '2025-02-01' },
  ]);
  await db.insert(filings).values({ contractId: idOf.c7!, bureauUnitId: unitIds.cityBureau, status: 'review', submittedBy: userIds.clerk! });

  // c4: performance records.
  await db.insert(performanceRecords).values([
    { contractId: idOf.c4!, kind: 'payment', title: '第二期付款', amountFen: 2_000_000, dueDate: '2025-09-01' },
    { contractId: idOf.c4!, kind: 'milestone', title: '主体完工', dueDate: '2025-06-01', status: 'done', doneDate: '2025-05-28' },
  ]);
}

/** A role with the given permissions, granted to a new staff user of the unit or to an existing user. */
async function roleFor(code: string, perms: { permissionId: string; actionList: string[] }[], dataScope: string) {
  const [role] = await server.db.insert(roles).values({ code, name: code, dataScope }).returning({ id: roles.id });
  if (perms.length) await server.db.insert(rolePermissions).values(perms.map((p) => ({ roleId: role!.id, ...p })));
  return role!.id;
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
  unitIds.cityBureau = await unitByName('杭州市司法局');
  unitIds.countyBureau = await unitByName('西湖区司法局');
  unitIds.ningboBureau = await unitByName('宁波市司法局');
  for (const u of ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer', 'zhoujie']) {
    userIds[u] = await userId(u);
  }
  const cps = await server.db.select({ id: counterparts.id, name: counterparts.name }).from(counterparts).orderBy(counterparts.id);
  const zj = cps.find((c) => c.name === ZHIJIANG)!;
  const others = cps.filter((c) => c.name !== ZHIJIANG);
  Object.assign(cpIds, { zhijiang: zj.id, other1: others[0]!.id, other2: others[1]!.id });
  Object.assign(cpNames, { zhijiang: zj.name, other1: others[0]!.name, other2: others[1]!.name });
  for (const t of await server.db.select().from(tags)) tagIds[t.name] = t.id;
  await insertFixtures();

  // A staff user of 杭州市财政局 without contract.query.
  const plainRole = await roleFor('test_no_contract', [{ permissionId: 'dashboard', actionList: ['query'] }], 'unit');
  const [plain] = await server.db
    .insert(users)
    .values({ username: 'nocontract', passwordHash: await hashPassword(DEMO_PASSWORD), realName: '无合同权限', currentUnitId: unitIds.F })
    .returning({ id: users.id });
  await server.db.insert(userUnits).values({ userId: plain!.id, unitId: unitIds.F });
  await server.db.insert(userRoles).values({ userId: plain!.id, roleId: plainRole });

  for (const u of ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer', 'nocontract']) {
    tokens[u] = await server.login(u);
  }
});

afterAll(async () => {
  await server?.close();
});

async function page(token: string, body: ContractListQueryInput, path = LIST): Promise<Page<ContractRow>> {
  const r = await server.call<Page<ContractRow>>('POST', path, { token, body });
  expect(r.status, r.body.message).toBe(200);
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

/** The fixture keys a list shows (filtered to the fixtures, up to 100), in order. */
async function keys(token: string, body: ContractListQueryInput = {}, path = LIST): Promise<string[]> {
  const p = await page(token, { size: 100, code: PREFIX, ...body }, path);
  expect(p.total).toBe(p.records.length);
  return p.records.map((r) => keyOf.get(r.id) ?? `seed:${r.id}`);
}

const sorted = (list: string[]) => [...list].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
const set = async (token: string, body: ContractListQueryInput = {}, path = LIST) => sorted(await keys(token, body, path));
const except = (...excluded: string[]) => ALL_KEYS.filter((k) => !excluded.includes(k));

async function detail(token: string, key: string, path = DETAIL) {
  return server.call<ContractDetail>('GET', path, { token, query: { id: idOf[key]! } });
}

async function detailOk(token: string, key: string, path = DETAIL): Promise<ContractDetail> {
  const r = await detail(token, key, path);
  expect(r.body.code, r.body.message).toBe(200);
  return contractDetailSchema.parse(r.body.result);
}

describe('contract/queryPage: rows, paging and sorting', () => {
  it('answers rows of the shared schema with names, counterparts and phase', async () => {
    const p = await page(tokens.admin!, { code: PREFIX, size: 100, sortField: 'code', sortOrder: 'asc' });
    expect(p.total).toBe(FIXTURES.length);
    for (const r of p.records) contractRowSchema.parse(r);
    const c3 = p.records.find((r) => r.id === idOf.c3)!;
    expect(c3).toMatchObject({
      code: 'TSTC-03',
      name: fx('c3').name,
      status: 'unitReview',
      phase: 'review',
      unitId: unitIds.F,
      unitName: '杭州市财政局',
      areaId: unitIds.hangzhou,
      areaName: '杭州市',
      counterparts: [ZHIJIANG, cpNames.other1],
      amountFen: 20_000_000,
      source: 'system',
      attribute: 'main',
      riskCode: 'green',
      version: 1,
    });
    const c8 = p.records.find((r) => r.id === idOf.c8)!;
    expect(c8).toMatchObject({ areaName: '西湖区', unitName: '西湖区教育局', isMajor: true, needsFairReview: true, phase: 'performance' });
    expect(p.records.find((r) => r.id === idOf.c1)!.counterparts).toEqual([]);
  });

  it('pages: every page of size 4 in turn gives the whole sorted list, with the total on each', async () => {
    const all = await keys(tokens.admin!, { sortField: 'code', sortOrder: 'asc' });
    expect(all).toEqual(ALL_KEYS);
    const seen: string[] = [];
    for (let current = 1; current <= 4; current++) {
      const p = await page(tokens.admin!, { code: PREFIX, size: 4, current, sortField: 'code', sortOrder: 'asc' });
      expect(p).toMatchObject({ current, size: 4, total: 15 });
      expect(p.records.length).toBe(current < 4 ? 4 : 3);
      seen.push(...p.records.map((r) => keyOf.get(r.id)!));
    }
    expect(seen).toEqual(all);
    const past = await page(tokens.admin!, { code: PREFIX, size: 4, current: 5 });
    expect(past.records).toEqual([]);
    expect(past.total).toBe(15);
    const exact = await page(tokens.admin!, { code: PREFIX, size: 5, current: 3 });
    expect(exact.records.length).toBe(5);
    expect(exact.total).toBe(15);
  });

  it('takes a missing body as the defaults', async () => {
    const r = await server.call<Page<ContractRow>>('POST', LIST, { token: tokens.clerk! });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result).toMatchObject({ current: 1, size: 10 });
    expect(r.body.result.total).toBeGreaterThanOrEqual(10);
  });

  it('defaults to the latest updated first, 10 a page', async () => {
    const p = await page(tokens.admin!, { code: PREFIX });
    expect(p.size).toBe(10);
    expect(p.current).toBe(1);
    expect(p.records.length).toBe(10);
    const times = p.records.map((r) => r.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  const cases: { field: 'code' | 'name' | 'amountFen' | 'signDate' | 'updatedAt' | 'createdAt'; value: (f: Fixture, i: number) => string | number | null }[] = [
    { field: 'amountFen', value: (f) => f.amountFen },
    { field: 'signDate', value: (f) => f.signDate },
    { field: 'updatedAt', value: (_f, i) => updatedAtOf(i).getTime() },
    { field: 'createdAt', value: (f) => new Date(f.createdAt).getTime() },
    { field: 'code', value: (_f, i) => `${PREFIX}${String(i + 1).padStart(2, '0')}` },
    { field: 'name', value: (f) => f.name },
  ];
  for (const { field, value } of cases) {
    it(`sorts by ${field} both ways, ties broken by id the same way, empty values last`, async () => {
      for (const order of ['asc', 'desc'] as const) {
        const sign = order === 'asc' ? 1 : -1;
        const expected = FIXTURES.map((f, i) => ({ key: f.key, id: idOf[f.key]!, v: value(f, i) }))
          .sort((a, b) => {
            if (a.v === null || b.v === null) return a.v === b.v ? sign * (a.id - b.id) : a.v === null ? 1 : -1;
            if (a.v !== b.v) return sign * (a.v < b.v ? -1 : 1);
            return sign * (a.id - b.id);
          })
          .map((e) => e.key);
        expect(await keys(tokens.admin!, { sortField: field, sortOrder: order })).toEqual(expected);
      }
    });
  }

  it('has real ties to break (amount, signing date, update time)', () => {
    expect(FIXTURES.filter((f) => f.amountFen === 5_000_000).length).toBe(4);
    expect(FIXTURES.filter((f) => f.signDate === '2025-03-01').length).toBe(2);
  });
});

describe('contract/queryPage: filters', () => {
  const admin = () => tokens.admin!;

  it('keyword: name or code, case-insensitive, wildcards literal', async () => {
    expect(await set(admin(), { keyword: '道路养护' })).toEqual(['c3']);
    expect(await set(admin(), { keyword: 'tstc-0', code: undefined })).toEqual(ALL_KEYS.slice(0, 9));
    expect(await set(admin(), { keyword: '档案馆' })).toEqual(['c4', 'c12']);
    expect(await set(admin(), { keyword: '%' })).toEqual([]);
    expect(await set(admin(), { keyword: '夹具_合同' })).toEqual([]);
    // Blank after trimming: no filter.
    expect((await set(admin(), { keyword: '   ' })).length).toBe(15);
  });

  it('code: substring of the code', async () => {
    expect(await set(admin(), { code: 'TSTC-1' })).toEqual(['c10', 'c11', 'c12', 'c13', 'c14', 'c15']);
    expect(await set(admin(), { code: 'tstc-07' })).toEqual(['c7']);
  });

  it('category, one or several', async () => {
    expect(await set(admin(), { category: 'procurementGoods' })).toEqual(['c1', 'c5']);
    expect(await set(admin(), { category: ['procurementGoods', 'franchisePPP'] })).toEqual(['c1', 'c5', 'c8']);
  });

  it('status, one or several; phase', async () => {
    expect(await set(admin(), { status: 'draft' })).toEqual(['c1', 'c11', 'c14', 'c15']);
    expect(await set(admin(), { status: ['registered', 'unitReview'] })).toEqual(['c2', 'c3', 'c12']);
    expect(await set(admin(), { phase: 'performance' })).toEqual(['c4', 'c8', 'c10', 'c13']);
    expect(await set(admin(), { phase: ['filing', 'review'] })).toEqual(['c3', 'c6', 'c7', 'c9']);
    expect(await set(admin(), { phase: 'closed' })).toEqual(['c5']);
  });

  it('unitId with and without its children; areaId with its subtree', async () => {
    expect(await set(admin(), { unitId: unitIds.F })).toEqual(except('c6', 'c7', 'c8', 'c9', 'c10', 'c11'));
    expect(await set(admin(), { unitId: unitIds.F, includeChildren: true })).toEqual(except('c7', 'c8', 'c9', 'c10', 'c11'));
    expect(await set(admin(), { unitId: unitIds.FD })).toEqual(['c6']);
    expect(await set(admin(), { areaId: unitIds.hangzhou })).toEqual(except('c10', 'c11'));
    expect(await set(admin(), { areaId: unitIds.xihu })).toEqual(['c8', 'c9']);
    expect(await set(admin(), { areaId: unitIds.ningbo })).toEqual(['c10', 'c11']);
  });

  it('counterpartId', async () => {
    expect(await set(admin(), { counterpartId: cpIds.zhijiang })).toEqual(['c2', 'c3', 'c8', 'c10']);
    expect(await set(admin(), { counterpartId: cpIds.other1 })).toEqual(['c3', 'c4', 'c7', 'c12']);
  });

  it('amount range in fen, inclusive', async () => {
    expect(await set(admin(), { amountMinFen: 5_000_000, amountMaxFen: 5_000_000 })).toEqual(['c2', 'c4', 'c12', 'c13']);
    expect(await set(admin(), { amountMinFen: 1_000_000 })).toEqual(['c2', 'c3', 'c4', 'c7', 'c8', 'c12', 'c13']);
    expect(await set(admin(), { amountMaxFen: 100_000 })).toEqual(['c1', 'c14', 'c15']);
  });

  it('signing date range, inclusive', async () => {
    expect(await set(admin(), { signDateFrom: '2025-03-01', signDateTo: '2025-05-20' })).toEqual(['c4', 'c7', 'c9', 'c13']);
    expect(await set(admin(), { signDateTo: '2024-12-31' })).toEqual(['c5']);
  });

  it('creation day range, in China Standard Time', async () => {
    // c2 was created 23:50 on 03-14 and c5 00:10 on 04-21 (UTC+8): both outside.
    expect(await set(admin(), { createdFrom: '2024-03-15', createdTo: '2024-04-20' })).toEqual(['c3', 'c4']);
    expect(await set(admin(), { createdFrom: '2025-02-01' })).toEqual(['c14', 'c15']);
  });

  it('tags (any of them), risk code, source, major, attribute, direction', async () => {
    expect(await set(admin(), { tagIds: [tagIds.民生工程!] })).toEqual(['c2', 'c8']);
    expect(await set(admin(), { tagIds: [tagIds.重点项目!, tagIds.重大合同!] })).toEqual(['c4', 'c8']);
    expect(await set(admin(), { riskCode: 'red' })).toEqual(['c8', 'c10']);
    expect(await set(admin(), { riskCode: ['yellow', 'red'] })).toEqual(['c6', 'c8', 'c10', 'c13']);
    expect(await set(admin(), { source: 'v1' })).toEqual(['c4', 'c9']);
    expect(await set(admin(), { source: 'system' })).toEqual(except('c4', 'c9'));
    expect(await set(admin(), { isMajor: true })).toEqual(['c8']);
    expect(await set(admin(), { isMajor: false })).toEqual(except('c8'));
    expect(await set(admin(), { attribute: 'supplementary' })).toEqual(['c12']);
    expect(await set(admin(), { attribute: ['main'] })).toEqual(except('c12'));
    expect(await set(admin(), { direction: 'income' })).toEqual(['c9']);
  });

  it('combines filters with AND', async () => {
    expect(await set(admin(), { areaId: unitIds.hangzhou, riskCode: ['yellow', 'red'], phase: 'performance' })).toEqual(['c8', 'c13']);
  });
});

describe('contract/queryPage: views', () => {
  it('status views', async () => {
    const a = tokens.admin!;
    expect(await set(a, { view: 'underway' })).toEqual(['c2', 'c3', 'c7', 'c12']);
    expect(await set(a, { view: 'execute' })).toEqual(['c4', 'c8', 'c10', 'c13']);
    expect(await set(a, { view: 'archived' })).toEqual(['c5']);
    expect(await set(a, { view: 'record' })).toEqual(['c6', 'c7', 'c9']);
    expect(await set(a, { view: 'conditional' })).toEqual(['c6', 'c9']);
  });

  it('drafts: the caller’s own drafts (handled by it, or with a history entry of it)', async () => {
    expect(await set(tokens.clerk!, { view: 'drafts' })).toEqual(['c1', 'c14']);
    expect(await set(tokens.admin!, { view: 'drafts' })).toEqual([]);
  });

  it('supervise, redCode, transfer', async () => {
    const a = tokens.admin!;
    expect(await set(a, { view: 'supervise' })).toEqual(['c6', 'c8', 'c9', 'c10', 'c13']);
    expect(await set(a, { view: 'redCode' })).toEqual(['c8', 'c10']);
    expect(await set(a, { view: 'transfer' })).toEqual(['c4', 'c9']);
    // A view narrows the scope, never widens it.
    expect(await set(tokens.clerk!, { view: 'redCode' })).toEqual([]);
    expect(await set(tokens.clerk!, { view: 'supervise' })).toEqual(['c6', 'c13']);
  });

  it('areaSupervise: the bureau’s area; nothing for a unit’s staff', async () => {
    expect(await set(tokens.bureau!, { view: 'areaSupervise' })).toEqual(except('c10', 'c11'));
    expect(await set(tokens.county!, { view: 'areaSupervise' })).toEqual(['c8', 'c9']);
    expect(await set(tokens.admin!, { view: 'areaSupervise' })).toEqual(ALL_KEYS);
    expect(await set(tokens.clerk!, { view: 'areaSupervise' })).toEqual([]);
    expect(await set(tokens.bureau!, { view: 'areaSupervise', areaId: unitIds.xihu })).toEqual(['c8', 'c9']);
  });

  it('myUnit: the current unit only, not its departments', async () => {
    expect(await set(tokens.clerk!, { view: 'myUnit' })).toEqual(except('c6', 'c7', 'c8', 'c9', 'c10', 'c11'));
    expect(await set(tokens.company!, { view: 'myUnit' })).toEqual([]);
  });
});

describe('data scope', () => {
  const unitKeys = except('c7', 'c8', 'c9', 'c10', 'c11');

  it('administrator: everything', async () => {
    expect(await set(tokens.admin!)).toEqual(ALL_KEYS);
  });

  it('clerk, reviewer, leader: the current unit and its departments, not 宁波 nor the second unit', async () => {
    for (const u of ['clerk', 'reviewer', 'leader']) expect(await set(tokens[u]!)).toEqual(unitKeys);
    // Filters never widen the scope.
    expect(await set(tokens.clerk!, { areaId: unitIds.ningbo })).toEqual([]);
    expect(await set(tokens.clerk!, { unitId: unitIds.T })).toEqual([]);
  });

  it('clerk after switching to its second unit (杭州市交通运输局) sees that unit’s contracts', async () => {
    const sw = await server.call('PUT', 'sys_user/switchCurrentUnit', { token: tokens.clerk!, query: { unitId: unitIds.T } });
    expect(sw.body.code).toBe(200);
    try {
      expect(await set(tokens.clerk!)).toEqual(['c7']);
      expect((await detail(tokens.clerk!, 'c2')).status).toBe(403);
    } finally {
      await server.call('PUT', 'sys_user/switchCurrentUnit', { token: tokens.clerk!, query: { unitId: unitIds.F } });
    }
    expect(await set(tokens.clerk!)).toEqual(unitKeys);
  });

  it('city bureau (杭州市司法局): all of 杭州市 including 西湖区, not 宁波', async () => {
    expect(await set(tokens.bureau!)).toEqual(except('c10', 'c11'));
  });

  it('county bureau (西湖区司法局): only 西湖区', async () => {
    expect(await set(tokens.county!)).toEqual(['c8', 'c9']);
  });

  it('counterpart user: only contracts its counterpart is party to, on /api/company too', async () => {
    expect(await set(tokens.company!)).toEqual(['c2', 'c3', 'c8', 'c10']);
    expect(await set(tokens.company!, {}, '/api/company/contract/queryPage')).toEqual(['c2', 'c3', 'c8', 'c10']);
  });

  it('lawyer: only contracts of matters assigned to it', async () => {
    expect(await set(tokens.lawyer!, {}, '/api/lawyer/contract/queryPage')).toEqual(['c8', 'c11']);
  });

  it('detail outside the scope: HTTP 403 code 403; inside: 200', async () => {
    const cases: [string, string[], string[]][] = [
      ['clerk', ['c2', 'c6'], ['c7', 'c10']],
      ['bureau', ['c7', 'c8'], ['c10', 'c11']],
      ['county', ['c9'], ['c3', 'c10']],
      ['company', ['c2', 'c10'], ['c1', 'c5']],
      ['lawyer', ['c11'], ['c2']],
      ['admin', ['c10', 'c11'], []],
    ];
    for (const [user, inside, outside] of cases) {
      const path = user === 'company' ? '/api/company/contract/detail' : user === 'lawyer' ? '/api/lawyer/contract/detail' : DETAIL;
      for (const key of inside) expect((await detail(tokens[user]!, key, path)).body.code, `${user} ${key}`).toBe(200);
      for (const key of outside) {
        const r = await detail(tokens[user]!, key, path);
        expect(r.status, `${user} ${key}`).toBe(403);
        expect(r.body.code).toBe(403);
        expect(r.body.result).toBeNull();
        expect(JSON.stringify(r.body)).not.toContain(fx(key).name);
      }
    }
  });

  it('an unknown id is code 500 (not found)', async () => {
    const r = await server.call('GET', DETAIL, { token: tokens.admin!, query: { id: 2_000_000_000 } });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(500);
    expect(r.body.message).toBe('合同不存在');
  });
});

describe('contract/detail', () => {
  it('has every column, names, parties, files, matters and the history oldest first', async () => {
    const d = await detailOk(tokens.clerk!, 'c3');
    expect(d).toMatchObject({
      id: idOf.c3,
      code: 'TSTC-03',
      status: 'unitReview',
      phase: 'review',
      subject: `${fx('c3').name}的标的`,
      unitName: '杭州市财政局',
      areaName: '杭州市',
      bureauUnitId: unitIds.cityBureau,
      bureauUnitName: '杭州市司法局',
      handlerId: userIds.clerk,
      handlerName: '李晓明',
      parent: null,
      children: [],
      project: null,
    });
    expect(d.parties.map((p) => [p.role, p.kind, p.name, p.signed])).toEqual([
      ['A', 'unit', '甲方单位', false],
      ['B', 'counterpart', ZHIJIANG, false],
      ['C', 'counterpart', cpNames.other1, false],
    ]);
    expect(d.files).toEqual([expect.objectContaining({ kind: 'draft', fileName: '道路养护合同草案.pdf' })]);
    expect(d.matters).toEqual([
      expect.objectContaining({ kind: 'validityUnit', status: 'pending', submitterName: '李晓明', handlerUserName: '陈静', handlerUnitName: '杭州市财政局', deadline: '2024-03-25' }),
    ]);
    expect(d.history.map((h) => h.action)).toEqual(['register', 'submitForReview', 'pass', 'pass']);
    expect(d.history.map((h) => h.toStatus)).toEqual(['registered', 'survey', 'seeking', 'unitReview']);
    expect(d.history[3]).toMatchObject({ fromStatus: 'seeking', userName: '李晓明', unitName: '杭州市财政局', opinion: '意见已征求完毕' });
    const times = d.history.map((h) => h.at);
    expect(times).toEqual([...times].sort());
  });

  it('parent, children, project, tags, signing state, performance', async () => {
    const c4 = await detailOk(tokens.clerk!, 'c4');
    expect(c4.children).toEqual([{ id: idOf.c12, code: 'TSTC-12', name: fx('c12').name, status: 'registered', attribute: 'supplementary' }]);
    expect(c4.tags.map((t) => t.name)).toEqual(['重点项目']);
    expect(c4.parties.find((p) => p.kind === 'counterpart')).toMatchObject({ signed: true, signedAt: expect.any(String) });
    expect(c4.performance.map((p) => p.title)).toEqual(['主体完工', '第二期付款']);
    expect(c4.source).toBe('v1');
    const c12 = await detailOk(tokens.clerk!, 'c12');
    expect(c12.parent).toMatchObject({ id: idOf.c4, code: 'TSTC-04', attribute: 'main' });
    const c2 = await detailOk(tokens.clerk!, 'c2');
    expect(c2.project).toMatchObject({ code: 'TSTP-01', name: '夹具项目-物业服务' });
  });

  it('filings with their conditions; open risk flags and supervision', async () => {
    const c6 = await detailOk(tokens.bureau!, 'c6');
    expect(c6.filings).toHaveLength(1);
    expect(c6.filings[0]).toMatchObject({ status: 'conditional', bureauUnitName: '杭州市司法局', submittedByName: '李晓明', reviewerName: '刘芳' });
    expect(c6.filings[0]!.conditions.map((k) => k.description)).toEqual(['明确验收标准', '补充履约担保条款']);
    const c8 = await detailOk(tokens.county!, 'c8');
    expect(c8.riskFlags).toEqual([expect.objectContaining({ rule: 'performanceOverdue', level: 'red' })]);
    expect(c8.supervision).toEqual([expect.objectContaining({ kind: 'interview', userName: '赵磊', bureauUnitName: '西湖区司法局' })]);
    expect(c8.matters).toHaveLength(2);
  });

  it('a counterpart user sees the parties and progress, not the internal work', async () => {
    const d = await detailOk(tokens.company!, 'c3', '/api/company/contract/detail');
    expect(d.parties).toHaveLength(3);
    expect(d.history).toHaveLength(4);
    expect(d.history.every((h) => h.opinion === null)).toBe(true);
    expect(d.matters).toEqual([]);
    expect(d.moves).toEqual([]);
    const c8 = await detailOk(tokens.company!, 'c8', '/api/company/contract/detail');
    expect(c8.riskFlags).toEqual([]);
    expect(c8.supervision).toEqual([]);
    expect(c8.tags).toEqual([]);
  });

  it('a lawyer sees only its own matters', async () => {
    const d = await detailOk(tokens.lawyer!, 'c8', '/api/lawyer/contract/detail');
    expect(d.matters).toEqual([expect.objectContaining({ kind: 'performSupervise', handlerUserName: '吴律明', opinion: '建议补充违约条款' })]);
    expect(d.moves).toEqual([]);
  });

  const actions = async (user: string, key: string) => (await detailOk(tokens[user]!, key)).moves.map((m) => m.action);

  it('moves: the owner clerk of a registered contract may submit it for review', async () => {
    const d = await detailOk(tokens.clerk!, 'c2');
    expect(d.moves).toContainEqual({ action: 'submitForReview', to: ['survey'], actor: 'owner' });
    expect(d.moves.map((m) => m.action).sort()).toEqual(['submitForReview', 'void']);
    // The unit's reviewer and leader do not run the contract.
    expect(await actions('reviewer', 'c2')).toEqual([]);
    expect(await actions('leader', 'c2')).toEqual([]);
  });

  it('moves: the reviewer of a contract in unit review may pass or return it; the clerk may not', async () => {
    const d = await detailOk(tokens.reviewer!, 'c3');
    expect(d.moves).toEqual([
      { action: 'pass', to: ['finalDraft'], actor: 'unitLegal' },
      { action: 'returnTo', to: ['registered', 'survey', 'seeking'], actor: 'unitLegal' },
    ]);
    const clerk = await actions('clerk', 'c3');
    expect(clerk).not.toContain('pass');
    expect(clerk).not.toContain('returnTo');
    expect(await actions('leader', 'c3')).toEqual([]);
    // The bureau sees it but has nothing to do at this step.
    expect(await actions('bureau', 'c3')).toEqual([]);
  });

  it('moves: the filing bureau decides a filing; the county bureau a rectification; nobody else', async () => {
    expect((await actions('bureau', 'c7')).sort()).toEqual(['acceptFiling', 'fileConditionally', 'refuseFiling', 'returnFiling']);
    expect((await actions('county', 'c9')).sort()).toEqual(['confirmRectification', 'rejectRectification']);
    expect(await actions('bureau', 'c9')).toEqual([]);
    expect(await actions('admin', 'c7')).toEqual([]);
    expect(await actions('clerk', 'c6')).toEqual(['submitRectification']);
    expect((await actions('clerk', 'c13')).sort()).toEqual(['resolveDispute', 'terminate']);
  });
});

describe('contract/statusCounts', () => {
  it('counts the scope of the caller by status and risk code, matching the list totals', async () => {
    for (const [user, base] of [
      ['clerk', 'contract'],
      ['bureau', 'contract'],
      ['admin', 'contract'],
      ['company', '/api/company/contract'],
    ] as const) {
      const token = tokens[user]!;
      const counts = await server.call<{ total: number; byStatus: Record<string, number>; byRisk: Record<string, number> }>(
        'GET',
        `${base}/statusCounts`,
        { token },
      );
      expect(counts.body.code, user).toBe(200);
      const total = async (body: ContractListQueryInput) =>
        (await server.call<{ total: number }>('POST', `${base}/queryPage`, { token, body: { ...body, size: 1 } })).body.result.total;
      expect(counts.body.result.total, user).toBe(await total({}));
      expect(counts.body.result.byStatus.performing ?? 0, user).toBe(await total({ status: 'performing' }));
      expect(counts.body.result.byRisk.red ?? 0, user).toBe(await total({ riskCode: 'red' }));
      const sum = Object.values(counts.body.result.byStatus).reduce((a, b) => a + b, 0);
      expect(sum).toBe(counts.body.result.total);
    }
  });

  it('needs contract.query', async () => {
    const r = await server.call('GET', 'contract/statusCounts', { token: await server.login('nocontract') });
    expect(r.status).toBe(403);
  });
});

describe('errors', () => {
  const fieldsOf = (r: { body: { result: unknown } }) => (r.body.result as FieldErrors).fields.map((f) => f.path);

  it('bad input: code 501 with the fields', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ size: 0 }, 'body.size'],
      [{ size: 1000 }, 'body.size'],
      [{ current: 0 }, 'body.current'],
      [{ status: 'bogus' }, 'body.status'],
      [{ status: ['draft', 'bogus'] }, 'body.status'],
      [{ sortField: 'passwordHash' }, 'body.sortField'],
      [{ sortOrder: 'up' }, 'body.sortOrder'],
      [{ amountMinFen: 500, amountMaxFen: 100 }, 'body.amountMaxFen'],
      [{ amountMinFen: 1.5 }, 'body.amountMinFen'],
      [{ amountMinFen: -1 }, 'body.amountMinFen'],
      [{ keyword: 'x'.repeat(10_000) }, 'body.keyword'],
      [{ signDateFrom: '2025-02-30' }, 'body.signDateFrom'],
      [{ signDateFrom: '2025-05-01', signDateTo: '2025-04-01' }, 'body.signDateTo'],
      [{ createdFrom: '2025-05-01', createdTo: '2025-04-01' }, 'body.createdTo'],
      [{ view: 'everything' }, 'body.view'],
      [{ category: [] }, 'body.category'],
      [{ tagIds: ['x'] }, 'body.tagIds'],
      [{ unitId: -3 }, 'body.unitId'],
    ];
    for (const [body, path] of bad) {
      const r = await server.call('POST', LIST, { token: tokens.admin!, body });
      expect(r.status, JSON.stringify(body)).toBe(200);
      expect(r.body.code, JSON.stringify(body)).toBe(501);
      expect(fieldsOf(r), JSON.stringify(body)).toContain(path);
    }
    const d = await server.call('GET', DETAIL, { token: tokens.admin!, query: { id: 'abc' } });
    expect(d.body.code).toBe(501);
    expect(fieldsOf(d)).toContain('querystring.id');
  });

  it('no token: HTTP 401 code 401', async () => {
    const r = await server.call('POST', LIST, { body: {} });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, result: { isLogin: false } });
    const d = await server.call('GET', DETAIL, { query: { id: idOf.c1! } });
    expect(d.status).toBe(401);
  });

  it('without contract.query / contract.get: HTTP 403 code 403', async () => {
    const token = await server.login('nocontract');
    const r = await server.call('POST', LIST, { token, body: {} });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(403);
    const d = await server.call('GET', DETAIL, { token, query: { id: idOf.c1! } });
    expect(d.status).toBe(403);
    // The seeded lawyer role reads contracts, but never edits them (its scope is its own matters).
    const [lawyerRole] = await server.db.select().from(roles).where(eq(roles.code, 'lawyer'));
    const perms = await server.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, lawyerRole!.id));
    expect(perms.find((p) => p.permissionId === 'contract')?.actionList).toEqual(['query', 'get']);
  });
});
