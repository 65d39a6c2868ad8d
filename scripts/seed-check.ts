/**
 * `npx tsx scripts/seed-check.ts`: loads the demo data into a fresh in-memory database (and, with
 * ADMIN=1, the initial-administrator data set into another), prints the row count of every table and
 * the time taken, and checks that the demo accounts can sign in (password check) and that the
 * operation manual and the seals' images are stored. Exits non-zero when a check fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import * as schema from '../server/db/schema';
import { verifyPassword } from '../server/security/password';
import { seedDemo, seedInitialAdmin } from '../server/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/accounts';
import { MANUAL_STORAGE_KEY, OPERATION_BOOK_KEY } from '../server/seed/manual';

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (v): v is PgTable => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
);

let failed = false;
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

async function main(): Promise<void> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedcheck-'));
  const config = loadConfig({ DATA_DIR: 'memory://', FILES_DIR: filesDir });
  const t0 = performance.now();
  const database = await openDatabase(config);
  const t1 = performance.now();
  await seedDemo(database.db, config);
  const t2 = performance.now();
  console.log(`open + migrate: ${Math.round(t1 - t0)} ms; seedDemo: ${Math.round(t2 - t1)} ms`);
  const db = database.db;
  for (const table of tables) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    console.log(`${getTableName(table).padEnd(22)} ${row?.n}`);
  }

  const users = await db.select().from(schema.users);
  for (const account of DEMO_ACCOUNTS) {
    const user = users.find((u) => u.username === account.username);
    check(!!user && (await verifyPassword(DEMO_PASSWORD, user.passwordHash)), `${account.username} signs in with the demo password`);
  }
  const [cfg] = await db.select().from(schema.sysConfig).where(eq(schema.sysConfig.key, OPERATION_BOOK_KEY));
  const [file] = cfg ? await db.select().from(schema.files).where(eq(schema.files.id, Number(cfg.value))) : [];
  const stored = path.join(filesDir, MANUAL_STORAGE_KEY);
  check(!!file && fs.existsSync(stored) && fs.statSync(stored).size === file.size, 'operation manual stored and registered');
  check(fs.readFileSync(stored).subarray(0, 5).toString() === '%PDF-', 'operation manual is a PDF');
  const sealImages = await db
    .select({ key: schema.files.storageKey, size: schema.files.size, mime: schema.files.mime })
    .from(schema.seals)
    .leftJoin(schema.files, eq(schema.files.id, schema.seals.imageFileId));
  const isStoredPng = (key: string | null, size: number | null) => {
    const where = path.join(filesDir, key ?? '-');
    return fs.existsSync(where) && fs.statSync(where).size === size && fs.readFileSync(where).subarray(1, 4).toString() === 'PNG';
  };
  check(sealImages.length > 0 && sealImages.every((f) => f.mime === 'image/png' && isStoredPng(f.key, f.size)), 'every seal has a stored PNG image');
  await database.close();

  if (process.env.ADMIN === '1') {
    const adminDb = await openDatabase(config);
    const t3 = performance.now();
    await seedInitialAdmin(adminDb.db, config, 'Initial@2026');
    console.log(`seedInitialAdmin: ${Math.round(performance.now() - t3)} ms`);
    const [admin] = await adminDb.db.select().from(schema.users);
    check(!!admin && (await verifyPassword('Initial@2026', admin.passwordHash)), 'initial admin signs in');
    for (const table of [schema.menus, schema.roles, schema.rolePermissions, schema.roleMenus, schema.files, schema.units]) {
      const [row] = await adminDb.db.select({ n: sql<number>`count(*)::int` }).from(table);
      console.log(`${getTableName(table).padEnd(22)} ${row?.n}`);
    }
    await adminDb.close();
  }
  fs.rmSync(filesDir, { recursive: true, force: true });
  if (failed) process.exit(1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
