/**
 * `npm run audit:verify`: checks the security audit log's hash chain in the database the server uses
 * (the same environment as npm start: DATA_DIR for the embedded database, DATABASE_URL for
 * PostgreSQL). Prints the records checked and, when the chain is broken, the first record that does
 * not hold and why; exits 1 then. Safe while the server runs on PostgreSQL; with the embedded
 * database, stop the server first (its data directory is locked).
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { lockDataDir } from '../server/db/lock';
import { verifyAuditChain } from '../server/modules/audit/chain';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // The embedded database allows one process: refused (with the holder's pid) while the server runs.
  const unlock = !config.databaseUrl && config.dataDir !== 'memory://' ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(config);
  try {
    const result = await verifyAuditChain(database.db);
    if (result.ok) {
      console.log(`security audit chain intact: ${result.checked} records checked`);
    } else {
      const broken = result.firstBroken;
      console.error(
        `security audit chain BROKEN at record ${broken?.id}: ${broken?.reason === 'link' ? 'it does not point to the record before it (one was removed or inserted)' : 'its content was changed'} (${result.checked} records read)`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
