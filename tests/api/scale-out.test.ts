/**
 * Two server processes (server/main.ts, as `npm start` runs it) on one PostgreSQL database, as two
 * instances behind a load balancer would be: a session made on one works on the other, a logout or
 * a disabled account on one holds on the other at once (their caches are dropped through
 * LISTEN/NOTIFY), a contract registered through one reaches a wall connected to the other within
 * 2 s, and a file uploaded through one downloads through the other from S3-compatible storage (an
 * s3rver started here; each instance has its own empty FILES_DIR). PostgreSQL only: the embedded
 * database is opened by one process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { freePort } from '../../scripts/bench/server-process';
import { type ServerProcess, startServerProcess } from '../../scripts/bench/server-process';
import type { FileMeta } from '../../src/domain/system';
import type { Ticket } from '../../src/domain/tickets';
import type { WriteResult } from '../../src/domain/contract-write';
import { ApiCode } from '../../src/domain/envelope';
import { PROFILE_POLICIES, type SecurityPolicy } from '../../src/domain/security-policy';
import { copyOf } from './seed-snapshot';
import { changeOf, isReady, openEventStream } from './sse';

const PG_URL = process.env.DATABASE_URL;
const PASSWORD = 'Demo@2026';

interface Answer<T> {
  status: number;
  code: number;
  result: T;
}

async function call<T>(server: ServerProcess, method: string, apiPath: string, token?: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.access_token = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${apiPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { code: number; result: T };
  return { status: res.status, code: json.code, result: json.result };
}

async function login(server: ServerProcess, username: string): Promise<string> {
  const r = await call<{ token: string }>(server, 'POST', `/api/admin/admin_sys_user/login?username=${username}&password=${encodeURIComponent(PASSWORD)}`);
  if (r.code !== ApiCode.ok) throw new Error(`login ${username} failed`);
  return r.result.token;
}

const me = (server: ServerProcess, token: string) => call<{ userId: number }>(server, 'GET', '/api/admin/sys_user/getLoginUserInfo', token);

describe.skipIf(!PG_URL)('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: () => Promise<void>;
  let s3: S3rver;
  const dirs: string[] = [];
  const tmp = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scale-out-${name}-`));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    const copy = await copyOf(inject('seedSnapshots').demo, PG_URL);
    drop = copy.drop;
    const s3Port = await freePort();
    s3 = new S3rver({ address: '127.0.0.1', port: s3Port, directory: tmp('s3'), silent: true, configureBuckets: [{ name: 'contract-files', configs: [] }] });
    await s3.run();
    const env = (name: string) => ({
      ...copy.env,
      FILES_DIR: tmp(name),
      FILES_S3_BUCKET: 'contract-files',
      FILES_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      FILES_S3_ACCESS_KEY_ID: 'S3RVER',
      FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
      FILES_S3_PREFIX: 'test/',
      LOG_LEVEL: 'warn',
    });
    [a, b] = await Promise.all([startServerProcess('instance A', env('a')), startServerProcess('instance B', env('b'))]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await drop?.();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('a session made on one works on the other', async () => {
    const token = await login(a, 'clerk');
    expect((await me(b, token)).code).toBe(ApiCode.ok);
    expect((await me(a, token)).code).toBe(ApiCode.ok);
  });

  it('a logout on one is honoured by the other at once, though the other had the session in memory', async () => {
    for (let i = 0; i < 5; i++) {
      const token = await login(a, 'clerk');
      expect((await me(b, token)).code).toBe(ApiCode.ok);
      expect((await call(a, 'GET', '/api/admin/admin_sys_user/logout', token)).code).toBe(ApiCode.ok);
      const after = await me(b, token);
      expect(after.status).toBe(401);
    }
  });

  it('disabling an account on one signs it out on the other at once', async () => {
    const admin = await login(a, 'admin');
    const token = await login(b, 'reviewer');
    const { userId } = (await me(b, token)).result;
    expect((await call(a, 'PUT', '/api/admin/admin_sys_user/disable', admin, { userId })).code).toBe(ApiCode.ok);
    expect((await me(b, token)).status).toBe(401);
    expect((await call(a, 'PUT', '/api/admin/admin_sys_user/enable', admin, { userId })).code).toBe(ApiCode.ok);
  });

  it('the security policy set through one holds on the other at once (its cache is dropped too)', async () => {
    const admin = await login(a, 'admin');
    const clerkOnB = await login(b, 'clerk');
    const before = await call<{ policy: SecurityPolicy }>(b, 'GET', '/api/admin/sys_config/securityPolicy', clerkOnB);
    expect(before.result.policy).toEqual(PROFILE_POLICIES.default);
    const stricter: SecurityPolicy = { ...PROFILE_POLICIES.default, minLength: 10 };
    expect((await call(a, 'PUT', '/api/admin/sys_config/securityPolicy', admin, stricter)).code).toBe(ApiCode.ok);
    expect((await call<{ policy: SecurityPolicy }>(b, 'GET', '/api/admin/sys_config/securityPolicy', clerkOnB)).result.policy).toEqual(stricter);
    const short = await call(b, 'PUT', '/api/admin/sys_user/editUser', clerkOnB, { oldPassword: PASSWORD, newPassword: 'Short#123' });
    expect(short.code).toBe(ApiCode.invalid);
    expect((await call(a, 'PUT', '/api/admin/sys_config/securityPolicy', admin, PROFILE_POLICIES.default)).code).toBe(ApiCode.ok);
  });

  it('a contract registered through one reaches a wall connected to the other within 2 s', async () => {
    const clerkOnA = await login(a, 'clerk');
    const bureauOnB = await login(b, 'bureau');
    const ticket = await call<{ ticket: string }>(b, 'POST', '/api/admin/sys_ticket/issue', bureauOnB, { purpose: 'events' });
    expect(ticket.code).toBe(ApiCode.ok);
    const wall = await openEventStream(`${b.url}/api/admin/events/stream?ticket=${encodeURIComponent(ticket.result.ticket)}`);
    try {
      await wall.next(isReady, 5000);
      const admin = await login(a, 'admin');
      const page = await call<{ records: { id: number }[] }>(a, 'POST', '/api/admin/admin_counterpart/queryPage', admin, { current: 1, size: 1 });
      const counterpartId = page.result.records[0]!.id;
      const registered = await call<WriteResult>(a, 'POST', '/api/admin/contract/register', clerkOnA, {
        name: '两实例同步测试合同',
        category: 'procurementServices',
        amountFen: 1_000_000,
        counterparts: [{ counterpartId, role: 'B' }],
        submit: false,
      });
      expect(registered.code).toBe(ApiCode.ok);
      await wall.next(changeOf('contract', registered.result.id), 2000);
    } finally {
      wall.close();
    }
  });

  it('a file uploaded through one downloads through the other, from the object store', async () => {
    const token = await login(a, 'clerk');
    const bytes = Buffer.from('%PDF-1.4\n% two instances, one bucket\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), '两实例附件.pdf');
    const res = await fetch(`${a.url}/api/admin/sys_files/uploadFile`, { method: 'POST', headers: { access_token: token }, body: form });
    const uploaded = (await res.json()) as { code: number; result: FileMeta };
    expect(uploaded.code).toBe(ApiCode.ok);
    const link = await call<Ticket>(b, 'POST', '/api/admin/sys_ticket/issue', token, { purpose: 'file', fileId: uploaded.result.fileId, kind: 'download' });
    expect(link.code).toBe(ApiCode.ok);
    const download = await fetch(`${b.url}${link.result.url}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    // Nothing was written to either instance's own directory: the bytes are in the bucket.
    for (const d of dirs.filter((x) => /scale-out-[ab]-/.test(x))) expect(fs.readdirSync(d, { recursive: true })).toEqual([]);
  });
});

describe('WORKERS on the embedded database', () => {
  it('refuses to start more than one process, and says why', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workers-pglite-'));
    try {
      const env = { DATA_DIR: path.join(dir, 'data'), WORKERS: '2', DATABASE_URL: '' };
      await expect(startServerProcess('WORKERS=2 on PGlite', env, 60_000)).rejects.toThrow(/WORKERS=2 needs PostgreSQL \(DATABASE_URL\)/);
      expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
