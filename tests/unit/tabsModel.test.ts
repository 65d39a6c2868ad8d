import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, loadLanguage, translate } from '../../src/i18n';
import {
  applyTabAction,
  cleanTitle,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  MAX_TABS,
  openTab,
  parseStoredTabs,
  pathnameOf,
  REFUSAL_TEXT,
  renameTab,
  serializeTabs,
  sessionStamp,
  type Tab,
  type TabResult,
  TAB_TITLE_MAX,
  tabKeyOf,
} from '../../src/layouts/tabs/tabsModel';

// The texts of languages other than zh-CN are lazy chunks in the app.
beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
});

const tabsOf = (...keys: string[]): Tab[] => keys.map((key) => ({ key }));
const keys = (result: TabResult) => (result.ok ? result.tabs.map((t) => t.key) : result.refusal);
const active = (result: TabResult) => (result.ok ? result.activeKey : result.refusal);
const A = '/dashboard/workplace';
const B = '/system/user-manage';
const C = '/contract/detail?id=3';
const D = '/account/center';

describe('tab keys', () => {
  it('are the pathname plus the search', () => {
    expect(tabKeyOf('/contract/detail', '?id=3')).toBe(C);
    expect(tabKeyOf('/account/center')).toBe(D);
    expect(tabKeyOf('/account/center', '')).toBe(D);
  });
  it('give back their pathname', () => {
    expect(pathnameOf(C)).toBe('/contract/detail');
    expect(pathnameOf(D)).toBe(D);
    expect(pathnameOf('/a#x')).toBe('/a');
  });
});

describe('openTab', () => {
  it('appends a new page at the right end, in visiting order', () => {
    let tabs: Tab[] = [];
    for (const key of [A, B, C]) tabs = openTab(tabs, key);
    expect(tabs.map((t) => t.key)).toEqual([A, B, C]);
  });
  it('keeps an open page where it is (same array, so nothing re-renders)', () => {
    const tabs = tabsOf(A, B, C);
    expect(openTab(tabs, A)).toBe(tabs);
  });
  it('treats another search as another tab', () => {
    expect(openTab(tabsOf('/list?page=1'), '/list?page=2').map((t) => t.key)).toEqual(['/list?page=1', '/list?page=2']);
  });
  it('keeps at most MAX_TABS, dropping the leftmost', () => {
    let tabs: Tab[] = [];
    for (let i = 0; i <= MAX_TABS; i++) tabs = openTab(tabs, `/p${i}`);
    expect(tabs).toHaveLength(MAX_TABS);
    expect(tabs[0]!.key).toBe('/p1');
    expect(tabs.at(-1)!.key).toBe(`/p${MAX_TABS}`);
    expect(openTab(tabsOf(A, B), C, 2).map((t) => t.key)).toEqual([B, C]);
  });
});

describe('closeTab (close current)', () => {
  it('refuses to close the last tab with the spec text', () => {
    const result = closeTab(tabsOf(A), A, A);
    expect(result).toEqual({ ok: false, refusal: 'lastTab' });
    expect(translate('en-US', REFUSAL_TEXT.lastTab)).toBe('This is the last tab, cannot be closed');
  });
  it('activates the right neighbour when the active tab closes', () => {
    const result = closeTab(tabsOf(A, B, C), B, B);
    expect(keys(result)).toEqual([A, C]);
    expect(active(result)).toBe(C);
  });
  it('activates the left neighbour when the active tab was the rightmost', () => {
    const result = closeTab(tabsOf(A, B, C), C, C);
    expect(keys(result)).toEqual([A, B]);
    expect(active(result)).toBe(B);
  });
  it('activates the right one when the active tab was the leftmost (the home tab is like any other)', () => {
    const result = closeTab(tabsOf(A, B), A, A);
    expect(keys(result)).toEqual([B]);
    expect(active(result)).toBe(B);
  });
  it('keeps the active tab when another one closes', () => {
    const result = closeTab(tabsOf(A, B, C), A, C);
    expect(keys(result)).toEqual([B, C]);
    expect(active(result)).toBe(C);
  });
  it('changes nothing for an unknown key', () => {
    const result = closeTab(tabsOf(A, B), D, A);
    expect(keys(result)).toEqual([A, B]);
    expect(active(result)).toBe(A);
  });
  it('keeps renamed titles of the others', () => {
    const result = closeTab([{ key: A, title: 'Home' }, { key: B }], B, B);
    expect(result).toEqual({ ok: true, tabs: [{ key: A, title: 'Home' }], activeKey: A });
  });
});

