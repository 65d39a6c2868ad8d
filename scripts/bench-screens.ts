/**
 * `npm run bench:screens` (also the end of `npm run bench`): a benchmark, not a test. Builds the front
 * end when stale, starts the real server on a fresh embedded database with the demo data, and in
 * Chromium at 1920x1080 measures:
 * - for each wall and the analysis page, signed in as each viewer (BENCH_VIEWERS, default admin, leader,
 *   bureau, county: each opens at its own scope): the time from navigation to the data on
 *   every widget (`data-screen-state="ready"`), to every widget drawn (each chart's first frame) and
 *   to the entry animations done (each chart's `finished` event): `screenAt` in
 *   tests/e2e/helpers/screens.ts, read in the page's clock at the frame each is first seen in (not when
 *   the benchmark hears of it, later on a busy page), each started once the machine is quiet (scripts/bench/settle.ts:
 *   not during the sign-in's tail or the last context's teardown), with a cold browser cache and
 *   again on reload (cached assets), BENCH_LOADS times each (default 3: the median, and the slowest
 *   cold load's drawn time); the JS and CSS bytes transferred (compressed as served);
 * - a drill's redraw: the city bureau on /view-index opens a county (桐庐县) on the map and goes back up by the
 *   breadcrumb, BENCH_DRILLS times (default 5): the click event's time to the new context's data,
 *   drawn and rendered;
 * - the walls' JS chunks (what the walls load beyond the login page) with their gzip sizes in
 *   dist/assets, and what the analysis page adds (the workspace around the same engine);
 * - a soak: BENCH_SOAK_CYCLES (default 1000) refresh, drill and playlist cycles on the walls
 *   (tests/e2e/helpers/soak.ts, as the soak spec), the JS heap, DOM nodes, listeners, live ECharts
 *   instances and timers after forced GC at the start and the end;
 * - the stats batch latency at 2000 contracts and at BENCH_LARGE_CONTRACTS (100000; the generated
 *   contracts take about two minutes to add; BENCH_SKIP_LARGE=1 skips it), through bench-stats.ts.
 * BENCH_DATA_DIR (a PGlite directory) or BENCH_DATABASE_URL (PostgreSQL) measures the walls over a database
 * already filled, e.g. by `npm run seed:large` (left as found); otherwise a fresh one with the demo data.
 * Prints tables and writes bench-results/screens.json (bench-stats also writes stats-N.json). DIST_DIR
 * as for the server (default dist).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { buildIfStale } from '../server/build-if-stale';
import { loadConfig } from '../server/config';
import { openDatabase, queryRows } from '../server/db/client';
import { seedDemo } from '../server/seed';
import { DEMO_CONTRACT_SEED, seedContracts } from '../server/seed/contracts';
import { findMapRegion, HD, newPage, type ScreenMoment, screenAt, signIn } from '../tests/e2e/helpers/screens';
import { countTimers, openCdp, openSoak, ROUND, runCycles, type SoakSample, sample } from '../tests/e2e/helpers/soak';
import { settle } from './bench/settle';
import { benchStats, type StatsBenchSummary } from './bench-stats';

const soakCycles = Number(process.env.BENCH_SOAK_CYCLES ?? 1000);
const largeSize = Number(process.env.BENCH_LARGE_CONTRACTS ?? 100_000);
const skipLarge = process.env.BENCH_SKIP_LARGE === '1';

/** Cold loads (and reloads) of each screen per viewer; the table shows their median and the worst drawn. */
const loadsPerScreen = Math.max(1, Number(process.env.BENCH_LOADS ?? 3));
const viewers = (process.env.BENCH_VIEWERS ?? 'admin,leader,bureau,county').split(',').filter(Boolean);
const drills = Number(process.env.BENCH_DRILLS ?? 5);

const log = (msg: string) => console.log(`[bench:screens] ${msg}`);
const kB = (bytes: number) => +(bytes / 1024).toFixed(1);

const SCREENS = [
  { screen: '/view-index', url: '/#/view-index' },
  { screen: '/county-index', url: '/#/county-index' },
  { screen: '/data-view', url: '/#/data-view' },
  { screen: '/public-view-index', url: '/#/public-view-index' },
  { screen: '/dashboard/analysis', url: '/#/dashboard/analysis' },
] as const;

