/**
 * Whether the window is phone-narrow (below 768 px): the workspace then shows its menu in a drawer and
 * its lists as cards, and a wall lays its widgets out in one column. The width decides; the stored
 * `is_mobile` preference (spec section 3) follows it (useMobileLayout).
 */
import { useSyncExternalStore } from 'react';

export const MOBILE_QUERY = '(max-width: 767.98px)';

const subscribe = (change: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const isNarrow = () => window.matchMedia(MOBILE_QUERY).matches;

export const useMobile = (): boolean => useSyncExternalStore(subscribe, isNarrow, () => false);
