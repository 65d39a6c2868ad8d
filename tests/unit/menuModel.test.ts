import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_TREE } from '../../server/seed/menus';
import type { MenuNode } from '../../src/domain/system';
import { DEFAULT_LANGUAGE, loadLanguage, setLanguage } from '../../src/i18n';
import { indexMenu, menuTarget, menuTitle, selectionFor } from '../../src/layouts/main/menuModel';

let nextId = 1;
const node = (title: string, path: string, type: number, children: MenuNode[] = [], isNewTab = false): MenuNode => ({
  id: nextId++,
  pid: null,
  title,
  icon: '',
  path,
  type,
  isNewTab,
  sort: 0,
  permissionId: null,
  children,
});

const workplace = node('工作台', '/dashboard/workplace', 1);
const analysis = node('分析页', '/dashboard/analysis', 1);
const monitor = node('监控页', 'https://example.org/', 2, [], true);
const dashboard = node('工作台', '/folder-1a2b', 0, [workplace, analysis, monitor]);
const screen = node('指挥中心', '/view-index', 1, [], true);
const screens = node('数据大屏', '/folder-3c4d', 0, [screen]);
const nestedPage = node('列表', '/list/table-list', 1);
const inner = node('内层', '/folder-5e', 0, [nestedPage]);
const outer = node('外层', '/folder-6f', 0, [inner]);
const tree = [dashboard, screens, outer];

describe('side menu selection', () => {
  it('selects the page of the current route and opens its folder', () => {
    expect(selectionFor(tree, '/dashboard/workplace')).toEqual({ selectedKey: String(workplace.id), openKeys: [String(dashboard.id)] });
  });

  it('selects the page for a path below it (a page number) and opens every folder above', () => {
    expect(selectionFor(tree, '/list/table-list/3')).toEqual({
      selectedKey: String(nestedPage.id),
      openKeys: [String(outer.id), String(inner.id)],
    });
  });

  it('selects nothing for a route outside the menu, or a look-alike prefix', () => {
    expect(selectionFor(tree, '/contract/detail')).toEqual({ openKeys: [] });
    expect(selectionFor(tree, '/dashboard/workplaces')).toEqual({ openKeys: [] });
  });
});

describe('menu entry targets', () => {
  it('routes to an in-app page', () => {
    expect(menuTarget(workplace)).toEqual({ kind: 'route', path: '/dashboard/workplace' });
  });

  it('opens an isNewTab page in a new window on its hash path', () => {
    expect(menuTarget(screen)).toEqual({ kind: 'window', url: '#/view-index' });
  });

  it('opens an external link in a new window, or in place without isNewTab', () => {
    expect(menuTarget(monitor)).toEqual({ kind: 'window', url: 'https://example.org/' });
    expect(menuTarget({ ...monitor, isNewTab: false })).toEqual({ kind: 'location', url: 'https://example.org/' });
  });

  it('indexes every entry by key', () => {
    const index = indexMenu(tree);
    expect(index.get(String(nestedPage.id))).toBe(nestedPage);
    expect(index.size).toBe(9);
  });
});

describe('menuTitle: seeded entries follow the language, typed names stay as typed', () => {
  const CJK = /[\u3400-\u9fff]/;
  beforeAll(async () => {
    await loadLanguage('en-US');
    setLanguage('en-US');
  });
  afterAll(() => {
    setLanguage(DEFAULT_LANGUAGE);
  });

  it('names every entry the installation starts with in English', () => {
    const untranslated: string[] = [];
    for (const f of MENU_TREE) {
      if (CJK.test(menuTitle(node(f.title, '/x7Yq', 0)))) untranslated.push(f.title);
      for (const p of f.children) if (CJK.test(menuTitle(node(p.title, p.path, p.type)))) untranslated.push(`${f.title} / ${p.title} ${p.path}`);
    }
    expect(untranslated).toEqual([]);
    expect(menuTitle(node('合同管理', '/aB3dE', 0))).toBe('Contracts');
    expect(menuTitle(node('在办合同', '/contract/underway-manage', 1))).toBe('Contracts in progress');
  });

  it('keeps a name an administrator gave, for a page or a folder', () => {
    expect(menuTitle(node('我的合同台账', '/contract/underway-manage', 1))).toBe('我的合同台账');
    expect(menuTitle(node('常用功能', '/k9Zt', 0))).toBe('常用功能');
    expect(menuTitle(node('外部系统', 'https://www.zjzwfw.gov.cn/', 2))).toBe('外部系统');
  });
});
