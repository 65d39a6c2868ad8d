/**
 * Live sync over real HTTP (server/events, docs/live-sync.md): the event stream opens with a ready
 * event; a contract the clerk registers arrives as a change within a second for the clerk and the
 * city bureau, never for staff of another area nor for a counterpart user; a bad token is refused
 * with 401; heartbeats come on time; the per-user limit closes the oldest stream; 100 connections
 * opened and dropped leave no bus listener behind. With DATABASE_URL (CI runs the API suite on
 * PostgreSQL too) the LISTEN/NOTIFY bridge is tested with two buses on two connections.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, type Db, openDatabase } from '../../server/db/client';
import { counterparts, units } from '../../server/db/schema';
import { type Change, type ChangeBus, createChangeBus } from '../../server/events/bus';
import { type PgBridge, startPgBridge } from '../../server/events/pg-bridge';
import { openStreamCount, streamSettings } from '../../server/events/stream';
import { seedDemo } from '../../server/seed';
import type { WriteResult } from '../../src/domain/contract-write';
import type { ProjectWriteResult } from '../../src/domain/project-api';
import type { Screen } from '../../src/domain/screen';
import type { ScreenShareLink } from '../../src/domain/screen-api';
import { changeOf, isReady, type OpenStream, openEventStream, view } from './sse';

const PASSWORD = 'Demo@2026';
const PG_URL = process.env.DATABASE_URL;

let app: App;
let database: Database;
let bus: ChangeBus;
let base: string;
let dropDb: (() => Promise<void>) | undefined;
let filesDir: string;
const tokens: Record<string, string> = {};
let counterpartId: number;

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_live_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function call<T>(method: string, apiPath: string, token: string | undefined, body?: unknown): Promise<{ status: number; code: number; result: T }> {
  const headers: Record<string, string> = {};
  if (token) headers.access_token = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${apiPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { code: number; result: T };
  return { status: res.status, code: json.code, result: json.result };
}

async function login(username: string): Promise<string> {
  const path = (b: string) => `/api/${b}/admin_sys_user/login?username=${username}&password=${encodeURIComponent(PASSWORD)}`;
  let r = await call<{ token: string; base?: string }>('POST', path('admin'), undefined);
  // A counterpart user or legal adviser signs in on their own base.
  if (r.code === 500 && r.result.base) r = await call('POST', path(r.result.base), undefined);
  if (r.code !== 200) throw new Error(`login ${username} failed`);
  return r.result.token;
}

/** A fresh `events` ticket of a session (what the app's EventSource opens the stream with). */
async function eventsTicket(token: string, basePath: string): Promise<string> {
  const r = await call<{ ticket: string }>('POST', `${basePath}/sys_ticket/issue`, token, { purpose: 'events' });
  if (r.code !== 200) throw new Error('no events ticket');
  return r.result.ticket;
}

// ---------------------------------------------------------------- reading a stream
/**
 * Opens a stream: a session's (events/stream) with an `events` ticket in the URL, as the app's
 * EventSource does; a shared screen's (screen-share/events) with the share token.
 */
async function openStream(token: string | undefined, basePath = '/api/admin', streamPath = 'events/stream'): Promise<OpenStream> {
  const query =
    token === undefined
      ? ''
      : streamPath === 'events/stream'
        ? `?ticket=${encodeURIComponent(await eventsTicket(token, basePath))}`
        : `?token=${encodeURIComponent(token)}`;
  const url = `${base}${basePath}/${streamPath}${query}`;
  return openEventStream(url);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(cond: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await sleep(20);
  }
}

