/**
 * A server lookup behind a searching Select: `search(keyword)` waits for the typing to pause, asks
 * the server, and keeps only the newest answer (an older, slower one never overwrites it).
 */
import { useEffect, useRef, useState } from 'react';

const PAUSE_MS = 250;
/** The lookups accept keywords up to 64 characters. */
const MAX_KEYWORD = 64;

export function useLookup<T>(fetch: (keyword: string) => Promise<T[]>) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const mine = ++seq.current;
      setLoading(true);
      fetchRef
        .current(keyword.trim().slice(0, MAX_KEYWORD))
        .then((list) => {
          if (mine === seq.current) setItems(list);
        })
        .catch(() => {
          if (mine === seq.current) setItems([]);
        })
        .finally(() => {
          if (mine === seq.current) setLoading(false);
        });
    }, PAUSE_MS);
  };

  /** Loads the first answers when the picker opens empty. */
  const onFocus = () => {
    if (items.length === 0) search('');
  };

  return { items, loading, search, onFocus };
}
