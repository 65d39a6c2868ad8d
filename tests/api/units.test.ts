/**
 * Units and seals (server/modules/units/): add, edit, delete with their placement rules, the trees
 * and their filters, unit info, the area tree, seals and the data scope of unit and seal writes.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, rolePermissions, seals, units, userRoles, userUnits, users } from '../../server/db/schema';
import { hashPassword } from '../../server/security/password';
import type { FieldErrors } from '../../src/domain/envelope';
import type { Seal, Unit, UnitInfo, UnitNode } from '../../src/domain/system';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let clerk: string;

type AnyReply = { status: number; body: { code: number; message: string; result: unknown } };

const flatten = (nodes: UnitNode[]): UnitNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

async function unitByName(unitName: string) {
  const [u] = await server.db.select().from(units).where(eq(units.unitName, unitName));
  if (!u) throw new Error(`no demo unit ${unitName}`);
  return u;
}

async function unitRow(id: number) {
  const [row] = await server.db.select().from(units).where(eq(units.id, id));
  return row;
}

async function unitCount(type?: string): Promise<number> {
  const q = server.db.select({ n: count() }).from(units);
  const [row] = await (type ? q.where(eq(units.type, type)) : q);
  return Number(row?.n ?? 0);
}

async function sealCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(seals);
  return Number(row?.n ?? 0);
}

async function memberUnitIds(username: string): Promise<number[]> {
  const [u] = await server.db.select().from(users).where(eq(users.username, username));
  const rows = await server.db.select().from(userUnits).where(eq(userUnits.userId, u!.id));
  return rows.map((r) => r.unitId).sort((a, b) => a - b);
}

async function currentUnitOf(username: string) {
  const [u] = await server.db.select().from(users).where(eq(users.username, username));
  return unitRow(u!.currentUnitId!);
}

const addUnit = (body: unknown, token = admin) => server.call<Unit>('POST', 'admin_sys_unit/add', { token, body });
const editUnit = (body: unknown, token = admin) => server.call<Unit>('PUT', 'admin_sys_unit/edit', { token, body });
const delUnit = (id: number | string, token = admin) =>
  server.call<null>('DELETE', 'admin_sys_unit/del', { token, query: { id } });
const getTree = (path: string, token = admin, query?: Record<string, string>) =>
  server.call<UnitNode[]>('GET', `admin_sys_unit/${path}`, { token, query });
const saveSeal = (body: unknown, token = admin) => server.call<Seal>('POST', 'sys_unit/sealSn', { token, body });
const getSeals = (unitId: number | string, token = admin) =>
  server.call<Seal[]>('GET', 'sys_unit/getSealSn', { token, query: { unitId } });

async function added(body: Record<string, unknown>, token = admin): Promise<Unit> {
  const r = await addUnit(body, token);
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

async function treeOk(path: string, token = admin, query?: Record<string, string>): Promise<UnitNode[]> {
  const r = await getTree(path, token, query);
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

function expectSorted(nodes: UnitNode[]): void {
  for (let i = 1; i < nodes.length; i++) {
    const [a, b] = [nodes[i - 1]!, nodes[i]!];
    expect(a.sort < b.sort || (a.sort === b.sort && a.id < b.id)).toBe(true);
  }
  for (const n of nodes) expectSorted(n.children);
}

function expectInvalid(r: AnyReply): void {
  expect(r.status).toBe(200);
  expect(r.body.code).toBe(501);
  expect((r.body.result as FieldErrors).fields.length).toBeGreaterThan(0);
}

function expectRefused(r: AnyReply): void {
  expect(r.status).toBe(200);
  expect(r.body.code).toBe(500);
  expect(r.body.message).toBeTruthy();
}

function expectUnauthorized(r: AnyReply): void {
  expect(r.status).toBe(401);
  expect(r.body.code).toBe(401);
  expect(r.body.result).toEqual({ isLogin: false });
}

function expectForbidden(r: AnyReply): void {
  expect(r.status).toBe(403);
  expect(r.body.code).toBe(403);
}

/** A test-owned branch: area 测试省 > 测试市 (A) > 测试节点 (N) > 测试单位 (U) > 测试处 (D) > 测试科 (O). */
async function branch(prefix: string) {
  const province = await added({ pid: null, unitName: `${prefix}省`, type: 'A', areaLevel: 'province', adcode: '990000' });
  const city = await added({ pid: province.id, unitName: `${prefix}市`, type: 'A', areaLevel: 'city' });
  const node = await added({ pid: city.id, unitName: `${prefix}节点`, type: 'N' });
  const unit = await added({ pid: node.id, unitName: `${prefix}单位`, type: 'U', creditCode: '11330000000000000X' });
  const dept = await added({ pid: unit.id, unitName: `${prefix}处`, type: 'D' });
  const office = await added({ pid: dept.id, unitName: `${prefix}科`, type: 'O' });
  return { province, city, node, unit, dept, office };
}

