/**
 * A form's input as plain data, for keeping it (src/forms/keptForms.ts) and for telling whether it
 * changed: empty values (undefined, null, '', [], {}) are left out, so a field the user cleared
 * equals one never touched, and the order of an object's keys does not matter. Files being picked
 * (Blob) and functions are not input that can be kept.
 */
type Plain = string | number | boolean | Plain[] | { [key: string]: Plain };

export function plainInput(value: unknown): Plain | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'object') return undefined;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map((item) => plainInput(item) ?? null).filter((item): item is Plain => item !== null);
    return items.length ? items : undefined;
  }
  const out: { [key: string]: Plain } = {};
  for (const key of Object.keys(value).sort()) {
    const item = plainInput((value as Record<string, unknown>)[key]);
    if (item !== undefined) out[key] = item;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Whether two inputs hold the same data (see plainInput for what counts as empty). */
export const sameInput = (a: unknown, b: unknown): boolean => JSON.stringify(plainInput(a) ?? null) === JSON.stringify(plainInput(b) ?? null);
