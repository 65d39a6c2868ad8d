import { describe, expect, it } from 'vitest';
import { clampInterval, DEFAULT_INTERVAL_SEC, nextAddress, nextRoute, parsePlaylist, playlistSearch } from '../../screens/engine/playlist';

describe('playlist', () => {
  it('reads the screens and the interval from the address', () => {
    expect(parsePlaylist('?playlist=/view-index,/data-view&interval=30')).toEqual({ routes: ['/view-index', '/data-view'], intervalSec: 30 });
    expect(parsePlaylist(new URLSearchParams({ playlist: '/view-index,/county-index,/data-view' }))).toEqual({
      routes: ['/view-index', '/county-index', '/data-view'],
      intervalSec: DEFAULT_INTERVAL_SEC,
    });
  });

  it('keeps only wall routes, once each, and needs two of them', () => {
    expect(parsePlaylist('?playlist=/view-index,/dashboard/analysis,/public-view-index,/x,/view-index,%20/data-view%20')).toEqual({
      routes: ['/view-index', '/data-view'],
      intervalSec: DEFAULT_INTERVAL_SEC,
    });
    expect(parsePlaylist('?playlist=/view-index')).toBeNull();
    expect(parsePlaylist('?interval=10')).toBeNull();
    expect(parsePlaylist('')).toBeNull();
  });

  it('clamps the interval to 10 s .. 1 h', () => {
    expect(clampInterval('1')).toBe(10);
    expect(clampInterval('99999')).toBe(3600);
    expect(clampInterval('45.6')).toBe(46);
    expect(clampInterval('abc')).toBe(DEFAULT_INTERVAL_SEC);
    expect(clampInterval(null)).toBe(DEFAULT_INTERVAL_SEC);
  });

  it('rotates through the list and wraps around', () => {
    const p = parsePlaylist('?playlist=/view-index,/county-index,/data-view&interval=20')!;
    expect(nextRoute(p, '/view-index')).toBe('/county-index');
    expect(nextRoute(p, '/data-view')).toBe('/view-index');
    // A screen not in the list hands over to the first one.
    expect(nextRoute(p, '/public-view-index')).toBe('/view-index');
    let at = '/view-index';
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      at = nextRoute(p, at);
      seen.push(at);
    }
    expect(seen).toEqual(['/county-index', '/data-view', '/view-index', '/county-index', '/data-view', '/view-index']);
  });

  it('keeps the playlist in the next address', () => {
    const p = parsePlaylist('?playlist=/view-index,/data-view&interval=20')!;
    expect(playlistSearch(p)).toBe('?playlist=/view-index,/data-view&interval=20');
    expect(nextAddress(p, '/view-index')).toBe('/data-view?playlist=/view-index,/data-view&interval=20');
    expect(parsePlaylist(playlistSearch(p))).toEqual(p);
  });
});
