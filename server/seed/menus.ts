/**
 * The menu tree every installation starts with (spec section 2). Folders (type 0) get a random path
 * when inserted ("Folders get random paths"); pages (type 1) carry their route; type 2 is an external
 * link. `permissionId` is what the entry needs (the query action, see menus.permission_id); the seed
 * grants a role an entry when the role holds `permissionId.<access>` (access defaults to query: pages
 * that only register things ask for add); staffOnly entries are never given to counterpart users or
 * lawyers. Icons are names of @arco-design/web-react/icon components.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, max, ne, sql } from 'drizzle-orm';
import type { Action, PermissionId } from '../../src/domain/permissions';
import { MENU_TYPES } from '../../src/domain/system';
import type { Db } from '../db/client';
import { menus, roleMenus, rolePermissions, roles } from '../db/schema';
import { idsInOrder } from './util';

export interface MenuSeedPage {
  title: string;
  icon: string;
  path: string;
  type: typeof MENU_TYPES.page | typeof MENU_TYPES.link;
  permissionId: PermissionId;
  /** The action a role needs on permissionId to get this entry (default query). */
  access?: Action;
  /** Only for government staff: counterpart users and lawyers (data scope self) never get it. */
  staffOnly?: boolean;
  isNewTab?: boolean;
}

export interface MenuSeedFolder {
  title: string;
  icon: string;
  type: typeof MENU_TYPES.folder;
  permissionId: null;
  children: MenuSeedPage[];
}

const page = (
  title: string,
  path: string,
  permissionId: PermissionId,
  icon: string,
  extra: Partial<Pick<MenuSeedPage, 'access' | 'isNewTab' | 'staffOnly' | 'type'>> = {},
): MenuSeedPage => ({ title, icon, path, type: MENU_TYPES.page, permissionId, ...extra });

const folder = (title: string, icon: string, children: MenuSeedPage[]): MenuSeedFolder => ({
  title,
  icon,
  type: MENU_TYPES.folder,
  permissionId: null,
  children,
});

/** The public site the Monitor entry opens (Zhejiang government service network). */
export const MONITOR_URL = 'https://www.zjzwfw.gov.cn/';

