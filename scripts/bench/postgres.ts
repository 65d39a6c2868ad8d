/**
 * What the benchmarks share: clean-up that runs even on failure or Ctrl-C (defer, undoAll), and a
 * PostgreSQL to measure on (a throwaway cluster when initdb is installed, a fresh database on it).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

// ---------------------------------------------------------------- clean-up, even on failure
/** What to undo, newest first: on the normal path, on an error, and on Ctrl-C. */
const undoStack: { what: string; run: () => unknown }[] = [];

/** Registers an undo step; the returned function runs it now (once) and forgets it. */
export function defer(what: string, run: () => unknown): () => Promise<void> {
  const step = { what, run };
  undoStack.push(step);
  return async () => {
    const i = undoStack.indexOf(step);
    if (i < 0) return;
    undoStack.splice(i, 1);
    await step.run();
  };
}

export async function undoAll(): Promise<void> {
  for (let step = undoStack.pop(); step; step = undoStack.pop()) {
    try {
      await step.run();
    } catch (e) {
      console.error(`[bench] clean-up "${step.what}" failed: ${(e as Error).message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: cleaning up...`);
    void undoAll().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------- PostgreSQL
const asPostgresUser = () => process.getuid?.() === 0;

/** Runs a PostgreSQL tool (as the postgres user when we are root, as initdb refuses root). */
function pgTool(bin: string, args: string[]): void {
  const [cmd, argv] = asPostgresUser() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(bin)} failed: ${(r.stderr || r.stdout || String(r.error)).trim()}`);
}

/** The newest /usr/lib/postgresql/N/bin, else the directory of an initdb on PATH. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length) return path.join(root, versions.at(-1)!, 'bin');
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? path.dirname(fs.realpathSync(which.stdout.trim())) : null;
}


/** A throwaway cluster in a temp dir (fsync off, as .ci/run), stopped and removed by undoAll. */
export async function startCluster(bin: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  defer('remove the cluster directory', () => fs.rmSync(dir, { recursive: true, force: true }));
  if (asPostgresUser()) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  pgTool(path.join(bin, 'initdb'), ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  // Registered first: a start that fails half-way may still leave a server running.
  defer('stop the cluster', () => {
    if (fs.existsSync(`${dir}/data/postmaster.pid`)) pgTool(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
  });
  pgTool(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', opts, 'start']);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** A new database on the server at `url` (dropped by undoAll); returns its URL. */
export async function freshDatabase(url: string): Promise<string> {
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  defer(`drop database ${name}`, () => run(`drop database if exists ${name} with (force)`));
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

