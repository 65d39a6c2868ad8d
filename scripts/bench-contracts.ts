/**
 * `npm run bench:contracts` (also the end of `npm run bench`): a benchmark, not a test. The contract
 * list and detail calls at the demo size (~2000 contracts) and at a large size (100000), on embedded
 * PGlite and on PostgreSQL. For each database it loads the demo data, measures, adds generated
 * contracts up to the large size (timed), and measures again; every run starts the real server in
 * its own process (server/main.ts, as `npm start` does) on loopback and drives it with autocannon as
 * admin (scope all) and as clerk (unit scope).
 *
 * Every request is tried once before and once after its measurement and must answer HTTP 200 with
 * envelope code 200 (autocannon alone would count a code-500 envelope as a success). The detail row
 * rotates over the ~50 contracts with the longest status history, so one cached row does not
 * flatter it. After each load PostgreSQL is vacuumed and analysed, as autovacuum would soon do;
 * PGlite has no autovacuum, so it is measured as the app leaves it (BENCH_PGLITE_VACUUM=1 vacuums
 * and analyses it too).
 *
 * PostgreSQL: BENCH_PG_URL or DATABASE_URL (a fresh database is created there and dropped after),
 * else a throwaway cluster when initdb is installed (as .ci/run makes one), else those rows are
 * skipped. Options (env): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (10), BENCH_LARGE_CONTRACTS
 * (100000), BENCH_SKIP_LARGE=1, BENCH_SKIP_PG=1, BENCH_PGLITE_VACUUM=1. Writes
 * bench-results/contracts.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { ContractListQueryInput } from '../src/domain/contract-api';
import { loadConfig, } from '../server/config';
import { type Db, openDatabase, queryRows } from '../server/db/client';
import { seedDemo } from '../server/seed';
import { DEMO_PASSWORD } from '../server/seed/accounts';
import { DEMO_CONTRACT_SEED, seedContracts } from '../server/seed/contracts';
import { defer, freshDatabase, postgresBin, startCluster, undoAll } from './bench/postgres';
import { startServerProcess } from './bench/server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const largeSize = Number(process.env.BENCH_LARGE_CONTRACTS ?? 100_000);
const skipLarge = process.env.BENCH_SKIP_LARGE === '1';
const skipPg = process.env.BENCH_SKIP_PG === '1';
const pgliteVacuum = process.env.BENCH_PGLITE_VACUUM === '1';
/** Contracts with the longest history the detail row rotates over. */
const DETAIL_IDS = 50;
const PAGE = 20;
/** Pages the uncached row turns over (more than the server's page cache keeps). */
const UNCACHED_PAGES = 2500;

const log = (msg: string) => console.log(`[bench:contracts] ${msg}`);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------- measuring
interface Row {
  request: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** Requests completed in the run ("by count": too few in BENCH_SECONDS, so run until MIN_REQUESTS). */
  requests: string;
  /** What one answer holds: the list's total, or the detail's history length (min-max). */
  answers: string;
}

interface Case {
  name: string;
  token: string;
  method: 'GET' | 'POST';
  /** One path, or several the connections take in turn. */
  paths: string[];
  body?: ContractListQueryInput;
  /** Several bodies the requests take in turn (verified with the first). */
  bodies?: ContractListQueryInput[];
}

interface Envelope {
  code: number;
  message: string;
  result: { total?: number; records?: unknown[]; history?: unknown[] } | null;
}

