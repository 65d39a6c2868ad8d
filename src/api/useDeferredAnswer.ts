/**
 * A list's answer as the list shows it: the rows of a new answer mount in a deferred render, which
 * React renders in slices. SWR's answer itself renders at once, in one task (a store's change does):
 * a page of cards took a phone's main thread 120 ms that way. Until the rows are in, `arriving` is
 * true and the list keeps showing what it showed, as loading.
 */
import { useDeferredValue } from 'react';

export function useDeferredAnswer<T>(answer: T): { shown: T; arriving: boolean } {
  const shown = useDeferredValue(answer);
  return { shown, arriving: shown !== answer };
}
