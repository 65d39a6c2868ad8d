/**
 * One layout of the route table around its pages: applies the session guard to the page the
 * location matches, sets the document title, and loads the page inside an error boundary.
 */
import { Fragment, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { t } from '../i18n';
import { ARCO_PROVIDER, LAYOUTS } from '../layouts';
import { useToken } from '../session/useToken';
import { findRoute } from './findRoute';
import { guardRedirect } from './guard';
import { NOT_FOUND_PATH } from './paths';
import { PageErrorBoundary } from './PageErrorBoundary';
import type { LayoutName } from './routes';

export function LayoutRoute({ layout }: { layout: LayoutName }) {
  const { pathname, search } = useLocation();
  const token = useToken();
  const route = findRoute(pathname);
  const redirect = guardRedirect({ pathname, search, requiresAuth: route?.requiresAuth ?? true, hasToken: token !== null });

  useEffect(() => {
    const app = t('app.title');
    document.title = route ? `${t(route.title)} - ${app}` : app;
  }, [route]);

  // Arco's provider is a lazy chunk (not on the walls): the layout's and the page's chunks are asked
  // for beside it (this effect runs in the same commit as the provider's own load), not once it has arrived.
  // Each in a task of its own: asking for a chunk links its modules and style sheets into the page,
  // and the three asked at once were one long task on a phone.
  const Layout = LAYOUTS[layout];
  useEffect(() => {
    if (!route || redirect || route.withoutArco) return;
    const timers = [Layout, route.component].map((chunk) => setTimeout(() => void chunk.preload().catch(() => undefined), 0));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [route, redirect, Layout]);

  // The router matched a path of this layout, but its params fail the route's patterns.
  if (!route) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (redirect) return <Navigate to={redirect} replace />;
  const Arco = route.withoutArco ? Fragment : ARCO_PROVIDER;
  const page = (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
  // The layout is a lazy chunk too: its own boundary and fallback, so a failed load offers a retry.
  // The public layout draws no Arco component of its own (TopBar loads its language menu apart): it
  // shows at once, and Arco's provider loads with the page in its banner. The workspace's layout is
  // Arco throughout.
  return (
    <PageErrorBoundary key={layout}>
      {layout === 'public' ? (
        <Layout>
          <Arco>{page}</Arco>
        </Layout>
      ) : (
        <Arco>
          <Suspense fallback={<PageLoading />}>
            <Layout>{page}</Layout>
          </Suspense>
        </Arco>
      )}
    </PageErrorBoundary>
  );
}
