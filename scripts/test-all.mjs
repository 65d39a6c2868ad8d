#!/usr/bin/env node
/**
 * `npm test`: every check in order (typecheck, lint, unit, API on embedded PGlite, Playwright e2e),
 * each step timed, stopping at the first that fails and naming it. Extra arguments are passed to none.
 */
import { spawnSync } from 'node:child_process';

const STEPS = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit tests', 'npm run test:unit'],
  ['API tests (PGlite)', 'npm run test:api'],
  ['end-to-end tests (Playwright, Chromium)', 'npm run test:e2e'],
];

const started = Date.now();
const done = [];
const seconds = (ms) => `${Math.round(ms / 1000)}s`;
const report = () => {
  console.log('\nnpm test steps:');
  for (const [name, ms] of done) console.log(`  ${seconds(ms).padStart(6)}  ${name}`);
  console.log(`  ${seconds(Date.now() - started).padStart(6)}  in all`);
};

for (const [name, command] of STEPS) {
  const t0 = Date.now();
  console.log(`\n==> ${name}: ${command}`);
  const r = spawnSync(command, { shell: true, stdio: 'inherit' });
  done.push([name, Date.now() - t0]);
  if (r.status !== 0) {
    console.error(`\n!!! npm test failed at: ${name} (${command}, exit code ${r.status ?? r.signal}). The output above says why.`);
    report();
    process.exit(r.status || 1);
  }
}
report();
