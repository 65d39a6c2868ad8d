/** The seed's data, checked without a database. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { isValidCreditCode } from '../../src/domain/credit-code';
import { ACTIONS, PERMISSION_IDS } from '../../src/domain/permissions';
import { DEMO_ACCOUNTS, STAFF_ACCOUNTS } from '../../server/seed/accounts';
import { ADVISER_SEEDS } from '../../server/seed/advisers';
import { allAreas } from '../../server/seed/areas';
import { COUNTERPART_SEEDS, counterpartRows } from '../../server/seed/counterparts';
import { GOV_UNITS } from '../../server/seed/gov-units';
import { buildOperationManual, MANUAL_TITLE } from '../../server/seed/manual';
import { MENU_TREE, type MenuSeedPage } from '../../server/seed/menus';
import { ROLE_SEEDS, roleMenuEntries, roleSeed, roleSeesPage, SYSTEM_PERMISSION_IDS } from '../../server/seed/roles';
import { buildSealRows } from '../../server/seed/seals';
import { buildUnitRows } from '../../server/seed/units';
import { dutiesOf } from '../../src/domain/admin-duties';

const pages: MenuSeedPage[] = MENU_TREE.flatMap((f) => f.children);
const paths = pages.map((p) => p.path);
const permissionIds = new Set<string>(PERMISSION_IDS);

describe('menu tree', () => {
  const required = [
    '/dashboard/workplace',
    '/dashboard/analysis',
    '/project/step-project-register',
    '/project/underway-manage',
    '/project/archived-manage',
    '/contract/step-register',
    '/contract/draft-manager',
    '/contract/underway-manage',
    '/contract/execute-manager',
    '/contract/archived-manage',
    '/contract/record-manage',
    '/contract/record-conditional',
    '/contract/supervise-manage',
    '/contract/area-supervise',
    '/contractquerypage/getListByMyUnit',
    '/contract/transfer-manage',
    '/contract/red-code-contract',
    '/contract/smart-template',
    '/contract/sign-flow',
    '/contract/contract-template',
    '/contract/OtherAgreement',
    '/backlog/me/wait-backlog',
    '/backlog/me/already-backlog',
    '/approval/me/wait-approval',
    '/approval/me/already-approval',
    '/carboncopy/me-carboncopy',
    '/carboncopy/send-carboncopy',
    '/view-index',
    '/data-view',
    '/county-index',
    '/public-view-index',
    '/system/menu-manage',
    '/system/user-manage',
    '/system/CounterpartManager',
    '/system/company-user-manager',
    '/system/role-manage',
    '/system/unit-manage',
    '/system/tag-manage',
    '/system/template-manage',
    '/system/lawer-manage',
    '/system/sealSn-manage',
    '/system/calendar',
    '/account/center',
    '/account/settings',
  ];

  it('has every listed route', () => {
    for (const p of required) expect(paths, p).toContain(p);
  });

  it('covers every route group prefix', () => {
    const groups = ['/dashboard/', '/project/', '/contract/', '/contractquerypage/', '/backlog/', '/approval/', '/carboncopy/', '/system/', '/account/'];
    for (const g of groups) expect(paths.some((p) => p.startsWith(g)), g).toBe(true);
  });

  it('has unique page paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('makes every folder type 0 without a permission, every page type 1 or 2 with one', () => {
    for (const f of MENU_TREE) {
      expect(f.type).toBe(0);
      expect(f.permissionId).toBeNull();
      expect(f.children.length).toBeGreaterThan(0);
    }
    for (const p of pages) {
      expect([1, 2]).toContain(p.type);
      expect(permissionIds.has(p.permissionId), p.permissionId).toBe(true);
      if (p.access) expect(ACTIONS).toContain(p.access);
    }
  });

  it('has the Monitor external link and full-screen pages opening in a new tab', () => {
    const dashboard = MENU_TREE.find((f) => f.children.some((p) => p.path === '/dashboard/workplace'))!;
    const link = dashboard.children.find((p) => p.type === 2);
    expect(link?.isNewTab).toBe(true);
    expect(link?.path).toMatch(/^https:\/\//);
    for (const p of ['/view-index', '/data-view', '/county-index', '/public-view-index']) {
      expect(pages.find((x) => x.path === p)?.isNewTab, p).toBe(true);
    }
  });

  it('names existing Arco icons', () => {
    const iconDir = path.resolve('node_modules/@arco-design/web-react/icon/react-icon');
    const icons = new Set([...MENU_TREE.map((f) => f.icon), ...pages.map((p) => p.icon)]);
    for (const icon of icons) expect(fs.existsSync(path.join(iconDir, icon)), icon).toBe(true);
  });
});

describe('roles', () => {
  it('use known permission ids and actions only', () => {
    for (const role of ROLE_SEEDS) {
      for (const e of role.permissions) {
        expect(permissionIds.has(e.permissionId), `${role.code}: ${e.permissionId}`).toBe(true);
        for (const a of e.actionList) expect(ACTIONS).toContain(a);
      }
      expect(new Set(role.permissions.map((e) => e.permissionId)).size).toBe(role.permissions.length);
    }
  });

  it('give the administrator every permission with every action and every menu', () => {
    const admin = roleSeed('admin');
    expect(admin.dataScope).toBe('all');
    expect(admin.permissions.map((e) => e.permissionId).sort()).toEqual([...PERMISSION_IDS].sort());
    for (const e of admin.permissions) expect(e.actionList).toEqual([...ACTIONS]);
    expect(roleMenuEntries(admin).length).toBe(MENU_TREE.length + pages.length);
  });

  it('give the clerk no system-management permission and no system folder', () => {
    const clerk = roleSeed('clerk');
    const system = new Set<string>(SYSTEM_PERMISSION_IDS);
    expect(clerk.permissions.filter((e) => system.has(e.permissionId))).toEqual([]);
    const titles = roleMenuEntries(clerk).map((m) => m.title);
    expect(titles).not.toContain('系统管理');
    expect(titles).toContain('合同管理');
    for (const id of ['project', 'contract'] as const) {
      expect(clerk.permissions.find((e) => e.permissionId === id)?.actionList).toEqual(
        expect.arrayContaining(['add', 'edit', 'query', 'get', 'export']),
      );
    }
    expect(clerk.dataScope).toBe('unit');
  });

  it('give the working-day calendar (config) to the administrators of the system duty only, who may edit it', () => {
    const calendar = pages.find((p) => p.path === '/system/calendar');
    expect(calendar).toMatchObject({ title: '工作日历', permissionId: 'config', icon: 'IconCalendar' });
    expect(MENU_TREE.find((f) => f.children.includes(calendar!))?.title).toBe('系统管理');
    expect(ROLE_SEEDS.filter((r) => roleSeesPage(r, calendar!)).map((r) => r.code)).toEqual(['admin', 'sysadmin']);
    expect(roleSeed('admin').permissions.find((e) => e.permissionId === 'config')?.actionList).toEqual(expect.arrayContaining(['query', 'edit']));
    expect(roleSeed('clerk').permissions.some((e) => e.permissionId === 'config')).toBe(false);
  });

  it('keep system management to the administrators, one duty each (三员分立)', () => {
    const system = new Set<string>(SYSTEM_PERMISSION_IDS);
    const administrators = ['admin', 'sysadmin', 'secadmin', 'auditor'];
    for (const role of ROLE_SEEDS.filter((r) => !administrators.includes(r.code))) {
      expect(role.permissions.some((e) => system.has(e.permissionId)), role.code).toBe(false);
      expect(dutiesOf(role.permissions), role.code).toEqual([]);
    }
    expect(dutiesOf(roleSeed('sysadmin').permissions)).toEqual(['system']);
    expect(dutiesOf(roleSeed('secadmin').permissions)).toEqual(['security']);
    expect(dutiesOf(roleSeed('auditor').permissions)).toEqual(['audit']);
    expect(dutiesOf(roleSeed('admin').permissions)).toEqual(['system', 'security', 'audit']);
  });

  it('scope bureaus to their area, counterparts and lawyers to themselves', () => {
    expect(roleSeed('bureau').dataScope).toBe('area');
    expect(roleSeed('county').dataScope).toBe('area');
    expect(roleSeed('company').dataScope).toBe('self');
    expect(roleSeed('lawyer').dataScope).toBe('self');
    // edit: counterpart users sign online (the company base serves no other contract write).
    expect(roleSeed('company').permissions.find((e) => e.permissionId === 'contract')?.actionList).toEqual(['query', 'get', 'edit']);
    expect(roleSeed('lawyer').permissions.find((e) => e.permissionId === 'contract')?.actionList).toEqual(['query', 'get']);
    expect(roleSeed('bureau').permissions.map((e) => e.permissionId)).toEqual(expect.arrayContaining(['filing', 'supervise']));
  });

  it('give counterpart users and lawyers only the pages of their own work', () => {
    const company = roleMenuEntries(roleSeed('company')).map((m) => m.title);
    expect(company).toContain('在办合同');
    expect(company).toContain('个人中心');
    for (const title of ['系统管理', '合同登记', '单位合同库', '备案管理', '待办事项']) expect(company).not.toContain(title);
    const lawyer = roleMenuEntries(roleSeed('lawyer')).map((m) => m.title);
    expect(lawyer).toContain('我的待办');
    // The contract lists show a lawyer only the contracts of the matters assigned to him (server scope).
    expect(lawyer).toContain('在办合同');
    for (const title of ['系统管理', '合同登记', '单位合同库', '备案管理', '待审批']) expect(lawyer).not.toContain(title);
  });

  it('give every role only folders that hold one of its pages', () => {
    for (const role of ROLE_SEEDS) {
      const entries = roleMenuEntries(role);
      for (const f of MENU_TREE.filter((x) => entries.includes(x))) {
        expect(f.children.some((p) => entries.includes(p)), `${role.code}: ${f.title}`).toBe(true);
      }
    }
  });
});

describe('demo data', () => {
  it('has valid and unique counterpart credit codes', () => {
    const rows = counterpartRows();
    expect(rows.length).toBe(COUNTERPART_SEEDS.length);
    for (const r of rows) expect(isValidCreditCode(r.creditCode), `${r.name} ${r.creditCode}`).toBe(true);
    for (const r of rows) expect(r.creditCode.slice(0, 8)).toBe(`91${r.adcode}`);
    expect(new Set(rows.map((r) => r.creditCode)).size).toBe(rows.length);
    expect(rows.filter((r) => r.seriousDishonest).length).toBe(2);
  });

  it('generates the same counterpart codes every run', () => {
    expect(counterpartRows().map((r) => r.creditCode)).toEqual(counterpartRows().map((r) => r.creditCode));
  });

  it('has 6-digit unique area codes', () => {
    const codes = allAreas().map((a) => a.adcode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(allAreas().filter((a) => a.level === 'city').length).toBe(11);
    // Every county-level division of the 11 cities (tests/unit/city-maps.test.ts checks them one by one).
    expect(allAreas().filter((a) => a.level === 'county').length).toBe(90);
  });

  it('inserts the counties added later after every earlier unit, with only their bureau', () => {
    const rows = buildUnitRows();
    const later = new Set(allAreas().flatMap((a) => (a.later ? [a.adcode] : [])));
    const firstLater = rows.findIndex((r) => r.pass === 1);
    expect(firstLater).toBeGreaterThan(0);
    // Pass 0 is the first demo tree (its rows, ids, credit codes and seal numbers as before), pass 1 the rest.
    expect(rows.slice(0, firstLater).every((r) => r.pass === 0 && !later.has(r.areaCode))).toBe(true);
    expect(rows.slice(firstLater).every((r) => r.pass === 1 && later.has(r.areaCode))).toBe(true);
    expect(rows.slice(firstLater).map((r) => r.kind)).toEqual(Array.from({ length: later.size }, () => ['area', 'bureau']).flat());
    expect(rows.find((r) => r.key === '西湖区')?.pass).toBe(0);
    expect(rows.find((r) => r.key === '西湖区司法局')?.pass).toBe(0);
  });

  it('builds a unit tree with a bureau per area and valid government credit codes', () => {
    const rows = buildUnitRows();
    const keys = new Set(rows.map((r) => r.key));
    expect(keys.size).toBe(rows.length);
    for (const r of rows) if (r.parentKey) expect(keys.has(r.parentKey), r.key).toBe(true);
    const areas = rows.filter((r) => r.type === 'A');
    const bureaus = rows.filter((r) => r.isJudicialBureau);
    expect(bureaus.length).toBe(areas.length);
    for (const b of bureaus) expect(b.type).toBe('U');
    const gov = rows.filter((r) => r.kind === 'gov');
    expect(gov.length).toBe(GOV_UNITS.length);
    expect(gov.length).toBeGreaterThanOrEqual(40);
    for (const r of [...gov, ...bureaus]) {
      expect(isValidCreditCode(r.creditCode!), `${r.unitName} ${r.creditCode}`).toBe(true);
      expect(r.creditCode!.startsWith(`11${r.areaCode}`)).toBe(true);
    }
    expect(rows.some((r) => r.type === 'D')).toBe(true);
    expect(rows.some((r) => r.type === 'O')).toBe(true);
    // Every government body sits in a known area.
    const adcodes = new Set(allAreas().map((a) => a.adcode));
    for (const g of GOV_UNITS) expect(adcodes.has(g.adcode), g.name).toBe(true);
  });

  it('has unique 13-digit seal numbers', () => {
    const seals = buildSealRows(buildUnitRows());
    for (const s of seals) expect(s.sealSn).toMatch(/^\d{13}$/);
    expect(new Set(seals.map((s) => s.sealSn)).size).toBe(seals.length);
  });

  it('has accounts with unique names and mobiles in known units', () => {
    const all = [...DEMO_ACCOUNTS, ...STAFF_ACCOUNTS];
    expect(new Set(all.map((a) => a.username)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.mobile)).size).toBe(all.length);
    for (const a of all) expect(a.mobile).toMatch(/^1[358]\d{9}$/);
    const keys = new Set(buildUnitRows().map((r) => r.key));
    for (const a of all) for (const u of a.units) expect(keys.has(u), `${a.username}: ${u}`).toBe(true);
    expect(DEMO_ACCOUNTS.map((a) => a.username)).toEqual(['admin', 'sysadmin', 'secadmin', 'auditor', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer']);
    expect(DEMO_ACCOUNTS.find((a) => a.username === 'clerk')?.units.length).toBe(2);
  });

  it('has advisers with 17-digit licences retained by known units', () => {
    const keys = new Set(buildUnitRows().map((r) => r.key));
    for (const a of ADVISER_SEEDS) {
      expect(a.licenceNo).toMatch(/^\d{17}$/);
      for (const u of a.units) expect(keys.has(u), `${a.name}: ${u}`).toBe(true);
    }
    const lawyer = DEMO_ACCOUNTS.find((a) => a.username === 'lawyer')!;
    expect(ADVISER_SEEDS.some((a) => a.name === lawyer.adviser)).toBe(true);
  });
});

describe('operation manual', () => {
  it('is a multi-page PDF, the same bytes every build', async () => {
    const bytes = await buildOperationManual();
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(doc.getTitle()).toBe(MANUAL_TITLE);
    expect(Buffer.from(await buildOperationManual()).equals(Buffer.from(bytes))).toBe(true);
  });
});
