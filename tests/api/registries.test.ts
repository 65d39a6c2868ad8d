/**
 * The registries (docs/api/registries.md): contract tags, legal advisers and their units, seals.
 * Happy paths, 403 for the clerk (no system permissions), 501 with field paths, duplicates, and the
 * refusals (a tag in use, a seal that has signed) that change nothing.
 */
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractParties,
  contractTags,
  legalAdvisers,
  legalAdviserUnits,
  rolePermissions,
  roles,
  seals,
  tags,
  units,
  userRoles,
  userUnits,
  users,
} from '../../server/db/schema';
import { translate } from '../../server/http/messages';
import { hashPassword } from '../../server/security/password';
import type { Page } from '../../src/domain/envelope';
import type { Adviser, LawyerAccount, SealRow, Tag } from '../../src/domain/registries';
import type { FileMeta } from '../../src/domain/system';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

let srv: TestServer;
let admin: string;
let clerk: string;

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

async function upload(name: string, bytes: Uint8Array): Promise<FileMeta> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  const r = await srv.call<FileMeta>('POST', 'sys_files/uploadFile', { token: admin, body: form });
  expect(r.body.code).toBe(200);
  return r.body.result;
}

const unitId = async (name: string) => (await srv.db.select({ id: units.id }).from(units).where(eq(units.unitName, name)))[0]!.id;
const rowCount = async (table: typeof tags | typeof seals | typeof legalAdvisers) =>
  Number((await srv.db.select({ n: count() }).from(table))[0]!.n);

beforeAll(async () => {
  srv = await startTestServer();
  [admin, clerk] = await Promise.all([srv.login('admin'), srv.login('clerk')]);
}, 120_000);
afterAll(async () => srv?.close());

describe('permissions', () => {
  it.each([
    ['GET', 'admin_tag/list', undefined],
    ['POST', 'admin_tag/add', { name: '新标签', color: 'red' }],
    ['POST', 'admin_lawyer/queryPage', {}],
    ['GET', 'admin_lawyer/accounts', undefined],
    ['POST', 'admin_seal/queryPage', {}],
    ['POST', 'admin_seal/add', { unitId: 1, sealSn: 'ABC-123456', sealName: '章' }],
  ])('refuses the clerk %s %s with 403', async (method, path, body) => {
    const r = await srv.call(method, path, { token: clerk, body });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(403);
  });

  it('refuses anonymous callers with 401', async () => {
    const r = await srv.call('GET', 'admin_tag/list');
    expect(r.status).toBe(401);
  });
});