/** A user (with no role) who belongs to the unit. */
async function addMember(username: string, unitId: number): Promise<void> {
  const [user] = await server.db
    .insert(users)
    .values({ username, passwordHash: 'x', realName: username, currentUnitId: unitId })
    .returning();
  await server.db.insert(userUnits).values({ userId: user!.id, unitId });
}

/** A user of the given unit whose only role holds the unit and seal permissions with data scope 'unit'. */
async function scopedUser(unitId: number): Promise<string> {
  const [role] = await server.db
    .insert(roles)
    .values({ code: 'unit-keeper', name: '单位印章管理员', dataScope: 'unit' })
    .returning();
  const all = ['add', 'delete', 'edit', 'query', 'get'];
  await server.db.insert(rolePermissions).values([
    { roleId: role!.id, permissionId: 'unit', actionList: all },
    { roleId: role!.id, permissionId: 'seal', actionList: all },
  ]);
  const [user] = await server.db
    .insert(users)
    .values({ username: 'unitkeeper', passwordHash: await hashPassword(DEMO_PASSWORD), realName: '印章员', currentUnitId: unitId })
    .returning();
  await server.db.insert(userUnits).values({ userId: user!.id, unitId });
  await server.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return server.login('unitkeeper');
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  clerk = await server.login('clerk');
});

afterAll(async () => {
  await server?.close();
});

