/**
 * Sessions, bases and link tickets (server/http/auth.ts, server/security/tickets.ts,
 * server/modules/tickets.ts, src/domain/session.ts):
 * - every demo account's session is good on its own base only: HTTP 401 on the other two;
 * - a sign-in with the right password on the wrong base answers code 500 naming the right base, and
 *   starts no session;
 * - a link ticket opens the one file (or route, or event stream) of the one base it was issued for, while
 *   its session lives and for 60 seconds: never another file, another route, another base, after the
 *   session's logout, after expiry, or with a changed signature or payload;
 * - the session token in a URL (`?token=`, `?access_token=`) opens nothing, and no link answer carries it.
 * Who may read which file is tests/api/file-access.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, screens, sessions } from '../../server/db/schema';
import { makeTicket, ticketKey } from '../../server/security/tickets';
import { hashToken } from '../../server/security/tokens';
import { BACKENDS, type Backend, TICKET_TTL_SECONDS } from '../../src/domain/session';
import type { Ticket } from '../../src/domain/tickets';
import type { FileMeta } from '../../src/domain/system';
import { DEMO_PASSWORD, type TestServer } from './harness';
import { ACCOUNTS, type Account, BASE_OF, rawCall, startSecurityServer, userIdOf } from './security-helpers';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let s: TestServer;
const token = {} as Record<Account, string>;

interface Uploaded {
  id: number;
  publicId: string;
}

async function upload(account: Account, name: string): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG_1X1)]), name);
  const r = await s.call<FileMeta>('POST', `/api/${BASE_OF[account]}/sys_files/uploadFile`, { token: token[account], body: form });
  if (r.body.code !== 200) throw new Error(`upload: ${r.body.message}`);
  const [row] = await s.db.select({ publicId: files.publicId }).from(files).where(eq(files.id, r.body.result.fileId));
  return { id: r.body.result.fileId, publicId: row!.publicId.toLowerCase() };
}

async function issue(tok: string, body: Record<string, unknown>): Promise<Ticket> {
  const r = await s.call<Ticket>('POST', 'sys_ticket/issue', { token: tok, body });
  if (r.body.code !== 200) throw new Error(`sys_ticket/issue ${JSON.stringify(body)}: ${r.body.code} ${r.body.message}`);
  return r.body.result;
}

/** Opens a link without the header, as a browser does; answers the HTTP status. */
async function open(path: string, query: Record<string, string> = {}): Promise<number> {
  return (await rawCall(s, { method: 'GET', path, query })).status;
}

const fileUrl = (base: Backend, kind: 'downloadFile' | 'previewFile', id: string | number) => `/api/${base}/sys_files/${kind}/${id}`;

async function sessionCount(account: Account): Promise<number> {
  return (await s.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, await userIdOf(s, account)))).length;
}

async function sessionIdOf(tok: string): Promise<number> {
  const [row] = await s.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(tok)));
  return row!.id;
}

let fileA: Uploaded;
let fileB: Uploaded;
let companyFile: Uploaded;
let screenId: number;

beforeAll(async () => {
  s = await startSecurityServer();
  for (const a of ACCOUNTS) token[a] = await s.login(a);
  fileA = await upload('admin', 'a.png');
  fileB = await upload('admin', 'b.png');
  companyFile = await upload('company', 'company.png');
  const [screen] = await s.db.select({ id: screens.id }).from(screens).limit(1);
  screenId = screen!.id;
}, 180_000);

afterAll(async () => {
  await s?.close();
});

