/** Column and index helpers the contract tables share (contract-, matter- and filing-schema.ts). */
import { type AnyPgColumn, index, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A timestamp with time zone, as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** created_at, set on insert. */
export const createdAt = () => at('created_at').notNull().defaultNow();
/** updated_at, set on insert (writes set it). */
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/**
 * A GIN index on a jsonb array of file ids, for the file read rule (server/modules/file-access.ts):
 * "which rows hold file N" (`file_ids @> '[N]'`) without scanning the table.
 */
export const fileIdsIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${column} jsonb_path_ops`);
