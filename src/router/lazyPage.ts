/**
 * Lazy route pages: each page is its own chunk, loaded when first visited. A chunk that has not
 * arrived after 120 s (spec section 9) fails like a broken one, and PageErrorBoundary offers a retry.
 */
import { type ComponentType, createElement, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { PageLoading } from '../components/PageLoading';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`The page did not load within ${ms / 1000} s.`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** A lazy component; `preload()` starts loading its chunk ahead of the first use. */
export type LazyComponent<P extends object = object> = ComponentType<P> & { preload(): Promise<unknown> };
/** A lazy page of the route table. */
export type PageComponent = LazyComponent;

/**
 * A component whose chunk loads on first use (a page, a layout): PageLoading (or `fallback`) until it is there, then
 * the component; once loaded (used, or preloaded) it renders directly. No React.lazy: a lazy that
 * suspends, even for a chunk already at hand, shows its Suspense fallback and React then holds the
 * content back for its Suspense throttle (300 ms), which a wall opened by its address paid twice
 * (layout, page) and every page paid on its first visit. A chunk that fails (or times out) is thrown
 * to the error boundary above (PageErrorBoundary offers a retry, which loads it again).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType = PageLoading,
  { mountAtOnce = false }: { mountAtOnce?: boolean } = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    loading ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function Component(props: P) {
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, arrived] = useState(false);
    const shownLoaded = loaded !== null;
    // A component that arrives while its fallback shows mounts in a deferred render, which React
    // renders in slices. Without this, an urgent render above it meanwhile (an SWR answer, which React
    // renders at once) mounted the whole page in one task: 400 ms on a phone for the workspace's frame
    // and a list. One loaded before it is shown mounts at once, with its parent; so does a wall
    // (`mountAtOnce`), which draws as soon as it can: its widgets' answers keep arriving while it
    // mounts, and each restarted a deferred mount (bench:screens, 130 ms more to a cold wall drawn).
    const [loadedAtMount] = useState(shownLoaded);
    const shown = useDeferredValue(shownLoaded, loadedAtMount) || mountAtOnce;
    useEffect(() => {
      if (shownLoaded) return;
      // The chunk may have arrived (a preload) between this render and its effect: render it now.
      if (loaded) {
        arrived(true);
        return;
      }
      let live = true;
      // Rendered as a transition, which React renders in slices that let the browser paint and take
      // input between them, not as one task: a page with many parts took a phone 200 ms at once.
      loadOnce().then(
        () => live && startTransition(() => arrived(true)),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [shownLoaded]);
    if (failure) throw failure.error;
    return shown && loaded ? createElement(loaded, props) : createElement(fallback);
  }
  return Object.assign(Component, { preload: loadOnce });
}

export const lazyPage = (load: () => Promise<{ default: ComponentType }>): PageComponent => lazyComponent(load);
/** A wall's page: mounted at once when it arrives (see lazyComponent). */
export const lazyWall = (load: () => Promise<{ default: ComponentType }>): PageComponent => lazyComponent(load, PageLoading, { mountAtOnce: true });
