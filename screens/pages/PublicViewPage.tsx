/**
 * /public-view-index: the public display. Opened through a share link (`?share=<token>`), it needs
 * no session: the screen, its data and its map come from the public /api/screen-share calls, within
 * the link's root area (de-identified aggregates only). Without a link, a signed-in user holding the
 * screen permission sees the same public display at their own area (screen/public-stats): public
 * figures only, whatever else the user may see.
 */
import { useSearchParams } from 'react-router-dom';
import { hasPermission } from '../../src/domain/permissions';
import { SCREEN_SHARE_PARAM } from '../../src/domain/screen-api';
import { t } from '../../src/i18n';
import { lazyPage } from '../../src/router/lazyPage';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { ScreenMessage } from './ScreenMessage';
import { SharedWall } from './SharedWall';
import { sessionPublicSource } from '../engine/source';
import { SignedInWall } from './WallPage';

const Forbidden = lazyPage(() => import('../../workspace/exception/Forbidden'));

function SignedInPublicWall() {
  const { user } = useCurrentUser();
  // The route names no permission (a link opens it without a session): the page checks it here.
  if (!user) return <ScreenMessage loading message={t('screens.loading')} />;
  if (!hasPermission(user.permissions, 'screen')) return <Forbidden />;
  return <SignedInWall route="/public-view-index" source={sessionPublicSource} />;
}

export default function PublicViewPage() {
  const [params] = useSearchParams();
  const token = params.get(SCREEN_SHARE_PARAM);
  return token ? <SharedWall token={token} /> : <SignedInPublicWall />;
}