export const MENU_TREE: readonly MenuSeedFolder[] = [
  folder('工作台', 'IconDashboard', [
    page('工作台', '/dashboard/workplace', 'dashboard', 'IconHome'),
    page('分析页', '/dashboard/analysis', 'dashboard', 'IconDesktop', { staffOnly: true }),
    page('监控页', MONITOR_URL, 'dashboard', 'IconLaunch', { type: MENU_TYPES.link, isNewTab: true, staffOnly: true }),
  ]),
  folder('项目管理', 'IconApps', [
    page('新建项目', '/project/step-project-register', 'project', 'IconPlusCircle', { access: 'add' }),
    page('在办项目', '/project/underway-manage', 'project', 'IconSchedule'),
    page('已归档项目', '/project/archived-manage', 'project', 'IconArchive'),
  ]),
  folder('合同管理', 'IconFile', [
    page('合同登记', '/contract/step-register', 'contract', 'IconEdit', { access: 'add' }),
    page('草稿箱', '/contract/draft-manager', 'contract', 'IconDriveFile', { access: 'add' }),
    page('在办合同', '/contract/underway-manage', 'contract', 'IconSchedule'),
    page('履行中合同', '/contract/execute-manager', 'contract', 'IconClockCircle'),
    page('已办结合同', '/contract/archived-manage', 'contract', 'IconArchive'),
    page('备案管理', '/contract/record-manage', 'filing', 'IconSafe'),
    page('附条件备案监督', '/contract/record-conditional', 'filing', 'IconExclamationCircle'),
    page('监督合同', '/contract/supervise-manage', 'supervise', 'IconEye'),
    page('司法局监督', '/contract/area-supervise', 'supervise', 'IconLocation'),
    page('单位合同库', '/contractquerypage/getListByMyUnit', 'contract', 'IconStorage', { staffOnly: true }),
    page('1.0系统合同', '/contract/transfer-manage', 'contract', 'IconSwap', { staffOnly: true }),
    page('红码合同', '/contract/red-code-contract', 'contract', 'IconFire', { staffOnly: true }),
    page('智能起草', '/contract/smart-template', 'contract', 'IconRobot', { access: 'add' }),
    page('在线签署', '/contract/sign-flow', 'contract', 'IconPen'),
    page('合同范本', '/contract/contract-template', 'contract', 'IconBook', { staffOnly: true }),
    page('补充协议', '/contract/OtherAgreement', 'contract', 'IconCopy', { access: 'add' }),
  ]),
  folder('待办事项', 'IconList', [
    page('我的待办', '/backlog/me/wait-backlog', 'backlog', 'IconSchedule'),
    page('我的已办', '/backlog/me/already-backlog', 'backlog', 'IconCheckSquare'),
  ]),
  folder('审批管理', 'IconCheckCircle', [
    page('待我审批', '/approval/me/wait-approval', 'approval', 'IconClockCircle'),
    page('我已审批', '/approval/me/already-approval', 'approval', 'IconCheckCircle'),
  ]),
  folder('抄送', 'IconSend', [
    page('抄送我的', '/carboncopy/me-carboncopy', 'carboncopy', 'IconNotification'),
    page('我发起的', '/carboncopy/send-carboncopy', 'carboncopy', 'IconSend'),
  ]),
  folder('数据大屏', 'IconDesktop', [
    page('指挥中心', '/view-index', 'screen', 'IconDesktop', { isNewTab: true }),
    page('数据总览', '/data-view', 'screen', 'IconDashboard', { isNewTab: true }),
    page('区县大屏', '/county-index', 'screen', 'IconLocation', { isNewTab: true }),
    page('公开大屏', '/public-view-index', 'screen', 'IconPublic', { isNewTab: true }),
  ]),
  folder('系统管理', 'IconSettings', [
    page('菜单管理', '/system/menu-manage', 'menu', 'IconMenu'),
    page('用户管理', '/system/user-manage', 'sysUser', 'IconUser'),
    page('相对方管理', '/system/CounterpartManager', 'counterpart', 'IconCommon'),
    page('相对方用户管理', '/system/company-user-manager', 'companyUser', 'IconUserGroup'),
    page('角色权限管理', '/system/role-manage', 'role', 'IconLock'),
    page('单位管理', '/system/unit-manage', 'unit', 'IconMindMapping'),
    page('标签管理', '/system/tag-manage', 'tag', 'IconTags'),
    page('模板文件管理', '/system/template-manage', 'template', 'IconFilePdf'),
    page('法律顾问管理', '/system/lawer-manage', 'lawyer', 'IconIdcard'),
    page('印章管理', '/system/sealSn-manage', 'seal', 'IconSafe'),
    page('工作日历', '/system/calendar', 'config', 'IconCalendar'),
    page('时限规则', '/system/time-rules', 'config', 'IconClockCircle'),
    page('安全策略', '/system/security-policy', 'security', 'IconLock'),
    page('安全审计日志', '/system/audit-log', 'audit', 'IconEye'),
  ]),
  folder('个人中心', 'IconUser', [
    page('个人中心', '/account/center', 'user', 'IconUser'),
    page('个人设置', '/account/settings', 'user', 'IconSettings'),
  ]),
];

/** The random path of a new folder. */
export const folderPath = (): string => `/folder-${randomBytes(6).toString('hex')}`;

export interface SeededMenu {
  id: number;
  /** The folder's id for pages; null for folders. */
  pid: number | null;
  seed: MenuSeedFolder | MenuSeedPage;
}

/** Inserts the tree (two statements: folders, then every page) and returns each entry with its id. */
export async function insertMenus(db: Db): Promise<SeededMenu[]> {
  const folders = await db
    .insert(menus)
    .values(
      MENU_TREE.map((f, i) => ({
        pid: null,
        title: f.title,
        icon: f.icon,
        path: folderPath(),
        type: f.type,
        isNewTab: false,
        sort: (i + 1) * 10,
        permissionId: null,
      })),
    )
    .returning({ id: menus.id });
  const folderIds = idsInOrder(folders);
  const pages = MENU_TREE.flatMap((f, fi) => f.children.map((p, pi) => ({ p, pid: folderIds[fi]!, sort: (pi + 1) * 10 })));
  const pageRows = await db
    .insert(menus)
    .values(
      pages.map(({ p, pid, sort }) => ({
        pid,
        title: p.title,
        icon: p.icon,
        path: p.path,
        type: p.type,
        isNewTab: p.isNewTab ?? false,
        sort,
        permissionId: p.permissionId,
      })),
    )
    .returning({ id: menus.id });
  const pageIds = idsInOrder(pageRows);
  return [
    ...MENU_TREE.map((seed, i) => ({ id: folderIds[i]!, pid: null, seed })),
    ...pages.map(({ p, pid }, i) => ({ id: pageIds[i]!, pid, seed: p })),
  ];
}

