/**
 * /public-view-index: the public display. Opened through a share link (`?share=<token>`), it needs
 * no session: the screen, its data and its map come from the public /api/screen-share calls, within
 * the link's root area (de-identified aggregates only). Without a link, any signed-in user sees the
 * same public display at their own area (screen/public-*, on the session's base): public figures
 * only, whatever else the user may see. Staff holding the screen permission get the walls' drill in
 * the address (?area=); counterpart users and legal advisers (no area of their own: the top area's
 * display) drill on the page, as a share link's display does.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { isApiFailure } from '../../src/api/client';
import { getPublicWallView, publicWallKeys } from '../../src/api/publicWall';
import { hasPermission } from '../../src/domain/permissions';
import { SCREEN_SHARE_PARAM } from '../../src/domain/screen-api';
import { t } from '../../src/i18n';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { WallScreen } from '../engine/ScreenView';
import { sessionPublicSource } from '../engine/source';
import { ScreenMessage } from './ScreenMessage';
import { SharedWall } from './SharedWall';
import { SCREEN_RELOAD_MS, SignedInWall } from './WallPage';

/** The public display from screen/public-view: the stored public screen at the caller's area. */
function PublicSessionWall() {
  const view = useSWR(publicWallKeys.view(), getPublicWallView, {
    refreshInterval: SCREEN_RELOAD_MS,
    refreshWhenHidden: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const root = view.data?.rootArea;
  const rootCrumb = useMemo(() => (root ? { id: root.id, name: root.name, adcode: root.adcode } : null), [root]);
  if (view.error && !view.data) {
    const message = isApiFailure(view.error) ? view.error.message : t('screens.error');
    return <ScreenMessage title={t('screens.notFound')} message={message} onRetry={() => void view.mutate()} />;
  }
  if (!view.data) return <ScreenMessage loading message={t('screens.loading')} />;
  return <WallScreen key={rootCrumb?.id ?? 0} body={view.data.screen.body} source={sessionPublicSource} root={rootCrumb} />;
}

function SignedInPublicWall() {
  const { user } = useCurrentUser();
  // The route names no permission (a link opens it without a session): who gets which display is decided here.
  if (!user) return <ScreenMessage loading message={t('screens.loading')} />;
  if (hasPermission(user.permissions, 'screen.query')) return <SignedInWall route="/public-view-index" source={sessionPublicSource} />;
  return <PublicSessionWall />;
}

export default function PublicViewPage() {
  const [params] = useSearchParams();
  const token = params.get(SCREEN_SHARE_PARAM);
  return token ? <SharedWall token={token} /> : <SignedInPublicWall />;
}