describe('tags', () => {
  it('lists the seeded tags with their contract counts', async () => {
    const r = await srv.call<Tag[]>('GET', 'admin_tag/list', { token: admin });
    expect(r.body.code).toBe(200);
    const [used] = await srv.db.select({ tagId: contractTags.tagId, n: count() }).from(contractTags).groupBy(contractTags.tagId).limit(1);
    expect(r.body.result.length).toBe(await rowCount(tags));
    if (used) expect(r.body.result.find((t) => t.id === used.tagId)?.contractCount).toBe(Number(used.n));
    const filtered = await srv.call<Tag[]>('GET', 'admin_tag/list', { token: admin, query: { keyword: '民生' } });
    expect(filtered.body.result.map((t) => t.name)).toEqual(['民生工程']);
  });

  it('adds, edits and deletes an unused tag', async () => {
    const add = await srv.call<Tag>('POST', 'admin_tag/add', { token: admin, body: { name: '应急采购', color: 'magenta' } });
    expect(add.body.code).toBe(200);
    expect(add.body.result).toMatchObject({ name: '应急采购', color: 'magenta', contractCount: 0 });
    const edit = await srv.call<Tag>('POST', 'admin_tag/edit', { token: admin, body: { id: add.body.result.id, name: '应急工程', color: 'red' } });
    expect(edit.body.result).toMatchObject({ id: add.body.result.id, name: '应急工程', color: 'red' });
    const del = await srv.call('POST', 'admin_tag/del', { token: admin, query: { id: add.body.result.id } });
    expect(del.body.code).toBe(200);
    expect(await srv.db.select().from(tags).where(eq(tags.id, add.body.result.id))).toHaveLength(0);
  });

  it('refuses duplicates and bad input, changing nothing', async () => {
    const before = await rowCount(tags);
    const dup = await srv.call('POST', 'admin_tag/add', { token: admin, body: { name: '民生工程', color: 'red' } });
    expect(dup.body.code).toBe(500);
    expect(dup.body.message).toBe('标签已存在');
    const [other] = await srv.db.select().from(tags).where(eq(tags.name, 'PPP'));
    const rename = await srv.call('POST', 'admin_tag/edit', { token: admin, body: { id: other!.id, name: '涉外', color: 'red' } });
    expect(rename.body.code).toBe(500);
    const bad = await srv.call<{ fields: { path: string }[] }>('POST', 'admin_tag/add', { token: admin, body: { name: '', color: 'pink' } });
    expect(bad.body.code).toBe(501);
    expect(bad.body.result.fields.map((f) => f.path).sort()).toEqual(['body.color', 'body.name']);
    expect(await rowCount(tags)).toBe(before);
    expect((await srv.db.select().from(tags).where(eq(tags.id, other!.id)))[0]).toMatchObject({ name: 'PPP', color: 'purple' });
  });

  it('refuses to delete a tag that contracts carry', async () => {
    const [used] = await srv.db.select({ tagId: contractTags.tagId, n: count() }).from(contractTags).groupBy(contractTags.tagId).limit(1);
    expect(used).toBeDefined();
    const r = await srv.call('POST', 'admin_tag/del', { token: admin, query: { id: used!.tagId } });
    expect(r.body.code).toBe(500);
    expect(r.body.message).toBe(translate('zh-CN', 'tagInUse', { count: Number(used!.n) }));
    expect(await srv.db.select().from(tags).where(eq(tags.id, used!.tagId))).toHaveLength(1);
    const missing = await srv.call('POST', 'admin_tag/del', { token: admin, query: { id: 999_999 } });
    expect(missing.body.code).toBe(500);
  });
});