describe('add', () => {
  it('adds each type where it may sit, and the unit reads back', async () => {
    const b = await branch('新增');
    expect(b.province).toMatchObject({ pid: null, type: 'A', areaLevel: 'province', adcode: '990000', isJudicialBureau: false });
    expect(b.office).toMatchObject({ pid: b.dept.id, type: 'O', areaLevel: null, adcode: null });
    const bureau = await added({ pid: b.city.id, unitName: '新增司法局', type: 'U', isJudicialBureau: true, sort: 1 });
    expect(bureau).toMatchObject({ isJudicialBureau: true, sort: 1 });
    const subNode = await added({ pid: b.node.id, unitName: '新增子节点', type: 'N' });
    await added({ pid: subNode.id, unitName: '节点下单位', type: 'U' });
    await added({ pid: b.unit.id, unitName: '单位直属科', type: 'O' });
    const info = await server.call<UnitInfo>('GET', 'sys_unit/getComUnitInfo', { token: admin, query: { unitId: b.unit.id } });
    expect(info.body.result).toMatchObject({ id: b.unit.id, unitName: '新增单位', type: 'U', creditCode: '11330000000000000X' });
    expect(await unitRow(b.office.id)).toMatchObject({ unitName: '新增科', pid: b.dept.id, type: 'O' });
  });

  it('refuses a type under a parent it may not sit under, and a sibling of the same name (code 500)', async () => {
    const b = await branch('放置');
    const before = await unitCount();
    const wrong: Record<string, unknown>[] = [
      { pid: null, unitName: '顶级节点', type: 'N' },
      { pid: null, unitName: '顶级单位', type: 'U' },
      { pid: null, unitName: '顶级处室', type: 'D' },
      { pid: b.unit.id, unitName: '单位下区域', type: 'A', areaLevel: 'county' },
      { pid: b.node.id, unitName: '节点下区域', type: 'A', areaLevel: 'county' },
      { pid: b.city.id, unitName: '区域下处室', type: 'D' },
      { pid: b.node.id, unitName: '节点下科室', type: 'O' },
      { pid: b.dept.id, unitName: '处室下单位', type: 'U' },
      { pid: b.office.id, unitName: '科室下科室', type: 'O' },
      { pid: b.dept.id, unitName: '处室下处室', type: 'D' },
      { pid: b.node.id, unitName: '放置单位', type: 'U' },
    ];
    for (const body of wrong) expectRefused(await addUnit(body));
    expect(await unitCount()).toBe(before);
  });

  it('answers 501 with fields for bad input, and adds nothing', async () => {
    const b = await branch('校验');
    const before = await unitCount();
    const bad: unknown[] = [
      {},
      { pid: b.node.id, type: 'U' },
      { pid: b.node.id, unitName: '缺类型' },
      { unitName: '缺上级', type: 'U' },
      { pid: b.node.id, unitName: 'x'.repeat(10_000), type: 'U' },
      { pid: b.node.id, unitName: '   ', type: 'U' },
      { pid: b.node.id, unitName: 42, type: 'U' },
      { pid: b.node.id, unitName: '错类型', type: 'X' },
      { pid: 'abc', unitName: '错上级', type: 'U' },
      { pid: 999_999, unitName: '未知上级', type: 'U' },
      { pid: b.node.id, unitName: '单位带级别', type: 'U', areaLevel: 'city' },
      { pid: b.node.id, unitName: '单位带区划', type: 'U', adcode: '330100' },
      { pid: b.city.id, unitName: '区域无级别', type: 'A' },
      { pid: b.city.id, unitName: '错级别', type: 'A', areaLevel: 'village' },
      { pid: b.city.id, unitName: '错区划', type: 'A', areaLevel: 'county', adcode: '12' },
      { pid: b.unit.id, unitName: '处室司法局', type: 'D', isJudicialBureau: true },
      { pid: b.node.id, unitName: '错排序', type: 'U', sort: 'first' },
    ];
    for (const body of bad) expectInvalid(await addUnit(body));
    expect(await unitCount()).toBe(before);
  });

  it('needs a token (401) and unit.add (403)', async () => {
    const hz = await unitByName('杭州市财政局');
    const before = await unitCount();
    const body = { pid: hz.id, unitName: '无权新增处', type: 'D' };
    expectUnauthorized(await server.call('POST', 'admin_sys_unit/add', { body }));
    expectForbidden(await addUnit(body, clerk));
    expect(await unitCount()).toBe(before);
  });
});