async function registerContract(name: string): Promise<WriteResult> {
  const r = await call<WriteResult>('POST', '/api/admin/contract/register', tokens.clerk, {
    name,
    category: 'procurementServices',
    amountFen: 1_000_000,
    counterparts: [{ counterpartId, role: 'B' }],
    submit: true,
  });
  expect(r.code).toBe(200);
  return r.result;
}

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-sync-files-'));
  const fresh = PG_URL ? await freshPostgres(PG_URL) : undefined;
  dropDb = fresh?.drop;
  const config = loadConfig({ DATA_DIR: 'memory://', FILES_DIR: filesDir, LOG_LEVEL: 'silent', ...(fresh ? { DATABASE_URL: fresh.url } : {}) });
  database = await openDatabase(config);
  await seedDemo(database.db, config);
  bus = createChangeBus();
  app = await buildApp({ db: database.db, config, logger: false, events: bus });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  for (const u of ['clerk', 'bureau', 'county', 'company', 'lawyer', 'admin']) tokens[u] = await login(u);
  const cps = await database.db.select().from(counterparts);
  counterpartId = cps.find((c) => c.name === '浙江之江建设集团有限公司')!.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropDb?.();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('the event stream', () => {
  it('opens as text/event-stream with a ready event and a retry hint', async () => {
    const s = await openStream(tokens.clerk);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('cache-control')).toContain('no-cache');
    const ready = await s.next(isReady);
    expect(ready.retry).toBe(streamSettings.retryMs);
    expect(JSON.parse(ready.data)).toMatchObject({ heartbeatMs: streamSettings.heartbeatMs });
    s.close();
  });

  it('is served on the company and lawyer bases too', async () => {
    for (const [user, b] of [
      ['company', '/api/company'],
      ['lawyer', '/api/lawyer'],
    ] as const) {
      const s = await openStream(tokens[user], b);
      expect(s.status).toBe(200);
      await s.next(isReady);
      s.close();
    }
  });

  it('refuses a missing or unknown ticket, and the session token itself, in the URL with HTTP 401 and the envelope', async () => {
    for (const query of ['', '?ticket=not-a-ticket', `?token=${encodeURIComponent(tokens.clerk!)}`, `?ticket=${encodeURIComponent(tokens.clerk!)}`]) {
      const res = await fetch(`${base}/api/admin/events/stream${query}`);
      expect(res.status, query).toBe(401);
      expect(((await res.json()) as { code: number }).code).toBe(401);
    }
    // A ticket of one base does not open another base's stream.
    const ticket = await eventsTicket(tokens.company!, '/api/company');
    expect((await fetch(`${base}/api/admin/events/stream?ticket=${encodeURIComponent(ticket)}`)).status).toBe(401);
  });

  it('tells the clerk and the city bureau about a registered contract within a second, not the county bureau nor a counterpart user', async () => {
    const clerk = await openStream(tokens.clerk);
    const bureau = await openStream(tokens.bureau);
    const county = await openStream(tokens.county);
    const company = await openStream(tokens.company, '/api/company');
    const admin = await openStream(tokens.admin);
    await Promise.all([clerk, bureau, county, company, admin].map((s) => s.next(isReady)));

    const c = await registerContract('实时同步测试合同');
    // Published after the commit, before the answer: each stream has it within a second.
    const [forClerk, forBureau] = await Promise.all([clerk.next(changeOf('contract', c.id), 1000), bureau.next(changeOf('contract', c.id), 1000)]);
    expect(view(forClerk)).toEqual({ kind: 'contract', ids: [c.id], at: expect.any(String) });
    expect(view(forBureau).ids).toEqual([c.id]);
    await admin.next(changeOf('contract', c.id));

    await sleep(300);
    expect(county.events.filter((e) => e.event === 'change' && view(e).kind === 'contract')).toEqual([]);
    expect(company.events.filter((e) => e.event === 'change' && view(e).kind === 'contract')).toEqual([]);
    for (const s of [clerk, bureau, county, company, admin]) s.close();
  });

  it('sends a change without a place to everyone, without its ids', async () => {
    const county = await openStream(tokens.county);
    const admin = await openStream(tokens.admin);
    await Promise.all([county.next(isReady), admin.next(isReady)]);
    bus.publish({ kind: 'matter', ids: [42], unitId: null, areaId: null });
    expect(view(await county.next(changeOf('matter')))).toMatchObject({ kind: 'matter', ids: [] });
    expect(view(await admin.next(changeOf('matter')))).toMatchObject({ kind: 'matter', ids: [42] });
    county.close();
    admin.close();
  });

  it('announces project writes in the project’s unit', async () => {
    const clerk = await openStream(tokens.clerk);
    const county = await openStream(tokens.county);
    await Promise.all([clerk.next(isReady), county.next(isReady)]);
    const r = await call<ProjectWriteResult>('POST', '/api/admin/project/register', tokens.clerk, { name: '实时同步测试项目', category: 'procurementGoods' });
    expect(r.code).toBe(200);
    expect(view(await clerk.next(changeOf('project', r.result.id)))).toMatchObject({ kind: 'project', ids: [r.result.id] });
    await sleep(200);
    expect(county.events.some(changeOf('project'))).toBe(false);
    clerk.close();
    county.close();
  });

  it('sends a heartbeat comment every heartbeat interval', async () => {
    const saved = streamSettings.heartbeatMs;
    streamSettings.heartbeatMs = 100;
    try {
      const s = await openStream(tokens.clerk);
      await s.next(isReady);
      const t0 = Date.now();
      await s.next((e) => e.event === 'comment' && (e.comment ?? '').startsWith('heartbeat'), 1000);
      await s.next((e) => e.event === 'comment', 1000);
      expect(Date.now() - t0).toBeLessThan(800);
      s.close();
    } finally {
      streamSettings.heartbeatMs = saved;
    }
  });

  it('keeps at most maxPerUser streams per user: one more closes the oldest', async () => {
    const saved = streamSettings.maxPerUser;
    streamSettings.maxPerUser = 2;
    try {
      const first = await openStream(tokens.clerk);
      await first.next(isReady);
      const second = await openStream(tokens.clerk);
      await second.next(isReady);
      const third = await openStream(tokens.clerk);
      await third.next(isReady);
      expect(JSON.parse((await first.next((e) => e.event === 'closed')).data)).toEqual({ reason: 'tooMany' });
      await first.ended;
      // The others still hear changes.
      bus.publish({ kind: 'screen', ids: [], unitId: null, areaId: null });
      await second.next(changeOf('screen'));
      await third.next(changeOf('screen'));
      second.close();
      third.close();
    } finally {
      streamSettings.maxPerUser = saved;
    }
  });

  it('leaves no listener behind after 100 connections opened and dropped', async () => {
    await waitFor(() => openStreamCount(bus) === 0);
    const baseline = bus.listenerCount();
    for (let i = 0; i < 100; i++) {
      const s = await openStream(tokens.clerk);
      await s.next(isReady);
      expect(bus.listenerCount()).toBe(baseline + 1);
      s.close();
      await s.ended;
    }
    await waitFor(() => bus.listenerCount() === baseline && openStreamCount(bus) === 0);
    expect(bus.listenerCount()).toBe(baseline);
  }, 60_000);
});

