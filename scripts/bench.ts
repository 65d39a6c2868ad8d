/**
 * `npm run bench`: a benchmark, not a test. Starts the real server (server/main.ts, in its own
 * process) on a fresh embedded database with the demo data, then measures on loopback with autocannon:
 * latency (p50, p99) and throughput of login-free and signed-in reads, what Chromium downloads for the
 * login page and the workplace and how long they take to show, plus the sizes of the built front-end
 * bundles. Then, on PostgreSQL, one server process against WORKERS=2 side by side, for the signed-in
 * reads and the contract list. Prints tables and writes bench-results/latest.json.
 * Options (env): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (10); PostgreSQL as in bench:contracts
 * (BENCH_PG_URL or DATABASE_URL, else a throwaway cluster when initdb is installed; BENCH_SKIP_PG=1).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { buildIfStale } from '../server/build-if-stale';
import { loadConfig } from '../server/config';
import { defer, freshDatabase, postgresBin, startCluster, undoAll } from './bench/postgres';
import { type ServerProcess, startServerProcess } from './bench/server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function measure(name: string, opts: autocannon.Options): Promise<Row> {
  const r = await autocannon({ connections, duration: seconds, ...opts });
  const errors = r.errors + r.timeouts + r.non2xx;
  return { name, p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), errors };
}

function bundleSizes(distDir: string): { file: string; kB: number; gzipKB: number }[] {
  const assets = path.join(distDir, 'assets');
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const buf = fs.readFileSync(path.join(assets, f));
      return { file: f, kB: +(buf.length / 1024).toFixed(1), gzipKB: +(gzipSync(buf).length / 1024).toFixed(1) };
    })
    .sort((a, b) => b.gzipKB - a.gzipKB);
}

interface PageLoad {
  page: string;
  ms: number;
  js: number;
  css: number;
  files: number;
}

/**
 * What a browser downloads for a route, and how long until it shows: JS and CSS bytes on the wire
 * (compressed as the server sends them), from navigation start to the page's marker being visible.
 */
async function measurePages(base: string): Promise<PageLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  let bytes = { js: 0, css: 0, files: 0 };
  page.on('requestfinished', async (req) => {
    const type = req.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    // A request still finishing as the browser closes has no sizes any more: not counted.
    const sizes = await req.sizes().catch(() => null);
    if (!sizes) return;
    const { responseBodySize } = sizes;
    bytes = { ...bytes, [type === 'script' ? 'js' : 'css']: bytes[type === 'script' ? 'js' : 'css'] + responseBodySize, files: bytes.files + 1 };
  });
  const loads: PageLoad[] = [];
  const take = async (name: string, go: () => Promise<unknown>, marker: string) => {
    bytes = { js: 0, css: 0, files: 0 };
    const t0 = performance.now();
    await go();
    await page.locator(marker).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    loads.push({ page: name, ms: Math.round(performance.now() - t0), ...bytes });
  };
  await take('login (cold cache)', () => page.goto(`${base}/#/user/login`), '[data-testid="login-page"]');
  await take(
    'workplace after sign-in',
    async () => {
      await page.getByPlaceholder(/账户名|Account/).fill('clerk');
      await page.getByPlaceholder(/密码|Password/).fill('Demo@2026');
      await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
    },
    '.arco-layout-sider',
  );
  await browser.close();
  return loads;
}