/** Sends the case's requests once; each must be HTTP 200 with envelope code 200 (else throws). */
async function verify(base: string, c: Case): Promise<Envelope[]> {
  const answers: Envelope[] = [];
  for (const p of c.paths) {
    const res = await fetch(`${base}${p}`, {
      method: c.method,
      headers: { access_token: c.token, ...(c.body ? { 'content-type': 'application/json' } : {}) },
      ...(c.body ? { body: JSON.stringify(c.body) } : {}),
    }).catch((e: Error) => {
      throw new Error(`"${c.name}" ${c.method} ${p}: ${e.message} (${String(e.cause ?? '')})`);
    });
    const text = await res.text();
    let env: Envelope | undefined;
    try {
      env = JSON.parse(text) as Envelope;
    } catch {
      // reported below
    }
    if (res.status !== 200 || env?.code !== 200) {
      throw new Error(`"${c.name}" ${c.method} ${p} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
    }
    if (env.result?.records && env.result.records.length === 0) {
      throw new Error(`"${c.name}" ${c.method} ${p} answered an empty page (total ${env.result.total}): fix the query`);
    }
    answers.push(env);
  }
  return answers;
}

function describe(answers: Envelope[]): string {
  const first = answers[0]?.result;
  if (first?.total !== undefined) return `${first.total} matches`;
  const lengths = answers.map((a) => a.result?.history?.length ?? 0);
  return `history ${Math.min(...lengths)}-${Math.max(...lengths)}`;
}

/**
 * PGlite answers one query at a time and interleaves the queries of concurrent requests, so all
 * connections' requests finish together at about connections x the service time: a slow row may
 * complete nothing in a short run. Such a row is measured again by count instead of by time.
 */
const MIN_REQUESTS = 2 * connections;

async function measure(base: string, c: Case): Promise<Row> {
  const answers = await verify(base, c);
  const headers = { access_token: c.token, ...(c.body ? { 'content-type': 'application/json' } : {}) };
  let next = 0;
  const run = (limit: { duration: number } | { amount: number }) =>
    autocannon({
      url: base,
      connections,
      ...limit,
      method: c.method,
      headers,
      ...(c.body ? { body: JSON.stringify(c.body) } : {}),
      // One request whose path (and body, when there are several) moves on each time, shared by all connections.
      requests: [
        {
          setupRequest: (req) => {
            const i = next++;
            return { ...req, path: c.paths[i % c.paths.length]!, ...(c.bodies ? { body: JSON.stringify(c.bodies[i % c.bodies.length]) } : {}) };
          },
        },
      ],
    });
  let r = await run({ duration: seconds });
  // The requests cut off at the end may still be running on the server: this waits for them too.
  await verify(base, { ...c, paths: c.paths.slice(0, 1) });
  const byCount = r.requests.total < MIN_REQUESTS;
  if (byCount) {
    r = await run({ amount: MIN_REQUESTS });
    await verify(base, { ...c, paths: c.paths.slice(0, 1) });
  }
  return {
    request: c.name,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: +(r.requests.total / r.duration).toFixed(1),
    errors: r.errors + r.timeouts + r.non2xx,
    requests: `${r.requests.total}${byCount ? ' (by count)' : ''}`,
    answers: describe(answers),
  };
}

async function login(base: string, username: string): Promise<string> {
  const res = await fetch(
    `${base}/api/admin/admin_sys_user/login?username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  );
  const env = (await res.json()) as { code: number; message: string; result: { token: string } };
  if (env.code !== 200) throw new Error(`sign-in as ${username} failed: ${env.message}`);
  return env.result.token;
}

const LIST = '/api/admin/contract/queryPage';
const PROCUREMENT: ContractListQueryInput['category'] = ['procurementGoods', 'procurementServices', 'procurementWorks'];
/** 100 thousand to 10 million yuan. */
const AMOUNTS = { amountMinFen: 10_000_000, amountMaxFen: 1_000_000_000 };

/** The contracts with the longest history (the detail row rotates over them). */
const longestHistories = (db: Db) =>
  queryRows<{ id: number }>(
    db,
    sql`select contract_id as id from status_history where contract_id is not null
        group by contract_id order by count(*) desc, contract_id limit ${DETAIL_IDS}`,
  );

async function measureSize(base: string, detailIds: { id: number }[], tokens: { admin: string; clerk: string }, contracts: number): Promise<Row[]> {
  const lastPage = Math.ceil(contracts / PAGE);
  const list = (name: string, body: ContractListQueryInput, token = tokens.admin): Case => ({
    name,
    token,
    method: 'POST',
    paths: [LIST],
    body: { size: PAGE, ...body },
  });
  const cases: Case[] = [
    list('list p1, default order (updatedAt desc)', { current: 1 }),
    list('list view underway + 3 categories + amount range, amount desc', {
      view: 'underway',
      category: PROCUREMENT,
      ...AMOUNTS,
      sortField: 'amountFen',
      sortOrder: 'desc',
    }),
    list('list view execute + 3 categories + amount range, amount desc', {
      view: 'execute',
      category: PROCUREMENT,
      ...AMOUNTS,
      sortField: 'amountFen',
      sortOrder: 'desc',
    }),
    list('list keyword "采购" (name or code)', { keyword: '采购' }),
    list('list as clerk (unit scope), signDate desc', { sortField: 'signDate', sortOrder: 'desc' }, tokens.clerk),
    list(`list p100 (offset ${99 * PAGE})`, { current: 100 }),
    list(`list last page p${lastPage} (offset ${(lastPage - 1) * PAGE})`, { current: lastPage }),
    // More pages than the server keeps (auth-cache.ts listPages: 2000), in turn: every request reads the database.
    ...(lastPage >= 2 * UNCACHED_PAGES
      ? [
          {
            ...list(`list pages 1-${UNCACHED_PAGES} in turn (each read anew: more than the page cache keeps)`, { current: 1 }),
            bodies: Array.from({ length: UNCACHED_PAGES }, (_, i) => ({ size: PAGE, current: i + 1 })),
          },
        ]
      : []),
    {
      name: `detail, ${detailIds.length} longest histories in turn`,
      token: tokens.admin,
      method: 'GET',
      paths: detailIds.map((r) => `/api/admin/contract/detail?id=${r.id}`),
    },
  ];
  const rows: Row[] = [];
  for (const c of cases) rows.push(await measure(base, c));
  return rows;
}

// ---------------------------------------------------------------- one database, both sizes
interface Run {
  database: string;
  version: string;
  contracts: number;
  /** What was loaded for this size (the demo data, or generated contracts added to it), then maintenance. */
  loaded: string;
  /** How long the load took. */
  seedMs: number;
  rows: Row[];
}

const countContracts = async (db: Db) =>
  Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from contracts`))[0]?.n ?? 0);

/**
 * What a running server's database looks like after a load. PostgreSQL: autovacuum soon vacuums and
 * analyses a table that took many inserts, so do it now rather than at a random moment mid-run.
 * PGlite has no autovacuum: nothing ever vacuums or analyses it, so it is measured as it is, unless
 * BENCH_PGLITE_VACUUM=1 (to see what a maintenance step would give).
 */
async function maintain(db: Db, kind: 'pglite' | 'postgres'): Promise<string> {
  if (kind === 'pglite' && !pgliteVacuum) return 'no vacuum/analyze';
  const t = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  return `vacuum (analyze) ${secs(performance.now() - t)}`;
}

/**
 * Starts the server on the database in its own process (server/main.ts, as `npm start` runs it: the
 * load generator does not share its event loop), signs in admin and clerk, measures, and stops it.
 */
async function measureServer(label: string, env: Record<string, string>, detailIds: { id: number }[], contracts: number): Promise<Row[]> {
  const server = await startServerProcess(label, env);
  const stop = defer(`stop the ${label} server`, server.stop);
  const tokens = { admin: await login(server.url, 'admin'), clerk: await login(server.url, 'clerk') };
  log(`${label}, ${contracts} contracts: measuring (${seconds} s per row)...`);
  const rows = await measureSize(server.url, detailIds, tokens, contracts);
  await stop();
  return rows;
}

async function benchDatabase(label: string, databaseUrl: string | undefined, runs: Run[]): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-bench-'));
  defer(`remove ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'db'),
    FILES_DIR: path.join(dir, 'files'),
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let database = await openDatabase(config);
  let closeDb = defer(`close ${label}`, () => database.close());
  const db = () => database.db;
  const [v] = await queryRows<{ v: string }>(db(), sql`select current_setting('server_version') as v`);
  const version = `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${v?.v ?? '?'}`;

  const sizes = skipLarge ? [0] : [0, largeSize];
  for (const size of sizes) {
    const before = size ? await countContracts(db()) : 0;
    const add = size - before;
    if (size && add <= 0) continue;
    log(size ? `${label}: adding ${add} generated contracts...` : `${label}: loading the demo data...`);
    const t = performance.now();
    if (!size) await seedDemo(db(), config);
    else {
      await seedContracts(db(), {
        count: add,
        seed: DEMO_CONTRACT_SEED + 1 + before,
        batchSize: 5000,
        batchTransactions: true,
        onBatch: (done) => {
          if (done % 20_000 === 0 || done === add) log(`${label}: ${done} / ${add} (${secs(performance.now() - t)})`);
        },
      });
    }
    const seedMs = Math.round(performance.now() - t);
    const loaded = `${size ? `${add} generated contracts added` : 'the demo data'} in ${secs(seedMs)}, ${await maintain(db(), database.kind)}`;
    const contracts = await countContracts(db());
    const detailIds = await longestHistories(db());
    // The server process opens the database itself (PGlite: one process at a time), then it is reopened here.
    await closeDb();
    const env = { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: config.dataDir }), FILES_DIR: config.filesDir, SEED_DEMO: '0' };
    const rows = await measureServer(label, env, detailIds, contracts);
    database = await openDatabase(config);
    closeDb = defer(`close ${label}`, () => database.close());
    runs.push({ database: label, version, contracts, loaded, seedMs, rows });
  }
  await closeDb();
}

