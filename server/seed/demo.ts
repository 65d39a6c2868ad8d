/**
 * The demo data set: the system data (menus, roles, manual) plus Zhejiang areas, judicial bureaus,
 * government bodies, counterparts, legal advisers, seals (with generated seal images), tags, demo
 * accounts (password Demo@2026), their messages, and about 2000 generated contracts with their
 * matters, filings and performance (server/seed/contracts). One transaction, one multi-row
 * statement per table (units: one per tree level; contracts: COPY batches); the password hashes run
 * on the thread pool meanwhile. It runs for every API test file, so it stays fast (see
 * scripts/seed-check.ts).
 */
import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS, hashDemoPasswords, insertAccounts } from './accounts';
import { insertAdvisers } from './advisers';
import { demoContractCount, seedContracts } from './contracts';
import { insertCounterparts } from './counterparts';
import { seedContractDrafts } from './contract-drafts';
import { seedDecisionMinutes } from './decision-minutes';
import { buildMessages, insertMessages } from './messages';
import { insertRegionGeometry } from './region-geometry';
import { buildSealRows, insertSeals } from './seals';
import { seedSystem } from './system';
import { insertTags } from './tags';
import { insertTemplates } from './templates';
import { buildUnitRows, insertUnits } from './units';

/** The accounts that get demo messages, and which kind of messages. */
const MESSAGE_RECIPIENTS = [
  { username: 'admin', kind: 'admin' },
  { username: 'clerk', kind: 'clerk' },
  { username: 'reviewer', kind: 'reviewer' },
  { username: 'leader', kind: 'leader' },
  { username: 'bureau', kind: 'bureau' },
  { username: 'county', kind: 'bureau' },
] as const;

export async function seedDemo(db: Db, config: ServerConfig): Promise<void> {
  // Start the scrypt work first: it runs on libuv's threads while the inserts run.
  const hashing = hashDemoPasswords();
  // Keep a rejected promise from being reported as unhandled while the transaction is still running.
  hashing.catch(() => {});
  const unitRows = buildUnitRows();
  await db.transaction(async (tx) => {
    const { roleIds } = await seedSystem(tx, config);
    const seededUnits = await insertUnits(tx, unitRows);
    // The outlines for the map widget: the province's cities (echarts@4.9.0's data, read from
    // node_modules) and each city's counties (server/seed/geo).
    await insertRegionGeometry(tx, seededUnits.id);
    const counterpartIds = await insertCounterparts(tx);
    await insertSeals(tx, config, buildSealRows(unitRows), seededUnits.id);
    await insertTags(tx);
    await insertTemplates(tx);
    const accounts = await insertAccounts(
      tx,
      {
        roleIds,
        unitId: seededUnits.id,
        counterpartId: (name) => {
          const id = counterpartIds.get(name);
          if (id === undefined) throw new Error(`seed: no counterpart ${name}`);
          return id;
        },
      },
      await hashing,
    );
    const userOfAdviser = new Map(
      DEMO_ACCOUNTS.filter((a) => a.adviser).map((a) => [a.adviser!, accounts.byUsername.get(a.username)!]),
    );
    await insertAdvisers(tx, seededUnits.id, (name) => userOfAdviser.get(name) ?? null);
    await insertMessages(
      tx,
      buildMessages(MESSAGE_RECIPIENTS.map((r) => ({ userId: accounts.byUsername.get(r.username)!, kind: r.kind }))),
    );
    // About 2000 contracts with their whole lifecycle (server/seed/contracts); SEED_CONTRACTS overrides.
    await seedContracts(tx, { count: demoContractCount(), demoQuotas: true });
    // The minutes of their collective decisions (one files row each, one shared placeholder PDF).
    await seedDecisionMinutes(tx, config);
    // Their drafts (one files row and link each, one shared placeholder PDF).
    await seedContractDrafts(tx, config);
  });
  // Fresh statistics for the planner: PGlite has no autovacuum, and without them it guesses badly
  // (full scans and sorts on the contract lists; docs/performance.md).
  await db.execute(sql`analyze`);
}