describe('edit', () => {
  it('changes only the fields given', async () => {
    const b = await branch('编辑');
    const r = await editUnit({ id: b.unit.id, unitName: '编辑后单位', sort: 9 });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result).toMatchObject({ id: b.unit.id, unitName: '编辑后单位', sort: 9, pid: b.node.id, type: 'U' });
    expect(await unitRow(b.unit.id)).toMatchObject({
      unitName: '编辑后单位',
      sort: 9,
      pid: b.node.id,
      type: 'U',
      creditCode: '11330000000000000X',
    });
    expect((await editUnit({ id: b.city.id, areaLevel: 'county', adcode: '990100' })).body.code).toBe(200);
    expect(await unitRow(b.city.id)).toMatchObject({ areaLevel: 'county', adcode: '990100', unitName: '编辑市' });
    expect((await editUnit({ id: b.unit.id, isJudicialBureau: true })).body.code).toBe(200);
    expect((await unitRow(b.unit.id))?.isJudicialBureau).toBe(true);
  });

  it('moves a unit and changes a type where the rules allow', async () => {
    const b = await branch('移动');
    const other = await added({ pid: b.province.id, unitName: '移动另一市', type: 'A', areaLevel: 'city' });
    expect((await editUnit({ id: b.unit.id, pid: other.id })).body.code).toBe(200);
    expect((await unitRow(b.unit.id))?.pid).toBe(other.id);
    // An office directly under a unit can become a department.
    const office = await added({ pid: b.unit.id, unitName: '移动直属科', type: 'O' });
    expect((await editUnit({ id: office.id, type: 'D' })).body.code).toBe(200);
    expect((await unitRow(office.id))?.type).toBe('D');
    // A node that stops being a node: an area keeps its level, a U loses area fields.
    const n = await added({ pid: b.city.id, unitName: '移动空节点', type: 'N' });
    expect((await editUnit({ id: n.id, type: 'U' })).body.code).toBe(200);
    expect(await unitRow(n.id)).toMatchObject({ type: 'U', areaLevel: null });
  });

  it('refuses loops, broken placements and unknown ids (code 500), and changes nothing', async () => {
    const b = await branch('拒绝');
    const city2 = await added({ pid: b.province.id, unitName: '拒绝二市', type: 'A', areaLevel: 'city' });
    const refusals: Record<string, unknown>[] = [
      { id: b.province.id, pid: b.province.id },
      { id: b.province.id, pid: b.city.id },
      { id: b.node.id, pid: b.unit.id },
      { id: b.unit.id, pid: b.dept.id },
      { id: b.dept.id, pid: b.node.id },
      { id: b.node.id, pid: null },
      { id: b.unit.id, type: 'D' },
      // The department has an office under it: it cannot become an office.
      { id: b.dept.id, type: 'O' },
      // The unit has a department under it: it cannot become a node.
      { id: b.unit.id, type: 'N' },
      { id: city2.id, unitName: '拒绝市' },
      { id: 999_999, unitName: '不存在' },
    ];
    for (const body of refusals) expectRefused(await editUnit(body));
    expect(await unitRow(b.province.id)).toMatchObject({ pid: null, type: 'A' });
    expect(await unitRow(b.unit.id)).toMatchObject({ pid: b.node.id, type: 'U' });
    expect(await unitRow(b.dept.id)).toMatchObject({ pid: b.unit.id, type: 'D' });
    expect(await unitRow(city2.id)).toMatchObject({ unitName: '拒绝二市' });
  });

  it('answers 501 with fields for bad input, and changes nothing', async () => {
    const b = await branch('编辑校验');
    const bad: unknown[] = [
      { unitName: '无编号' },
      { id: 'abc', unitName: 'x' },
      { id: b.unit.id, unitName: 'x'.repeat(10_000) },
      { id: b.unit.id, type: 'Z' },
      { id: b.unit.id, pid: 999_999 },
      { id: b.unit.id, areaLevel: 'city' },
      { id: b.dept.id, isJudicialBureau: true },
      { id: b.city.id, areaLevel: null },
      { id: b.unit.id, sort: 1.5 },
    ];
    for (const body of bad) expectInvalid(await editUnit(body));
    expect(await unitRow(b.unit.id)).toMatchObject({ unitName: '编辑校验单位', type: 'U', pid: b.node.id, areaLevel: null });
    expect(await unitRow(b.city.id)).toMatchObject({ areaLevel: 'city' });
  });

  it('needs a token (401) and unit.edit (403)', async () => {
    const hz = await unitByName('杭州市财政局');
    const body = { id: hz.id, unitName: '改名' };
    expectUnauthorized(await server.call('PUT', 'admin_sys_unit/edit', { body }));
    expectForbidden(await editUnit(body, clerk));
    expect((await unitRow(hz.id))?.unitName).toBe('杭州市财政局');
  });
});

