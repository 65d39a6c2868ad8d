/**
 * The wall screens /view-index, /county-index and /data-view (full-screen layout, signed in): the
 * stored screen of the route, drawn in wall mode at the viewer's own scope (GET stats/scope: the
 * province for administrators, a bureau's area, unit staff's unit within its area), the drill kept in
 * the address (?area=<adcode>&unit=&period=: bookmarkable, back and forward follow it), refreshed on its
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
import { EditButton, LazyScreenEditor } from '../editor/EditButton';
import { WallScreen } from '../engine/ScreenView';
import { type ScreenSource, sessionSource } from '../engine/source';
import { useAddressDrill } from '../engine/useAddressDrill';
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

export function SignedInWall({ route, source = sessionSource }: { route: ScreenRoute; source?: ScreenSource }) {
  const screen = useStoredScreen(route);
  const playlist = usePlaylist(route);
  const mayEdit = usePermission('screen.edit') && !playlist.playlist;
  const [editing, setEditing] = useState(false);
  // The viewer's own scope, and the drill kept in the address (?area=&unit=&period=).
  const { drill, scope, error: scopeError, retry } = useAddressDrill();
  const rootArea = scope?.root;
  const root = useMemo(() => (rootArea ? { id: rootArea.id, name: rootArea.name, adcode: rootArea.adcode } : null), [rootArea]);
  const editButton = useMemo(() => (mayEdit ? <EditButton onClick={() => setEditing(true)} /> : null), [mayEdit]);
  const failed = (screen.error && !screen.data) || (scopeError && !drill);
  if (failed) {
    const error = screen.error ?? scopeError;
    const message = isApiFailure(error) ? error.message : t('screens.error');
    return (
      <ScreenMessage
        title={t('screens.notFound')}
        message={message}
        onRetry={() => {
          void screen.mutate();
          retry();
        }}
      />
    );
  }
  if (!screen.data || !drill) return <ScreenMessage loading message={t('screens.loading')} />;
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
      source={source}
      root={root}
      drill={drill}
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
