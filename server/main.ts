/**
 * `npm start`: builds the front end if needed, opens the database (PGlite under DATA_DIR with an
 * exclusive lock, or PostgreSQL at DATABASE_URL), applies migrations, loads the demo data into an
 * empty database, brings untouched screens to the current default layouts, and serves the app and
 * the APIs until SIGINT or SIGTERM.
 */
import { buildApp } from './app';
import { buildIfStale } from './build-if-stale';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { startChangeEvents } from './events/live';
import { type JobsHandle, startJobs } from './jobs/runner';
import { upgradeDefaultScreens } from './modules/screens/store';
import { insertNoticeDays } from './seed/calendar';
import { warmStats } from './modules/stats';
import { isEmpty, seedDemo, seedInitialAdmin } from './seed';
import { insertAddedMenus } from './seed/menus';

const log = (msg: string) => console.log(`[server] ${msg}`);

async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  let unlock = () => {};
  if (embedded && config.dataDir !== 'memory://') {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (e) {
      if (e instanceof DataDirLockedError) {
        console.error(`[server] ${e.message}`);
        process.exit(1);
      }
      throw e;
    }
  }
  try {
    if (process.env.SKIP_BUILD !== '1') await buildIfStale(process.cwd(), config.distDir, log);
    log(embedded ? `Opening the embedded database in ${config.dataDir}` : 'Connecting to PostgreSQL (DATABASE_URL)');
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
    // Menu pages added since the database was seeded (the working-day calendar): entered and granted.
    const menusAdded = await insertAddedMenus(database.db);
    if (menusAdded.length) log(`Menu entries added: ${menusAdded.join(', ')}`);
    // A database from before the working-day calendar: the notices' holidays and adjusted working days.
    const entered = await insertNoticeDays(database.db);
    if (entered.length) log(`Working-day calendar: entered the State Council's notices for ${entered.join(', ')}.`);
    // Change events (live sync); across processes through LISTEN/NOTIFY when on PostgreSQL.
    const live = startChangeEvents(database, {
      databaseUrl: config.databaseUrl,
      log: { info: log, error: (m) => console.error(`[server] ${m}`) },
    });
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
        unlock();
        log('Stopped cleanly.');
        process.exit(0);
      }
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    // The screens' statistics before the server says it is ready, so the first wall after a start is
    // answered from memory (seconds at 100 000 contracts; a failure is logged and the first batch loads them).
    const warmStarted = performance.now();
    await warmStats(database.db).then(
      () => log(`Statistics loaded in ${Math.round(performance.now() - warmStarted)} ms`),
      (err: unknown) => console.error('[server] stats warm-up failed', err),
    );
    await app.listen({ host: config.host, port: config.port });
    log(`Ready at http://${config.host}:${(app.server.address() as { port: number }).port}`);
    // After listening (never in buildApp): the daily risk sweep, unless JOBS=0.
    jobs = startJobs({ db: database.db, config, log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) } });
  } catch (e) {
    unlock();
    throw e;
  }
}

main().catch((e: unknown) => {
  console.error(`[server] Failed to start: ${(e as Error).message}`);
  process.exit(1);
});