/** Signs `username` in on the server at `base` and returns the token. */
async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/admin_sys_user/login?username=${username}&password=Demo%402026`, { method: 'POST' });
  return ((await res.json()) as { result: { token: string } }).result.token;
}

/** The signed-in reads every page makes (as the clerk), and one contract list page. */
async function signedInReads(base: string, withList: boolean): Promise<Row[]> {
  const auth = { access_token: await signIn(base, 'clerk') };
  const rows: Row[] = [];
  rows.push(await measure('GET sys_user/getLoginUserInfo', { url: `${base}/api/admin/sys_user/getLoginUserInfo`, headers: auth }));
  rows.push(
    await measure('GET admin_sys_menu/getUserMenuList', { url: `${base}/api/admin/admin_sys_menu/getUserMenuList`, headers: auth }),
  );
  rows.push(await measure('GET sys_message/messageUnread', { url: `${base}/api/admin/sys_message/messageUnread`, headers: auth }));
  if (withList) {
    rows.push(
      await measure('POST contract/queryPage (first page)', {
        url: `${base}/api/admin/contract/queryPage`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ current: 1, size: 20 }),
      }),
    );
  }
  return rows;
}

/** One process and WORKERS=2 on one PostgreSQL database with the demo data, side by side. */
async function postgresRows(): Promise<{ one: Row[]; two: Row[] } | null> {
  if (process.env.BENCH_SKIP_PG === '1') return null;
  const given = process.env.BENCH_PG_URL || process.env.DATABASE_URL;
  const bin = given ? null : postgresBin();
  if (!given && !bin) {
    console.log('PostgreSQL rows skipped: no BENCH_PG_URL/DATABASE_URL and no initdb.');
    return null;
  }
  const url = await freshDatabase(given ?? (await startCluster(bin!)));
  const env = { DATABASE_URL: url, SEED_DEMO: '1' };
  const one = await serverProcess('PostgreSQL, one process', env);
  const oneRows = await signedInReads(one.url, true);
  await one.stop();
  const two = await serverProcess('PostgreSQL, WORKERS=2', { ...env, WORKERS: '2' });
  const twoRows = await signedInReads(two.url, true);
  await two.stop();
  return { one: oneRows, two: twoRows };
}

/** The server in its own process, stopped by undoAll if the run fails. */
async function serverProcess(label: string, env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(label, env);
  return { url: server.url, stop: defer(`stop the ${label} server`, server.stop) };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-bench-'));
  defer(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  await buildIfStale(process.cwd(), config.distDir, console.log);
  // The server as `npm start` runs it, in its own process: a fresh embedded database with the demo data.
  const t0 = performance.now();
  const server = await serverProcess('PGlite', { DATA_DIR: dataDir });
  const startupMs = Math.round(performance.now() - t0);
  const base = server.url;

  const rows: Row[] = [];
  rows.push(await measure('GET /api/health (no sign-in)', { url: `${base}/api/health` }));
  rows.push(
    await measure('POST admin_sys_user/login (scrypt)', {
      url: `${base}/api/admin/admin_sys_user/login?username=leader&password=Demo%402026`,
      method: 'POST',
      connections: 2,
    }),
  );
  const auth = { access_token: await signIn(base, 'clerk') };
  rows.push(...(await signedInReads(base, false)));
  rows.push(
    await measure('POST sys_message/queryPageMessage', {
      url: `${base}/api/admin/sys_message/queryPageMessage`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, size: 5 }),
    }),
  );

  let pages: PageLoad[] = [];
  try {
    pages = await measurePages(base);
  } catch (e) {
    console.log(`Page loads not measured (no browser? run node scripts/ensure-browser.mjs): ${(e as Error).message}`);
  }
  await server.stop();
  const scaleOut = await postgresRows();
  await undoAll();

  console.log(`\nServer start in its own process on a fresh embedded database (migrations + demo data): ${startupMs} ms`);
  console.log(`autocannon: ${connections} connections, ${seconds} s per row, loopback, ${os.cpus().length} cores\n`);
  console.table(rows.map((r) => ({ endpoint: r.name, 'p50 ms': r.p50, 'p99 ms': r.p99, 'req/s': r.rps, errors: r.errors })));
  if (scaleOut) {
    console.log('\nPostgreSQL (demo data), one server process against WORKERS=2 (the load generator shares the machine):');
    console.table(
      scaleOut.one.map((r, i) => {
        const w = scaleOut.two[i]!;
        return {
          endpoint: r.name,
          '1 proc req/s': r.rps,
          '1 proc p50/p99 ms': `${r.p50} / ${r.p99}`,
          'WORKERS=2 req/s': w.rps,
          'WORKERS=2 p50/p99 ms': `${w.p50} / ${w.p99}`,
          errors: r.errors + w.errors,
        };
      }),
    );
  }
  if (pages.length) {
    console.log('\nPage loads in Chromium (1920x1080, loopback; JS/CSS bytes as sent, compressed):');
    console.table(
      pages.map((p) => ({ page: p.page, 'ready ms': p.ms, 'JS kB': +(p.js / 1024).toFixed(1), 'CSS kB': +(p.css / 1024).toFixed(1), files: p.files })),
    );
  }
  const bundles = bundleSizes(config.distDir);
  if (bundles.length) {
    console.log('\nFront-end bundles (dist/assets):');
    console.table(bundles.slice(0, 15));
    const total = bundles.reduce((s, b) => s + b.gzipKB, 0);
    console.log(`Total gzip: ${total.toFixed(1)} kB in ${bundles.length} files`);
  } else {
    console.log('\nNo dist/ yet: run `npm run build` to include bundle sizes.');
  }
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    'bench-results/latest.json',
    JSON.stringify({ at: new Date().toISOString(), seconds, connections, startupMs, api: rows, postgres: scaleOut, pages, bundles }, null, 2),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
