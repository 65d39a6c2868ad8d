/**
 * A list's filters, page and sort, kept in the URL query (a reload shows the same page) and in this
 * browser tab's session storage per view (switching workspace tabs and coming back keeps them).
 *
 * The query is written with history.replaceState, outside the router, on purpose: the tab bar keys
 * tabs by pathname + search (src/layouts/tabs/tabsModel.ts), so routing every filter change would
 * open a new workspace tab each time. A real navigation to the page with a query (a link with
 * filters, back/forward) still wins: the router's search is read whenever it changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ContractView } from '../../src/domain/contract-api';
import { replaceAddressQuery } from '../../src/router/paths';
import { type ListState, listStateToSearch, parseListState } from './listQuery';

const storageKey = (view: ContractView) => `contractList.query.${view}`;

function stored(view: ContractView): string {
  try {
    return sessionStorage.getItem(storageKey(view)) ?? '';
  } catch {
    return '';
  }
}

function remember(view: ContractView, search: string): void {
  try {
    sessionStorage.setItem(storageKey(view), search);
  } catch {
    // Storage unavailable (private mode, quota): the URL still carries the state.
  }
}

export function useListState(view: ContractView): [ListState, (next: ListState) => void] {
  const { pathname, search } = useLocation();
  const [state, setState] = useState(() => parseListState(search || stored(view), view));
  const routerSearch = useRef(search);

  useEffect(() => {
    if (search === routerSearch.current) return;
    routerSearch.current = search;
    setState(parseListState(search, view));
  }, [search, view]);

  // Show the state in the address bar (also after restoring it from storage), while this list is the
  // page in the address: a list that mounts late (its chunk arriving after the user moved on) or is
  // kept alive in a hidden tab must not write its own path over the page now shown.
  useEffect(() => {
    const text = listStateToSearch(state);
    remember(view, text);
    replaceAddressQuery(pathname, text);
  }, [state, view, pathname]);

  const update = useCallback((next: ListState) => setState(next), []);
  return [state, update];
}