describe('legal advisers', () => {
  const licence = '13301202310999001';

  it('pages the advisers with their units and linked account, by keyword and unit', async () => {
    const r = await srv.call<Page<Adviser>>('POST', 'admin_lawyer/queryPage', { token: admin, body: { current: 1, size: 5 } });
    expect(r.body.code).toBe(200);
    expect(r.body.result.total).toBe(await rowCount(legalAdvisers));
    expect(r.body.result.records).toHaveLength(5);
    const wu = await srv.call<Page<Adviser>>('POST', 'admin_lawyer/queryPage', { token: admin, body: { keyword: '天册' } });
    expect(wu.body.result.records).toHaveLength(1);
    expect(wu.body.result.records[0]).toMatchObject({ name: '吴律明', username: 'lawyer', licenceNo: '13301200810123456' });
    expect(wu.body.result.records[0]!.units.map((u) => u.unitName)).toContain('杭州市财政局');
    const byUnit = await srv.call<Page<Adviser>>('POST', 'admin_lawyer/queryPage', { token: admin, body: { unitId: await unitId('温州市财政局') } });
    expect(byUnit.body.result.records.map((a) => a.name)).toEqual(['郑佳慧']);
  });

  it('lists lawyer accounts with the adviser each is linked to', async () => {
    const r = await srv.call<LawyerAccount[]>('GET', 'admin_lawyer/accounts', { token: admin });
    expect(r.body.code).toBe(200);
    expect(r.body.result.find((a) => a.username === 'lawyer')?.adviserId).not.toBeNull();
  });

  it('adds an adviser with units, edits, reassigns and deletes them', async () => {
    const finance = await unitId('杭州市财政局');
    const edu = await unitId('杭州市教育局');
    const add = await srv.call<Adviser>('POST', 'admin_lawyer/add', {
      token: admin,
      body: { name: '林晓', firm: '浙江金道律师事务所', licenceNo: licence, phone: '13900001111', unitIds: [finance, finance] },
    });
    expect(add.body.code).toBe(200);
    expect(add.body.result).toMatchObject({ name: '林晓', userId: null, units: [{ id: finance, unitName: '杭州市财政局' }] });
    const id = add.body.result.id;
    const edit = await srv.call<Adviser>('POST', 'admin_lawyer/edit', {
      token: admin,
      body: { id, name: '林晓', firm: '浙江金道律师事务所（杭州）', licenceNo: licence, phone: '' },
    });
    expect(edit.body.result).toMatchObject({ firm: '浙江金道律师事务所（杭州）', phone: '', units: [{ id: finance }] });
    const assign = await srv.call<Adviser>('POST', 'admin_lawyer/assignUnits', { token: admin, body: { id, unitIds: [edu] } });
    expect(assign.body.result.units.map((u) => u.id)).toEqual([edu]);
    const del = await srv.call('POST', 'admin_lawyer/del', { token: admin, query: { id } });
    expect(del.body.code).toBe(200);
    expect(await srv.db.select().from(legalAdviserUnits).where(eq(legalAdviserUnits.adviserId, id))).toHaveLength(0);
    expect(await srv.db.select().from(legalAdvisers).where(eq(legalAdvisers.id, id))).toHaveLength(0);
  });

  it('validates the licence number, phone, units and account, and refuses duplicates', async () => {
    const before = await rowCount(legalAdvisers);
    const bad = await srv.call<{ fields: { path: string }[] }>('POST', 'admin_lawyer/add', {
      token: admin,
      body: { name: '林晓', firm: '所', licenceNo: '1330120231099900', phone: '12345' },
    });
    expect(bad.body.code).toBe(501);
    expect(bad.body.result.fields.map((f) => f.path).sort()).toEqual(['body.licenceNo', 'body.phone']);
    const dup = await srv.call('POST', 'admin_lawyer/add', {
      token: admin,
      body: { name: '林晓', firm: '所', licenceNo: '13301200810123456' },
    });
    expect(dup.body.code).toBe(500);
    expect(dup.body.message).toBe('执业证号已存在');
    const noUnit = await srv.call<{ fields: { path: string }[] }>('POST', 'admin_lawyer/add', {
      token: admin,
      body: { name: '林晓', firm: '所', licenceNo: licence, unitIds: [999_999] },
    });
    expect(noUnit.body.result.fields[0]!.path).toBe('body.unitIds');
    const [staff] = await srv.db.select({ id: users.id }).from(users).where(eq(users.username, 'clerk'));
    const notLawyer = await srv.call<{ fields: { path: string }[] }>('POST', 'admin_lawyer/add', {
      token: admin,
      body: { name: '林晓', firm: '所', licenceNo: licence, userId: staff!.id },
    });
    expect(notLawyer.body.code).toBe(501);
    expect(notLawyer.body.result.fields[0]!.path).toBe('body.userId');
    const [lawyerUser] = await srv.db.select({ id: users.id }).from(users).where(eq(users.username, 'lawyer'));
    const taken = await srv.call('POST', 'admin_lawyer/add', {
      token: admin,
      body: { name: '林晓', firm: '所', licenceNo: licence, userId: lawyerUser!.id },
    });
    expect(taken.body.code).toBe(501);
    expect(await rowCount(legalAdvisers)).toBe(before);
  });
});

