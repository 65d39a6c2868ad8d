/**
 * Demo accounts (password Demo@2026, one per standard role) and ordinary staff who fill the user
 * lists. Staff accounts have no usable password until an administrator sets one.
 */
import type { Db } from '../db/client';
import { userRoles, userUnits, users } from '../db/schema';
import { hashPassword } from '../security/password';
import type { RoleCode } from './roles';
import { idsInOrder } from './util';

export const DEMO_PASSWORD = 'Demo@2026';
/** Never matches a password (verifyPassword only accepts scrypt$... hashes). */
export const NO_PASSWORD_HASH = '!no-password';

export interface AccountSeed {
  username: string;
  realName: string;
  mobile: string;
  email?: string;
  userType: 'staff' | 'company' | 'lawyer';
  roles: RoleCode[];
  /** Unit keys (names; departments as 单位/处室), the first is the current unit. */
  units: string[];
  /** For company users: the counterpart's name. */
  counterpart?: string;
  /** For lawyers: the legal adviser record the account belongs to. */
  adviser?: string;
}

/** Unit names other helpers and tests rely on. */
export const DEMO_UNITS = {
  province: '浙江省',
  provinceBureau: '浙江省司法厅',
  hangzhou: '杭州市',
  cityBureau: '杭州市司法局',
  xihu: '西湖区',
  countyBureau: '西湖区司法局',
  finance: '杭州市财政局',
  transport: '杭州市交通运输局',
} as const;

export const DEMO_ACCOUNTS: readonly AccountSeed[] = [
  {
    username: 'admin',
    realName: '王建华',
    mobile: '13857100101',
    email: 'admin@example.com',
    userType: 'staff',
    roles: ['admin'],
    units: [DEMO_UNITS.provinceBureau],
  },
  // 三员分立: the three administrators of a real deployment (admin above is the development account).
  {
    username: 'sysadmin',
    realName: '周文涛',
    mobile: '13857100111',
    email: 'sysadmin@example.com',
    userType: 'staff',
    roles: ['sysadmin'],
    units: [DEMO_UNITS.provinceBureau],
  },
  {
    username: 'secadmin',
    realName: '孙立群',
    mobile: '13857100122',
    email: 'secadmin@example.com',
    userType: 'staff',
    roles: ['secadmin'],
    units: [DEMO_UNITS.provinceBureau],
  },
  {
    username: 'auditor',
    realName: '郑雅婷',
    mobile: '13857100133',
    email: 'auditor@example.com',
    userType: 'staff',
    roles: ['auditor'],
    units: [DEMO_UNITS.provinceBureau],
  },
  {
    username: 'clerk',
    realName: '李晓明',
    mobile: '13967100202',
    email: 'clerk@example.com',
    userType: 'staff',
    roles: ['clerk'],
    units: [DEMO_UNITS.finance, DEMO_UNITS.transport],
  },
  {
    username: 'reviewer',
    realName: '陈静',
    mobile: '15858100303',
    email: 'reviewer@example.com',
    userType: 'staff',
    roles: ['reviewer'],
    units: [DEMO_UNITS.finance],
  },
  {
    username: 'leader',
    realName: '张国强',
    mobile: '13905710404',
    userType: 'staff',
    roles: ['leader'],
    units: [DEMO_UNITS.finance],
  },
  {
    username: 'bureau',
    realName: '刘芳',
    mobile: '18757100505',
    email: 'bureau@example.com',
    userType: 'staff',
    roles: ['bureau'],
    units: [DEMO_UNITS.cityBureau],
  },
  {
    username: 'county',
    realName: '赵磊',
    mobile: '13588100606',
    userType: 'staff',
    roles: ['county'],
    units: [DEMO_UNITS.countyBureau],
  },
  {
    username: 'company',
    realName: '陈建国',
    mobile: '13706810707',
    userType: 'company',
    roles: ['company'],
    units: [],
    counterpart: '浙江之江建设集团有限公司',
  },
  {
    username: 'lawyer',
    realName: '吴律明',
    mobile: '13706810231',
    userType: 'lawyer',
    roles: ['lawyer'],
    units: [],
    adviser: '吴律明',
  },
];

