/**
 * `npm run bench`: a benchmark, not a test. Starts the real server on a fresh embedded database with
 * the demo data, then measures on loopback with autocannon: latency (p50, p99) and throughput of
 * login-free and signed-in reads, what Chromium downloads for the login page and the workplace and how
 * long they take to show, plus the sizes of the built front-end bundles. Prints a table and
 * writes bench-results/latest.json. Options (env): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (10).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { buildIfStale } from '../server/build-if-stale';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/seed';

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
    const { responseBodySize } = await req.sizes();
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

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  await buildIfStale(process.cwd(), config.distDir, console.log);
  const t0 = performance.now();
  const database = await openDatabase(config);
  await seedDemo(database.db, config);
  const startupMs = Math.round(performance.now() - t0);
  const app = await buildApp({ db: database.db, config, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const login = await fetch(`${base}/api/admin/admin_sys_user/login?username=clerk&password=Demo%402026`, {
    method: 'POST',
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const auth = { access_token: token };

  const rows: Row[] = [];
  rows.push(await measure('GET /api/health (no sign-in)', { url: `${base}/api/health` }));
  rows.push(
    await measure('POST admin_sys_user/login (scrypt)', {
      url: `${base}/api/admin/admin_sys_user/login?username=leader&password=Demo%402026`,
      method: 'POST',
      connections: 2,
    }),
  );
  rows.push(await measure('GET sys_user/getLoginUserInfo', { url: `${base}/api/admin/sys_user/getLoginUserInfo`, headers: auth }));
  rows.push(
    await measure('GET admin_sys_menu/getUserMenuList', { url: `${base}/api/admin/admin_sys_menu/getUserMenuList`, headers: auth }),
  );
  rows.push(
    await measure('POST sys_message/queryPageMessage', {
      url: `${base}/api/admin/sys_message/queryPageMessage`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, size: 5 }),
    }),
  );
  rows.push(
    await measure('GET sys_message/messageUnread', { url: `${base}/api/admin/sys_message/messageUnread`, headers: auth }),
  );

  let pages: PageLoad[] = [];
  try {
    pages = await measurePages(base);
  } catch (e) {
    console.log(`Page loads not measured (no browser? run node scripts/ensure-browser.mjs): ${(e as Error).message}`);
  }

  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.log(`\nServer start on a fresh embedded database (migrations + demo data): ${startupMs} ms`);
  console.log(`autocannon: ${connections} connections, ${seconds} s per row, loopback, ${os.cpus().length} cores\n`);
  console.table(rows.map((r) => ({ endpoint: r.name, 'p50 ms': r.p50, 'p99 ms': r.p99, 'req/s': r.rps, errors: r.errors })));
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
    JSON.stringify({ at: new Date().toISOString(), seconds, connections, startupMs, api: rows, pages, bundles }, null, 2),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
