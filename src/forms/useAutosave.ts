/**
 * Saves a form's draft to the server on its own: every `intervalMs` (30 s) while there is unsaved
 * input, and whenever the page asks (saveNow: on a step change). The page's `save` says what became
 * of it: saved, not yet complete enough for a draft (the required fields), or refused as stale (the
 * record was changed elsewhere: autosave stops, the user saves by hand and sees the conflict).
 * One save at a time; `settle` lets a save by hand wait for the one running.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiFailure } from '../api/client';

export type AutosaveOutcome = 'saved' | 'incomplete' | 'stale' | 'skipped';

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'incomplete' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'failed'; reason: string }
  | { kind: 'stale' };

export const AUTOSAVE_INTERVAL_MS = 30_000;

export interface AutosaveOptions {
  /** Off for records autosave must not touch (a registered contract is saved by hand only). */
  enabled: boolean;
  /** Whether there is input the server does not hold yet. */
  unsaved: boolean;
  save: () => Promise<AutosaveOutcome>;
  intervalMs?: number;
}

export interface AutosaveApi {
  state: AutosaveState;
  /** Saves now if there is unsaved input (a step change). */
  saveNow: () => Promise<void>;
  /** Waits for the save running, if any (before a save by hand). */
  settle: () => Promise<void>;
}

export function useAutosave({ enabled, unsaved, save, intervalMs = AUTOSAVE_INTERVAL_MS }: AutosaveOptions): AutosaveApi {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const latest = useRef({ enabled, unsaved, save, stale: false });
  latest.current = { enabled, unsaved, save, stale: state.kind === 'stale' };
  const running = useRef<Promise<void> | null>(null);

  const saveNow = useCallback(async () => {
    const { enabled: on, unsaved: pending, save: run, stale } = latest.current;
    if (!on || !pending || stale || running.current) return running.current ?? undefined;
    const job = (async () => {
      setState((s) => (s.kind === 'incomplete' ? s : { kind: 'saving' }));
      try {
        const outcome = await run();
        if (outcome === 'saved') setState({ kind: 'saved', at: Date.now() });
        else if (outcome === 'incomplete') setState({ kind: 'incomplete' });
        else if (outcome === 'stale') setState({ kind: 'stale' });
        else setState((s) => (s.kind === 'saving' ? { kind: 'idle' } : s));
      } catch (e) {
        setState({ kind: 'failed', reason: isApiFailure(e) || e instanceof Error ? e.message : String(e) });
      } finally {
        running.current = null;
      }
    })();
    running.current = job;
    return job;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => void saveNow(), intervalMs);
    return () => window.clearInterval(timer);
  }, [enabled, intervalMs, saveNow]);

  const settle = useCallback(async () => {
    await running.current;
  }, []);

  return { state, saveNow, settle };
}
