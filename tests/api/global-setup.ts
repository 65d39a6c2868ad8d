/**
 * The API suite's global setup (vitest.config.ts): builds the seed snapshots once per run
 * (seed-snapshot.ts) and hands their places to the test files (inject('seedSnapshots')); removes them
 * afterwards.
 */
import type { TestProject } from 'vitest/node';
import { buildSnapshots, dropSnapshots, type SeedSnapshots, snapshotDir } from './seed-snapshot';

declare module 'vitest' {
  interface ProvidedContext {
    seedSnapshots: SeedSnapshots;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = snapshotDir();
  const databaseUrl = process.env.DATABASE_URL;
  const started = Date.now();
  const snapshots = await buildSnapshots(dir, databaseUrl);
  console.log(`[api] seed snapshots built in ${((Date.now() - started) / 1000).toFixed(1)} s (${databaseUrl ? 'PostgreSQL templates' : 'PGlite dumps'})`);
  project.provide('seedSnapshots', snapshots);
  return () => dropSnapshots(dir, snapshots, databaseUrl);
}
