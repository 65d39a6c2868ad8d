/**
 * The statistics' packed queries (facts.ts): PGlite hands rows over slowly (about 40 µs a row for
 * fifteen columns, measured), so a query packs its rows into one string (fields joined by U+001F,
 * rows by U+001E), split back here, with dates as day numbers where it can.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

const US = '\u001f';
const RS = '\u001e';

/**
 * Runs `select fields... rest` and hands its rows over packed into one string, split back here;
 * `sortBy` (expressions over the same rows) orders them without being handed over.
 */
export async function packed(db: Db, fields: SQL[], rest: SQL, sortBy: SQL[] = []): Promise<string[][]> {
  const inner = sql.join(
    [...fields.map((f, i) => sql`${f} as ${sql.raw(`c${i}`)}`), ...sortBy.map((f, i) => sql`${f} as ${sql.raw(`s${i}`)}`)],
    sql`, `,
  );
  // concat() writes NULL as nothing and keeps every separator (concat_ws would drop the field).
  const outer = sql.raw(fields.map((_, i) => `t.c${i}`).join(`, E'\\x1f', `));
  const order = sortBy.length ? sql.raw(` order by ${sortBy.map((_, i) => `t.s${i}`).join(', ')}`) : sql``;
  const [res] = await queryRows<{ p: string | null }>(db, sql`select string_agg(concat(${outer}), E'\\x1e'${order}) as p from (select ${inner} ${rest}) as t`);
  const text = res?.p;
  if (!text) return [];
  return text.split(RS).map((r) => r.split(US));
}

/** A packed field as a number. */
export const num = (s: string | undefined): number => Number(s);
/** A packed field as a number, null when empty (SQL NULL). */
export const numOrNull = (s: string | undefined): number | null => (s ? Number(s) : null);
/** The Beijing calendar day of a timestamp column, in SQL. */
export const dayOfSql = (col: string) => sql.raw(`((extract(epoch from ${col})::bigint + 28800) / 86400)`);
/** The day number of a date column, in SQL. */
export const dateDaySql = (col: string) => sql.raw(`(${col} - date '1970-01-01')`);
/** Epoch milliseconds of a timestamp column, in SQL. */
export const epochMsSql = (col: string) => sql.raw(`(extract(epoch from ${col}) * 1000)::bigint`);

/** Packed rows grouped by their first field (a contract id), each mapped. */
export function groupRows<T>(rows: string[][], map: (r: string[]) => T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const id = num(r[0]);
    const list = out.get(id);
    if (list) list.push(map(r));
    else out.set(id, [map(r)]);
  }
  return out;
}
