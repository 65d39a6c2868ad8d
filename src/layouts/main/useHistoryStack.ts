/**
 * The history stack of this tab (historyStack.ts) in sessionStorage, advanced on every location
 * change of the workspace. Signing out forgets it, so the next session starts with both buttons greyed.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { getToken, subscribeToken } from '../../session/token';
import { canGoBack, canGoForward, EMPTY_STACK, type HistoryStack, parseStack, visit } from './historyStack';

export const HISTORY_STORAGE_KEY = 'nav_history';

const listeners = new Set<() => void>();
let cached: { raw: string | null; stack: HistoryStack } | null = null;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function read(): HistoryStack {
  const raw = storage()?.getItem(HISTORY_STORAGE_KEY) ?? null;
  if (!cached || cached.raw !== raw) cached = { raw, stack: parseStack(raw) };
  return cached.stack;
}

function write(stack: HistoryStack): void {
  const s = storage();
  if (stack === EMPTY_STACK) s?.removeItem(HISTORY_STORAGE_KEY);
  else s?.setItem(HISTORY_STORAGE_KEY, JSON.stringify(stack));
  for (const l of [...listeners]) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

if (typeof window !== 'undefined') {
  subscribeToken(() => {
    if (getToken() === null) write(EMPTY_STACK);
  });
}

const readBack = () => canGoBack(read());
const readForward = () => canGoForward(read());

/**
 * May the user go back, forward? Records each location the workspace shows (once per reader). A
 * reader re-renders only when an answer changes: the first visit's entry, recorded after the header's
 * first render, re-rendered the whole header at once, in one task, when the whole stack was read.
 */
export function useHistoryMoves(): { back: boolean; forward: boolean } {
  const location = useLocation();
  const action = useNavigationType();
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    const before = read();
    const after = visit(before, { key: location.key, path }, action);
    if (after !== before) write(after);
  }, [location.key, path, action]);
  const back = useSyncExternalStore(subscribe, readBack, () => false);
  const forward = useSyncExternalStore(subscribe, readForward, () => false);
  return { back, forward };
}