interface ScreenLoad {
  screen: string;
  viewer: string;
  widgets: number;
  charts: number;
  /** Navigation start to every widget's data, and to the screen rendered (ms): cold cache, then reload. */
  coldDataMs: number;
  coldDrawnMs: number;
  coldRenderedMs: number;
  /** The slowest cold load's drawn time (BENCH_LOADS loads; the other times are medians). */
  worstColdDrawnMs?: number;
  warmDataMs: number;
  warmDrawnMs: number;
  warmRenderedMs: number;
  /** Bytes on the wire with a cold cache (compressed as served). */
  js: number;
  css: number;
  files: number;
  scripts: string[];
}

type Moment = ScreenMoment['moment'];
/** What the address must (not) hold, and the breadcrumb's current place, first: a drill's new context on show. */
type HashTest = Omit<ScreenMoment, 'moment'>;

/**
 * Watches for each moment of the screen (every frame; screenAt): each resolves with the page's clock
 * at the frame it was first seen in, the milliseconds since the document's navigation started. Started
 * after a navigation has loaded the page, or before the click that leads to the moment. Functions, not
 * strings: the app's Content-Security-Policy forbids eval.
 */
function watchMoments(page: Page, hash: HashTest = {}): Record<Moment, Promise<number>> {
  const at = (moment: Moment) =>
    page
      .waitForFunction(screenAt, { moment, ...hash }, { polling: 'raf', timeout: 60_000 })
      .then(async (seen) => Math.round(Number(await seen.jsonValue())));
  return { data: at('data'), drawn: at('drawn'), rendered: at('rendered') };
}

/** The three moments watched, as they come. */
async function moments(watched: Record<Moment, Promise<number>>): Promise<Record<Moment, number>> {
  const [data, drawn, rendered] = await Promise.all([watched.data, watched.drawn, watched.rendered]);
  return { data, drawn, rendered };
}

/** Records the scripts and stylesheets a page downloads (bytes as sent). */
function recordAssets(page: Page) {
  const seen = { js: 0, css: 0, files: 0, scripts: [] as string[] };
  page.on('requestfinished', async (req) => {
    const type = req.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const { responseBodySize } = await req.sizes();
    if (type === 'script') {
      seen.js += responseBodySize;
      seen.scripts.push(new URL(req.url()).pathname);
    } else seen.css += responseBodySize;
    seen.files += 1;
  });
  return seen;
}