/**
 * Pages added to MENU_TREE after installations already existed: their databases were seeded without
 * them, so start-up (server/main.ts) adds each one that no menu entry has the path of yet.
 */
export const ADDED_PAGE_PATHS: readonly string[] = ['/system/calendar', '/system/time-rules', '/system/security-policy', '/system/audit-log'];

/** The role every entry is granted to (as menu management's add does). */
const ADMIN_ROLE_CODE = 'admin';

/**
 * Adds the pages of ADDED_PAGE_PATHS a database lacks (no entry has the page's path): each goes last
 * into the folder holding most of its seed siblings (else the folder with its seed folder's title;
 * with neither it is not added), and is granted as the seed grants it (server/seed/roles.ts
 * roleSeesPage) to the roles of this database: the administrator, and every role holding the page's
 * permission with its access action (never a data-scope-self role for a staffOnly page). Idempotent,
 * and safe with several processes starting at once (a transaction-scoped advisory lock). The
 * database keeps no record of a deletion: an entry an administrator deleted comes back at the next
 * start. Returns the paths added.
 */
export async function insertAddedMenus(db: Db, paths: readonly string[] = ADDED_PAGE_PATHS): Promise<string[]> {
  const added: string[] = [];
  for (const path of paths) {
    const home = MENU_TREE.find((f) => f.children.some((p) => p.path === path));
    const seed = home?.children.find((p) => p.path === path);
    if (!home || !seed) throw new Error(`seed: ${path} is not a page of MENU_TREE`);
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:insertAddedMenus'))`);
      const [present] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.path, path)).limit(1);
      if (present) return false;
      const siblings = home.children.map((p) => p.path).filter((p) => p !== path);
      const [bySiblings] = await tx
        .select({ pid: menus.pid, n: count() })
        .from(menus)
        .where(and(inArray(menus.path, siblings), isNotNull(menus.pid)))
        .groupBy(menus.pid)
        .orderBy(desc(count()), asc(menus.pid))
        .limit(1);
      const [byTitle] = bySiblings
        ? []
        : await tx
            .select({ pid: menus.id })
            .from(menus)
            .where(and(eq(menus.type, MENU_TYPES.folder), eq(menus.title, home.title)))
            .orderBy(asc(menus.id))
            .limit(1);
      const pid = bySiblings?.pid ?? byTitle?.pid;
      if (pid == null) return false;
      const [last] = await tx.select({ sort: max(menus.sort) }).from(menus).where(eq(menus.pid, pid));
      const [entry] = await tx
        .insert(menus)
        .values({
          pid,
          title: seed.title,
          icon: seed.icon,
          path: seed.path,
          type: seed.type,
          isNewTab: seed.isNewTab ?? false,
          sort: (last?.sort ?? 0) + 10,
          permissionId: seed.permissionId,
        })
        .returning({ id: menus.id });
      if (!entry) throw new Error(`seed: inserting the menu entry ${path} returned nothing`);
      const action = seed.access ?? 'query';
      const holders = await tx
        .select({ id: roles.id })
        .from(roles)
        .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
        .where(
          and(
            eq(rolePermissions.permissionId, seed.permissionId),
            sql`${rolePermissions.actionList} @> ${JSON.stringify([action])}::jsonb`,
            seed.staffOnly ? ne(roles.dataScope, 'self') : undefined,
          ),
        );
      const admins = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE_CODE));
      const roleIds = [...new Set([...admins, ...holders].map((r) => r.id))];
      if (roleIds.length) await tx.insert(roleMenus).values(roleIds.map((roleId) => ({ roleId, menuId: entry.id }))).onConflictDoNothing();
      return true;
    });
    if (done) added.push(path);
  }
  return added;
}