describe('the public stream of a shared screen', () => {
  const shareStream = (token: string) => openStream(token, '/api', 'screen-share/events');
  let screenId: number;
  const areaId = async (name: string) => (await database.db.select().from(units).where(eq(units.unitName, name)))[0]!.id;
  async function share(area: string): Promise<ScreenShareLink> {
    const r = await call<ScreenShareLink>('POST', '/api/admin/screen/share/create', tokens.admin, { id: screenId, areaId: await areaId(area) });
    expect(r.code).toBe(200);
    return r.result;
  }

  beforeAll(async () => {
    const r = await call<Screen>('GET', '/api/admin/screen/byRoute?route=%2Fpublic-view-index', tokens.admin);
    screenId = r.result.id;
  });

  it('refuses a token that cannot be opened with the invalid-link answer', async () => {
    const res = await fetch(`${base}/api/screen-share/events?token=1.nope`);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(((await res.json()) as { code: number }).code).toBe(500);
  });

  it('tells a display the kinds that changed inside its area, never ids', async () => {
    const province = await shareStream((await share('浙江省')).token);
    const xihu = await shareStream((await share('西湖区')).token);
    await Promise.all([province.next(isReady), xihu.next(isReady)]);
    const c = await registerContract('实时同步大屏测试合同');
    expect(view(await province.next(changeOf('contract')))).toEqual({ kind: 'contract', ids: [], at: expect.any(String) });
    bus.publish({ kind: 'screen', ids: [screenId], unitId: null, areaId: null });
    expect(view(await xihu.next(changeOf('screen')))).toMatchObject({ kind: 'screen', ids: [] });
    expect(xihu.events.some(changeOf('contract'))).toBe(false);
    expect(JSON.stringify(province.events)).not.toContain(String(c.id));
    province.close();
    xihu.close();
  });

  it('ends the stream once the link is revoked', async () => {
    const saved = streamSettings.recheckMs;
    streamSettings.recheckMs = 100;
    try {
      const link = await share('浙江省');
      const s = await shareStream(link.token);
      await s.next(isReady);
      expect((await call('POST', '/api/admin/screen/share/revoke', tokens.admin, { id: link.id })).code).toBe(200);
      expect(JSON.parse((await s.next((e) => e.event === 'closed', 2000)).data)).toEqual({ reason: 'linkInvalid' });
      await s.ended;
    } finally {
      streamSettings.recheckMs = saved;
    }
  });
});

