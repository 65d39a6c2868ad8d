/**
 * The standard roles (ARCHITECTURE.md section 3): their permission entries (permissionId + actions), data
 * scope, and which menu entries they see. Every role also gets the personal basics every signed-in
 * user needs (dashboard, own account, own messages), so the landing page, the bell and the personal
 * centre work for counterpart users and lawyers too.
 */
import { DUTY_PERMISSIONS } from '../../src/domain/admin-duties';
import { ACTIONS, type Action, PERMISSION_IDS, type PermissionId } from '../../src/domain/permissions';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menus, roleMenus, rolePermissions, roles } from '../db/schema';
import { MENU_TREE, type MenuSeedFolder, type MenuSeedPage, type SeededMenu } from './menus';
import { idsInOrder } from './util';

export const ROLE_CODES = ['admin', 'sysadmin', 'secadmin', 'auditor', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];
export type DataScope = 'all' | 'unit' | 'area' | 'self';

export interface RolePermissionSeed {
  permissionId: PermissionId;
  actionList: Action[];
}

export interface RoleSeed {
  code: RoleCode;
  name: string;
  description: string;
  dataScope: DataScope;
  permissions: RolePermissionSeed[];
}

/** The permission ids behind the system-management menu: only administrators hold them (each of the three its duty's). */
export const SYSTEM_PERMISSION_IDS = [
  'menu',
  'sysUser',
  'unit',
  'role',
  'counterpart',
  'companyUser',
  'tag',
  'template',
  'lawyer',
  'seal',
  'config',
  'security',
  'audit',
] as const satisfies readonly PermissionId[];

const p = (permissionId: PermissionId, ...actionList: Action[]): RolePermissionSeed => ({ permissionId, actionList });

/**
 * What every role holds: the workplace, the own account and the own messages, and the result and
 * exception pages (spec template tags) that any workflow may land on.
 */
const PERSONAL: RolePermissionSeed[] = [
  p('dashboard', 'query'),
  p('user', 'query', 'get', 'edit'),
  p('message', 'query', 'edit', 'delete'),
  p('result', 'query'),
  p('exception', 'query'),
];

/** Staff of government units and bureaus also use the template form, list and profile pages. */
const TEMPLATE_PAGES: RolePermissionSeed[] = [p('form', 'query'), p('table', 'query'), p('profile', 'query')];

/** The bureau's review, filing and supervision work (city and county bureaus alike). */
const BUREAU_PERMISSIONS: RolePermissionSeed[] = [
  p('project', 'query', 'get'),
  p('contract', 'query', 'get', 'export'),
  p('matter', 'query', 'get', 'edit'),
  p('filing', 'query', 'get', 'edit', 'export'),
  p('supervise', 'query', 'get', 'add', 'edit', 'export'),
  p('backlog', 'query', 'get', 'edit'),
  p('approval', 'query', 'get'),
  p('carboncopy', 'query', 'get', 'add'),
  p('file', 'query', 'get', 'add'),
  p('screen', 'query', 'get'),
  ...PERSONAL,
  ...TEMPLATE_PAGES,
];

