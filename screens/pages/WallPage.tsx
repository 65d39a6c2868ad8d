/**
 * The wall screens /view-index, /county-index and /data-view (full-screen layout, signed in): the
 * stored screen of the route, drawn in wall mode from the signed-in user's area (the county screen
 * from the nearest area of the current unit, the others from the top of its chain), refreshed on its
 * interval, rotating with the others when the address carries a playlist. Those holding screen.edit
 * get an "edit" button in the toolbar (not while a playlist rotates), which opens the screen editor
 * (screens/editor) on the same canvas.
 */
import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { isApiFailure } from '../../src/api/client';
import { getScreenByRoute, screenKeys } from '../../src/api/screens';
import type { ScreenRoute } from '../../src/domain/screen';
import { SCREEN_SHARE_PARAM } from '../../src/domain/screen-api';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions/usePermission';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { EditButton, LazyScreenEditor } from '../editor/EditButton';
import { rootAreaOf } from '../engine/rootArea';
import { WallScreen } from '../engine/ScreenView';
import { sessionSource } from '../engine/source';
import { usePlaylist } from '../engine/usePlaylist';
import { ScreenMessage } from './ScreenMessage';
import { SharedWall } from './SharedWall';

/** How often a wall looks for a newer layout of its screen (an edit shows up without a reload). */
export const SCREEN_RELOAD_MS = 300_000;

export function useStoredScreen(route: ScreenRoute) {
  return useSWR(screenKeys.byRoute(route), () => getScreenByRoute(route), {
    refreshInterval: SCREEN_RELOAD_MS,
    refreshWhenHidden: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export function SignedInWall({ route }: { route: ScreenRoute }) {
  const { user } = useCurrentUser();
  const screen = useStoredScreen(route);
  const playlist = usePlaylist(route);
  const mayEdit = usePermission('screen.edit') && !playlist.playlist;
  const [editing, setEditing] = useState(false);
  const chain = user?.currentUnitInList;
  const root = useMemo(() => rootAreaOf(chain, route === '/county-index' ? 'nearest' : 'top'), [chain, route]);
  const editButton = useMemo(() => (mayEdit ? <EditButton onClick={() => setEditing(true)} /> : null), [mayEdit]);
  if (screen.error && !screen.data) {
    const message = isApiFailure(screen.error) ? screen.error.message : t('screens.error');
    return <ScreenMessage title={t('screens.notFound')} message={message} onRetry={() => void screen.mutate()} />;
  }
  if (!screen.data) return <ScreenMessage loading message={t('screens.loading')} />;
  if (editing && mayEdit) {
    return (
      <Suspense fallback={<ScreenMessage loading message={t('screens.editor.loading')} />}>
        <LazyScreenEditor screen={screen.data} root={root} onExit={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <WallScreen
      key={`${route}:${root?.id ?? ''}`}
      body={screen.data.body}
      source={sessionSource}
      root={root}
      playlist={playlist}
      toolbarExtra={editButton}
    />
  );
}

export default function WallPage() {
  const { pathname, search } = useLocation();
  // A share link of this screen opened by a signed-in user shows what the link shows.
  const token = new URLSearchParams(search).get(SCREEN_SHARE_PARAM);
  return token ? <SharedWall token={token} /> : <SignedInWall route={pathname as ScreenRoute} />;
}
