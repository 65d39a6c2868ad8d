/**
 * Where the e2e servers are (global-setup.ts starts them; playwright.config.ts points each worker at
 * its own): one per parallel worker slot, on E2E_PORT (default 18080) + slot.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT || 18080);

export const e2eBaseURL = (slot: number): string => `http://127.0.0.1:${E2E_BASE_PORT + slot}`;

/** The environment of slot `slot`'s server: npm start's, on its own data directory and port. */
export function e2eServerEnv(slot: number, dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    PORT: String(E2E_BASE_PORT + slot),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The global setup built the front end already (the same staleness check as npm start).
    SKIP_BUILD: '1',
  };
}

/** This worker's slot (Playwright sets TEST_PARALLEL_INDEX in each worker; the runner has none). */
export const currentSlot = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);
