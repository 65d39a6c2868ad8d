/**
 * Work that may wait for the browser to be idle: `whenIdle(fn, timeoutMs)` runs `fn` in an idle period
 * (at the latest after `timeoutMs`), in a task of its own; where the browser has no idle callbacks
 * (Safari), after `timeoutMs`. Returns a function that cancels it if it has not run.
 */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fn, timeoutMs);
  return () => window.clearTimeout(handle);
}
