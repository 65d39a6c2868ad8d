/** Small helpers the seed files share: a seeded random generator, id lists, dates. */

/** A deterministic pseudo-random generator (mulberry32): the demo data is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export const randInt = (rand: () => number, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));

/** A string of `length` characters drawn from `charset`. */
export const randChars = (rand: () => number, charset: string, length: number): string =>
  Array.from({ length }, () => charset.charAt(Math.floor(rand() * charset.length))).join('');

/**
 * The ids of a multi-row insert in the order of its VALUES list: serial ids are drawn row by row in
 * that order, so sorting the returned ids ascending lines them up with the input.
 */
export function idsInOrder(rows: readonly { id: number }[]): number[] {
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** A multi-row insert in chunks (PostgreSQL allows at most 65535 parameters per statement). */
export function chunks<T>(list: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export const DAY_MS = 86_400_000;
