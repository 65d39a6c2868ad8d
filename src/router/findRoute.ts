/**
 * The route of the table that a pathname matches (routes may have params, e.g. '/list/:pageNo?').
 * A route whose params fail its patterns does not match (so '/list/table-list/abc' is a 404).
 */
import { matchPath } from 'react-router-dom';
import { type AppRoute, ROUTES } from './routes';

export interface RouteMatch {
  route: AppRoute;
  params: Readonly<Record<string, string | undefined>>;
}

const paramsValid = (route: AppRoute, params: RouteMatch['params']): boolean =>
  Object.entries(route.params ?? {}).every(([name, pattern]) => {
    const value = params[name];
    return value === undefined || pattern.test(value);
  });

function scan(pathname: string, routes: readonly AppRoute[]): RouteMatch | undefined {
  for (const route of routes) {
    const m = matchPath({ path: route.path, end: true }, pathname);
    if (m && paramsValid(route, m.params)) return { route, params: m.params };
  }
  return undefined;
}

/** The table's matches of the last pathnames: the router, the gate, the header and the tabs each ask on every render. */
const matches = new Map<string, RouteMatch | undefined>();
const MATCHES_KEPT = 200;

export function matchRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): RouteMatch | undefined {
  if (routes !== ROUTES) return scan(pathname, routes);
  if (matches.has(pathname)) return matches.get(pathname);
  const match = scan(pathname, routes);
  if (matches.size >= MATCHES_KEPT) matches.delete(matches.keys().next().value as string);
  matches.set(pathname, match);
  return match;
}

export function findRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined {
  return matchRoute(pathname, routes)?.route;
}