describe('sessions belong to one base', () => {
  const ORDINARY = [
    ['GET', 'sys_user/getLoginUserInfo'],
    ['GET', 'sys_message/messageUnread'],
    ['GET', 'admin_sys_menu/getUserMenuList'],
    ['GET', 'sys_config/getOperationBook'],
    ['POST', 'sys_ticket/issue'],
  ] as const;

  it.each(ACCOUNTS)('%s: 200 on its own base, 401 on the other two', async (account) => {
    for (const base of BACKENDS) {
      for (const [method, path] of ORDINARY) {
        const r = await s.call(method, `/api/${base}/${path}`, { token: token[account], ...(method === 'POST' ? { body: { purpose: 'events' } } : {}) });
        const want = base === BASE_OF[account] ? { status: 200, code: 200 } : { status: 401, code: 401 };
        expect({ status: r.status, code: r.body.code }, `${account} ${method} /api/${base}/${path}`).toEqual(want);
      }
    }
  });

  it.each(ACCOUNTS)('%s: a sign-in on the wrong base names the right one and starts no session', async (account) => {
    for (const base of BACKENDS.filter((b) => b !== BASE_OF[account])) {
      const before = await sessionCount(account);
      const r = await s.call('POST', `/api/${base}/admin_sys_user/login`, { query: { username: account, password: DEMO_PASSWORD } });
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(500);
      expect(r.body.result).toEqual({ base: BASE_OF[account] });
      expect(await sessionCount(account), `${account} on /api/${base}`).toBe(before);
    }
  });

  it('a logout on another base ends nothing', async () => {
    for (const account of ['admin', 'company', 'lawyer'] as const) {
      for (const base of BACKENDS.filter((b) => b !== BASE_OF[account])) {
        const r = await s.call('GET', `/api/${base}/admin_sys_user/logout`, { token: token[account] });
        expect(r.body.code).toBe(200);
      }
      const still = await s.call('GET', 'sys_user/getLoginUserInfo', { token: token[account] });
      expect(still.body.code, account).toBe(200);
    }
  });

  it('a wrong password on the wrong base does not tell the base', async () => {
    const r = await s.call('POST', '/api/admin/admin_sys_user/login', { query: { username: 'company', password: 'wrong-password-1' } });
    expect(r.body.code).toBe(500);
    expect(r.body.result ?? null).toBeNull();
  });
});