describe('del', () => {
  it('deletes a unit with nothing under it', async () => {
    const b = await branch('删除');
    expect((await delUnit(b.office.id)).body.code).toBe(200);
    expect(await unitRow(b.office.id)).toBeUndefined();
    const info = await server.call('GET', 'sys_unit/getComUnitInfo', { token: admin, query: { unitId: b.office.id } });
    expectRefused(info);
    expect(flatten(await treeOk('getTreeList')).some((n) => n.id === b.office.id)).toBe(false);
  });

  it('refuses a unit with sub-units, users or seals (code 500), and keeps it', async () => {
    const b = await branch('删除拒绝');
    expectRefused(await delUnit(b.dept.id));
    const hz = await unitByName('杭州市财政局');
    expectRefused(await delUnit(hz.id));
    // A leaf with two members: refused, and the message says how many.
    const staffed = await added({ pid: b.unit.id, unitName: '删除拒绝有人科', type: 'O' });
    await addMember('member-a', staffed.id);
    await addMember('member-b', staffed.id);
    expectRefused(await delUnit(staffed.id));
    const en = await server.call('DELETE', 'admin_sys_unit/del', { token: admin, query: { id: staffed.id }, headers: { lang: 'en-US' } });
    expect(en.body.message).toBe('2 users still belong to this unit; it cannot be deleted');
    expect((await saveSeal({ unitId: b.office.id, sealSn: 'DEL-SEAL-001', sealName: '删除测试章' })).body.code).toBe(200);
    expectRefused(await delUnit(b.office.id));
    for (const id of [b.dept.id, hz.id, staffed.id, b.office.id]) expect(await unitRow(id)).toBeDefined();
    expectRefused(await delUnit(999_999));
  });

  it('answers 501 for a bad id', async () => {
    const before = await unitCount();
    for (const id of ['abc', '0', '-3']) expectInvalid(await delUnit(id));
    expect(await unitCount()).toBe(before);
  });

  it('needs a token (401) and unit.delete (403)', async () => {
    const b = await branch('删除权限');
    expectUnauthorized(await server.call('DELETE', 'admin_sys_unit/del', { query: { id: b.office.id } }));
    expectForbidden(await delUnit(b.office.id, clerk));
    expect(await unitRow(b.office.id)).toBeDefined();
  });
});

describe('getTreeList', () => {
  it('answers the whole tree, sorted', async () => {
    const nodes = await treeOk('getTreeList');
    expect(flatten(nodes)).toHaveLength(await unitCount());
    expectSorted(nodes);
    for (const root of nodes) expect(root.pid).toBeNull();
  });

  it('keeps only the types asked for', async () => {
    const areas = flatten(await treeOk('getTreeList', admin, { type: 'A' }));
    expect(areas).toHaveLength(await unitCount('A'));
    expect(areas.every((n) => n.type === 'A')).toBe(true);
    const an = flatten(await treeOk('getTreeList', admin, { type: 'A,U' }));
    expect(an).toHaveLength((await unitCount('A')) + (await unitCount('U')));
    // The U units under nodes move up to their area.
    const hz = await unitByName('杭州市财政局');
    const hzArea = an.find((n) => n.children.some((c) => c.id === hz.id));
    expect(hzArea?.type).toBe('A');
    expectInvalid(await getTree('getTreeList', admin, { type: 'Z' }));
    expectInvalid(await getTree('getTreeList', admin, { type: 'A;N' }));
  });

  it('needs a token (401) and unit.query (403)', async () => {
    expectUnauthorized(await server.call('GET', 'admin_sys_unit/getTreeList'));
    expectForbidden(await getTree('getTreeList', clerk));
  });
});

