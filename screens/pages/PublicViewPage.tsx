/**
 * /public-view-index: the public display. Opened through a share link (`?share=<token>`), it needs
 * no session: the screen, its data and its map come from the public /api/screen-share calls, within
 * the link's root area (de-identified aggregates only). Without a link it is a wall like the others
 * for a signed-in user holding the screen permission.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { isApiFailure } from '../../src/api/client';
import { getSharedScreen, screenShareKeys } from '../../src/api/screenShare';
import { hasPermission } from '../../src/domain/permissions';
import { parseScreenShareToken, SCREEN_SHARE_PARAM } from '../../src/domain/screen-api';
import { t } from '../../src/i18n';
import { lazyPage } from '../../src/router/lazyPage';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { WallScreen } from '../engine/ScreenView';
import { shareSource } from '../engine/source';
import { ScreenMessage } from './ScreenMessage';
import { SCREEN_RELOAD_MS, SignedInWall } from './WallPage';

const Forbidden = lazyPage(() => import('../../workspace/exception/Forbidden'));

function SharedWall({ token }: { token: string }) {
  const wellFormed = parseScreenShareToken(token) !== null;
  const view = useSWR(wellFormed ? screenShareKeys.screen(token) : null, () => getSharedScreen(token), {
    refreshInterval: SCREEN_RELOAD_MS,
    refreshWhenHidden: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const source = useMemo(() => shareSource(token), [token]);
  const root = view.data?.rootArea;
  const rootCrumb = useMemo(() => (root ? { id: root.id, name: root.name, adcode: root.adcode } : null), [root]);
  if (!wellFormed || (view.error && !view.data)) {
    const message = isApiFailure(view.error) && view.error.code === 500 ? view.error.message : t('screens.share.invalid.message');
    return <ScreenMessage title={t('screens.share.invalid.title')} message={message} onRetry={wellFormed ? () => void view.mutate() : undefined} />;
  }
  if (!view.data) return <ScreenMessage loading message={t('screens.loading')} />;
  return <WallScreen key={rootCrumb?.id ?? 0} body={view.data.screen.body} source={source} root={rootCrumb} />;
}

function SignedInPublicWall() {
  const { user } = useCurrentUser();
  // The route names no permission (a link opens it without a session): the page checks it here.
  if (!user) return <ScreenMessage loading message={t('screens.loading')} />;
  if (!hasPermission(user.permissions, 'screen')) return <Forbidden />;
  return <SignedInWall route="/public-view-index" />;
}

export default function PublicViewPage() {
  const [params] = useSearchParams();
  const token = params.get(SCREEN_SHARE_PARAM);
  return token ? <SharedWall token={token} /> : <SignedInPublicWall />;
}
