/**
 * Deleting a unit that still owns contracts or projects (server/modules/units/write.ts, docs/api/units.md
 * "Deleting a unit"): refused with the count, nothing deleted; once they are gone the delete succeeds.
 * Also the permission (clerk: 403) and bad input (501 with the field path) of the delete call.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, projects, units } from '../../server/db/schema';
import type { FieldErrors } from '../../src/domain/envelope';
import type { Unit } from '../../src/domain/system';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let clerk: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  clerk = await server.login('clerk');
});

afterAll(async () => {
  await server?.close();
});

async function unitExists(id: number): Promise<boolean> {
  return (await server.db.select({ id: units.id }).from(units).where(eq(units.id, id))).length === 1;
}

async function areaId(name: string): Promise<number> {
  const [row] = await server.db.select().from(units).where(eq(units.unitName, name));
  if (row?.type !== 'A') throw new Error(`no demo area ${name}`);
  return row.id;
}

async function newUnit(unitName: string): Promise<Unit> {
  const r = await server.call<Unit>('POST', 'admin_sys_unit/add', {
    token: admin,
    body: { pid: await areaId('杭州市'), unitName, type: 'U' },
  });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

const del = (id: number | string, token = admin, lang = 'en-US') =>
  server.call<null>('DELETE', 'admin_sys_unit/del', { token, query: { id }, headers: { lang } });

describe('DELETE admin_sys_unit/del with contracts and projects', () => {
  it('refuses while the unit owns a contract, then deletes once it does not', async () => {
    const unit = await newUnit('合同归属测试单位');
    const [contract] = await server.db.select({ id: contracts.id, unitId: contracts.unitId }).from(contracts).limit(1);
    if (!contract) throw new Error('the demo has no contracts');
    await server.db.update(contracts).set({ unitId: unit.id }).where(eq(contracts.id, contract.id));

    const refused = await del(unit.id);
    expect(refused.body.code).toBe(500);
    expect(refused.body.message).toBe('1 contracts still belong to this unit; it cannot be deleted');
    const zh = await del(unit.id, admin, 'zh-CN');
    expect(zh.body.message).toBe('该单位下还有 1 份合同，不能删除');
    expect(await unitExists(unit.id)).toBe(true);

    await server.db.update(contracts).set({ unitId: contract.unitId }).where(eq(contracts.id, contract.id));
    const okReply = await del(unit.id);
    expect(okReply.body.code, okReply.body.message).toBe(200);
    expect(await unitExists(unit.id)).toBe(false);
  });

  it('refuses while the unit is the filing bureau of a contract', async () => {
    const unit = await newUnit('备案机关测试单位');
    const [contract] = await server.db.select({ id: contracts.id, bureau: contracts.bureauUnitId }).from(contracts).limit(1);
    if (!contract) throw new Error('the demo has no contracts');
    await server.db.update(contracts).set({ bureauUnitId: unit.id }).where(eq(contracts.id, contract.id));
    const refused = await del(unit.id);
    expect(refused.body.code).toBe(500);
    expect(refused.body.message).toContain('contracts still belong');
    expect(await unitExists(unit.id)).toBe(true);
    await server.db.update(contracts).set({ bureauUnitId: contract.bureau }).where(eq(contracts.id, contract.id));
    expect((await del(unit.id)).body.code).toBe(200);
  });

  it('refuses while the unit owns a project', async () => {
    const unit = await newUnit('项目归属测试单位');
    const [project] = await server.db.select({ id: projects.id, unitId: projects.unitId }).from(projects).limit(1);
    if (!project) throw new Error('the demo has no projects');
    await server.db.update(projects).set({ unitId: unit.id }).where(eq(projects.id, project.id));
    const refused = await del(unit.id);
    expect(refused.body.code).toBe(500);
    expect(refused.body.message).toBe('1 projects still belong to this unit; it cannot be deleted');
    expect(await unitExists(unit.id)).toBe(true);
    await server.db.update(projects).set({ unitId: project.unitId }).where(eq(projects.id, project.id));
    expect((await del(unit.id)).body.code).toBe(200);
  });

  it('is refused to a clerk (403) and rejects a bad id (501), deleting nothing', async () => {
    const unit = await newUnit('权限测试单位');
    const forbidden = await del(unit.id, clerk);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe(403);
    const bad = await del('abc');
    expect(bad.body.code).toBe(501);
    expect((bad.body.result as unknown as FieldErrors).fields.map((f) => f.path)).toEqual(['querystring.id']);
    expect(await unitExists(unit.id)).toBe(true);
  });
});