async function measureScreen(browser: Browser, base: string, screen: string, url: string, viewer = 'admin'): Promise<ScreenLoad> {
  const page = await newPage(browser, HD, base);
  await signIn(page, viewer);
  const assets = recordAssets(page);
  // A wall is opened on a machine at rest, not during the sign-in's tail (scripts/bench/settle.ts).
  await settle();
  await page.goto(url);
  const cold = await moments(watchMoments(page));
  await page.waitForLoadState('networkidle');
  const sent = { ...assets, scripts: [...assets.scripts] };
  const counts = await page.evaluate(() => ({
    widgets: document.querySelectorAll('[data-testid="screen-widget"]').length,
    charts: document.querySelectorAll('.screen-chart').length,
  }));
  await settle();
  await page.reload();
  const warm = await moments(watchMoments(page));
  await page.context().close();
  return {
    screen,
    viewer,
    ...counts,
    coldDataMs: cold.data,
    coldDrawnMs: cold.drawn,
    coldRenderedMs: cold.rendered,
    warmDataMs: warm.data,
    warmDrawnMs: warm.drawn,
    warmRenderedMs: warm.rendered,
    ...sent,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The median of each time over several loads of one screen (the byte counts are the same each time), with the worst cold drawn time. */
function medianLoad(runs: ScreenLoad[]): ScreenLoad {
  const first = runs[0]!;
  const m = (pick: (l: ScreenLoad) => number) => median(runs.map(pick));
  return {
    ...first,
    coldDataMs: m((l) => l.coldDataMs),
    coldDrawnMs: m((l) => l.coldDrawnMs),
    coldRenderedMs: m((l) => l.coldRenderedMs),
    warmDataMs: m((l) => l.warmDataMs),
    warmDrawnMs: m((l) => l.warmDrawnMs),
    warmRenderedMs: m((l) => l.warmRenderedMs),
    worstColdDrawnMs: Math.max(...runs.map((l) => l.coldDrawnMs)),
  };
}

interface DrillTime {
  step: string;
  dataMs: number;
  drawnMs: number;
  renderedMs: number;
}

/** Where to click to open a child region: its tile, or a point of its outline (found by the map's tooltip). */
async function regionPoint(page: Page, name: string): Promise<{ x: number; y: number }> {
  const tiles = page.getByTestId('map-tiles');
  if (await tiles.isVisible()) {
    const box = await tiles.getByText(name).first().boundingBox();
    if (box) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  return findMapRegion(page, name);
}

/** The click (its event's time) to the new context's data, drawn and rendered, in the page's clock. */
async function timed(page: Page, step: string, click: () => Promise<void>, arrived: HashTest): Promise<DrillTime> {
  await page.evaluate(() => {
    const seen = window as { benchClickAt?: number };
    delete seen.benchClickAt;
    // An arrow passed as it is: tsx would wrap a named one in a helper the page does not have.
    document.addEventListener(
      'click',
      (e) => {
        seen.benchClickAt = e.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  const watched = watchMoments(page, arrived);
  await click();
  const seen = await moments(watched);
  const t0 = await page.evaluate(() => (window as { benchClickAt?: number }).benchClickAt);
  if (t0 === undefined) throw new Error(`${step}: the click did not reach the page`);
  return { step, dataMs: Math.round(seen.data - t0), drawnMs: Math.round(seen.drawn - t0), renderedMs: Math.round(seen.rendered - t0) };
}

/** The city bureau drills into 桐庐县 on its map and back up by the breadcrumb, `times` times. */
async function measureDrills(browser: Browser, base: string, times: number): Promise<DrillTime[]> {
  const page = await newPage(browser, HD, base);
  await signIn(page, 'bureau');
  await page.goto('/#/view-index');
  await watchMoments(page).rendered;
  const out: DrillTime[] = [];
  for (let i = 0; i < times; i++) {
    const at = await regionPoint(page, '桐庐县');
    out.push(await timed(page, 'down to 桐庐县 (map)', () => page.mouse.click(at.x, at.y), { has: 'area=330122', current: '桐庐县' }));
    // The point is found before the clock starts, as for the map (a locator's click first waits for the
    // button to be stable: frames that are not the wall's).
    const box = await page.getByTestId('screen-breadcrumb').getByRole('button', { name: '杭州市' }).boundingBox();
    if (!box) throw new Error('no breadcrumb button for 杭州市');
    const up = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    out.push(await timed(page, 'up to 杭州市 (breadcrumb)', () => page.mouse.click(up.x, up.y), { lacks: 'area=', current: '杭州市' }));
  }
  await page.context().close();
  return out;
}

/** The scripts the login page loads (the app shell every screen shares). */
async function loginScripts(browser: Browser, base: string): Promise<Set<string>> {
  const page = await newPage(browser, HD, base);
  const assets = recordAssets(page);
  await page.goto('/#/user/login');
  await page.locator('[data-testid="login-page"]').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.context().close();
  return new Set(assets.scripts);
}

function chunkSizes(distDir: string, files: Iterable<string>) {
  return [...files]
    .map((p) => path.join(distDir, p))
    .filter((f) => fs.existsSync(f))
    .map((f) => {
      const buf = fs.readFileSync(f);
      return { file: path.basename(f), kB: kB(buf.length), gzipKB: kB(gzipSync(buf).length) };
    })
    .sort((a, b) => b.gzipKB - a.gzipKB);
}

async function soak(browser: Browser, base: string) {
  const page = await newPage(browser, HD, base);
  await countTimers(page.context());
  await signIn(page, 'admin');
  const cdp = await openCdp(page);
  const ctx = await openSoak(page);
  await runCycles(page, ctx, ROUND.length);
  const start = await sample(page, cdp);
  const t = performance.now();
  const cycles = await runCycles(page, ctx, soakCycles, (done) => {
    if (done % (ROUND.length * 5) === 0) log(`soak: ${done} cycles, ${((performance.now() - t) / 1000).toFixed(0)} s`);
  });
  const seconds = +((performance.now() - t) / 1000).toFixed(1);
  const end = await sample(page, cdp);
  await page.context().close();
  return { cycles, seconds, start, end };
}

/** A PGlite directory with the demo data and generated contracts up to `size` (vacuumed, as seed:large leaves it). */
async function largeDatabase(size: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-screens-large-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  try {
    await seedDemo(database.db, config);
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from contracts`);
    const before = Number(row?.n ?? 0);
    const t = performance.now();
    log(`adding ${size - before} generated contracts for the stats batch at ${size}...`);
    await seedContracts(database.db, { count: size - before, seed: DEMO_CONTRACT_SEED + 1 + before, batchSize: 5000, batchTransactions: true });
    await database.db.execute(sql`vacuum (analyze)`);
    log(`added in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  return dir;
}

const statsRow = (s: StatsBenchSummary) => {
  const row = (name: string) => s.batches.find((b) => b.name.startsWith(name));
  return {
    contracts: s.contracts,
    'cold ms': row('cold')?.p50,
    'warm admin p50': row('warm (cached), admin')?.p50,
    'warm admin p99': row('warm (cached), admin')?.p99,
    'warm county p50': row('warm (cached), county')?.p50,
    'warm county p99': row('warm (cached), county')?.p99,
    'after write p50': row('after a write, admin')?.p50,
    'after write p99': row('after a write, admin')?.p99,
  };
};

async function main(): Promise<void> {
  // BENCH_DATA_DIR / BENCH_DATABASE_URL: the walls over a database already filled (e.g. by seed:large), left as found.
  const given = process.env.BENCH_DATA_DIR || process.env.BENCH_DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'bench-screens-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
  });
  await buildIfStale(process.cwd(), config.distDir, log);
  const database = await openDatabase(config);
  const [present] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from contracts`);
  if (!Number(present?.n)) await seedDemo(database.db, config);
  log(`walls over ${Number((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from contracts`))[0]?.n ?? 0)} contracts`);
  const app = await buildApp({ db: database.db, config, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const loads: ScreenLoad[] = [];
  let drillTimes: DrillTime[] = [];
  let chunks: ReturnType<typeof chunkSizes> = [];
  let workspaceChunks: ReturnType<typeof chunkSizes> = [];
  let soakResult: Awaited<ReturnType<typeof soak>> | null = null;
  try {
    // Each screen once first (the server's first batch loads the stats facts, and its code is not
    // compiled yet): every measured load meets a server as it runs all day, and a cold browser.
    for (const s of SCREENS) await measureScreen(browser, base, 'warm-up', s.url);
    // Round after round over every screen and viewer, not one viewer's loads after another's: a slow
    // stretch of the machine then falls on all of them alike.
    const runs = new Map<string, ScreenLoad[]>();
    for (let n = 0; n < loadsPerScreen; n++) {
      log(`round ${n + 1} of ${loadsPerScreen} (BENCH_LOADS): every screen as ${viewers.join(', ')}...`);
      for (const s of SCREENS) {
        for (const viewer of viewers) {
          const key = `${viewer}|${s.screen}`;
          runs.set(key, [...(runs.get(key) ?? []), await measureScreen(browser, base, s.screen, s.url, viewer)]);
        }
      }
    }
    for (const viewer of viewers) for (const s of SCREENS) loads.push(medianLoad(runs.get(`${viewer}|${s.screen}`)!));
    if (drills > 0) {
      log(`drill redraws: ${drills} down and up (BENCH_DRILLS)...`);
      drillTimes = await measureDrills(browser, base, drills);
    }
    // The walls' own chunks: what the four walls load beyond the login page (the app shell); the
    // analysis page adds the workspace around the same engine.
    const shell = await loginScripts(browser, base);
    const wallScripts = new Set(loads.filter((l) => !l.screen.startsWith('/dashboard') && l.viewer === viewers[0]).flatMap((l) => l.scripts).filter((p) => !shell.has(p)));
    const workspaceScripts = new Set(loads.flatMap((l) => l.scripts).filter((p) => !shell.has(p) && !wallScripts.has(p)));
    chunks = chunkSizes(config.distDir, wallScripts);
    workspaceChunks = chunkSizes(config.distDir, workspaceScripts);
    log(`soak: ${soakCycles} cycles (BENCH_SOAK_CYCLES)...`);
    soakResult = await soak(browser, base);
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  }

  log('stats batch at the demo size...');
  const stats: StatsBenchSummary[] = [await benchStats({ dataDir: 'memory://' })];
  if (!skipLarge) {
    const dir = await largeDatabase(largeSize);
    try {
      stats.push(await benchStats({ dataDir: dir }));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  console.log('\nScreens in Chromium (1920x1080, loopback, each viewer at its own scope): navigation to data on every widget / every widget drawn / entry animations done, ms;');
  console.log(`cold browser cache, then reload: the median of ${loadsPerScreen} loads each (BENCH_LOADS), and the slowest cold load's drawn time; JS/CSS as sent (compressed):`);
  console.table(
    loads.map((l) => ({
      screen: l.screen,
      viewer: l.viewer,
      widgets: l.widgets,
      charts: l.charts,
      'data ms': l.coldDataMs,
      'drawn ms': l.coldDrawnMs,
      'worst drawn': l.worstColdDrawnMs,
      'animated ms': l.coldRenderedMs,
      'reload data ms': l.warmDataMs,
      'reload drawn ms': l.warmDrawnMs,
      'reload animated ms': l.warmRenderedMs,
      'JS kB': kB(l.js),
      'CSS kB': kB(l.css),
      files: l.files,
    })),
  );
  if (drillTimes.length) {
    console.log('\nDrill redraws (city bureau on /view-index): click to the new context\'s data / drawn / animations done, ms:');
    console.table(drillTimes);
    console.log(`Slowest drill redraw: ${Math.max(...drillTimes.map((d) => d.drawnMs))} ms drawn, ${Math.max(...drillTimes.map((d) => d.renderedMs))} ms with animations`);
  }
  const walls = loads.filter((l) => !l.screen.startsWith('/dashboard'));
  const analysis = loads.filter((l) => l.screen.startsWith('/dashboard'));
  const slowest = (of: ScreenLoad[], pick: (l: ScreenLoad) => number[]) => of.reduce((m, l) => Math.max(m, ...pick(l)), 0);
  console.log(
    `Slowest wall (medians, any viewer, cold or reload): ${slowest(walls, (l) => [l.coldDrawnMs, l.warmDrawnMs])} ms to every widget drawn, ${slowest(walls, (l) => [l.coldRenderedMs, l.warmRenderedMs])} ms to animations done; slowest single cold load ${slowest(walls, (l) => [l.worstColdDrawnMs ?? l.coldDrawnMs])} ms drawn`,
  );
  if (analysis.length) console.log(`The analysis page (the workspace around the same widgets), medians: ${slowest(analysis, (l) => [l.coldDrawnMs, l.warmDrawnMs])} ms to every widget drawn`);
  console.log('\nThe walls’ JS chunks (loaded by the walls, not by the login page; dist/assets):');
  console.table(chunks);
  const gzipOf = (list: typeof chunks) => +list.reduce((s, c) => s + c.gzipKB, 0).toFixed(1);
  const chunksGzip = gzipOf(chunks);
  console.log(`Total: ${chunksGzip} kB gzip in ${chunks.length} files; the analysis page adds ${gzipOf(workspaceChunks)} kB gzip in ${workspaceChunks.length} files (the workspace layout).`);
  if (soakResult) {
    const { start, end, cycles, seconds } = soakResult;
    console.log(`\nSoak: ${cycles} cycles (refresh, drill, period, playlist turn) in ${seconds} s; after forced GC, on /view-index at the province:`);
    const keys = ['heapMB', 'nodes', 'listeners', 'documents', 'liveCharts', 'chartWidgets', 'intervals', 'timeouts', 'batches'] as const satisfies readonly (keyof SoakSample)[];
    console.table(keys.map((k) => ({ measure: k, start: start[k], end: end[k], change: +(end[k] - start[k]).toFixed(2) })));
  }
  console.log('\nStats batch (27 queries, Fastify inject), ms:');
  console.table(stats.map(statsRow));
  if (skipLarge) console.log(`(BENCH_SKIP_LARGE=1: not measured at ${largeSize} contracts)`);

  fs.mkdirSync('bench-results', { recursive: true });
  const summary = {
    at: new Date().toISOString(),
    viewport: HD,
    screens: loads.map(({ scripts: _scripts, ...l }) => l),
    drills: drillTimes,
    wallChunks: { files: chunks, gzipKB: chunksGzip },
    analysisAddsChunks: { files: workspaceChunks, gzipKB: gzipOf(workspaceChunks) },
    soak: soakResult,
    statsBatch: stats.map(statsRow),
  };
  fs.writeFileSync('bench-results/screens.json', `${JSON.stringify(summary, null, 2)}\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
