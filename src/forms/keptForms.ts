/**
 * The input of long forms that has not reached the server yet, kept in sessionStorage so that it
 * survives a tab switch in the tab bar (the page unmounts), a route change and a reload of the
 * browser tab. One entry per form of a page: `kept_form:<tab key>#<form id>`, the tab key being the
 * page's path and query (src/layouts/tabs/tabsModel.ts tabKeyOf). An entry exists only while the form
 * differs from what was loaded or last saved, so "is there an entry" is "are there unsaved changes":
 * the tab bar asks before closing such a tab, the browser before leaving the app.
 *
 * Entries carry the session stamp of the sign-in that typed them (like the tab bar's tabs): the next
 * user of the same browser tab never sees them, and they are removed when read by another session.
 */
import { getToken } from '../session/token';
import { sessionStamp } from '../layouts/tabs/tabsModel';

const PREFIX = 'kept_form:';

export interface KeptForm<V, X = unknown> {
  /** The form's values as typed (JSON: files as their upload items, dates as text). */
  values: V;
  /** Page state beside the form (the step shown, the draft the form now edits). */
  extra?: X | undefined;
  /** When it was kept (ms). */
  at: number;
}

interface Stored<V, X> extends KeptForm<V, X> {
  v: 1;
  session: string;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

const currentSession = (): string => sessionStamp(getToken());

export const keptKey = (tabKey: string, formId: string): string => `${PREFIX}${tabKey}#${formId}`;

const tabKeyOfEntry = (entryKey: string): string => entryKey.slice(PREFIX.length, entryKey.lastIndexOf('#'));

/** The keys of every kept entry in this browser tab (any session). */
function entryKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function parse<V, X>(raw: string | null): Stored<V, X> | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored<V, X>> | null;
    return value && value.v === 1 && typeof value.session === 'string' && typeof value.at === 'number' && 'values' in value
      ? (value as Stored<V, X>)
      : null;
  } catch {
    return null;
  }
}

/** The kept input of a form of the current sign-in, or null (an entry of another sign-in is removed). */
export function readKept<V, X = unknown>(tabKey: string, formId: string): KeptForm<V, X> | null {
  const store = storage();
  if (!store) return null;
  const key = keptKey(tabKey, formId);
  const stored = parse<V, X>(store.getItem(key));
  if (stored && stored.session === currentSession()) return { values: stored.values, extra: stored.extra, at: stored.at };
  store.removeItem(key);
  return null;
}

/** A file being picked cannot be kept: its upload item stays, without the bytes. */
const withoutBlobs = (_key: string, value: unknown): unknown => (typeof Blob !== 'undefined' && value instanceof Blob ? undefined : value);

export function writeKept<V, X>(tabKey: string, formId: string, values: V, extra?: X): void {
  const stored: Stored<V, X> = { v: 1, session: currentSession(), values, extra, at: Date.now() };
  try {
    storage()?.setItem(keptKey(tabKey, formId), JSON.stringify(stored, withoutBlobs));
  } catch {
    // Storage full or blocked: the form still works, its input just does not outlive the page.
  }
}

export function dropKept(tabKey: string, formId: string): void {
  storage()?.removeItem(keptKey(tabKey, formId));
}

/** The tab keys (pages) with unsaved input of the current sign-in. */
export function unsavedTabKeys(): Set<string> {
  const store = storage();
  const out = new Set<string>();
  if (!store) return out;
  const session = currentSession();
  for (const key of entryKeys(store)) {
    if (parse(store.getItem(key))?.session === session) out.add(tabKeyOfEntry(key));
  }
  return out;
}

type DropListener = (tabKeys: ReadonlySet<string>) => void;
const dropListeners = new Set<DropListener>();

/**
 * Hears the input of pages being forgotten by the user's choice (dropKeptOfTabs). A page left by a
 * route change may stay on screen a moment longer (its successor still loading) and be shown again
 * if the user goes back at once: its form resets itself rather than show the input it let go.
 */
export function onKeptDropped(listener: DropListener): () => void {
  dropListeners.add(listener);
  return () => {
    dropListeners.delete(listener);
  };
}

/** Forgets the unsaved input of these pages (their tabs were closed, the user chose to leave). */
export function dropKeptOfTabs(tabKeys: Iterable<string>): void {
  const gone = new Set(tabKeys);
  const store = storage();
  if (store) for (const key of entryKeys(store)) if (gone.has(tabKeyOfEntry(key))) store.removeItem(key);
  for (const listener of [...dropListeners]) listener(gone);
}

/** Forgets the kept input of pages no longer open in the tab bar, and of other sign-ins. */
export function dropKeptExcept(openTabKeys: Iterable<string>): void {
  const store = storage();
  if (!store) return;
  const open = new Set(openTabKeys);
  const session = currentSession();
  for (const key of entryKeys(store)) {
    if (!open.has(tabKeyOfEntry(key)) || parse(store.getItem(key))?.session !== session) store.removeItem(key);
  }
}

/** The first kept form of a page whose id starts with `prefix:` (a modal form left open), with its page state. */
export function firstKeptForm<X>(tabKey: string, prefix: string): { formId: string; extra: X | undefined } | null {
  const store = storage();
  if (!store) return null;
  const start = keptKey(tabKey, `${prefix}:`);
  const key = entryKeys(store).find((k) => k.startsWith(start));
  if (!key) return null;
  const formId = key.slice(keptKey(tabKey, '').length);
  const kept = readKept<unknown, X>(tabKey, formId);
  return kept ? { formId, extra: kept.extra } : null;
}
