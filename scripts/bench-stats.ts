/**
 * `npm run bench:stats`: how fast the statistics answer a whole screen. Opens DATA_DIR (a seeded
 * directory, e.g. after `npm run seed:large`), or the demo data in memory when DATA_DIR is unset or
 * memory://, builds the app, and sends POST /api/admin/stats/batch with a screen's worth of widget
 * queries (counts, amounts by area/category/month, rates, rankings, feeds) through Fastify's inject:
 * - start-up: what `npm start` does before it says it is ready (warmStats: loads every contract's
 *   facts), then the first batch after it (what the first wall after a start waits for);
 * - warm: the same batch again (answers cached), BENCH_RUNS times;
 * - after a write: a change event for one contract before each batch (reload it, recompute all);
 * the same for a county bureau account; while the cold load runs, a primary-key probe every 20 ms
 * shows how long other requests wait for PGlite. Prints a table and writes bench-results/stats-N.json.
 * `benchStats()` does the same from another script (`npm run bench:screens` runs it at 2000 and 100000).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, queryRows } from '../server/db/client';
import { lockDataDir } from '../server/db/lock';
import { createChangeBus } from '../server/events/bus';
import { seedDemo } from '../server/seed';
import type { AuthContext } from '../server/http/auth';
import { runStatsQueries, warmStats } from '../server/modules/stats';
import { statsStore } from '../server/modules/stats/store';
import type { StatsQueryInput } from '../src/domain/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Demo@2026';

/** One screen: what a command-centre wall asks on every refresh. */
const SCREEN: StatsQueryInput[] = [
  { metric: 'contractCount', filters: { period: 'ytd' } },
  { metric: 'contractCount' },
  { metric: 'contractAmount', filters: { period: 'ytd' } },
  { metric: 'contractAmount' },
  { metric: 'contractCount', groupBy: 'area' },
  { metric: 'contractAmount', groupBy: 'area', filters: { period: 'ytd' } },
  { metric: 'contractCount', groupBy: 'category' },
  { metric: 'contractAmount', groupBy: 'month', filters: { period: 'last12m' } },
  { metric: 'contractCount', groupBy: 'month', filters: { period: 'last12m' } },
  { metric: 'contractCount', groupBy: 'major' },
  { metric: 'contractCount', groupBy: 'reviewLevel' },
  { metric: 'contractCount', groupBy: 'filingStatus' },
  { metric: 'contractCount', groupBy: 'riskCode' },
  { metric: 'contractCount', groupBy: 'phase' },
  { metric: 'legalityReviewRate' },
  { metric: 'filingRate', groupBy: 'area' },
  { metric: 'onTimeFilingRate' },
  { metric: 'performanceRate' },
  { metric: 'fairReviewRate' },
  { metric: 'onlineSigningRate', groupBy: 'month', filters: { period: 'last12m' } },
  { metric: 'reviewDays' },
  { metric: 'reviewOnTimeRate' },
  { metric: 'contractCount', groupBy: 'unit', limit: 10 },
  { metric: 'redCount', groupBy: 'unit', limit: 10 },
  { metric: 'contractCount', groupBy: 'counterpart', limit: 10 },
  { metric: 'warningFeed', limit: 20 },
  { metric: 'filingFeed', limit: 20 },
];

const pct = (list: number[], p: number) => {
  const s = [...list].sort((a, b) => a - b);
  return +(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0).toFixed(1);
};
const mb = (n: number) => +(n / 1048576).toFixed(1);

