/** The route of the table that a pathname matches (routes may have params, e.g. '/list/:pageNo?'). */
import { matchPath } from 'react-router-dom';
import { type AppRoute, ROUTES } from './routes';

export function findRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined {
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
}
