/**
 * The playlist of a wall (playlist.ts): after the interval, the next screen of the list opens with
 * the same playlist in its address. One timer, cleared when the screen goes away; the next screen
 * mounts afresh (its charts are disposed with the old one).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { nextAddress, type Playlist, parsePlaylist } from './playlist';

export interface PlaylistState {
  playlist: Playlist | null;
  /** 1-based position of the current screen (0 when it is not in the list). */
  position: number;
  next: () => void;
}

export function usePlaylist(route: string): PlaylistState {
  const { search } = useLocation();
  const navigate = useNavigate();
  const playlist = useMemo(() => parsePlaylist(search), [search]);
  const next = useCallback(() => {
    if (playlist) navigate(nextAddress(playlist, route), { replace: true });
  }, [playlist, route, navigate]);
  useEffect(() => {
    if (!playlist) return undefined;
    const timer = window.setTimeout(next, playlist.intervalSec * 1000);
    return () => window.clearTimeout(timer);
  }, [playlist, next]);
  const position = playlist ? playlist.routes.indexOf(route as Playlist['routes'][number]) + 1 : 0;
  return useMemo(() => ({ playlist, position, next }), [playlist, position, next]);
}
