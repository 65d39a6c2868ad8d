/** The routes of the table, grouped under their layouts; fixed redirects; everything else to /404. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { EmbedRoutes, isEmbedded } from './embed';
import { LayoutRoute } from './LayoutRoute';
import { NOT_FOUND_PATH } from './paths';
import { LAYOUT_NAMES, REDIRECTS, ROUTES } from './routes';

export function AppRoutes() {
  if (isEmbedded()) return <EmbedRoutes />;
  return (
    <Routes>
      {REDIRECTS.map(({ from, to }) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      {LAYOUT_NAMES.map((layout) => (
        <Route key={layout} element={<LayoutRoute layout={layout} />}>
          {ROUTES.filter((r) => r.layout === layout).map(({ path, component: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      ))}
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Routes>
  );
}