const staff = (username: string, realName: string, mobile: string, role: RoleCode, ...unitKeys: string[]): AccountSeed => ({
  username,
  realName,
  mobile,
  userType: 'staff',
  roles: [role],
  units: unitKeys,
});

export const STAFF_ACCOUNTS: readonly AccountSeed[] = [
  staff('zhoujie', '周杰', '13819100811', 'clerk', '杭州市交通运输局'),
  staff('xuli', '徐丽', '15968100912', 'reviewer', '杭州市交通运输局/法规处'),
  staff('xiejing', '谢婧', '18868101013', 'reviewer', '杭州市财政局/法规处/合同管理科'),
  staff('huangtao', '黄涛', '13757101114', 'clerk', '杭州市住房和城乡建设局'),
  staff('yangfan', '杨帆', '13516101215', 'clerk', '杭州市教育局'),
  staff('zhuwenjing', '朱文静', '13967401316', 'clerk', '宁波市自然资源和规划局'),
  staff('maqiang', '马强', '18958101417', 'bureau', '宁波市司法局'),
  staff('hulin', '胡琳', '13857701518', 'clerk', '温州市财政局'),
  staff('guojun', '郭军', '15057101619', 'clerk', '西湖区教育局'),
  staff('linxue', '林雪', '15088101720', 'reviewer', '西湖区教育局'),
  staff('hexin', '何鑫', '18767101821', 'county', '西湖区司法局'),
  staff('gaoyan', '高燕', '13805711922', 'bureau', '浙江省司法厅/合法性审查处'),
  staff('luoyi', '罗毅', '13957302023', 'clerk', '嘉兴市交通运输局'),
  staff('songhui', '宋辉', '13605752124', 'leader', '绍兴市财政局'),
  staff('tangmin', '唐敏', '15157902225', 'clerk', '金华市教育局'),
  staff('hanyu', '韩雨', '13857602326', 'clerk', '台州市财政局'),
  staff('fengchao', '冯超', '18857902427', 'clerk', '义乌市商务局', '金华市商务局'),
];

export interface AccountIds {
  /** User id by username. */
  byUsername: Map<string, number>;
}

export interface AccountRefs {
  roleIds: Record<RoleCode, number>;
  unitId(key: string): number;
  counterpartId(name: string): number;
}

/** Starts hashing the demo password for every demo account at once (scrypt runs off the main thread). */
export function hashDemoPasswords(): Promise<string[]> {
  return Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
}

/** Inserts the demo and staff accounts with their units and roles. */
export async function insertAccounts(db: Db, refs: AccountRefs, demoHashes: readonly string[]): Promise<AccountIds> {
  const all = [...DEMO_ACCOUNTS, ...STAFF_ACCOUNTS];
  const inserted = await db
    .insert(users)
    .values(
      all.map((a, i) => ({
        username: a.username,
        passwordHash: i < DEMO_ACCOUNTS.length ? demoHashes[i]! : NO_PASSWORD_HASH,
        realName: a.realName,
        mobile: a.mobile,
        email: a.email ?? null,
        userType: a.userType,
        counterpartId: a.counterpart ? refs.counterpartId(a.counterpart) : null,
        currentUnitId: a.units[0] ? refs.unitId(a.units[0]) : null,
        enabled: true,
      })),
    )
    .returning({ id: users.id });
  const ids = idsInOrder(inserted);
  const memberships = all.flatMap((a, i) => a.units.map((u) => ({ userId: ids[i]!, unitId: refs.unitId(u) })));
  if (memberships.length) await db.insert(userUnits).values(memberships);
  await db.insert(userRoles).values(all.flatMap((a, i) => a.roles.map((r) => ({ userId: ids[i]!, roleId: refs.roleIds[r] }))));
  return { byUsername: new Map(all.map((a, i) => [a.username, ids[i]!])) };
}
