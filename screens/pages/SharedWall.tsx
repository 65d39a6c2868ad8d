/**
 * A screen opened through a share link (`?share=<token>`): the screen, its data and its map come
 * from the public /api/screen-share calls with the token, within the link's root area (the server
 * runs the screen's saved queries, de-identified). Works with or without a session. The display
 * listens to the link's public change stream (useShareLiveSync): a change in its area refreshes
 * its data within a second; polling on the screen's refreshSec stays as the fallback.
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { isApiFailure } from '../../src/api/client';
import { getSharedScreen, screenShareKeys } from '../../src/api/screenShare';
import { parseScreenShareToken } from '../../src/domain/screen-api';
import { t } from '../../src/i18n';
import { WallScreen } from '../engine/ScreenView';
import { shareSource } from '../engine/source';
import { ScreenMessage } from './ScreenMessage';
import { useShareLiveSync } from './useShareLiveSync';
import { ApiCode } from '../../src/domain/api-codes';

/** How often a display looks for a newer layout of its screen. */
const RELOAD_MS = 300_000;

export function SharedWall({ token }: { token: string }) {
  const wellFormed = parseScreenShareToken(token) !== null;
  const view = useSWR(wellFormed ? screenShareKeys.screen(token) : null, () => getSharedScreen(token), {
    refreshInterval: RELOAD_MS,
    refreshWhenHidden: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const source = useMemo(() => shareSource(token), [token]);
  useShareLiveSync(wellFormed && view.data ? token : null);
  const root = view.data?.rootArea;
  const rootCrumb = useMemo(() => (root ? { id: root.id, name: root.name, adcode: root.adcode } : null), [root]);
  if (!wellFormed || (view.error && !view.data)) {
    const message = isApiFailure(view.error) && view.error.code === ApiCode.refused ? view.error.message : t('screens.share.invalid.message');
    return <ScreenMessage title={t('screens.share.invalid.title')} message={message} onRetry={wellFormed ? () => void view.mutate() : undefined} />;
  }
  if (!view.data) return <ScreenMessage loading message={t('screens.loading')} />;
  return <WallScreen key={rootCrumb?.id ?? 0} body={view.data.screen.body} source={source} root={rootCrumb} />;
}
