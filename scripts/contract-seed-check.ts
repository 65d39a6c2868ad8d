/**
 * `npx tsx scripts/contract-seed-check.ts [--runs N] [--existing]`: loads the demo data into a fresh
 * in-memory database (N times, default 1) and prints how long seedDemo takes (wall and CPU), then
 * checks the generated contracts with SQL: each contract's trail ends at its status, serial
 * sequences continue after the seeded ids, supplements have parents, red contracts have open red
 * flags, and every demo account has work waiting. With --existing it checks the database the server
 * would open (DATA_DIR or DATABASE_URL) instead, e.g. after `npm run seed:large`. Exits non-zero when
 * a check fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { type Db, openDatabase, queryRows } from '../server/db/client';
import { DataDirLockedError, lockDataDir } from '../server/db/lock';
import { seedDemo } from '../server/seed';
import { SERIAL_TABLE_NAMES } from '../server/seed/contracts/load-world';

let failed = false;
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

const one = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T> => (await queryRows<T>(db, query))[0]!;
const n = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => Number((await one<{ n: unknown }>(db, query)).n);

async function report(db: Db): Promise<void> {
  const groups = async (col: string) =>
    (await queryRows<{ k: string; n: number }>(db, sql.raw(`select ${col} as k, count(*)::int as n from contracts group by 1 order by 2 desc`)))
      .map((r) => `${r.k}:${r.n}`)
      .join(' ');
  console.log(`status   ${await groups('status')}`);
  console.log(`risk     ${await groups('risk_code')}`);
  console.log(`source   ${await groups('source')}   attribute ${await groups('attribute')}`);
  console.log(`category ${await groups('category')}`);
  console.log(`major    ${await groups('is_major')}   fair review ${await groups('needs_fair_review')}`);
}

async function checks(db: Db): Promise<void> {
  const contracts = await n(db, sql`select count(*) as n from contracts`);
  check(contracts > 0, `${contracts} contracts`);
  check(
    (await n(db, sql`select count(*) as n from contracts c where c.status <> (
      select h.to_status from status_history h where h.contract_id = c.id order by h.at desc, h.id desc limit 1)`)) === 0,
    'every contract trail ends at its status',
  );
  check((await n(db, sql`select count(*) as n from contracts c where not exists (select 1 from contract_parties p where p.contract_id = c.id and p.kind = 'unit')`)) === 0, 'every contract has our unit as a party');
  check(
    (await n(db, sql`select count(*) as n from contracts c where c.attribute = 'supplementary' and not exists (select 1 from contracts p where p.id = c.parent_id)`)) === 0,
    'every supplementary agreement has its parent',
  );
  check(
    (await n(db, sql`select count(*) as n from contracts c where c.risk_code = 'red' and not exists (select 1 from risk_flags f where f.contract_id = c.id and f.level = 'red' and f.cleared_at is null)`)) === 0,
    'every red contract has an open red flag',
  );
  check((await n(db, sql`select count(*) - count(distinct code) as n from contracts`)) === 0, 'unified codes are unique');
  check(
    (await n(db, sql`select count(*) - count(distinct filing_no) as n from filings where filing_no is not null`)) === 0,
    'filing numbers are unique',
  );
  for (const name of Object.values(SERIAL_TABLE_NAMES)) {
    const row = await one<{ max: unknown; last: unknown; called: boolean }>(
      db,
      sql.raw(`select (select max(id) from ${name}) as max, last_value as last, is_called as called from ${name}_id_seq`),
    );
    const ok = row.max === null ? true : Number(row.last) >= Number(row.max) && row.called;
    check(ok, `${name}: the id sequence continues after ${row.max ?? 'no rows'}`);
  }
  const user = async (username: string) => n(db, sql`select id as n from users where username = ${username}`);
  const unit = async (name: string) => n(db, sql`select id as n from units where unit_name = ${name}`);
  const reviewer = await user('reviewer');
  const leader = await user('leader');
  const lawyer = await user('lawyer');
  const pendingFor = (userId: number, kinds: string[]) =>
    n(db, sql`select count(*) as n from matters where handler_user_id = ${userId} and status = 'pending' and kind in ${kinds}`);
  const finance = await unit('杭州市财政局');
  const phases = await n(db, sql`select count(distinct status) as n from contracts where unit_id = ${finance}`);
  check(phases === 26, `clerk: 杭州市财政局 has contracts in ${phases} of 26 statuses`);
  const reviewerPending = await pendingFor(reviewer, ['validityUnit', 'fairReview']);
  check(reviewerPending >= 3, `reviewer: ${reviewerPending} pending unit-legality / fair-competition reviews`);
  const leaderPending = await pendingFor(leader, ['approval', 'decision']);
  const leaderApprovals = await n(db, sql`select count(*) as n from approvals where approver_id = ${leader} and status = 'pending'`);
  check(leaderPending >= 3 && leaderApprovals >= 2, `leader: ${leaderPending} pending approval / decision matters, ${leaderApprovals} pending approvals`);
  for (const [account, bureau] of [
    ['bureau', '杭州市司法局'],
    ['county', '西湖区司法局'],
  ] as const) {
    const id = await unit(bureau);
    const reviews = await n(db, sql`select count(*) as n from matters where handler_unit_id = ${id} and kind = 'validityJud' and status = 'pending'`);
    const filings = await n(db, sql`select count(*) as n from filings where bureau_unit_id = ${id} and status = 'review'`);
    check(reviews >= 2 && filings >= 2, `${account}: ${reviews} pending bureau reviews, ${filings} filings under review at ${bureau}`);
  }
  const company = await n(
    db,
    sql`select count(distinct p.contract_id) as n from contract_parties p join users u on u.counterpart_id = p.counterpart_id where u.username = 'company'`,
  );
  check(company >= 8, `company: party to ${company} contracts`);
  const lawyerMatters = await n(db, sql`select count(*) as n from matters where handler_user_id = ${lawyer}`);
  check(lawyerMatters >= 3, `lawyer: ${lawyerMatters} matters assigned`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--existing')) {
    const config = loadConfig();
    let unlock = () => {};
    if (!config.databaseUrl && config.dataDir !== 'memory://') {
      try {
        unlock = lockDataDir(config.dataDir);
      } catch (e) {
        if (e instanceof DataDirLockedError) throw new Error(e.message);
        throw e;
      }
    }
    try {
      const database = await openDatabase(config);
      await report(database.db);
      await checks(database.db);
      await database.close();
    } finally {
      unlock();
    }
  } else {
    const runsAt = args.indexOf('--runs');
    const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 1;
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-seed-check-'));
    const config = loadConfig({ DATA_DIR: 'memory://', FILES_DIR: filesDir });
    for (let i = 1; i <= runs; i++) {
      const database = await openDatabase(config);
      const cpu = process.cpuUsage();
      const t = performance.now();
      await seedDemo(database.db, config);
      const used = process.cpuUsage(cpu);
      console.log(
        `run ${i}: seedDemo ${Math.round(performance.now() - t)} ms wall, ${Math.round((used.user + used.system) / 1000)} ms CPU (load average ${os.loadavg()[0]!.toFixed(1)})`,
      );
      if (i === runs) {
        await report(database.db);
        await checks(database.db);
      }
      await database.close();
    }
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
