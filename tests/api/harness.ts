/**
 * Starts the real server in-process on its own copy of the seeded demo database (in-memory PGlite
 * loaded from the run's snapshot, or a database copied from the run's template on the PostgreSQL
 * server at DATABASE_URL: tests/api/seed-snapshot.ts), listens on a free loopback port, and gives the
 * tests plain HTTP helpers. Every test file gets its own database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope } from '../../src/domain/envelope';
import { backendOfToken, wrongBaseOf } from '../../src/domain/session';
import type { Ticket, TicketIssueInput } from '../../src/domain/tickets';
import { type App, buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { users } from '../../server/db/schema';
import { copyOf, type SeedName } from './seed-snapshot';

export const DEMO_PASSWORD = 'Demo@2026';

export interface TestServer {
  url: string;
  app: App;
  db: Database['db'];
  config: ServerConfig;
  /**
   * Signs in a demo account and returns its token: on /api/admin, or (like the app) on the base the
   * server names for a counterpart user or legal adviser.
   */
  login(username: string, password?: string): Promise<string>;
  /**
   * Calls an API path under the token's own base (/api/admin without a token; the base a token's
   * prefix names otherwise, as the app does), or an absolute /api/... path, and returns the parsed answer.
   */
  call<T = unknown>(method: string, apiPath: string, opts?: CallOptions): Promise<Reply<T>>;
  /** A 60-second link ticket of the token's session (POST sys_ticket/issue on its base). */
  ticket(token: string, input: TicketIssueInput): Promise<Ticket>;
  /** The id of the user with this username (throws when there is none). */
  userId(username: string): Promise<number>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string | undefined;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export async function startTestServer(env: Record<string, string> = {}, options: { seed?: SeedName } = {}): Promise<TestServer> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-files-'));
  // A copy of the seeded database of this run (seed-snapshot.ts), and of its stored files.
  const snapshot = inject('seedSnapshots')[options.seed ?? 'demo'];
  fs.cpSync(snapshot.filesDir, filesDir, { recursive: true });
  const copy = await copyOf(snapshot, process.env.DATABASE_URL);
  const config = loadConfig({
    FILES_DIR: filesDir,
    LOG_LEVEL: 'silent',
    // Every answer of a route that declares its response is checked against it (server/http/answers.ts).
    CHECK_ANSWERS: '1',
    ...copy.env,
    ...env,
  });
  const database = await openDatabase({ ...config, loadDataDir: copy.loadDataDir });
  const app = await buildApp({ db: database.db, config, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const call = async <T>(method: string, apiPath: string, opts: CallOptions = {}): Promise<Reply<T>> => {
    const base = backendOfToken(opts.token);
    const full = new URL(apiPath.startsWith('/api/') ? apiPath : `/api/${base}/${apiPath.replace(/^\//, '')}`, url);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) full.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.access_token = opts.token;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(full, { method, headers, body });
    const text = await res.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      parsed = { code: -1, message: text, result: undefined as T };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  return {
    url,
    app,
    db: database.db,
    config,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const query = { username, password };
      let r = await call<{ token: string }>('POST', '/api/admin/admin_sys_user/login', { query });
      const other = wrongBaseOf(r.body.result);
      if (r.body.code === 500 && other) r = await call('POST', `/api/${other}/admin_sys_user/login`, { query });
      if (r.body.code !== 200) throw new Error(`login ${username} failed: ${r.body.message}`);
      return r.body.result.token;
    },
    async ticket(token, input) {
      const r = await call<Ticket>('POST', 'sys_ticket/issue', { token, body: input });
      if (r.body.code !== 200) throw new Error(`ticket ${JSON.stringify(input)} refused: ${r.body.message}`);
      return r.body.result;
    },
    async userId(username) {
      const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      if (!row) throw new Error(`no user ${username}`);
      return row.id;
    },
    async close() {
      await app.close();
      await database.close();
      await copy.drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