describe('the tree filters', () => {
  it('getPTTreeList: the areas and nodes', async () => {
    const nodes = flatten(await treeOk('getPTTreeList', clerk));
    expect(nodes.every((n) => n.type === 'A' || n.type === 'N')).toBe(true);
    expect(nodes).toHaveLength((await unitCount('A')) + (await unitCount('N')));
  });

  it("getDSTreeList: the caller's units with their departments and offices", async () => {
    const roots = await treeOk('getDSTreeList', clerk);
    expect(roots.map((r) => r.id).sort((a, b) => a - b)).toEqual(await memberUnitIds('clerk'));
    const names = roots.map((r) => r.unitName);
    expect(names).toContain('杭州市财政局');
    expect(names).toContain('杭州市交通运输局');
    for (const root of roots) {
      for (const n of flatten(root.children)) expect(['D', 'O']).toContain(n.type);
    }
  });

  it('getSSTreeList: the areas with their judicial bureaux', async () => {
    const nodes = flatten(await treeOk('getSSTreeList', clerk));
    expect(nodes.every((n) => n.type === 'A' || n.isJudicialBureau)).toBe(true);
    const bureau = await unitByName('杭州市司法局');
    expect(bureau.isJudicialBureau).toBe(true);
    const holder = nodes.find((n) => n.children.some((c) => c.id === bureau.id));
    expect(holder?.type).toBe('A');
    const [row] = await server.db.select({ n: count() }).from(units).where(eq(units.isJudicialBureau, true));
    expect(nodes).toHaveLength((await unitCount('A')) + Number(row?.n ?? 0));
  });

  it("getDHTreeList: a bureau's area subtree, otherwise the current unit's subtree", async () => {
    const clerkRoots = await treeOk('getDHTreeList', clerk);
    const clerkUnit = await currentUnitOf('clerk');
    expect(clerkRoots.map((r) => r.id)).toEqual([clerkUnit!.id]);

    const bureauUnit = await currentUnitOf('bureau');
    expect(bureauUnit?.isJudicialBureau).toBe(true);
    const bureauRoots = await treeOk('getDHTreeList', await server.login('bureau'));
    expect(bureauRoots).toHaveLength(1);
    const area = bureauRoots[0]!;
    expect(area.type).toBe('A');
    expect(area.id).toBe(bureauUnit!.pid);
    const inside = flatten([area]).map((n) => n.id);
    expect(inside).toContain(bureauUnit!.id);
    expect(inside).toContain((await unitByName('杭州市财政局')).id);
    expect(inside).toContain((await unitByName('西湖区司法局')).id);
    expect(inside).not.toContain((await unitByName('浙江省司法厅')).id);
  });

  it('need a token', async () => {
    for (const path of ['getPTTreeList', 'getDSTreeList', 'getSSTreeList', 'getDHTreeList']) {
      expectUnauthorized(await server.call('GET', `admin_sys_unit/${path}`));
    }
  });
});

describe('getComUnitInfo and getAreaTree', () => {
  it('answers the unit with its chain, root first, itself last', async () => {
    const xihu = await unitByName('西湖区司法局');
    const r = await server.call<UnitInfo>('GET', 'sys_unit/getComUnitInfo', { token: clerk, query: { unitId: xihu.id } });
    expect(r.body.code).toBe(200);
    const info = r.body.result;
    expect(info).toMatchObject({ id: xihu.id, unitName: '西湖区司法局', isJudicialBureau: true });
    expect(info.unitList.at(-1)?.id).toBe(xihu.id);
    expect(info.unitList[0]?.pid).toBeNull();
    for (let i = 1; i < info.unitList.length; i++) expect(info.unitList[i]!.pid).toBe(info.unitList[i - 1]!.id);
    expect(info.unitList.map((u) => u.unitName)).toContain('杭州市');
  });

  it('refuses an unknown unit (500), a bad id (501), no token (401)', async () => {
    expectRefused(await server.call('GET', 'sys_unit/getComUnitInfo', { token: clerk, query: { unitId: 999_999 } }));
    expectInvalid(await server.call('GET', 'sys_unit/getComUnitInfo', { token: clerk, query: { unitId: 'abc' } }));
    expectInvalid(await server.call('GET', 'sys_unit/getComUnitInfo', { token: clerk }));
    expectUnauthorized(await server.call('GET', 'sys_unit/getComUnitInfo', { query: { unitId: 1 } }));
  });

  it('getAreaTree answers the areas only, with level and adcode', async () => {
    const r = await server.call<UnitNode[]>('GET', 'sys_unit/getAreaTree', { token: clerk });
    expect(r.body.code).toBe(200);
    const nodes = flatten(r.body.result);
    expect(nodes).toHaveLength(await unitCount('A'));
    expect(nodes.every((n) => n.type === 'A' && n.areaLevel !== null)).toBe(true);
    const hz = nodes.find((n) => n.unitName === '杭州市');
    expect(hz).toMatchObject({ areaLevel: 'city', adcode: '330100' });
    expect(hz?.children.some((c) => c.unitName === '西湖区' && c.areaLevel === 'county')).toBe(true);
    expectSorted(r.body.result);
    expectUnauthorized(await server.call('GET', 'sys_unit/getAreaTree'));
  });
});

