/**
 * `npm run seed:large -- --contracts N`: fills the database the server would open (DATA_DIR, or
 * DATABASE_URL) with N more generated contracts (default 100000) and every row their status implies,
 * in batches, printing progress and the total time. An empty database first gets the demo data set
 * (with its ~2000 contracts); an existing one is added to. Refuses to run while a server holds the
 * data directory. Options: --contracts N, --batch N (contracts per transaction, default 5000),
 * --seed N (default: derived from the number of contracts already there, so reruns add new ones).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase, queryRows } from '../server/db/client';
import { DataDirLockedError, lockDataDir } from '../server/db/lock';
import { isEmpty, seedDemo } from '../server/seed';
import { DEMO_CONTRACT_SEED, seedContracts } from '../server/seed/contracts';
import { seedContractDrafts } from '../server/seed/contract-drafts';
import { seedDecisionMinutes } from '../server/seed/decision-minutes';
import { SERIAL_TABLE_NAMES } from '../server/seed/contracts/load-world';

const log = (msg: string) => console.log(`[seed:large] ${msg}`);

function option(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const raw = args[i]!.includes('=') ? args[i]!.split('=')[1] : args[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number, got ${raw}`);
  return n;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const count = option('contracts', 100_000);
  const batchSize = Math.max(1, option('batch', 5000));
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  if (embedded && config.dataDir === 'memory://') throw new Error('DATA_DIR=memory:// would be thrown away: point DATA_DIR at a directory.');
  let unlock = () => {};
  if (embedded) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (e) {
      if (e instanceof DataDirLockedError) {
        console.error(`[seed:large] ${e.message}`);
        process.exit(1);
      }
      throw e;
    }
  }
  const t0 = performance.now();
  try {
    log(embedded ? `Opening the embedded database in ${config.dataDir}` : 'Connecting to PostgreSQL (DATABASE_URL)');
    const database = await openDatabase(config);
    const db = database.db;
    try {
      if (await isEmpty(db)) {
        log('Empty database: loading the demo data first...');
        const t = performance.now();
        await seedDemo(db, config);
        log(`Demo data loaded in ${seconds(performance.now() - t)}.`);
      }
      const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from contracts`);
      const before = Number(existing?.n ?? 0);
      const seed = option('seed', DEMO_CONTRACT_SEED + 1 + before);
      log(`${before} contracts already there; adding ${count} in batches of ${batchSize} (seed ${seed})...`);
      const t = performance.now();
      const result = await seedContracts(db, {
        count,
        seed,
        batchSize,
        batchTransactions: true,
        onBatch: (done, rows) => {
          const elapsed = performance.now() - t;
          const rate = Math.round(done / (elapsed / 1000));
          log(`${done} / ${count} contracts, ${rows} rows, ${seconds(elapsed)} (${rate} contracts/s)`);
        },
      });
      log(`Added ${result.contracts} contracts (${result.rows} rows) in ${seconds(performance.now() - t)}.`);
      // Minutes for the new collective decisions: one files row each in a single statement, one stored PDF.
      const tm = performance.now();
      const minutes = await seedDecisionMinutes(db, config);
      log(`Gave ${minutes} collective decisions their minutes in ${seconds(performance.now() - tm)}.`);
      const td = performance.now();
      const drafts = await seedContractDrafts(db, config);
      log(`Gave ${drafts} contracts their drafts in ${seconds(performance.now() - td)}.`);
      // PGlite has no autovacuum: without fresh statistics the planner scans and sorts whole tables.
      const tv = performance.now();
      await db.execute(sql`vacuum (analyze)`);
      log(`Vacuumed and analysed in ${seconds(performance.now() - tv)}.`);
      const names = ['contracts', ...Object.values(SERIAL_TABLE_NAMES).filter((n) => n !== 'contracts'), 'contract_tags'];
      const counts = await queryRows<Record<string, number>>(
        db,
        sql.raw(`select ${names.map((n) => `(select count(*)::int from ${n}) as "${n}"`).join(', ')}`),
      );
      for (const [name, n] of Object.entries(counts[0] ?? {})) log(`  ${name.padEnd(20)} ${n}`);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
  log(`Done in ${seconds(performance.now() - t0)}.`);
}

main().catch((e: unknown) => {
  console.error(`[seed:large] Failed: ${(e as Error).message}`);
  process.exit(1);
});
