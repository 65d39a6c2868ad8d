/**
 * Live sync of a shared display (docs/live-sync.md "The public stream of a shared screen"): while the
 * page is open, one EventSource on /api/screen-share/events?token= (no session); each change
 * revalidates the display's public keys it touches (src/api/liveSync.ts SHARE_KIND_PREFIXES), at
 * most once per key prefix per 500 ms, and every one after a gap. A dropped stream reconnects with
 * the app's backoff; the screen's refreshSec polling goes on whatever the stream does.
 */
import { useEffect } from 'react';
import { PUBLIC_API_BASE } from '../../src/api/contractShare';
import { connectChangeStream, createCoalescer, SHARE_ALL_PREFIXES, SHARE_KIND_PREFIXES } from '../../src/api/liveSync';
import { revalidatePrefix } from '../../src/api/swr';
import { SCREEN_SHARE_EVENTS_PATH } from '../../src/domain/live-sync';

export const shareStreamUrl = (token: string): string => `${PUBLIC_API_BASE}/${SCREEN_SHARE_EVENTS_PATH}?token=${encodeURIComponent(token)}`;

export function useShareLiveSync(token: string | null): void {
  useEffect(() => {
    if (!token) return undefined;
    const coalescer = createCoalescer((prefix) => void revalidatePrefix(prefix));
    const stream = connectChangeStream({
      url: () => shareStreamUrl(token),
      onChange: (view) => coalescer.touch(SHARE_KIND_PREFIXES[view.kind] ?? []),
      onReconnected: () => coalescer.touch(SHARE_ALL_PREFIXES),
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') stream.wake();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stream.close();
      coalescer.dispose();
    };
  }, [token]);
}