describe('closeLeft', () => {
  it("refuses with 'No tab on the left' on the leftmost tab", () => {
    expect(closeLeft(tabsOf(A, B), A, A)).toEqual({ ok: false, refusal: 'noLeft' });
    expect(closeLeft(tabsOf(A), A, A)).toEqual({ ok: false, refusal: 'noLeft' });
    expect(translate('en-US', REFUSAL_TEXT.noLeft)).toBe('No tab on the left');
  });
  it('closes every tab left of the target', () => {
    const result = closeLeft(tabsOf(A, B, C, D), C, D);
    expect(keys(result)).toEqual([C, D]);
    expect(active(result)).toBe(D);
  });
  it('activates the target when the active tab was closed', () => {
    const result = closeLeft(tabsOf(A, B, C, D), C, A);
    expect(keys(result)).toEqual([C, D]);
    expect(active(result)).toBe(C);
  });
  it('keeps the active tab when it is the target', () => {
    expect(active(closeLeft(tabsOf(A, B, C), B, B))).toBe(B);
  });
});

describe('closeRight', () => {
  it("refuses with 'No tab on the right' on the rightmost tab", () => {
    expect(closeRight(tabsOf(A, B), B, B)).toEqual({ ok: false, refusal: 'noRight' });
    expect(closeRight(tabsOf(A), A, A)).toEqual({ ok: false, refusal: 'noRight' });
    expect(translate('en-US', REFUSAL_TEXT.noRight)).toBe('No tab on the right');
  });
  it('closes every tab right of the target', () => {
    const result = closeRight(tabsOf(A, B, C, D), B, A);
    expect(keys(result)).toEqual([A, B]);
    expect(active(result)).toBe(A);
  });
  it('activates the target when the active tab was closed', () => {
    const result = closeRight(tabsOf(A, B, C, D), B, D);
    expect(keys(result)).toEqual([A, B]);
    expect(active(result)).toBe(B);
  });
});

describe('closeOthers', () => {
  it('keeps only the target and activates it', () => {
    const result = closeOthers(tabsOf(A, B, C), B, C);
    expect(keys(result)).toEqual([B]);
    expect(active(result)).toBe(B);
  });
  it('refuses when the target is the only tab', () => {
    expect(closeOthers(tabsOf(A), A, A)).toEqual({ ok: false, refusal: 'noOthers' });
  });
  it('keeps the target title', () => {
    const result = closeOthers([{ key: A }, { key: B, title: 'Mine' }], B, A);
    expect(result).toEqual({ ok: true, tabs: [{ key: B, title: 'Mine' }], activeKey: B });
  });
});

describe('applyTabAction', () => {
  it('dispatches each action', () => {
    const tabs = tabsOf(A, B, C);
    expect(keys(applyTabAction('close', tabs, B, B))).toEqual([A, C]);
    expect(keys(applyTabAction('closeLeft', tabs, B, B))).toEqual([B, C]);
    expect(keys(applyTabAction('closeRight', tabs, B, B))).toEqual([A, B]);
    expect(keys(applyTabAction('closeOthers', tabs, B, B))).toEqual([B]);
  });
  it('does not change the list it was given', () => {
    const tabs = tabsOf(A, B, C);
    applyTabAction('closeOthers', tabs, B, B);
    expect(tabs.map((t) => t.key)).toEqual([A, B, C]);
  });
});