describe('seals', () => {
  it('creates, lists and updates a seal', async () => {
    const b = await branch('印章');
    const r = await saveSeal({ unitId: b.unit.id, sealSn: 'SEAL-0001', sealName: '合同专用章' });
    expect(r.body.code, r.body.message).toBe(200);
    const seal = r.body.result;
    expect(seal).toMatchObject({ unitId: b.unit.id, sealSn: 'SEAL-0001', sealName: '合同专用章', enabled: true, imageFileId: null });
    const list = await getSeals(b.unit.id);
    expect(list.body.result).toEqual([seal]);

    const u = await saveSeal({ id: seal.id, unitId: b.unit.id, sealSn: 'SEAL-0001', sealName: '公章', enabled: false });
    expect(u.body.code, u.body.message).toBe(200);
    expect((await getSeals(b.unit.id)).body.result).toEqual([{ ...seal, sealName: '公章', enabled: false }]);
    // Moving it to another unit.
    expect((await saveSeal({ id: seal.id, unitId: b.dept.id, sealSn: 'SEAL-0001A', sealName: '公章' })).body.code).toBe(200);
    expect((await getSeals(b.unit.id)).body.result).toEqual([]);
    expect((await getSeals(b.dept.id)).body.result).toMatchObject([{ id: seal.id, sealSn: 'SEAL-0001A', enabled: false }]);
  });

  it('refuses a serial number in use and an unknown seal (code 500)', async () => {
    const b = await branch('重号');
    expect((await saveSeal({ unitId: b.unit.id, sealSn: 'DUP-0001', sealName: '甲章' })).body.code).toBe(200);
    const second = await saveSeal({ unitId: b.unit.id, sealSn: 'DUP-0002', sealName: '乙章' });
    const before = await sealCount();
    expectRefused(await saveSeal({ unitId: b.dept.id, sealSn: 'DUP-0001', sealName: '重复章' }));
    expectRefused(await saveSeal({ id: second.body.result.id, unitId: b.unit.id, sealSn: 'DUP-0001', sealName: '乙章' }));
    expectRefused(await saveSeal({ id: 999_999, unitId: b.unit.id, sealSn: 'DUP-0003', sealName: '无章' }));
    expect(await sealCount()).toBe(before);
    expect((await getSeals(b.unit.id)).body.result.map((s) => s.sealSn)).toEqual(['DUP-0001', 'DUP-0002']);
    expectRefused(await getSeals(999_999));
  });

  it('answers 501 with fields for bad input, and saves nothing', async () => {
    const b = await branch('印章校验');
    const before = await sealCount();
    const bad: unknown[] = [
      {},
      { unitId: b.unit.id, sealName: '缺编号' },
      { unitId: b.unit.id, sealSn: 'NO-NAME-01' },
      { sealSn: 'NO-UNIT-01', sealName: '缺单位' },
      { unitId: 999_999, sealSn: 'UNKNOWN-01', sealName: '未知单位' },
      { unitId: 'abc', sealSn: 'BADUNIT-01', sealName: '错单位' },
      { unitId: b.unit.id, sealSn: 'bad sn!', sealName: '错编号' },
      { unitId: b.unit.id, sealSn: 'x'.repeat(10_000), sealName: '长编号' },
      { unitId: b.unit.id, sealSn: 'LONGNAME-1', sealName: 'x'.repeat(10_000) },
      { unitId: b.unit.id, sealSn: 'NOFILE-001', sealName: '无图', imageFileId: 999_999 },
      { unitId: b.unit.id, sealSn: 'ENABLED-01', sealName: '启用', enabled: 'yes' },
    ];
    for (const body of bad) expectInvalid(await saveSeal(body));
    expect(await sealCount()).toBe(before);
    expectInvalid(await getSeals('abc'));
  });

  it('needs a token (401) and seal.add / seal.edit / seal.query (403)', async () => {
    const hz = await unitByName('杭州市财政局');
    const before = await sealCount();
    const body = { unitId: hz.id, sealSn: 'CLERK-0001', sealName: '经办章' };
    expectUnauthorized(await server.call('POST', 'sys_unit/sealSn', { body }));
    expectForbidden(await saveSeal(body, clerk));
    expectForbidden(await saveSeal({ ...body, id: 1 }, clerk));
    expect(await sealCount()).toBe(before);
    expectUnauthorized(await server.call('GET', 'sys_unit/getSealSn', { query: { unitId: hz.id } }));
    expectForbidden(await getSeals(hz.id, clerk));
  });
});

