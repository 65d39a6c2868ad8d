/**
 * The open tabs of the multi-tab bar as React state over tabsModel.ts: the page the location shows
 * is opened (and is the active tab); actions close tabs and navigate when the active one went;
 * renamed titles and the order are kept.
 *
 * Stored in sessionStorage (MULTI_TAB_STORAGE_KEY), not localStorage: the tabs survive a reload of
 * the browser tab but belong to it (two browser windows keep their own bars, a closed window leaves
 * nothing behind), and they are tied to the sign-in that made them (sessionStamp), so the next user
 * of the same browser tab starts with a fresh bar.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dropKeptExcept } from '../../forms/keptForms';
import { findRoute } from '../../router/findRoute';
import { useToken } from '../../session/useToken';
import {
  applyTabAction,
  openTab,
  parseStoredTabs,
  pathnameOf,
  renameTab,
  serializeTabs,
  sessionStamp,
  type Tab,
  type TabAction,
  type TabRefusal,
  tabKeyOf,
} from './tabsModel';

export const MULTI_TAB_STORAGE_KEY = 'multi_tab_pages';

/** Only pages of the main layout get a tab. */
export function isTabPage(key: string): boolean {
  return findRoute(pathnameOf(key))?.layout === 'main';
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function load(session: string): Tab[] {
  try {
    return parseStoredTabs(storage()?.getItem(MULTI_TAB_STORAGE_KEY) ?? null, session, isTabPage);
  } catch {
    return [];
  }
}

function save(tabs: readonly Tab[], session: string): void {
  try {
    storage()?.setItem(MULTI_TAB_STORAGE_KEY, serializeTabs(tabs, session));
  } catch {
    // Storage full or blocked: the bar still works, it just will not survive a reload.
  }
}

const withPage = (tabs: Tab[], key: string) => (isTabPage(key) ? openTab(tabs, key) : tabs);

export interface TabsApi {
  tabs: readonly Tab[];
  activeKey: string;
  select: (key: string) => void;
  /** Runs an action on `key`; answers the refusal when there is one (nothing changed then). */
  run: (action: TabAction, key: string) => TabRefusal | null;
  rename: (key: string, title: string) => void;
}

export function useTabs(): TabsApi {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = sessionStamp(useToken());
  const activeKey = tabKeyOf(pathname, search);
  const [state, setState] = useState(() => ({ session, tabs: withPage(load(session), activeKey) }));

  // Another sign-in in this browser tab: start again from the page shown.
  const current = state.session === session ? state : { session, tabs: withPage([], activeKey) };
  if (current !== state) setState(current);
  const { tabs } = current;

  useEffect(() => {
    setState((s) => {
      const next = withPage(s.tabs, activeKey);
      return next === s.tabs ? s : { ...s, tabs: next };
    });
  }, [activeKey]);

  useEffect(() => {
    save(tabs, session);
    // Unsaved input of a page that fell out of the bar (the oldest tab when the bar is full) is gone with it.
    dropKeptExcept(tabs.map((tab) => tab.key));
  }, [tabs, session]);

  const select = useCallback(
    (key: string) => {
      if (key !== activeKey) navigate(key);
    },
    [activeKey, navigate],
  );

  const run = useCallback(
    (action: TabAction, key: string): TabRefusal | null => {
      const result = applyTabAction(action, tabs, key, activeKey);
      if (!result.ok) return result.refusal;
      setState((s) => ({ ...s, tabs: result.tabs }));
      if (result.activeKey !== activeKey) navigate(result.activeKey);
      return null;
    },
    [tabs, activeKey, navigate],
  );

  const rename = useCallback((key: string, title: string) => {
    setState((s) => ({ ...s, tabs: renameTab(s.tabs, key, title) }));
  }, []);

  return { tabs, activeKey, select, run, rename };
}
