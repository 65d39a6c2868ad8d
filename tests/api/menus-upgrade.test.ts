/**
 * Menu pages added after a database was seeded (server/seed/menus.ts insertAddedMenus, run at
 * start-up): a database without the working-day calendar's entry gets it, last in the system folder,
 * granted to the administrator and to every role holding config.query (not to one holding only
 * config.edit, nor to the clerk); nothing happens twice, and a database that has it is left alone.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, rolePermissions, roles } from '../../server/db/schema';
import { insertAddedMenus } from '../../server/seed/menus';
import { insertAddedRoles } from '../../server/seed/roles';
import type { MenuNode } from '../../src/domain/system';
import { startTestServer, type TestServer } from './harness';

const PATH = '/system/calendar';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

async function userMenuPaths(username: string): Promise<string[]> {
  const token = await server.login(username);
  const r = await server.call<MenuNode[]>('GET', 'admin_sys_menu/getUserMenuList', { token });
  expect(r.body.code).toBe(200);
  return flatten(r.body.result).map((n) => n.path);
}

describe('menu pages added since the database was seeded', () => {
  it('leaves a database that has them alone', async () => {
    expect(await insertAddedMenus(server.db)).toEqual([]);
    expect(await server.db.select().from(menus).where(eq(menus.path, PATH))).toHaveLength(1);
  });

  it('adds the calendar to an older database, in the system folder, for the holders of config.query', async () => {
    const [seeded] = await server.db.select().from(menus).where(eq(menus.path, PATH));
    await server.db.delete(roleMenus).where(eq(roleMenus.menuId, seeded!.id));
    await server.db.delete(menus).where(eq(menus.id, seeded!.id));
    const [reader] = await server.db.insert(roles).values({ code: 'calendar-reader', name: '日历查看' }).returning();
    const [editor] = await server.db.insert(roles).values({ code: 'calendar-editor', name: '仅编辑' }).returning();
    await server.db.insert(rolePermissions).values([
      { roleId: reader!.id, permissionId: 'config', actionList: ['query'] },
      { roleId: editor!.id, permissionId: 'config', actionList: ['edit'] },
    ]);

    expect(await insertAddedMenus(server.db)).toEqual([PATH]);
    const rows = await server.db.select().from(menus).where(eq(menus.path, PATH));
    expect(rows).toHaveLength(1);
    const [entry] = rows;
    const [seal] = await server.db.select().from(menus).where(eq(menus.path, '/system/sealSn-manage'));
    expect(entry).toMatchObject({ title: '工作日历', icon: 'IconCalendar', permissionId: 'config', pid: seal!.pid });
    const siblings = await server.db.select({ sort: menus.sort }).from(menus).where(eq(menus.pid, seal!.pid!));
    expect(entry!.sort).toBe(Math.max(...siblings.map((s) => s.sort)));

    const granted = await server.db
      .select({ code: roles.code })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .where(inArray(roleMenus.menuId, [entry!.id]));
    expect(granted.map((g) => g.code).sort()).toEqual(['admin', 'calendar-reader', 'sysadmin']);

    expect(await userMenuPaths('admin')).toContain(PATH);
    expect(await userMenuPaths('clerk')).not.toContain(PATH);

    expect(await insertAddedMenus(server.db)).toEqual([]);
    expect(await server.db.select().from(menus).where(eq(menus.path, PATH))).toHaveLength(1);
  });

  it('adds the three administrator roles (三员分立) to an older database, with their permissions and pages, and the audit log page for its administrator', async () => {
    expect(await insertAddedRoles(server.db)).toEqual([]);
    const [auditor] = await server.db.select().from(roles).where(eq(roles.code, 'auditor'));
    const [page] = await server.db.select().from(menus).where(eq(menus.path, '/system/audit-log'));
    // As a database from before: no auditor role, no audit log page (the auditor account is left without a role).
    await server.db.delete(roleMenus).where(inArray(roleMenus.roleId, [auditor!.id]));
    await server.db.delete(roleMenus).where(eq(roleMenus.menuId, page!.id));
    await server.db.delete(rolePermissions).where(eq(rolePermissions.roleId, auditor!.id));
    await server.db.execute(sql`delete from user_roles where role_id = ${auditor!.id}`);
    await server.db.delete(roles).where(eq(roles.id, auditor!.id));
    await server.db.delete(menus).where(eq(menus.id, page!.id));

    // Start-up order: the roles, then the pages.
    expect(await insertAddedRoles(server.db)).toEqual(['auditor']);
    expect(await insertAddedMenus(server.db)).toEqual(['/system/audit-log']);
    const [added] = await server.db.select().from(roles).where(eq(roles.code, 'auditor'));
    const perms = await server.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, added!.id));
    expect(perms.find((p) => p.permissionId === 'audit')?.actionList).toEqual(['query', 'get', 'export']);
    const [entry] = await server.db.select().from(menus).where(eq(menus.path, '/system/audit-log'));
    const granted = await server.db
      .select({ code: roles.code })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .where(eq(roleMenus.menuId, entry!.id));
    expect(granted.map((g) => g.code).sort()).toEqual(['admin', 'auditor']);
    expect(await insertAddedRoles(server.db)).toEqual([]);
  });
});
