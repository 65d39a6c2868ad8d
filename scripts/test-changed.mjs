#!/usr/bin/env node
/**
 * `npm run test:changed`: the inner loop. Runs only what the changes since a base (default: the last
 * commit, i.e. the uncommitted changes and new files; `npm run test:changed -- main~3` for more) can
 * break:
 * - the unit and API test files that import a changed file, directly or not (vitest --changed, which
 *   follows the import graph), and changed test files themselves;
 * - the Playwright specs that exercise the changed pages: a changed spec, or every spec of the area a
 *   changed front-end file belongs to (AREAS below). Server-only changes run no e2e spec (the API
 *   tests cover the server); `--all-e2e` runs them all.
 * Typecheck and lint run first (a few seconds). `npm test` stays the full run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const args = process.argv.slice(2);
const allE2e = args.includes('--all-e2e');
const base = args.find((a) => !a.startsWith('--')) ?? 'HEAD';

const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((f) =>
  fs.existsSync(f),
);

/** Front-end areas and the specs that drive them (spec names without .spec.ts; a trailing * is a prefix). */
const AREAS = [
  [/^workspace\/contracts\//, ['contract-*', 'journey-*']],
  [/^workspace\/(matters|workflow)\//, ['matters', 'matter-try', 'workflow', 'journey-*']],
  [/^workspace\/(filing|performance)\//, ['filing', 'journey-red-code', 'journey-major-contract']],
  [/^workspace\/signing\//, ['sign-flow', 'journey-major-contract', 'journey-counterpart']],
  [/^workspace\/projects\//, ['projects']],
  [/^workspace\/system\//, ['system-*']],
  [/^workspace\/templates\//, ['templates', 'template-routes']],
  [/^workspace\/(examples|result|exception)\//, ['template-routes', 'main-layout']],
  [/^workspace\/dashboard\//, ['main-layout', 'screens', 'messages']],
  [/^workspace\/account\//, ['account', 'preferences']],
  [/^workspace\/user\//, ['login', 'public']],
  [/^workspace\/share\//, ['contract-share']],
  [/^workspace\/common\//, ['main-layout']],
  [/^screens\//, ['screens', 'screens-soak', 'screen-editor', 'xss']],
  [/^src\/(layouts|router|session|permissions|preferences|components)\//, ['main-layout', 'tabs', 'login', 'preferences', 'messages', 'security']],
  [/^src\/(api|i18n|utils|styles)\//, ['main-layout', 'messages', 'preferences', 'live-sync']],
  [/^src\/domain\//, ['contract-register', 'contract-detail', 'journey-major-contract']],
  [/^(themes\/|index\.html$|vite\.config\.ts$)/, ['main-layout', 'screens', 'login']],
  [/^(playwright\.config\.ts|tests\/e2e\/(helpers\/|fixtures|global-setup|servers))/, ['*']],
];

const specs = fs.readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts')).map((f) => f.replace(/\.spec\.ts$/, ''));
const pick = new Set();
const want = (pattern) => {
  for (const s of specs) if (pattern === '*' || s === pattern || (pattern.endsWith('*') && s.startsWith(pattern.slice(0, -1)))) pick.add(s);
};
if (allE2e) want('*');
for (const f of changed) {
  const spec = /^tests\/e2e\/([\w-]+)\.spec\.ts$/.exec(f);
  if (spec) want(spec[1]);
  for (const [re, list] of AREAS) if (re.test(f)) list.forEach(want);
}

const run = (label, command, argv) => {
  console.log(`\n==> ${label}: ${[command, ...argv].join(' ')}`);
  const r = spawnSync(command, argv, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) {
    console.error(`\n!!! test:changed failed at: ${label}`);
    process.exit(r.status || 1);
  }
};

console.log(`Changed since ${base}: ${changed.length} file(s)${changed.length ? `\n  ${changed.join('\n  ')}` : ''}`);
if (!changed.length) process.exit(0);
run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
run('unit and API tests related to the changes', 'npx', ['vitest', 'run', '--changed', base, '--passWithNoTests']);
if (pick.size) run(`e2e specs of the changed pages (${pick.size})`, 'npm', ['run', 'test:e2e', '--', ...[...pick].sort().map((s) => `tests/e2e/${s}.spec.ts`)]);
else console.log('\nNo front-end page changed: no e2e spec to run (npm run test:changed -- --all-e2e runs them all).');
