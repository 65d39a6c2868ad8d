/**
 * PGlite has no lock across processes: two servers on one data directory silently lose writes.
 * The server takes this exclusive lock file and refuses to start while another live process holds it.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data directory ${dataDir} is in use by another server process (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isFinite(pid) && pid !== process.pid && alive(pid)) throw new DataDirLockedError(dataDir, pid);
      fs.unlinkSync(file); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