/** Runs the benchmark on `dataDir` (default DATA_DIR, else the demo data in memory); prints and answers the summary. */
export async function benchStats(options: { dataDir?: string } = {}) {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: options.dataDir || process.env.DATA_DIR || 'memory://' });
  const embedded = !config.databaseUrl;
  const unlock = embedded && config.dataDir !== 'memory://' ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(config);
  try {
    const db = database.db;
    const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from contracts`);
    if (!Number(existing?.n)) {
      console.log('[bench:stats] empty database: loading the demo data...');
      await seedDemo(db, config);
    }
    const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from contracts`);
    const contracts = Number(counted?.n ?? 0);
    const events = createChangeBus();
    const app = await buildApp({ db, config, logger: false, events });
    await app.ready();
    const login = async (username: string) => {
      const r = await app.inject({ method: 'POST', url: '/api/admin/admin_sys_user/login', query: { username, password: PASSWORD } });
      const token = r.json<{ result: { token?: string } }>().result.token;
      if (!token) throw new Error(`login ${username} failed: ${r.body}`);
      return token;
    };
    const tokens = { admin: await login('admin'), county: await login('county') };
    const batch = async (who: keyof typeof tokens): Promise<number> => {
      const t = performance.now();
      const r = await app.inject({ method: 'POST', url: '/api/admin/stats/batch', headers: { access_token: tokens[who] }, payload: { queries: SCREEN } });
      const ms = performance.now() - t;
      const body = r.json<{ code: number; message: string }>();
      if (body.code !== 200) throw new Error(`batch failed: ${body.code} ${body.message}`);
      return ms;
    };
    const [ids] = await queryRows<{ lo: number; hi: number }>(db, sql`select min(id) as lo, max(id) as hi from contracts`);
    const randomId = () => Number(ids!.lo) + Math.floor(Math.random() * (Number(ids!.hi) - Number(ids!.lo) + 1));

    // Start-up: the facts load before the server is ready (as server/main.ts does); a probe measures
    // how long a tiny query waits meanwhile. Then the first batch, as the first wall after a start.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const probes: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t = performance.now();
        await queryRows(db, sql`select id from contracts where id = ${randomId()}`);
        probes.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const warmStarted = performance.now();
    await warmStats(db);
    const warmup = performance.now() - warmStarted;
    probing = false;
    const cold = await batch('admin');
    await probe;
    const load = statsStore(db).loads.find((l) => l.kind === 'full');
    gc?.();
    const heapAfter = process.memoryUsage().heapUsed;

    const handler: number[] = [];
    const admin = { userType: 'staff', dataScope: 'all', userId: 0, currentUnitId: null } as unknown as AuthContext;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await runStatsQueries(db, admin, SCREEN);
      handler.push(performance.now() - t0);
    }
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await batch('admin'));
    const countyFirst = await batch('county');
    const countyWarm: number[] = [];
    for (let i = 0; i < RUNS; i++) countyWarm.push(await batch('county'));

    const afterWrite: number[] = [];
    const countyAfterWrite: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 30); i++) {
      events.publish({ kind: 'contract', ids: [randomId()], unitId: null, areaId: null });
      afterWrite.push(await batch('admin'));
      events.publish({ kind: 'contract', ids: [randomId()], unitId: null, areaId: null });
      countyAfterWrite.push(await batch('county'));
    }
    const dirty = statsStore(db).loads.filter((l) => l.kind === 'dirty');

    const t = performance.now();
    await statsStore(db).reloadAll();
    const reload = performance.now() - t;
    const reloadReport = statsStore(db).loads.at(-1)!;

    const rows = [
      { name: 'start-up warm-up (facts, before ready)', p50: +warmup.toFixed(1), p99: +warmup.toFixed(1), n: 1 },
      { name: 'first batch after start', p50: +cold.toFixed(1), p99: +cold.toFixed(1), n: 1 },
      { name: 'warm, stats handler only (no HTTP, auth)', p50: pct(handler, 50), p99: pct(handler, 99), n: handler.length },
      { name: 'warm (cached), admin', p50: pct(warm, 50), p99: pct(warm, 99), n: warm.length },
      { name: 'first batch, county (scope)', p50: +countyFirst.toFixed(1), p99: +countyFirst.toFixed(1), n: 1 },
      { name: 'warm (cached), county', p50: pct(countyWarm, 50), p99: pct(countyWarm, 99), n: countyWarm.length },
      { name: 'after a write, admin', p50: pct(afterWrite, 50), p99: pct(afterWrite, 99), n: afterWrite.length },
      { name: 'after a write, county', p50: pct(countyAfterWrite, 50), p99: pct(countyAfterWrite, 99), n: countyAfterWrite.length },
      { name: 'PK probe during the warm-up', p50: pct(probes, 50), p99: pct(probes, 99), n: probes.length },
    ];
    const summary = {
      at: new Date().toISOString(),
      contracts,
      queriesPerBatch: SCREEN.length,
      batches: rows,
      coldLoad: load && { ms: Math.round(load.ms), queries: load.queries, maxQueryMs: Math.round(load.maxQueryMs), byQuery: load.byQuery },
      probeMaxMs: +Math.max(0, ...probes).toFixed(1),
      fullReload: { ms: Math.round(reload), queries: reloadReport.queries, maxQueryMs: Math.round(reloadReport.maxQueryMs), byQuery: reloadReport.byQuery },
      dirtyReload: { p50: pct(dirty.map((d) => d.ms), 50), max: +Math.max(0, ...dirty.map((d) => d.ms)).toFixed(1) },
      // Meaningful with node --expose-gc (npm run bench:stats passes it): live heap the facts added.
      factsHeapMB: gc ? mb(heapAfter - heapBefore) : null,
    };
    console.log(`\n[bench:stats] ${contracts} contracts, ${SCREEN.length} queries per batch (ms)`);
    console.table(rows);
    console.log(JSON.stringify({ ...summary, batches: undefined }, null, 2));
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(path.join('bench-results', `stats-${contracts}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    await app.close();
    return summary;
  } finally {
    await database.close();
    unlock();
  }
}

export type StatsBenchSummary = Awaited<ReturnType<typeof benchStats>>;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchStats().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
