/** Drawing helpers over the seeded generator of ../util (never Math.random: the data must repeat). */
import { randInt as utilRandInt, seededRandom } from '../util';

export type Rand = () => number;

export { seededRandom };

/** An integer in [min, max]. */
export const randInt = utilRandInt;

/**
 * The seed of the n-th sub-stream of a seed (a murmur3-style mix): each contract draws from its own
 * stream, so a difference in one (say, a weekend moving a date) never ripples into the others.
 */
export function streamSeed(seed: number, n: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** True with probability p. */
export const chance = (rand: Rand, p: number): boolean => rand() < p;

/** One element of a non-empty list. */
export function pick<T>(rand: Rand, list: readonly T[]): T {
  if (!list.length) throw new Error('pick: empty list');
  return list[Math.floor(rand() * list.length)]!;
}

/** One value by weight. */
export function pickWeighted<T>(rand: Rand, entries: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of entries) total += w;
  if (total <= 0) throw new Error('pickWeighted: no weight');
  let r = rand() * total;
  for (const [v, w] of entries) {
    r -= w;
    if (r < 0) return v;
  }
  return entries[entries.length - 1]![0];
}

/** A precomputed weighted table (cumulative weights, binary search): for picks done thousands of times. */
export class WeightedTable<T> {
  private readonly values: T[] = [];
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(entries: Iterable<readonly [T, number]>) {
    for (const [v, w] of entries) {
      if (w <= 0) continue;
      this.total += w;
      this.values.push(v);
      this.cumulative.push(this.total);
    }
  }

  get size(): number {
    return this.values.length;
  }

  pick(rand: Rand): T {
    if (!this.values.length) throw new Error('WeightedTable: empty');
    const r = rand() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return this.values[lo]!;
  }
}