describe('link tickets', () => {
  it('a file ticket opens that file on its base, and nothing else', async () => {
    const t = await issue(token.admin, { purpose: 'file', fileId: fileA.id, kind: 'download' });
    expect(t.expiresIn).toBe(TICKET_TTL_SECONDS);
    expect(t.url).toBe(`${fileUrl('admin', 'downloadFile', fileA.publicId)}?ticket=${encodeURIComponent(t.ticket)}`);
    expect((await rawCall(s, { method: 'GET', path: t.url! })).status).toBe(200);
    expect(await open(fileUrl('admin', 'previewFile', fileA.publicId), { ticket: t.ticket })).toBe(200);
    // Another file, the file by its sequential id, another base, another purpose.
    expect(await open(fileUrl('admin', 'downloadFile', fileB.publicId), { ticket: t.ticket })).toBe(401);
    expect(await open(fileUrl('admin', 'previewFile', fileB.publicId), { ticket: t.ticket })).toBe(401);
    expect(await open(fileUrl('admin', 'downloadFile', fileA.id), { ticket: t.ticket })).toBe(401);
    expect(await open(fileUrl('company', 'downloadFile', fileA.publicId), { ticket: t.ticket })).toBe(401);
    expect(await open(fileUrl('lawyer', 'downloadFile', fileA.publicId), { ticket: t.ticket })).toBe(401);
    expect(await open('/api/admin/events/stream', { ticket: t.ticket })).toBe(401);
    expect(await open('/api/admin/admin_counterpart/export', { ticket: t.ticket })).toBe(401);
  });

  it("a company user's file ticket opens on /api/company only", async () => {
    const t = await issue(token.company, { purpose: 'file', fileId: companyFile.id, kind: 'preview' });
    expect(t.url).toBe(`${fileUrl('company', 'previewFile', companyFile.publicId)}?ticket=${encodeURIComponent(t.ticket)}`);
    expect((await rawCall(s, { method: 'GET', path: t.url! })).status).toBe(200);
    expect(await open(fileUrl('admin', 'previewFile', companyFile.publicId), { ticket: t.ticket })).toBe(401);
    expect(await open(fileUrl('lawyer', 'previewFile', companyFile.publicId), { ticket: t.ticket })).toBe(401);
  });

  it('a link ticket opens its own route only', async () => {
    const t = await issue(token.admin, { purpose: 'link', path: 'admin_counterpart/export' });
    expect(t.url).toBeNull();
    expect(await open('/api/admin/admin_counterpart/export', { ticket: t.ticket })).toBe(200);
    expect(await open('/api/admin/admin_sys_user/importTemplate', { ticket: t.ticket })).toBe(401);
    expect(await open('/api/admin/contract/importTemplate', { ticket: t.ticket })).toBe(401);
    expect(await open('/api/admin/screen/export', { id: String(screenId), ticket: t.ticket })).toBe(401);
    expect(await open(fileUrl('admin', 'downloadFile', fileA.publicId), { ticket: t.ticket })).toBe(401);
    expect(await open('/api/admin/events/stream', { ticket: t.ticket })).toBe(401);
  });

  it('an events ticket opens the stream of its own base only', async () => {
    const t = await issue(token.admin, { purpose: 'events' });
    const own = await rawCall(s, { method: 'GET', path: '/api/admin/events/stream', query: { ticket: t.ticket } });
    expect({ status: own.status, stream: own.stream }).toEqual({ status: 200, stream: true });
    expect(await open('/api/company/events/stream', { ticket: t.ticket })).toBe(401);
    expect(await open('/api/lawyer/events/stream', { ticket: t.ticket })).toBe(401);
    expect(await open(fileUrl('admin', 'downloadFile', fileA.publicId), { ticket: t.ticket })).toBe(401);
    const lawyer = await issue(token.lawyer, { purpose: 'events' });
    expect((await rawCall(s, { method: 'GET', path: '/api/lawyer/events/stream', query: { ticket: lawyer.ticket } })).status).toBe(200);
    expect(await open('/api/admin/events/stream', { ticket: lawyer.ticket })).toBe(401);
    expect(await open('/api/company/events/stream', { ticket: lawyer.ticket })).toBe(401);
  });

  it("a ticket ends with its session's logout", async () => {
    const session = await s.login('admin');
    const file = await issue(session, { purpose: 'file', fileId: fileA.id, kind: 'download' });
    const events = await issue(session, { purpose: 'events' });
    expect((await rawCall(s, { method: 'GET', path: file.url! })).status).toBe(200);
    const out = await s.call('GET', 'admin_sys_user/logout', { token: session });
    expect(out.body.code).toBe(200);
    expect((await rawCall(s, { method: 'GET', path: file.url! })).status).toBe(401);
    expect(await open('/api/admin/events/stream', { ticket: events.ticket })).toBe(401);
  });

  it('an expired ticket is refused', async () => {
    const key = await ticketKey(s.db);
    const claims = { sessionId: await sessionIdOf(token.admin), base: 'admin' as const, purpose: 'file' as const, resource: fileA.publicId };
    // The same claims, made now, do open the file: only the time differs.
    expect(await open(fileUrl('admin', 'downloadFile', fileA.publicId), { ticket: makeTicket(key, claims) })).toBe(200);
    const expired = makeTicket(key, claims, Date.now() - (TICKET_TTL_SECONDS + 1) * 1000);
    expect(await open(fileUrl('admin', 'downloadFile', fileA.publicId), { ticket: expired })).toBe(401);
  });

  it('a ticket with a changed signature or payload is refused', async () => {
    const t = await issue(token.admin, { purpose: 'file', fileId: fileA.id, kind: 'download' });
    const [payload, mac] = t.ticket.split('.') as [string, string];
    const url = fileUrl('admin', 'downloadFile', fileA.publicId);
    const flip = (str: string, i: number) => str.slice(0, i) + (str[i] === 'A' ? 'B' : 'A') + str.slice(i + 1);
    const other = await issue(token.admin, { purpose: 'file', fileId: fileB.id, kind: 'download' });
    const [otherPayload] = other.ticket.split('.') as [string, string];
    const [claims] = [JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[]];
    const longer = Buffer.from(JSON.stringify([claims[0], claims[1], claims[2], claims[3], (claims[4] as number) + 3600])).toString('base64url');
    const forged = makeTicket(Buffer.alloc(32, 7), { sessionId: claims[0] as number, base: 'admin', purpose: 'file', resource: fileA.publicId });
    for (const bad of [
      `${payload}.${flip(mac, mac.length - 2)}`,
      `${payload}.${flip(mac, 0)}`,
      `${payload}.`,
      `${payload}`,
      `${payload}.${mac}.x`,
      `${otherPayload}.${mac}`,
      `${longer}.${mac}`,
      forged,
      'x'.repeat(700),
    ]) {
      expect(await open(url, { ticket: bad }), bad.slice(0, 60)).toBe(401);
    }
    expect(await open(url, { ticket: t.ticket })).toBe(200);
  });
});