describe('seals', () => {
  it('pages the seals with unit names, filtered by unit and keyword', async () => {
    const finance = await unitId('杭州市财政局');
    const r = await srv.call<Page<SealRow>>('POST', 'admin_seal/queryPage', { token: admin, body: { unitId: finance } });
    expect(r.body.code).toBe(200);
    const inDb = await srv.db.select().from(seals).where(eq(seals.unitId, finance));
    expect(r.body.result.total).toBe(inDb.length);
    expect(r.body.result.records.every((s) => s.unitName === '杭州市财政局')).toBe(true);
    const kw = await srv.call<Page<SealRow>>('POST', 'admin_seal/queryPage', { token: admin, body: { keyword: inDb[0]!.sealSn } });
    expect(kw.body.result.records.map((s) => s.id)).toEqual([inDb[0]!.id]);
    const all = await srv.call<Page<SealRow>>('POST', 'admin_seal/queryPage', { token: admin, body: { size: 3 } });
    expect(all.body.result.total).toBe(await rowCount(seals));
    expect(all.body.result.records).toHaveLength(3);
  });

  it('adds a seal with a PNG image, edits, disables, enables and deletes it; sys_unit/getSealSn sees it', async () => {
    const finance = await unitId('杭州市财政局');
    const png = await upload('seal.png', PNG_1X1);
    const add = await srv.call<SealRow>('POST', 'admin_seal/add', {
      token: admin,
      body: { unitId: finance, sealSn: 'HZCZ-2026-0001', sealName: '杭州市财政局合同专用章（二）', imageFileId: png.fileId },
    });
    expect(add.body.code).toBe(200);
    expect(add.body.result).toMatchObject({ sealSn: 'HZCZ-2026-0001', enabled: true, imageFileId: png.fileId, unitName: '杭州市财政局', signatureCount: 0 });
    const id = add.body.result.id;
    const legacy = await srv.call<{ id: number }[]>('GET', 'sys_unit/getSealSn', { token: admin, query: { unitId: finance } });
    expect(legacy.body.result.map((s) => s.id)).toContain(id);
    const edit = await srv.call<SealRow>('POST', 'admin_seal/edit', {
      token: admin,
      body: { id, unitId: finance, sealSn: 'HZCZ-2026-0002', sealName: '杭州市财政局合同专用章（二）', imageFileId: null },
    });
    expect(edit.body.result).toMatchObject({ sealSn: 'HZCZ-2026-0002', imageFileId: null });
    const off = await srv.call<SealRow>('POST', 'admin_seal/disable', { token: admin, query: { id } });
    expect(off.body.result.enabled).toBe(false);
    const on = await srv.call<SealRow>('POST', 'admin_seal/enable', { token: admin, query: { id } });
    expect(on.body.result.enabled).toBe(true);
    const del = await srv.call('POST', 'admin_seal/del', { token: admin, query: { id } });
    expect(del.body.code).toBe(200);
    expect(await srv.db.select().from(seals).where(eq(seals.id, id))).toHaveLength(0);
  });

  it('refuses a duplicate serial, a JPEG image, bad input and an unknown unit, changing nothing', async () => {
    const before = await rowCount(seals);
    const [existing] = await srv.db.select().from(seals).limit(1);
    const dup = await srv.call('POST', 'admin_seal/add', {
      token: admin,
      body: { unitId: existing!.unitId, sealSn: existing!.sealSn, sealName: '重复章' },
    });
    expect(dup.body.code).toBe(500);
    expect(dup.body.message).toBe('印章编号已存在');
    const jpeg = await upload('seal.jpg', JPEG);
    const notPng = await srv.call<{ fields: { path: string }[] }>('POST', 'admin_seal/add', {
      token: admin,
      body: { unitId: existing!.unitId, sealSn: 'JPEG-000001', sealName: '章', imageFileId: jpeg.fileId },
    });
    expect(notPng.body.code).toBe(501);
    expect(notPng.body.result.fields[0]!.path).toBe('body.imageFileId');
    const bad = await srv.call<{ fields: { path: string }[] }>('POST', 'admin_seal/add', {
      token: admin,
      body: { unitId: existing!.unitId, sealSn: 'a b', sealName: '' },
    });
    expect(bad.body.result.fields.map((f) => f.path).sort()).toEqual(['body.sealName', 'body.sealSn']);
    const noUnit = await srv.call<{ fields: { path: string }[] }>('POST', 'admin_seal/add', {
      token: admin,
      body: { unitId: 999_999, sealSn: 'NOUNIT-0001', sealName: '章' },
    });
    expect(noUnit.body.result.fields[0]!.path).toBe('body.unitId');
    expect(await rowCount(seals)).toBe(before);
  });

  it('keeps a seal that has signed: delete and renumbering refused, disabling allowed', async () => {
    const [party] = await srv.db.select().from(contractParties).where(eq(contractParties.kind, 'unit')).limit(1);
    const [seal] = await srv.db.select().from(seals).where(eq(seals.unitId, party!.unitId!)).limit(1);
    await srv.db.update(contractParties).set({ sealSn: seal!.sealSn }).where(eq(contractParties.id, party!.id));
    const signed = await srv.db.select({ n: count() }).from(contractParties).where(eq(contractParties.sealSn, seal!.sealSn));
    const n = Number(signed[0]!.n);
    const page = await srv.call<Page<SealRow>>('POST', 'admin_seal/queryPage', { token: admin, body: { keyword: seal!.sealSn } });
    expect(page.body.result.records[0]!.signatureCount).toBe(n);
    const del = await srv.call('POST', 'admin_seal/del', { token: admin, query: { id: seal!.id } });
    expect(del.body.code).toBe(500);
    expect(del.body.message).toBe(translate('zh-CN', 'sealUsed', { count: n }));
    const renumber = await srv.call('POST', 'admin_seal/edit', {
      token: admin,
      body: { id: seal!.id, unitId: seal!.unitId, sealSn: 'RENUM-000001', sealName: seal!.sealName },
    });
    expect(renumber.body.code).toBe(500);
    expect((await srv.db.select().from(seals).where(eq(seals.id, seal!.id)))[0]).toMatchObject({ sealSn: seal!.sealSn, enabled: true });
    const off = await srv.call<SealRow>('POST', 'admin_seal/disable', { token: admin, query: { id: seal!.id } });
    expect(off.body.result.enabled).toBe(false);
    expect(await srv.db.select().from(contractParties).where(isNotNull(contractParties.sealSn))).not.toHaveLength(0);
  });

  it('keeps a unit-scoped seal keeper to the seals of their unit', async () => {
    const finance = await unitId('杭州市财政局');
    const [role] = await srv.db.insert(roles).values({ code: 'seal-keeper', name: '印章员', dataScope: 'unit' }).returning();
    await srv.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: 'seal', actionList: ['add', 'delete', 'edit', 'query', 'disable'] });
    const [user] = await srv.db
      .insert(users)
      .values({ username: 'sealkeeper', passwordHash: await hashPassword(DEMO_PASSWORD), realName: '印章员', currentUnitId: finance })
      .returning();
    await srv.db.insert(userUnits).values({ userId: user!.id, unitId: finance });
    await srv.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    const keeper = await srv.login('sealkeeper');

    const mine = await srv.call<Page<SealRow>>('POST', 'admin_seal/queryPage', { token: keeper, body: { size: 200 } });
    expect(mine.body.code).toBe(200);
    expect(mine.body.result.total).toBeGreaterThan(0);
    expect(mine.body.result.records.every((s) => s.unitId === finance)).toBe(true);
    const [foreign] = await srv.db.select().from(seals).where(eq(seals.unitId, await unitId('温州市财政局'))).limit(1);
    const off = await srv.call('POST', 'admin_seal/disable', { token: keeper, query: { id: foreign!.id } });
    expect(off.body.code).toBe(500);
    expect(off.body.message).toBe(translate('zh-CN', 'sealOtherUnit'));
    const add = await srv.call('POST', 'admin_seal/add', { token: keeper, body: { unitId: foreign!.unitId, sealSn: 'WZ-KEEPER-01', sealName: '章' } });
    expect(add.body.code).toBe(500);
    expect((await srv.db.select().from(seals).where(eq(seals.id, foreign!.id)))[0]!.enabled).toBe(true);
    expect(await srv.db.select().from(seals).where(eq(seals.sealSn, 'WZ-KEEPER-01'))).toHaveLength(0);
  });
});