// ---------------------------------------------------------------- main
function printRun(run: Run): void {
  console.log(`\n${run.database} (${run.version}), ${run.contracts} contracts (${run.loaded}):`);
  console.table(
    run.rows.map((r) => ({
      request: r.request,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'req/s': r.rps,
      errors: r.errors,
      done: r.requests,
      answer: r.answers,
    })),
  );
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  const runs: Run[] = [];
  const skipped: string[] = [];
  const failures: string[] = [];
  const attempt = async (label: string, go: () => Promise<void>) => {
    try {
      await go();
    } catch (e) {
      failures.push(`${label}: ${(e as Error).message}`);
      console.error(`[bench:contracts] ${label} FAILED: ${(e as Error).stack ?? e}`);
    } finally {
      await undoAll();
    }
  };

  await attempt('PGlite', () => benchDatabase('PGlite', undefined, runs));

  const given = process.env.BENCH_PG_URL || process.env.DATABASE_URL;
  const bin = given ? null : postgresBin();
  if (skipPg) skipped.push('PostgreSQL: skipped (BENCH_SKIP_PG=1)');
  else if (!given && !bin) {
    skipped.push('PostgreSQL: skipped (no BENCH_PG_URL or DATABASE_URL, and no initdb to start a throwaway cluster)');
  } else {
    const label = given ? 'PostgreSQL (given server)' : 'PostgreSQL (throwaway cluster)';
    await attempt(label, async () => benchDatabase(label, await freshDatabase(given ?? (await startCluster(bin!))), runs));
  }

  const cores = os.cpus().length;
  const load = `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`;
  console.log(`\nContract list (page ${PAGE}) and detail: autocannon, ${connections} connections, ${seconds} s per row, loopback, ${cores} cores, ${load}.`);
  console.log('PostgreSQL is vacuumed and analysed after each load, as autovacuum would; PGlite has no autovacuum and is measured as it is (BENCH_PGLITE_VACUUM=1 to vacuum it too).');
  for (const run of runs) printRun(run);
  for (const s of skipped) console.log(`\n${s}`);
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    'bench-results/contracts.json',
    JSON.stringify({ at: new Date().toISOString(), seconds, connections, cores, load, runs, skipped, failures }, null, 2),
  );
  log('wrote bench-results/contracts.json');
  if (failures.length) {
    for (const f of failures) console.error(`[bench:contracts] FAILED ${f}`);
    process.exit(1);
  }
}

main().catch(async (e: unknown) => {
  console.error(e);
  await undoAll();
  process.exit(1);
});
