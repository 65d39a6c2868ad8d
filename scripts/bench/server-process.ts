/**
 * The real server (`server/main.ts`, as `npm start` runs it) in a child process: for the benchmarks,
 * so that the load generator does not share its event loop, and for the tests of several processes
 * on one PostgreSQL (tests/api/scale-out.test.ts). Ready once every worker says so.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import net from 'node:net';

/** A loopback port free now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts the server with `env` on a free loopback port (no build, no jobs); resolves when it is ready. */
export async function startServerProcess(label: string, env: Record<string, string>, timeoutMs = 15 * 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const workers = Number(env.WORKERS ?? 1);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SKIP_BUILD: '1', JOBS: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    let ready = 0;
    const timer = setTimeout(() => reject(new Error(`${label}: not ready in ${timeoutMs / 1000} s:\n${output.join('\n')}`)), timeoutMs);
    const read = (line: string) => {
      output.push(line);
      if (/Ready at /.test(line) && ++ready === workers) {
        clearTimeout(timer);
        resolve();
      }
    };
    readline.createInterface({ input: child.stdout }).on('line', read);
    readline.createInterface({ input: child.stderr }).on('line', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label}: the server ended (code ${code}) before it was ready:\n${output.slice(-20).join('\n')}`));
    });
  });
  await ready.catch(async (e: unknown) => {
    await stop();
    throw e;
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}
