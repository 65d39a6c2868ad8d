/**
 * The multi-tab bar's rules (spec section 2, "Multi-tab bar"), pure: the list of open tabs, opening
 * a page, the four close actions with the tab that becomes active, renaming, and the stored form.
 *
 * A tab is one visited page of the main layout; its key is the pathname plus the search
 * ('/contract/detail?id=3'), which is also where clicking it goes. Its title comes from the route
 * table unless the user renamed it (`title`). Closing the active tab activates its right neighbour,
 * else its left one; closing the tabs left of, right of, or other than a tab activates that tab when
 * the active one went. Refusals carry the spec's texts: the last tab cannot be closed, and closing
 * left or right with nothing there says so.
 */
import type { MessageKey } from '../../i18n';

export interface Tab {
  /** pathname + search: the tab's identity and where it leads. */
  key: string;
  /** The title the user gave it; absent: the route table's title. */
  title?: string;
}

export type TabAction = 'close' | 'closeLeft' | 'closeRight' | 'closeOthers';
export const TAB_ACTIONS: readonly TabAction[] = ['close', 'closeRight', 'closeLeft', 'closeOthers'];

export type TabRefusal = 'lastTab' | 'noLeft' | 'noRight' | 'noOthers';

/** The message each refusal shows (the first three are the spec's texts). */
export const REFUSAL_TEXT: Readonly<Record<TabRefusal, MessageKey>> = {
  lastTab: 'tabs.lastTab',
  noLeft: 'tabs.noLeft',
  noRight: 'tabs.noRight',
  noOthers: 'tabs.noOthers',
};

export type TabResult = { ok: true; tabs: Tab[]; activeKey: string } | { ok: false; refusal: TabRefusal };

/** At most this many tabs stay open; opening one more drops the leftmost tab that is not the new one. */
export const MAX_TABS = 20;
/** A renamed title is trimmed and cut to this many characters. */
export const TAB_TITLE_MAX = 30;

export function tabKeyOf(pathname: string, search = ''): string {
  return `${pathname}${search}`;
}

