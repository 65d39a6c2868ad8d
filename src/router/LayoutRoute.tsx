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

  // The router matched a path of this layout, but its params fail the route's patterns.
  if (!route) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (redirect) return <Navigate to={redirect} replace />;
  const Layout = LAYOUTS[layout];
  // Arco's provider is a lazy chunk (not on the walls): the layout's and the page's chunks are asked
  // for beside it, not once it has arrived.
  const Arco = route.withoutArco ? Fragment : ARCO_PROVIDER;
  if (!route.withoutArco) {
    void Layout.preload().catch(() => undefined);
    void route.component.preload().catch(() => undefined);
  }
  // The layout is a lazy chunk too: its own boundary and fallback, so a failed load offers a retry.
  return (
    <PageErrorBoundary key={layout}>
      <Arco>
        <Suspense fallback={<PageLoading />}>
          <Layout>
            <PageErrorBoundary key={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </Layout>
        </Suspense>
      </Arco>
    </PageErrorBoundary>
  );
}
