/**
 * Opens the database: embedded PGlite (a directory, or memory://) or, with a URL, a PostgreSQL
 * server through node-postgres. Both run the same Drizzle schema and the same migrations.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { newNotifyingPool } from './notifications';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the modules use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (a snapshot openDatabase's loadDataDir takes). */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PGlite only: start from this dump of a data directory (PGlite's dumpDataDir), e.g. a seeded snapshot. */
  loadDataDir?: Blob | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = newNotifyingPool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped test database) is
    // reported on the pool; without a listener Node treats it as uncaught and the process dies. The
    // pool replaces the connection on the next query.
    pool.on('error', (err) => console.error(`[db] idle PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // One options object: PGlite reads its second argument only when the first is a directory.
  const client = new PGlite({
    // Keyword search's trigram index (migration 0014); PostgreSQL ships pg_trgm in its contrib.
    extensions: { pg_trgm },
    ...(opts.dataDir === 'memory://' ? {} : { dataDir: opts.dataDir }),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}

/** A json column's value: both drivers parse json, a string is parsed defensively. */
export const jsonValue = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Runs raw SQL (built with the sql template, so values are parameters) and returns its rows. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