describe('every refusal has a text in every language', () => {
  it.each(['zh-CN', 'zh-TW', 'en-US', 'pt-BR'])('%s', (lang) => {
    for (const key of Object.values(REFUSAL_TEXT)) {
      const text = translate(lang, key);
      expect(text).not.toBe(key);
      expect(text.length).toBeGreaterThan(0);
    }
  });
  it('zh-CN reads as the original product', () => {
    expect(translate('zh-CN', REFUSAL_TEXT.lastTab)).toBe('这是最后一个标签了，无法被关闭');
    expect(translate('zh-CN', REFUSAL_TEXT.noLeft)).toBe('左侧没有标签');
    expect(translate('zh-CN', REFUSAL_TEXT.noRight)).toBe('右侧没有标签');
  });
});

describe('renameTab', () => {
  it('gives one tab a title', () => {
    expect(renameTab(tabsOf(A, B), B, '  My users ')).toEqual([{ key: A }, { key: B, title: 'My users' }]);
  });
  it('restores the route title with an empty name', () => {
    expect(renameTab([{ key: A, title: 'Old' }], A, '   ')).toEqual([{ key: A }]);
  });
  it('cuts long titles and folds white space', () => {
    const long = '合'.repeat(TAB_TITLE_MAX + 5);
    expect(cleanTitle(long)).toBe('合'.repeat(TAB_TITLE_MAX));
    expect(cleanTitle('a\n\tb')).toBe('a b');
    expect(cleanTitle('')).toBeUndefined();
  });
  it('leaves the other tabs as they were', () => {
    const tabs = [{ key: A, title: 'Home' }, { key: B }];
    const renamed = renameTab(tabs, B, 'x');
    expect(renamed[0]).toBe(tabs[0]);
  });
});

describe('stored tabs', () => {
  const session = sessionStamp('token-1');
  const all = () => true;

  it('survive a round trip, order and titles included', () => {
    const tabs: Tab[] = [{ key: C }, { key: A, title: 'Home' }, { key: B }];
    expect(parseStoredTabs(serializeTabs(tabs, session), session, all)).toEqual(tabs);
  });
  it('belong to their session only', () => {
    const raw = serializeTabs(tabsOf(A, B), session);
    expect(parseStoredTabs(raw, sessionStamp('token-2'), all)).toEqual([]);
    expect(sessionStamp('token-1')).toBe(session);
    expect(sessionStamp('token-1')).not.toContain('token');
    expect(sessionStamp(null)).toBe('');
  });
  it('give nothing for missing or unreadable data', () => {
    expect(parseStoredTabs(null, session, all)).toEqual([]);
    expect(parseStoredTabs('not json', session, all)).toEqual([]);
    expect(parseStoredTabs('[]', session, all)).toEqual([]);
    expect(parseStoredTabs(JSON.stringify({ v: 2, session, tabs: [{ key: A }] }), session, all)).toEqual([]);
    expect(parseStoredTabs(JSON.stringify({ v: 1, session, tabs: 'x' }), session, all)).toEqual([]);
  });
  it('skip malformed, duplicate and unaccepted tabs', () => {
    const raw = JSON.stringify({
      v: 1,
      session,
      tabs: [{ key: A }, { key: A }, null, { key: 3 }, { key: 'relative' }, { key: B, title: 7 }, { key: '/404' }, { key: C, title: ' ' }],
    });
    expect(parseStoredTabs(raw, session, (key) => key !== '/404')).toEqual([{ key: A }, { key: B }, { key: C }]);
  });
  it('keep at most the last MAX_TABS', () => {
    const many = Array.from({ length: MAX_TABS + 3 }, (_, i) => ({ key: `/p${i}` }));
    const parsed = parseStoredTabs(serializeTabs(many, session), session, all);
    expect(parsed).toHaveLength(MAX_TABS);
    expect(parsed[0]!.key).toBe('/p3');
  });
});
