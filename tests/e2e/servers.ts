/**
 * Where the e2e servers are (global-setup.ts starts them; playwright.config.ts points each worker at
 * its own): one per parallel worker slot, on E2E_PORT (default 18080) + slot.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const E2E_BASE_PORT = Number(process.env.E2E_PORT || 18080);

export const e2eBaseURL = (slot: number): string => `http://127.0.0.1:${E2E_BASE_PORT + slot}`;

/**
 * Where the front end the servers serve is built: dist/ (npm start's), or E2E_DIST_DIR, so that two
 * runs side by side (two people in one checkout) do not rebuild each other's files mid-run.
 */
export const e2eDistDir = (root: string): string => path.resolve(root, process.env.E2E_DIST_DIR || 'dist');

/** The environment of slot `slot`'s server: npm start's, on its own data directory and port. */
export function e2eServerEnv(slot: number, dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    PORT: String(E2E_BASE_PORT + slot),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Every answer of a route that declares its response is checked against it (server/http/answers.ts).
    CHECK_ANSWERS: '1',
    // The global setup built the front end already (the same staleness check as npm start).
    SKIP_BUILD: '1',
    DIST_DIR: e2eDistDir(ROOT),
  };
}

/** This worker's slot (Playwright sets TEST_PARALLEL_INDEX in each worker; the runner has none). */
export const currentSlot = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);
