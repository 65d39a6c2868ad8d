#!/usr/bin/env node
/**
 * Makes sure Playwright has a browser and Chinese fonts (STACK-NOTES gotcha 11): Playwright cannot
 * download its own browser here, so the end-to-end tests use Debian's chromium.
 *
 * - Browsers: Debian's chromium (/usr/bin/chromium: the benchmarks, and people, use the full browser)
 *   and its old headless shell (/usr/bin/chromium-headless-shell, package chromium-headless-shell: the
 *   e2e tests run in it, as Playwright's own headless mode does; a new browser context there costs a
 *   fifth of the full browser's CPU, which on two cores is much of the suite's time).
 *   PLAYWRIGHT_CHROMIUM, when set, must exist and replaces both for the tests.
 * - Fonts: fonts-noto-cjk, else Chinese renders as boxes in screenshots.
 * Whatever is missing is installed with apt-get (after apt-get update) when we are root and apt-get
 * exists; otherwise the script exits 1 saying what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const log = (msg) => console.log(`[ensure-browser] ${msg}`);

function fail(msg) {
  console.error(`[ensure-browser] ${msg}`);
  process.exit(1);
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function commandExists(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function hasCjkFonts() {
  if (commandExists('dpkg') && spawnSync('dpkg', ['-s', 'fonts-noto-cjk'], { stdio: 'ignore' }).status === 0) return true;
  if (commandExists('fc-list')) {
    const out = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
    if (out.status === 0 && out.stdout.trim().length > 0) return true;
  }
  return false;
}

function canApt() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && commandExists('apt-get');
}

function aptInstall(packages) {
  log(`Installing ${packages.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

const override = process.env.PLAYWRIGHT_CHROMIUM;
if (override && !isExecutable(override)) {
  fail(`PLAYWRIGHT_CHROMIUM=${override} is not an executable file.`);
}
const browser = override || DEFAULT_CHROMIUM;

const missing = [];
if (!isExecutable(browser)) missing.push('chromium');
if (!override && !isExecutable(HEADLESS_SHELL)) missing.push('chromium-headless-shell');
if (!hasCjkFonts()) missing.push('fonts-noto-cjk');

if (missing.length > 0) {
  if (!canApt()) {
    fail(
      `Missing: ${missing.join(', ')}. Install them (as root: apt-get update && apt-get install -y ${missing.join(' ')}) ` +
        'or set PLAYWRIGHT_CHROMIUM to a Chromium executable.',
    );
  }
  try {
    aptInstall(missing);
  } catch (e) {
    fail(`apt-get failed: ${e.message}`);
  }
  if (!isExecutable(browser)) fail(`${browser} is still missing after installing chromium.`);
  if (!override && !isExecutable(HEADLESS_SHELL)) fail(`${HEADLESS_SHELL} is still missing after installing chromium-headless-shell.`);
  if (!hasCjkFonts()) fail('fonts-noto-cjk is still missing after installing it.');
}

const version = spawnSync(browser, ['--version'], { encoding: 'utf8' });
log(`Browser: ${browser}${version.status === 0 ? ` (${version.stdout.trim()})` : ''}${override ? '' : ` and ${HEADLESS_SHELL}`}; CJK fonts present.`);
