/**
 * Lazy route pages: each page is its own chunk, loaded when first visited. A chunk that has not
 * arrived after 120 s (spec section 9) fails like a broken one, and PageErrorBoundary offers a retry.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

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

export type PageComponent = LazyExoticComponent<ComponentType>;

export function lazyPage(load: () => Promise<{ default: ComponentType }>): PageComponent {
  return lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS));
}
