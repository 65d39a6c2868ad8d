/**
 * The record a form page writes (its id, version and status): shown through React state, and read at
 * once through `now()` by a save by hand that first waited for an autosave (useAutosave's settle). Its
 * closure saw the version before that autosave; writing over that one would be refused as stale.
 */
import { useCallback, useRef, useState } from 'react';

export function useWritten<T>(initial: T | (() => T)): [written: T, setWritten: (next: T) => void, now: () => T] {
  const [written, show] = useState(initial);
  const latest = useRef(written);
  const setWritten = useCallback((next: T) => {
    latest.current = next;
    show(next);
  }, []);
  const now = useCallback(() => latest.current, []);
  return [written, setWritten, now];
}