export const ROLE_SEEDS: readonly RoleSeed[] = [
  {
    code: 'admin',
    name: '超级管理员',
    description: '开发和演示用的单人全权账号，拥有全部权限；正式部署停用，由系统管理员、安全管理员和审计管理员分别履职（三员分立）',
    dataScope: 'all',
    permissions: PERMISSION_IDS.map((id) => p(id, ...ACTIONS)),
  },
  // 三员分立 (src/domain/admin-duties.ts): three people, one duty each.
  {
    code: 'sysadmin',
    name: '系统管理员',
    description: '管理用户、单位、菜单和相对方、模板、印章等系统数据；不能管理角色权限，不能查看审计日志',
    dataScope: 'all',
    permissions: [
      ...DUTY_PERMISSIONS.system.map((id) => p(id, ...ACTIONS)),
      p('file', 'query', 'get', 'add'),
      ...PERSONAL,
    ],
  },
  {
    code: 'secadmin',
    name: '安全管理员',
    description: '管理角色、权限和安全策略；不能管理用户和业务数据，不能查看审计日志',
    dataScope: 'all',
    permissions: [...DUTY_PERMISSIONS.security.map((id) => p(id, ...ACTIONS)), ...PERSONAL],
  },
  {
    code: 'auditor',
    name: '审计管理员',
    description: '查阅、导出和校验安全审计日志；不能修改任何数据',
    dataScope: 'all',
    permissions: [p('audit', 'query', 'get', 'export'), ...PERSONAL],
  },
  {
    code: 'clerk',
    name: '单位经办人',
    description: '登记项目和合同，提交审查、审批、签署、备案和履行事项',
    dataScope: 'unit',
    permissions: [
      p('project', 'add', 'edit', 'query', 'get', 'export'),
      p('contract', 'add', 'edit', 'query', 'get', 'import', 'export'),
      p('matter', 'add', 'edit', 'query', 'get'),
      p('backlog', 'query', 'get', 'edit'),
      p('approval', 'query', 'get'),
      p('carboncopy', 'query', 'get', 'add'),
      p('file', 'query', 'get', 'add'),
      p('screen', 'query', 'get'),
      ...PERSONAL,
      ...TEMPLATE_PAGES,
    ],
  },
  {
    code: 'reviewer',
    name: '单位法制审核员',
    description: '对本单位合同进行合法性审查和公平竞争审查，出具审查意见',
    dataScope: 'unit',
    permissions: [
      p('project', 'query', 'get'),
      p('contract', 'query', 'get', 'edit', 'export'),
      p('matter', 'add', 'edit', 'query', 'get'),
      p('backlog', 'query', 'get', 'edit'),
      p('approval', 'query', 'get'),
      p('carboncopy', 'query', 'get', 'add'),
      p('file', 'query', 'get', 'add'),
      p('screen', 'query', 'get'),
      ...PERSONAL,
      ...TEMPLATE_PAGES,
    ],
  },
  {
    code: 'leader',
    name: '单位负责人',
    description: '审批本单位合同，参与重大合同集体决策',
    dataScope: 'unit',
    permissions: [
      p('project', 'query', 'get', 'export'),
      p('contract', 'query', 'get', 'export'),
      p('matter', 'query', 'get'),
      p('backlog', 'query', 'get', 'edit'),
      p('approval', 'query', 'get', 'edit'),
      p('carboncopy', 'query', 'get', 'add'),
      p('file', 'query', 'get'),
      p('screen', 'query', 'get'),
      ...PERSONAL,
      ...TEMPLATE_PAGES,
    ],
  },
  {
    code: 'bureau',
    name: '司法局审查员',
    description: '对辖区重大合同进行合法性审查，办理合同备案、监督和红码预警',
    dataScope: 'area',
    permissions: BUREAU_PERMISSIONS,
  },
  {
    code: 'county',
    name: '县级司法局',
    description: '县（市、区）司法局：辖区合同的审查、备案、监督和预警',
    dataScope: 'area',
    permissions: BUREAU_PERMISSIONS,
  },
  {
    code: 'company',
    name: '相对方用户',
    description: '合同相对方：查看并签署本企业参与的合同',
    dataScope: 'self',
    // edit: counterpart users sign their contracts online (the company base serves no other write).
    permissions: [p('contract', 'query', 'get', 'edit'), p('file', 'query', 'get'), ...PERSONAL],
  },
  {
    code: 'lawyer',
    name: '法律顾问',
    description: '对分配给本人的合同事项出具法律意见',
    dataScope: 'self',
    permissions: [
      // Only the contracts of matters assigned to them (the data scope of server/modules/contracts/scope.ts).
      p('contract', 'query', 'get'),
      p('matter', 'query', 'get', 'edit'),
      p('backlog', 'query', 'get', 'edit'),
      p('file', 'query', 'get', 'add'),
      ...PERSONAL,
    ],
  },
];

export const roleSeed = (code: RoleCode): RoleSeed => ROLE_SEEDS.find((r) => r.code === code)!;

