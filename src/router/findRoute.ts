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

export function matchRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): RouteMatch | undefined {
  for (const route of routes) {
    const m = matchPath({ path: route.path, end: true }, pathname);
    if (m && paramsValid(route, m.params)) return { route, params: m.params };
  }
  return undefined;
}

export function findRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined {
  return matchRoute(pathname, routes)?.route;
}
