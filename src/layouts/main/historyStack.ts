/**
 * Where the user is in the browser history of this tab, which the browser does not tell (it has
 * history.length, not the position): a stack of the visited workspace locations with the current
 * index. Each entry is known by the router's location key, which stays with the history entry
 * (across reloads too), so back and forward by any number of steps find their entry again.
 * A new navigation truncates the forward part, as the browser does.
 */
export interface HistoryEntry {
  key: string;
  path: string;
}

export interface HistoryStack {
  entries: HistoryEntry[];
  index: number;
}

/** How the location was reached (react-router's NavigationType). */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

/** Entries kept; older ones are dropped from the bottom. */
export const HISTORY_LIMIT = 100;

export const EMPTY_STACK: HistoryStack = Object.freeze({ entries: [], index: -1 }) as HistoryStack;

const same = (a: HistoryEntry, b: HistoryEntry): boolean =>
  a.key === b.key && (a.key !== 'default' || a.path === b.path); // 'default': an entry without router state

/** The stack after arriving at `entry` by `action`. */
export function visit(stack: HistoryStack, entry: HistoryEntry, action: HistoryAction): HistoryStack {
  const { entries, index } = stack;
  const current = entries[index];
  if (current && same(current, entry)) {
    // Re-rendered at the same entry (or a reload): nothing moved; keep the path fresh.
    return current.path === entry.path ? stack : { entries: entries.with(index, entry), index };
  }
  if (action === 'REPLACE' && current) return { entries: entries.with(index, entry), index };
  if (action === 'POP') {
    // Back or forward: the nearest known entry with that key (the browser kept our stack's order).
    let best = -1;
    entries.forEach((e, i) => {
      if (same(e, entry) && (best < 0 || Math.abs(i - index) < Math.abs(best - index))) best = i;
    });
    if (best >= 0) return { entries, index: best };
  }
  // A new navigation (or an entry we never saw): drop the forward part and push.
  const next = [...entries.slice(0, index + 1), entry];
  const drop = Math.max(0, next.length - HISTORY_LIMIT);
  return { entries: next.slice(drop), index: next.length - 1 - drop };
}

export const canGoBack = (stack: HistoryStack): boolean => stack.index > 0;
export const canGoForward = (stack: HistoryStack): boolean => stack.index >= 0 && stack.index < stack.entries.length - 1;

/** Reads a stored stack; anything malformed reads as empty. */
export function parseStack(raw: string | null): HistoryStack {
  if (!raw) return EMPTY_STACK;
  try {
    const data = JSON.parse(raw) as Partial<HistoryStack>;
    const entries = Array.isArray(data.entries)
      ? data.entries.filter((e): e is HistoryEntry => typeof e?.key === 'string' && typeof e?.path === 'string')
      : [];
    const index = typeof data.index === 'number' && Number.isInteger(data.index) ? data.index : -1;
    if (entries.length !== (data.entries?.length ?? -1) || index < -1 || index >= entries.length) return EMPTY_STACK;
    return { entries, index };
  } catch {
    return EMPTY_STACK;
  }
}
