/**
 * The app served at /embed/ (server/http/security-headers.ts): the one document other sites may show
 * in a frame (EMBED_ORIGINS), so it renders nothing but a public display opened by its share link
 * (/public-view-index?share=...). Any other route there shows the link-invalid message instead of a
 * sign-in page or a workspace page someone could be tricked into clicking inside a frame.
 */
import { Route, Routes, useLocation } from 'react-router-dom';
import { t } from '../i18n';
import { LayoutRoute } from './LayoutRoute';
import { isScreenShareVisit, PUBLIC_SCREEN_PATH } from './paths';
import { ROUTES } from './routes';

export const EMBED_PREFIX = '/embed/';

/** Is this document the embeddable one? */
export const isEmbedded = (pathname: string = typeof window === 'undefined' ? '/' : window.location.pathname): boolean =>
  pathname.startsWith(EMBED_PREFIX);

function NotEmbeddable() {
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center', fontSize: 16 }}>
      <h1 style={{ fontSize: 20 }}>{t('screens.share.invalid.title')}</h1>
      <p>{t('screens.share.invalid.message')}</p>
    </div>
  );
}

function PublicDisplayOnly() {
  const { pathname, search } = useLocation();
  const page = ROUTES.find((r) => r.path === PUBLIC_SCREEN_PATH);
  if (!page || !isScreenShareVisit(pathname, search)) return <NotEmbeddable />;
  const Page = page.component;
  return <Page />;
}

export function EmbedRoutes() {
  return (
    <Routes>
      <Route element={<LayoutRoute layout="full" />}>
        <Route path={PUBLIC_SCREEN_PATH} element={<PublicDisplayOnly />} />
      </Route>
      <Route path="*" element={<NotEmbeddable />} />
    </Routes>
  );
}
