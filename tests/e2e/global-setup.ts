/**
 * Playwright's global setup (playwright.config.ts): the app as `npm start` runs it, once per parallel
 * worker, each on its own copy of the demo data, so spec files run side by side without sharing state.
 *
 * 1. The front end is built if it is stale (the same check as npm start: server/build-if-stale.ts).
 * 2. The demo data is seeded once into a template data directory (PGlite).
 * 3. For each worker slot i (0..workers-1), the template is copied to a data directory of its own and
 *    the server (server/main.ts, as npm start, without the build step) is started on E2E_PORT + i.
 *    playwright.config.ts points each worker at its slot's server (TEST_PARALLEL_INDEX).
 * The returned teardown stops the servers and removes the directories.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { buildIfStale } from '../../server/build-if-stale';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/seed';
import { e2eBaseURL, e2eDistDir, e2eServerEnv } from './servers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const log = (msg: string) => console.log(`[e2e] ${msg}`);

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`the server for ${url} did not start in ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const started = Date.now();
  await buildIfStale(ROOT, e2eDistDir(ROOT), log);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-e2e-'));
  const template = path.join(dir, 'template');
  const seedConfig = loadConfig({ DATA_DIR: template, FILES_DIR: path.join(template, 'files'), LOG_LEVEL: 'silent' }, ROOT);
  const database = await openDatabase(seedConfig);
  await seedDemo(database.db, seedConfig);
  await database.close();
  log(`front end and demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const servers: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      servers.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const slots = Math.max(1, config.workers);
    await Promise.all(
      Array.from({ length: slots }, async (_, slot) => {
        const dataDir = path.join(dir, `slot-${slot}`);
        fs.cpSync(template, dataDir, { recursive: true });
        let output = '';
        const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
          cwd: ROOT,
          env: { ...process.env, ...e2eServerEnv(slot, dataDir) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        servers.push(child);
        // The server's warnings and errors go to the run's output; the rest is kept for a failed start.
        child.stdout?.on('data', (d: Buffer) => {
          output += d.toString();
        });
        child.stderr?.on('data', (d: Buffer) => {
          output += d.toString();
          process.stderr.write(`[e2e server ${slot}] ${d.toString()}`);
        });
        await waitUntilUp(e2eBaseURL(slot), child, () => output.slice(-4000));
      }),
    );
    log(`${slots} server${slots > 1 ? 's' : ''} up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (e) {
    await stop();
    throw e;
  }
  return stop;
}