describe('no session token in a URL', () => {
  const links = (base: Backend, fileId: string): [string, Record<string, string>][] => [
    [fileUrl(base, 'downloadFile', fileId), {}],
    [fileUrl(base, 'previewFile', fileId), {}],
    [`/api/${base}/events/stream`, {}],
    ...(base === 'admin'
      ? ([
          ['/api/admin/admin_counterpart/export', {}],
          ['/api/admin/admin_sys_user/export', {}],
          ['/api/admin/admin_sys_user/importTemplate', {}],
          ['/api/admin/contract/importTemplate', {}],
          ['/api/admin/screen/export', { id: String(screenId) }],
        ] as [string, Record<string, string>][])
      : []),
  ];

  it('?token= and ?access_token= are refused (401) on downloads, previews, exports and event streams', async () => {
    for (const [account, file] of [
      ['admin', fileA],
      ['company', companyFile],
    ] as const) {
      for (const [path, query] of links(BASE_OF[account], file.publicId)) {
        for (const name of ['token', 'access_token']) {
          expect(await open(path, { ...query, [name]: token[account] }), `${path}?${name}=`).toBe(401);
        }
        // The same link with the header works: the refusal is about where the token is.
        const withHeader = await rawCall(s, { method: 'GET', path, query, token: token[account] });
        expect(withHeader.status, `${path} with the header`).toBe(200);
      }
    }
  });

  it('no link answer carries the session token', async () => {
    const answers: [Account, Ticket][] = [];
    for (const account of ['admin', 'company', 'lawyer'] as const) {
      answers.push([account, await issue(token[account], { purpose: 'events' })]);
    }
    answers.push(['admin', await issue(token.admin, { purpose: 'file', fileId: fileA.id, kind: 'download' })]);
    answers.push(['admin', await issue(token.admin, { purpose: 'file', fileId: fileA.id, kind: 'preview' })]);
    answers.push(['company', await issue(token.company, { purpose: 'file', fileId: companyFile.id, kind: 'download' })]);
    for (const path of ['admin_counterpart/export', 'admin_sys_user/importTemplate', 'contract/importTemplate', 'screen/export']) {
      answers.push(['admin', await issue(token.admin, { purpose: 'link', path })]);
    }
    for (const [account, answer] of answers) {
      const text = JSON.stringify(answer);
      const secret = token[account].slice(4);
      expect(text.includes(secret), `${account}: ${text}`).toBe(false);
      expect(text).not.toMatch(/[?&](token|access_token)=/);
      expect(answer.ticket).not.toContain(secret);
    }
  });

  it('a ticket is not a session token', async () => {
    const t = await issue(token.admin, { purpose: 'events' });
    const r = await s.call('GET', '/api/admin/sys_user/getLoginUserInfo', { headers: { access_token: t.ticket } });
    expect(r.status).toBe(401);
    const rows = await s.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(t.ticket)));
    expect(rows).toEqual([]);
  });
});
