// @vitest-environment jsdom
/**
 * The roles src/layouts/arcoAria.ts gives Arco's markup (2.66.16): rendered with Arco's own Tabs, Menu
 * and Pagination, the tab titles get their tablist, a sub-menu's header is a menu item, the page-size
 * box a group; an element Arco adds later is put right too; a role Arco sets is left alone.
 */
import { Menu, Pagination, Tabs } from '@arco-design/web-react';
import { act, createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixArcoRoles, watchArcoRoles } from '../../src/layouts/arcoAria';

let host: HTMLDivElement;
let root: Root;
let stop: () => void;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  stop = watchArcoRoles();
});

afterEach(() => {
  stop();
  act(() => root.unmount());
  host.remove();
});

/** Lets the MutationObserver's callback run. */
const observed = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const tabs = (titles: string[]) =>
  h(
    Tabs,
    { defaultActiveTab: titles[0] },
    titles.map((title) => h(Tabs.TabPane, { key: title, title }, title)),
  );

describe('Arco roles', () => {
  it("puts Tabs' titles in a tablist, also when they arrive later", async () => {
    act(() => root.render(h('div', null)));
    act(() => root.render(tabs(['one', 'two'])));
    await observed();
    const header = host.querySelector('.arco-tabs-header');
    expect(header?.getAttribute('role')).toBe('tablist');
    expect(header?.querySelectorAll(':scope > [role="tab"]')).toHaveLength(2);
  });

  it("makes a Menu's sub-menu headers (inline and pop-up) menu items", async () => {
    act(() =>
      root.render(
        h(
          Menu,
          { defaultOpenKeys: ['folder'] },
          h(Menu.SubMenu, { key: 'folder', title: 'Folder' }, h(Menu.Item, { key: 'entry' }, 'Entry')),
          h(Menu.Item, { key: 'other' }, 'Other'),
        ),
      ),
    );
    await observed();
    const header = host.querySelector('.arco-menu-inline-header');
    expect(header?.getAttribute('role')).toBe('menuitem');
    expect(header?.getAttribute('aria-expanded')).toBe('true');
    act(() => root.render(h(Menu, { mode: 'pop' }, h(Menu.SubMenu, { key: 'folder', title: 'Folder' }, h(Menu.Item, { key: 'entry' }, 'Entry')))));
    await observed();
    expect(host.querySelector('.arco-menu-pop-header')?.getAttribute('role')).toBe('menuitem');
    // Every element with ARIA state in the menu now has a role.
    expect(host.querySelectorAll('[role="menu"] [aria-expanded]:not([role])')).toHaveLength(0);
  });

  it("names Pagination's page-size box as a group", async () => {
    act(() => root.render(h(Pagination, { total: 200, sizeCanChange: true })));
    await observed();
    const option = host.querySelector('.arco-pagination-option');
    expect(option?.hasAttribute('aria-label')).toBe(true);
    expect(option?.getAttribute('role')).toBe('group');
  });

  it('leaves a role that is there alone', () => {
    const el = document.createElement('div');
    el.className = 'arco-tabs-header';
    el.setAttribute('role', 'presentation');
    fixArcoRoles(el);
    expect(el.getAttribute('role')).toBe('presentation');
  });
});