/** Does the role get this page or link? (The administrator gets every entry.) */
export function roleSeesPage(role: RoleSeed, page: MenuSeedPage): boolean {
  if (role.code === 'admin') return true;
  if (page.staffOnly && role.dataScope === 'self') return false;
  const action = page.access ?? 'query';
  return role.permissions.some((e) => e.permissionId === page.permissionId && e.actionList.includes(action));
}

/** The menu entries of a role: its pages, and every folder holding at least one of them. */
export function roleMenuEntries(role: RoleSeed, tree: readonly MenuSeedFolder[] = MENU_TREE): (MenuSeedFolder | MenuSeedPage)[] {
  return tree.flatMap((f) => {
    const pages = f.children.filter((pg) => roleSeesPage(role, pg));
    return pages.length ? [f, ...pages] : [];
  });
}

/** Inserts the roles with their permissions and menus; returns each role's id by code. */
export async function insertRoles(db: Db, seededMenus: readonly SeededMenu[]): Promise<Record<RoleCode, number>> {
  const rows = await db
    .insert(roles)
    .values(ROLE_SEEDS.map((r) => ({ code: r.code, name: r.name, description: r.description, dataScope: r.dataScope })))
    .returning({ id: roles.id });
  const ids = idsInOrder(rows);
  const roleIds = Object.fromEntries(ROLE_SEEDS.map((r, i) => [r.code, ids[i]!])) as Record<RoleCode, number>;
  await db.insert(rolePermissions).values(
    ROLE_SEEDS.flatMap((r) =>
      r.permissions.map((e) => ({ roleId: roleIds[r.code], permissionId: e.permissionId, actionList: [...e.actionList] })),
    ),
  );
  const menuIdOf = new Map<MenuSeedFolder | MenuSeedPage, number>(seededMenus.map((m) => [m.seed, m.id]));
  await db.insert(roleMenus).values(
    ROLE_SEEDS.flatMap((r) =>
      roleMenuEntries(r).flatMap((entry) => {
        const menuId = menuIdOf.get(entry);
        return menuId === undefined ? [] : [{ roleId: roleIds[r.code], menuId }];
      }),
    ),
  );
  return roleIds;
}

/** The roles added after installations already existed (三员分立): start-up adds the ones a database lacks. */
export const ADDED_ROLE_CODES: readonly RoleCode[] = ['sysadmin', 'secadmin', 'auditor'];

/**
 * Adds the roles of ADDED_ROLE_CODES a database lacks (no role has the code), with their permissions
 * and the menu entries of this database their seed would see (pages by path, and their folders).
 * Nobody is given them: a deployment appoints its administrators. Idempotent and safe with several
 * processes starting at once. Returns the codes added.
 */
export async function insertAddedRoles(db: Db, codes: readonly RoleCode[] = ADDED_ROLE_CODES): Promise<RoleCode[]> {
  const added: RoleCode[] = [];
  for (const code of codes) {
    const seed = roleSeed(code);
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:insertAddedRoles'))`);
      const [present] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, code)).limit(1);
      if (present) return false;
      const [role] = await tx
        .insert(roles)
        .values({ code: seed.code, name: seed.name, description: seed.description, dataScope: seed.dataScope })
        .returning({ id: roles.id });
      if (!role) throw new Error(`seed: inserting the role ${code} returned nothing`);
      await tx.insert(rolePermissions).values(seed.permissions.map((e) => ({ roleId: role.id, permissionId: e.permissionId, actionList: [...e.actionList] })));
      const pages = roleMenuEntries(seed).filter((e): e is MenuSeedPage => 'path' in e && !!e.path);
      const pageRows = pages.length ? await tx.select({ id: menus.id, pid: menus.pid }).from(menus).where(inArray(menus.path, pages.map((p) => p.path))) : [];
      const menuIds = [...new Set([...pageRows.map((m) => m.id), ...pageRows.flatMap((m) => (m.pid === null ? [] : [m.pid]))])];
      if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: role.id, menuId }))).onConflictDoNothing();
      return true;
    });
    if (done) added.push(code);
  }
  return added;
}
