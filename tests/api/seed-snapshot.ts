/**
 * Seed once, copy many (the API suite's global setup). Building a database and loading the demo data
 * costs about 6 s; every test file needs its own copy. So the seeded database is built once per run,
 * for each seed the suite uses, and every file starts from a copy:
 * - PGlite: the seeded data directory is dumped (PGlite's dumpDataDir) to a file; each test file opens
 *   a new in-memory PGlite loaded from it (about 1 s);
 * - PostgreSQL (DATABASE_URL): a template database is seeded; each test file gets
 *   `CREATE DATABASE ... TEMPLATE ...` (a file copy on the server).
 * The stored files of the seed (the operation manual) are copied into each file's own files directory.
 * Each copy is private to its file: the isolation is the same as a fresh seed's.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/seed';

/** The seeds test files may ask for: the demo data set, or a smaller one (SEED_CONTRACTS) for speed. */
export const SEEDS = { demo: undefined, small: '150' } as const satisfies Record<string, string | undefined>;
export type SeedName = keyof typeof SEEDS;

/** Where a seed's snapshot is: a dump file (PGlite) or a template database (PostgreSQL), and its files. */
export interface SeedSnapshot {
  dumpFile?: string;
  templateDb?: string;
  filesDir: string;
}
export type SeedSnapshots = Record<SeedName, SeedSnapshot>;

/** Runs `fn` with SEED_CONTRACTS set as the seed asks (the seed reads it from the environment). */
async function withSeedSize<T>(count: string | undefined, fn: () => Promise<T>): Promise<T> {
  const saved = process.env.SEED_CONTRACTS;
  if (count === undefined) delete process.env.SEED_CONTRACTS;
  else process.env.SEED_CONTRACTS = count;
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env.SEED_CONTRACTS;
    else process.env.SEED_CONTRACTS = saved;
  }
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Builds every seed's snapshot under `dir` (and template databases on `databaseUrl`). */
export async function buildSnapshots(dir: string, databaseUrl: string | undefined): Promise<SeedSnapshots> {
  const out = {} as SeedSnapshots;
  for (const [name, count] of Object.entries(SEEDS) as [SeedName, string | undefined][]) {
    const filesDir = path.join(dir, `${name}-files`);
    fs.mkdirSync(filesDir, { recursive: true });
    const templateDb = databaseUrl ? `tpl_${name}_${Date.now()}_${randomBytes(3).toString('hex')}` : undefined;
    if (databaseUrl && templateDb) await admin(databaseUrl, (c) => c.query(`create database ${templateDb}`));
    const config = loadConfig({
      DATA_DIR: 'memory://',
      FILES_DIR: filesDir,
      LOG_LEVEL: 'silent',
      ...(databaseUrl && templateDb ? { DATABASE_URL: withDatabase(databaseUrl, templateDb) } : {}),
    });
    const database = await openDatabase(config);
    await withSeedSize(count, () => seedDemo(database.db, config));
    let dumpFile: string | undefined;
    if (database.dumpDataDir) {
      dumpFile = path.join(dir, `${name}.tar`);
      fs.writeFileSync(dumpFile, new Uint8Array(await (await database.dumpDataDir()).arrayBuffer()));
    }
    // A template database must have no connection while it is copied.
    await database.close();
    out[name] = { filesDir, ...(dumpFile ? { dumpFile } : {}), ...(templateDb ? { templateDb } : {}) };
  }
  return out;
}

export async function dropSnapshots(dir: string, snapshots: SeedSnapshots | undefined, databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl && snapshots) {
    for (const s of Object.values(snapshots)) {
      if (s.templateDb) await admin(databaseUrl, (c) => c.query(`drop database if exists ${s.templateDb} with (force)`));
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A new directory for a run's snapshots. */
export const snapshotDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'contract-seed-'));

/** A fresh database for one test file from a snapshot: its config overrides (DATA_DIR / DATABASE_URL) and the dump to load. */
export async function copyOf(
  snapshot: SeedSnapshot,
  databaseUrl: string | undefined,
): Promise<{ env: Record<string, string>; loadDataDir?: Blob; drop: () => Promise<void> }> {
  if (databaseUrl && snapshot.templateDb) {
    const name = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await admin(databaseUrl, (c) => c.query(`create database ${name} template ${snapshot.templateDb}`));
    return {
      env: { DATABASE_URL: withDatabase(databaseUrl, name) },
      drop: () => admin(databaseUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
    };
  }
  if (!snapshot.dumpFile) throw new Error('no snapshot of the seed for PGlite');
  return { env: { DATA_DIR: 'memory://' }, loadDataDir: new Blob([new Uint8Array(fs.readFileSync(snapshot.dumpFile))]), drop: async () => {} };
}
