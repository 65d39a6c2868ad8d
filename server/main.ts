/**
 * `npm start`: builds the front end if needed, opens the database (PGlite under DATA_DIR with an
 * exclusive lock, or PostgreSQL at DATABASE_URL), applies migrations, loads the demo data into an
 * empty database, brings untouched screens to the current default layouts, and serves the app and
 * the APIs until SIGINT or SIGTERM.
 *
 * WORKERS=N (PostgreSQL only): this process prepares the database once, then runs N server processes
 * (node:cluster) that share the port; one that dies is started again. Each worker has its own caches
 * and event stream, kept in step with the others through LISTEN/NOTIFY (docs/deploy.md).
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { buildIfStale } from './build-if-stale';
import { loadConfig, type ServerConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { startChangeEvents } from './events/live';
import { analyzeDatabase, statisticsStale } from './jobs/analyze';
import { type JobsHandle, startJobs } from './jobs/runner';
import { upgradeDefaultScreens } from './modules/screens/store';
import { warmStats } from './modules/stats';
import { isEmpty, seedDemo, seedInitialAdmin } from './seed';
import { insertNoticeDays } from './seed/calendar';
import { insertAddedMenus } from './seed/menus';
import { insertAddedRoles } from './seed/roles';

const who = cluster.isWorker ? `worker ${cluster.worker?.id}` : 'server';
const log = (msg: string) => console.log(`[${who}] ${msg}`);
const fail = (msg: string) => console.error(`[${who}] ${msg}`);

/** Opens the database and brings it up to date: migrations, the demo data or the first administrator, upgrades. */
async function prepareDatabase(config: ServerConfig): Promise<Database> {
  log(config.databaseUrl ? 'Connecting to PostgreSQL (DATABASE_URL)' : `Opening the embedded database in ${config.dataDir}`);
  const database = await openDatabase(config);
  if (await isEmpty(database.db)) {
    if (config.seedDemo) {
      log('Empty database: loading the demo data...');
      await seedDemo(database.db, config);
    } else if (config.adminPassword) {
      await seedInitialAdmin(database.db, config, config.adminPassword);
      log('Empty database: created the initial administrator "admin" from ADMIN_PASSWORD.');
    } else {
      await database.close();
      throw new Error('The database is empty and SEED_DEMO=0: set ADMIN_PASSWORD to create the initial "admin" account.');
    }
  }
  // Screens still on an older default layout (never edited) get the current one.
  const upgraded = await upgradeDefaultScreens(database.db);
  if (upgraded.length) log(`Default screens updated to the current layout: ${upgraded.join(', ')}`);
  // Roles added since the database was seeded (三员分立's three administrators), before the menus they see.
  const rolesAdded = await insertAddedRoles(database.db);
  if (rolesAdded.length) log(`Roles added: ${rolesAdded.join(', ')}`);
  // Menu pages added since the database was seeded (the working-day calendar): entered and granted.
  const menusAdded = await insertAddedMenus(database.db);
  if (menusAdded.length) log(`Menu entries added: ${menusAdded.join(', ')}`);
  // A database from before the working-day calendar: the notices' holidays and adjusted working days.
  const entered = await insertNoticeDays(database.db);
  if (entered.length) log(`Working-day calendar: entered the State Council's notices for ${entered.join(', ')}.`);
  // The planner's statistics, when missing or stale (the embedded database has no autovacuum).
  if (await statisticsStale(database.db)) log(`Planner statistics refreshed (ANALYZE) in ${await analyzeDatabase(database.db)} ms`);
  return database;
}

/** Serves the app on a prepared database until SIGINT or SIGTERM. */
async function serve(config: ServerConfig, database: Database, onStopped: () => void): Promise<void> {
  // Change events (live sync); across processes through LISTEN/NOTIFY when on PostgreSQL.
  const live = startChangeEvents(database, { databaseUrl: config.databaseUrl, log: { info: log, error: fail } });
  const app = await buildApp({ db: database.db, config, events: live.events });
  let jobs: JobsHandle | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await jobs?.stop();
      await app.close();
      await live.close();
      await database.close();
    } finally {
      onStopped();
      log('Stopped cleanly.');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A worker whose primary is gone (killed, crashed) stops too, rather than keep the port as an orphan.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('primary process gone'));
  // The screens' statistics before the server says it is ready, so the first wall after a start is
  // answered from memory (seconds at 100 000 contracts; a failure is logged and the first batch loads them).
  const warmStarted = performance.now();
  await warmStats(database.db).then(
    () => log(`Statistics loaded in ${Math.round(performance.now() - warmStarted)} ms`),
    (err: unknown) => console.error(`[${who}] stats warm-up failed`, err),
  );
  await app.listen({ host: config.host, port: config.port });
  log(`Ready at http://${config.host}:${(app.server.address() as { port: number }).port}`);
  // After listening (never in buildApp): the daily risk sweep, unless JOBS=0 (claimed once per day across processes).
  jobs = startJobs({ db: database.db, config, log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) } });
}

/** WORKERS=N: prepares the database here, then keeps N worker processes serving. */
async function runPrimary(config: ServerConfig): Promise<void> {
  const database = await prepareDatabase(config);
  await database.close();
  log(`Starting ${config.workers} worker processes (WORKERS=${config.workers})`);
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork({ SKIP_BUILD: '1' });
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) {
        log('Stopped cleanly.');
        process.exit(0);
      }
      return;
    }
    fail(`worker ${worker.id} ended (${signal ?? `code ${code}`}); starting another`);
    // A worker that cannot even start would be restarted in a tight loop: wait a little first.
    setTimeout(fork, ranMs < 5000 ? 2000 : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the workers...`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < config.workers; i++) fork();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  if (config.workers > 1 && embedded) {
    throw new Error(
      `WORKERS=${config.workers} needs PostgreSQL (DATABASE_URL): the embedded database is opened by one process only. ` +
        'Unset WORKERS, or set DATABASE_URL (docs/deploy.md).',
    );
  }
  if (cluster.isWorker) {
    // The primary prepared the database; a worker opens it and serves.
    await serve(config, await openDatabase(config), () => {});
    return;
  }
  if (process.env.SKIP_BUILD !== '1') await buildIfStale(process.cwd(), config.distDir, log);
  if (config.workers > 1) return runPrimary(config);
  let unlock = () => {};
  if (embedded && config.dataDir !== 'memory://') {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (e) {
      if (e instanceof DataDirLockedError) {
        fail(e.message);
        process.exit(1);
      }
      throw e;
    }
  }
  try {
    await serve(config, await prepareDatabase(config), unlock);
  } catch (e) {
    unlock();
    throw e;
  }
}

main().catch((e: unknown) => {
  fail(`Failed to start: ${(e as Error).message}`);
  process.exit(1);
});