describe('data scope of unit and seal writes', () => {
  it("keeps a user without 'all' scope inside the current unit's subtree", async () => {
    const hz = await unitByName('杭州市财政局');
    const traffic = await unitByName('杭州市交通运输局');
    const token = await scopedUser(hz.id);

    const dept = await added({ pid: hz.id, unitName: '范围内新处', type: 'D' }, token);
    expect((await editUnit({ id: dept.id, unitName: '范围内改名处' }, token)).body.code).toBe(200);
    expectRefused(await addUnit({ pid: traffic.id, unitName: '范围外新处', type: 'D' }, token));
    expectRefused(await addUnit({ pid: null, unitName: '范围外区域', type: 'A', areaLevel: 'city' }, token));
    expectRefused(await editUnit({ id: traffic.id, unitName: '范围外改名' }, token));
    expectRefused(await editUnit({ id: dept.id, pid: traffic.id }, token));
    expectRefused(await editUnit({ id: hz.id, pid: hz.pid === null ? null : (await unitRow(hz.pid))!.pid }, token));
    expect((await unitRow(traffic.id))?.unitName).toBe('杭州市交通运输局');
    expect((await unitRow(dept.id))?.pid).toBe(hz.id);

    const mine = await saveSeal({ unitId: hz.id, sealSn: 'SCOPE-0001', sealName: '本单位章' }, token);
    expect(mine.body.code, mine.body.message).toBe(200);
    const hzSeals = await server.db.select().from(seals).where(eq(seals.unitId, hz.id)).orderBy(seals.id);
    expect((await getSeals(hz.id, token)).body.result.map((s) => s.id)).toEqual(hzSeals.map((s) => s.id));
    expect(hzSeals.map((s) => s.id)).toContain(mine.body.result.id);
    expectRefused(await saveSeal({ unitId: traffic.id, sealSn: 'SCOPE-0002', sealName: '外单位章' }, token));
    expectRefused(await saveSeal({ id: mine.body.result.id, unitId: traffic.id, sealSn: 'SCOPE-0001', sealName: 'x' }, token));
    expectRefused(await getSeals(traffic.id, token));
    const outside = await saveSeal({ unitId: traffic.id, sealSn: 'SCOPE-0003', sealName: '管理员章' });
    expect(outside.body.code).toBe(200);
    expectRefused(await saveSeal({ id: outside.body.result.id, unitId: hz.id, sealSn: 'SCOPE-0003', sealName: 'x' }, token));
    const rows = await server.db.select().from(seals).where(inArray(seals.sealSn, ['SCOPE-0001', 'SCOPE-0003']));
    expect(rows.map((s) => [s.sealSn, s.unitId]).sort()).toEqual([
      ['SCOPE-0001', hz.id],
      ['SCOPE-0003', traffic.id],
    ]);

    expect((await delUnit(dept.id, token)).body.code).toBe(200);
    expectRefused(await delUnit(traffic.id, token));
  });
});
