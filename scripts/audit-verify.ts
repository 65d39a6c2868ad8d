/**
 * `npm run audit:verify`: checks the security audit log's hash chain in the database the server uses
 * (the same environment as npm start: DATA_DIR for the embedded database, DATABASE_URL for
 * PostgreSQL). Prints the records checked and, when the chain is broken, the first record that does
 * not hold and why; exits 1 then. Safe while the server runs on PostgreSQL; with the embedded
 * database, stop the server first (its data directory is locked).
 * With file names (`npm run audit:verify -- <AUDIT_ARCHIVE_DIR>/security-audit-*.jsonl.gz`), checks
 * those archive files instead: each record's hash and link, and which hash the file starts and ends at
 * (the next file, or the database's anchor, starts where it ends).
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { lockDataDir } from '../server/db/lock';
import { verifyArchiveFile } from '../server/modules/audit/archive';
import { verifyAuditChain } from '../server/security/audit-chain';

function verifyFiles(files: string[]): void {
  for (const file of files) {
    const r = verifyArchiveFile(file);
    if (r.ok) console.log(`${file}: intact, ${r.checked} records, from ${r.first} to ${r.last}`);
    else {
      console.error(`${file}: BROKEN at record ${r.firstBroken?.id} (${r.firstBroken?.reason === 'link' ? 'not linked to the record before it' : 'content changed'})`);
      process.exitCode = 1;
    }
  }
}

async function main(): Promise<void> {
  const files = process.argv.slice(2);
  if (files.length) return verifyFiles(files);
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