// ---------------------------------------------------------------- across processes (PostgreSQL only)
describe.skipIf(!PG_URL)('the PostgreSQL bridge', () => {
  const channel = `contract_changes_test_${randomBytes(3).toString('hex')}`;
  const pools: pg.Pool[] = [];
  const bridges: PgBridge[] = [];
  const buses: ChangeBus[] = [];
  const heard: Change[][] = [[], []];

  beforeAll(async () => {
    for (const i of [0, 1]) {
      const pool = new pg.Pool({ connectionString: PG_URL, max: 2 });
      pools.push(pool);
      const b = createChangeBus();
      b.subscribe((c) => heard[i]!.push(c));
      buses.push(b);
      bridges.push(startPgBridge({ bus: b, db: drizzle(pool) as unknown as Db, connectionString: PG_URL!, channel, minBackoffMs: 50, maxBackoffMs: 200 }));
    }
    await Promise.all(bridges.map((b) => b.ready));
  });

  afterAll(async () => {
    for (const b of bridges) await b.close();
    for (const p of pools) await p.end();
  });

  const reset = () => {
    heard[0]!.length = 0;
    heard[1]!.length = 0;
  };

  it('delivers a change published on one bus to the other exactly once, and never echoes it back', async () => {
    reset();
    buses[0]!.publish({ kind: 'contract', ids: [7, 8], unitId: 3, areaId: 2 });
    await waitFor(() => heard[1]!.length > 0);
    await sleep(300);
    expect(heard[1]).toEqual([{ kind: 'contract', ids: [7, 8], unitId: 3, areaId: 2, at: expect.any(String), origin: bridges[0]!.origin }]);
    expect(heard[0]).toHaveLength(1); // the local delivery only
    buses[1]!.publish({ kind: 'risk', ids: [9], unitId: null, areaId: null });
    await waitFor(() => heard[0]!.length > 1);
    await sleep(200);
    expect(heard[0]!.map((c) => c.kind)).toEqual(['contract', 'risk']);
    expect(heard[1]!.map((c) => c.kind)).toEqual(['contract', 'risk']);
  });

  it('drops the ids of a change too big for a notification', async () => {
    reset();
    buses[0]!.publish({ kind: 'contract', ids: Array.from({ length: 3000 }, (_, i) => 100_000 + i), unitId: 3, areaId: null });
    await waitFor(() => heard[1]!.length > 0);
    expect(heard[1]![0]).toMatchObject({ kind: 'contract', ids: [], unitId: 3 });
  });

  it('reconnects after the listening connection is killed, and announces a full refresh', async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'change-bridge' and datname = current_database() and pid <> pg_backend_pid()`);
    await admin.end();
    reset();
    await waitFor(() => bridges.every((b) => b.listening()) && heard[1]!.some((c) => c.kind === 'screen'), 5000);
    expect(heard[1]!.every((c) => c.ids.length === 0 && c.unitId === null)).toBe(true);
    reset();
    buses[0]!.publish({ kind: 'filing', ids: [1], unitId: null, areaId: null });
    await waitFor(() => heard[1]!.length > 0, 3000);
    expect(heard[1]!.map((c) => c.kind)).toEqual(['filing']);
  });
});
