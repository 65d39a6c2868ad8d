/**
 * The route of the table the address names, under its layout; fixed redirects; everything else to
 * /404. The table's own match (findRoute.ts, the one the gate, the titles and the tabs use) picks the
 * route, so the router ranks a handful of routes instead of the whole table on every render (15 ms of
 * a phone's main thread at each navigation). A page keeps its layout mounted across navigations:
 * each layout is one route, keyed by its name.
 */
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { EmbedRoutes, isEmbedded } from './embed';
import { matchRoute } from './findRoute';
import { LayoutRoute } from './LayoutRoute';
import { NOT_FOUND_PATH } from './paths';
import { REDIRECTS } from './routes';

export function AppRoutes() {
  const { pathname } = useLocation();
  if (isEmbedded()) return <EmbedRoutes />;
  const route = matchRoute(pathname)?.route;
  const Page = route?.component;
  return (
    <Routes>
      {REDIRECTS.map(({ from, to }) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      {route && Page && (
        <Route key={route.layout} element={<LayoutRoute layout={route.layout} />}>
          <Route key={route.path} path={route.path} element={<Page />} />
        </Route>
      )}
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Routes>
  );
}
