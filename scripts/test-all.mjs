#!/usr/bin/env node
/**
 * `npm test`: every check (typecheck, lint, unit, API on embedded PGlite, Playwright e2e), each step
 * timed, stopping at the first stage that fails and naming the step. The three quick checks share the
 * first stage (tsc works on one core, the unit tests on the other; their output is printed whole as each
 * ends); the API suite and the e2e suite each need the whole machine and run alone, in that order.
 */
import { spawn } from 'node:child_process';

const STAGES = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['unit tests', 'npm run test:unit'],
  ],
  [['API tests (PGlite)', 'npm run test:api']],
  [['end-to-end tests (Playwright, Chromium)', 'npm run test:e2e']],
];

const started = Date.now();
const done = [];
const seconds = (ms) => `${Math.round(ms / 1000)}s`;
const report = () => {
  console.log('\nnpm test steps:');
  for (const [name, ms, ok] of done) console.log(`  ${seconds(ms).padStart(6)}  ${name}${ok ? '' : '  (FAILED)'}`);
  console.log(`  ${seconds(Date.now() - started).padStart(6)}  in all`);
};

/** Runs one step; alone, its output streams; beside others, it is printed when the step ends. */
function run([name, command], alone) {
  const t0 = Date.now();
  console.log(`\n==> ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('close', (code, signal) => {
      if (!alone) {
        console.log(`\n--- ${name} (${command}) ---`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = code === 0;
      done.push([name, Date.now() - t0, ok]);
      console.log(`<== ${name}: ${ok ? 'passed' : `FAILED (exit code ${code ?? signal})`} in ${seconds(Date.now() - t0)}`);
      resolve({ name, command, ok, code });
    });
  });
}

for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    for (const f of failed) console.error(`\n!!! npm test failed at: ${f.name} (${f.command}, exit code ${f.code}). Its output above says why.`);
    report();
    process.exit(failed[0].code || 1);
  }
}
report();
