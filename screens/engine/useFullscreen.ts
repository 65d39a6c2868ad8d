/** The Fullscreen API as React state: whether the page is full screen, and a toggle (needs a user gesture). */
import { useCallback, useEffect, useState } from 'react';

export function useFullscreen(): { on: boolean; supported: boolean; toggle: () => void } {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  return { on, supported: typeof document !== 'undefined' && document.fullscreenEnabled === true, toggle };
}
