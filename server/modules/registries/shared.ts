/** Small helpers the registry modules share. */
/** Escapes LIKE wildcards so a keyword matches literally. */
export const likeOf = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True when a database error (or one it wraps) is a unique-constraint violation. */
export function isUniqueViolation(e: unknown): boolean {
  let x: unknown = e;
  for (let depth = 0; depth < 5 && x && typeof x === 'object'; depth++) {
    if ((x as { code?: unknown }).code === '23505') return true;
    x = (x as { cause?: unknown }).cause;
  }
  return false;
}
