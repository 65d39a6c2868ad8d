/**
 * The wall's controls, out of the way: on the design canvas at the bottom edge in the middle (scaled
 * with the wall, never over the header's title or clock), shown while the pointer moves (hidden 3 s
 * after it stops, unless it rests on them) or while a key put the focus in them: when the data was
 * updated, refresh now, the playlist's position and next screen, what the page adds (`extra`: the
 * editor's button), and full screen. A button clicked gives its focus back, so the bar does not stay.
 * Keys: F toggles full screen, R refreshes, N goes to the next screen.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { t } from '../../src/i18n';
import { useFullscreen } from './useFullscreen';
import type { PlaylistState } from './usePlaylist';

const HIDE_AFTER_MS = 3000;

const two = (n: number) => String(n).padStart(2, '0');
const clockTime = (ms: number) => {
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
};

export function WallToolbar({
  updatedAt,
  onRefresh,
  playlist,
  extra,
}: {
  updatedAt: number | null;
  onRefresh: () => void;
  playlist?: PlaylistState;
  extra?: ReactNode;
}) {
  const fullscreen = useFullscreen();
  const [visible, setVisible] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const show = () => {
      setVisible(true);
      window.clearTimeout(hideTimer.current);
      hideTimer.current = window.setTimeout(() => setVisible(false), HIDE_AFTER_MS);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || (e.target as HTMLElement | null)?.closest?.('input, textarea, select')) return;
      const key = e.key.toLowerCase();
      if (key === 'f') fullscreen.toggle();
      else if (key === 'r') onRefresh();
      else if (key === 'n') playlist?.next();
    };
    window.addEventListener('pointermove', show);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointermove', show);
      window.removeEventListener('keydown', onKey);
      window.clearTimeout(hideTimer.current);
    };
  }, [fullscreen.toggle, onRefresh, playlist]);

  const list = playlist?.playlist;
  return (
    // A click leaves no focus behind (a mouse's focus would keep the bar on show).
    <div
      className={`screen-toolbar${visible ? ' screen-toolbar--visible' : ''}`}
      data-testid="screen-toolbar"
      role="toolbar"
      aria-label={t('screens.toolbar')}
      onPointerUp={(e) => {
        if (e.pointerType === 'mouse' || e.pointerType === 'pen') (document.activeElement as HTMLElement | null)?.blur?.();
      }}
    >
      {updatedAt !== null && <span className="screen-toolbar__note">{t('screens.updatedAt', { time: clockTime(updatedAt) })}</span>}
      <button type="button" className="screen-toolbar__button" onClick={onRefresh} data-testid="screen-refresh">
        {t('screens.refresh')}
      </button>
      {list && playlist && (
        <button type="button" className="screen-toolbar__button" onClick={playlist.next} title={t('screens.playlist.next')}>
          {t('screens.playlist', { current: Math.max(1, playlist.position), total: list.routes.length })} ›
        </button>
      )}
      {extra}
      {fullscreen.supported && (
        <button type="button" className="screen-toolbar__button" onClick={fullscreen.toggle} data-testid="screen-fullscreen">
          {fullscreen.on ? t('screens.exitFullscreen') : t('screens.fullscreen')}
        </button>
      )}
    </div>
  );
}