/** The pathname part of a tab key (what the route table matches). */
export function pathnameOf(key: string): string {
  const at = key.search(/[?#]/);
  return at === -1 ? key : key.slice(0, at);
}

/** Opens `key` (appends it unless open); the same array when nothing changes. */
export function openTab(tabs: readonly Tab[], key: string, max = MAX_TABS): Tab[] {
  if (tabs.some((tab) => tab.key === key)) return tabs as Tab[];
  const next = [...tabs, { key }];
  while (next.length > Math.max(1, max)) next.shift();
  return next;
}

const indexOf = (tabs: readonly Tab[], key: string) => tabs.findIndex((tab) => tab.key === key);

/** The active key after `tabs` became `kept`: unchanged while still open, else `fallback`. */
const stayOr = (kept: readonly Tab[], activeKey: string, fallback: string) =>
  kept.some((tab) => tab.key === activeKey) ? activeKey : fallback;

/** Closes `key`. The last tab cannot be closed. An unknown key changes nothing. */
export function closeTab(tabs: readonly Tab[], key: string, activeKey: string): TabResult {
  const at = indexOf(tabs, key);
  if (at === -1) return { ok: true, tabs: [...tabs], activeKey };
  if (tabs.length <= 1) return { ok: false, refusal: 'lastTab' };
  const kept = tabs.filter((_, i) => i !== at);
  // The active tab's right neighbour (now at the same index), else its left one.
  const neighbour = (kept[at] ?? kept[at - 1])!;
  return { ok: true, tabs: kept, activeKey: key === activeKey ? neighbour.key : activeKey };
}

/** Closes the tabs left of `key`; with none there, 'No tab on the left'. */
export function closeLeft(tabs: readonly Tab[], key: string, activeKey: string): TabResult {
  const at = indexOf(tabs, key);
  if (at === -1) return { ok: true, tabs: [...tabs], activeKey };
  if (at === 0) return { ok: false, refusal: 'noLeft' };
  const kept = tabs.slice(at);
  return { ok: true, tabs: kept, activeKey: stayOr(kept, activeKey, key) };
}

/** Closes the tabs right of `key`; with none there, 'No tab on the right'. */
export function closeRight(tabs: readonly Tab[], key: string, activeKey: string): TabResult {
  const at = indexOf(tabs, key);
  if (at === -1) return { ok: true, tabs: [...tabs], activeKey };
  if (at === tabs.length - 1) return { ok: false, refusal: 'noRight' };
  const kept = tabs.slice(0, at + 1);
  return { ok: true, tabs: kept, activeKey: stayOr(kept, activeKey, key) };
}

/** Closes every tab but `key`; when it is the only one, 'No other tab to close'. */
export function closeOthers(tabs: readonly Tab[], key: string, activeKey: string): TabResult {
  const at = indexOf(tabs, key);
  if (at === -1) return { ok: true, tabs: [...tabs], activeKey };
  if (tabs.length === 1) return { ok: false, refusal: 'noOthers' };
  const kept = [tabs[at]!];
  return { ok: true, tabs: kept, activeKey: key };
}

export function applyTabAction(action: TabAction, tabs: readonly Tab[], key: string, activeKey: string): TabResult {
  switch (action) {
    case 'close':
      return closeTab(tabs, key, activeKey);
    case 'closeLeft':
      return closeLeft(tabs, key, activeKey);
    case 'closeRight':
      return closeRight(tabs, key, activeKey);
    case 'closeOthers':
      return closeOthers(tabs, key, activeKey);
  }
}

/** The renamed title as kept: trimmed, at most TAB_TITLE_MAX characters; empty means none. */
export function cleanTitle(title: string): string | undefined {
  const clean = [...title.replace(/\s+/g, ' ').trim()].slice(0, TAB_TITLE_MAX).join('').trim();
  return clean === '' ? undefined : clean;
}

/** Gives `key` the title `title`; an empty title restores the route table's title. */
export function renameTab(tabs: readonly Tab[], key: string, title: string): Tab[] {
  const clean = cleanTitle(title);
  return tabs.map((tab) => {
    if (tab.key !== key) return tab;
    return clean === undefined ? { key: tab.key } : { key: tab.key, title: clean };
  });
}

// ------------------------------------------------------------------ stored form

/**
 * A short, one-way stamp of the session (FNV-1a of the token), so tabs stored by one sign-in are
 * not shown to the next one in the same browser tab. The token itself is never stored with the tabs.
 */
export function sessionStamp(token: string | null): string {
  if (!token) return '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

interface StoredTabs {
  v: 1;
  session: string;
  tabs: Tab[];
}

export function serializeTabs(tabs: readonly Tab[], session: string): string {
  const stored: StoredTabs = { v: 1, session, tabs: tabs.map((t) => (t.title ? { key: t.key, title: t.title } : { key: t.key })) };
  return JSON.stringify(stored);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The tabs stored for `session`, in order, keeping only well-formed tabs whose key `accept`s (pages
 * of the main layout); anything unreadable, of another session or of another version gives none.
 */
export function parseStoredTabs(raw: string | null, session: string, accept: (key: string) => boolean, max = MAX_TABS): Tab[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(value) || value.v !== 1 || value.session !== session || !Array.isArray(value.tabs)) return [];
  const tabs: Tab[] = [];
  for (const item of value.tabs) {
    if (!isRecord(item) || typeof item.key !== 'string' || !item.key.startsWith('/')) continue;
    if (tabs.some((tab) => tab.key === item.key) || !accept(item.key)) continue;
    const title = typeof item.title === 'string' ? cleanTitle(item.title) : undefined;
    tabs.push(title ? { key: item.key, title } : { key: item.key });
  }
  return tabs.slice(-Math.max(1, max));
}
