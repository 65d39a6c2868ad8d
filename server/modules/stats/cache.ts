/**
 * A small LRU of computed answers, each stamped with the facts' generation it was computed from:
 * an entry of an older generation is a miss (the facts changed since). Values are promises, so
 * concurrent askers of one key share one computation (single flight); a failed one is forgotten.
 */
export class GenerationCache<V> {
  private readonly map = new Map<string, { gen: number; value: V }>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  /** The value for the key at this generation, computed (and kept) when missing or older. */
  get(key: string, gen: number, compute: () => V): V {
    const hit = this.map.get(key);
    if (hit && hit.gen === gen) {
      // Most recently used last.
      this.map.delete(key);
      this.map.set(key, hit);
      return hit.value;
    }
    const value = compute();
    this.map.delete(key);
    this.map.set(key, { gen, value });
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.map.get(key)?.value === value) this.map.delete(key);
      });
    }
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.map.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.map.clear();
  }
}

/** A stable key of a JSON-like value (object keys sorted): equal queries give equal keys. */
export function stableKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableKey(v)}`).join(',')}}`;
}
