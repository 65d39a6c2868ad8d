/**
 * A project list's state in the URL query, written with history.replaceState outside the router (as
 * the contract lists do, workspace/contracts/useListState.ts: the tab bar keys tabs by path and query,
 * so routing every filter change would open a new tab). A real navigation with a query still wins.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { replaceAddressQuery } from '../../src/router/paths';
import { type ProjectListState, parseProjectListState, projectListStateToSearch } from './listState';

export function useProjectListState(): [ProjectListState, (next: ProjectListState) => void] {
  const { pathname, search } = useLocation();
  const [state, setState] = useState(() => parseProjectListState(search));
  const routerSearch = useRef(search);

  useEffect(() => {
    if (search === routerSearch.current) return;
    routerSearch.current = search;
    setState(parseProjectListState(search));
  }, [search]);

  useEffect(() => replaceAddressQuery(pathname, projectListStateToSearch(state)), [state, pathname]);

  return [state, useCallback((next: ProjectListState) => setState(next), [])];
}
