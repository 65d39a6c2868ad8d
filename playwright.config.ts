/**
 * End-to-end tests against the real app in Chromium (Debian's, STACK-NOTES gotcha 11; `node
 * scripts/ensure-browser.mjs` installs it). The global setup (tests/e2e/global-setup.ts) builds the
 * front end if stale, seeds the demo data once, and starts the server as npm start does, once per
 * parallel worker, each on its own copy of the data: spec files run side by side, tests within a file
 * in order. Environment:
 *   E2E_WORKERS           parallel workers, each with its own server (default 2)
 *   E2E_PORT              the first server's port (default 18080; worker i uses E2E_PORT + i)
 *   E2E_DIST_DIR          where the front end is built and served from (default dist/): a second run
 *                         beside another one in the same checkout uses its own
 *   E2E_SHOTS=1           save the screenshots the specs take for people to look at (test-results/screenshots)
 *   E2E_TRACE=1           record a trace of each test, kept for the failed ones (npx playwright show-trace)
 *   PLAYWRIGHT_CHROMIUM   the browser executable (default Debian's /usr/bin/chromium-headless-shell,
 *                         Playwright's own headless mode; scripts/ensure-browser.mjs installs it)
 *   E2E_USERNAME / E2E_PASSWORD   the account the sign-in test uses (default the demo clerk)
 */
import { defineConfig, devices } from '@playwright/test';
import { currentSlot, e2eBaseURL } from './tests/e2e/servers';

const workers = Math.max(1, Number(process.env.E2E_WORKERS || 2));
// Each worker process loads this file with its own TEST_PARALLEL_INDEX: its own server.
const baseURL = e2eBaseURL(currentSlot());

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  // Spec files in parallel (one server and data copy per worker), the tests of a file in order.
  fullyParallel: false,
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace of every test (kept only for a failure) costs a third of the browser's CPU, so
    // it is asked for: E2E_TRACE=1. A failure always gets its screenshot and the page's ARIA snapshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // Charts draw at once instead of animating (the app honours the setting: EChart.tsx, useCountUp):
    // on two cores the animations' frames were much of the suite's time.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.PLAYWRIGHT_CHROMIUM || '/usr/bin/chromium-headless-shell',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
