/**
 * Contract share links (server/modules/contracts/share*.ts, docs/api/contract-share.md): creating a
 * link per audience and who may, the public progress view per audience (de-identified: no opinions,
 * no people, no amount or filing for a counterpart), the one invalid-link answer for malformed,
 * unknown, wrong-nonce, expired and revoked tokens, the list and revoking, and the open count.
 *
 * Fixture contracts (codes TSHR-01..03): S1 of 杭州市财政局, performing, with a full audit trail,
 * a filing, performance records and review opinions that must never show; S2 of 宁波市财政局 (outside
 * the clerk's scope) with the company's counterpart; S3 of 杭州市财政局 without it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractParties,
  contracts,
  counterparts,
  filings,
  matters,
  performanceRecords,
  shareLinks,
  statusHistory,
  units,
  users,
} from '../../server/db/schema';
import { type ShareLink, type ShareLinkRow, type ShareView, shareLinkSchema, shareViewSchema } from '../../src/domain/contract-share';
import type { FieldErrors } from '../../src/domain/envelope';
import { startTestServer, type TestServer } from './harness';

const CREATE = 'contract/share/create';
const LIST = 'contract/share/list';
const REVOKE = 'contract/share/revoke';
const OPEN = '/api/share/contract';
const INVALID_ZH = '该二维码链接无效或已过期';
const ZHIJIANG = '浙江之江建设集团有限公司';
/** Texts that must never reach a share view: opinions, people's names, their phone numbers. */
const SECRETS = ['SECRET', '李晓明', '刘芳', '陈静', '13967100202', '18757100505', 'clerk', 'bureau@'];

let server: TestServer;
const tokens: Record<string, string> = {};
const ids = {} as Record<'F' | 'N' | 'hangzhou' | 'ningbo' | 'cityBureau' | 'ningboBureau' | 'zhijiang' | 'other' | 'S1' | 'S2' | 'S3', number>;
const userIds: Record<string, number> = {};

async function unitId(name: string): Promise<number> {
  const [u] = await server.db.select({ id: units.id }).from(units).where(eq(units.unitName, name));
  if (!u) throw new Error(`no unit ${name}`);
  return u.id;
}

async function insertFixtures(): Promise<void> {
  const db = server.db;
  const base = {
    category: 'procurementServices',
    subject: '物业服务',
    direction: 'expenditure',
  } as const;
  const [s1, s2, s3] = await db
    .insert(contracts)
    .values([
      {
        ...base,
        code: 'TSHR-01',
        name: '分享夹具-政务中心物业服务',
        status: 'performing',
        amountFen: 12_345_600,
        signDate: '2025-03-01',
        signingMethod: 'offline',
        unitId: ids.F,
        areaId: ids.hangzhou,
        bureauUnitId: ids.cityBureau,
        handlerId: userIds.clerk!,
        filingNo: 'BA-TEST-001',
        unitNo: '杭财合〔2025〕901号',
        unitNoUnitId: ids.F,
        unitNoYear: 2025,
        unitNoSerial: 901,
      },
      { ...base, code: 'TSHR-02', name: '分享夹具-宁波物业服务', status: 'registered', amountFen: 500, unitId: ids.N, areaId: ids.ningbo, bureauUnitId: ids.ningboBureau },
      { ...base, code: 'TSHR-03', name: '分享夹具-保洁服务', status: 'unitReview', amountFen: 800, unitId: ids.F, areaId: ids.hangzhou, bureauUnitId: ids.cityBureau },
    ])
    .returning({ id: contracts.id });
  ids.S1 = s1!.id;
  ids.S2 = s2!.id;
  ids.S3 = s3!.id;
  const signed = new Date('2025-03-01T10:00:00+08:00');
  await db.insert(contractParties).values([
    { contractId: ids.S1, role: 'A', kind: 'unit', unitId: ids.F, name: '杭州市财政局', signedAt: signed, signedBy: userIds.clerk! },
    { contractId: ids.S1, role: 'B', kind: 'counterpart', counterpartId: ids.zhijiang, name: ZHIJIANG, signedAt: signed },
    { contractId: ids.S1, role: 'C', kind: 'counterpart', counterpartId: ids.other, name: '其他相对方', signedAt: null },
    { contractId: ids.S2, role: 'A', kind: 'unit', unitId: ids.N, name: '宁波市财政局' },
    { contractId: ids.S2, role: 'B', kind: 'counterpart', counterpartId: ids.zhijiang, name: ZHIJIANG },
    { contractId: ids.S3, role: 'A', kind: 'unit', unitId: ids.F, name: '杭州市财政局' },
    { contractId: ids.S3, role: 'B', kind: 'counterpart', counterpartId: ids.other, name: '其他相对方' },
  ]);
  const h = (action: string, from: string | null, to: string, at: string, opinion: string | null = null) => ({
    contractId: ids.S1,
    action,
    fromStatus: from,
    toStatus: to,
    at: new Date(`${at}T09:00:00+08:00`),
    userId: userIds.clerk!,
    unitId: ids.F,
    opinion,
  });
  await db.insert(statusHistory).values([
    h('create', null, 'draft', '2025-01-02'),
    h('register', 'draft', 'registered', '2025-01-03'),
    h('submitForReview', 'registered', 'survey', '2025-01-04'),
    h('pass', 'survey', 'seeking', '2025-01-05', 'SECRET-OPINION-SURVEY'),
    h('pass', 'seeking', 'unitReview', '2025-01-06'),
    h('pass', 'unitReview', 'finalDraft', '2025-01-08', 'SECRET-OPINION-LEGALITY'),
    h('pass', 'finalDraft', 'approval', '2025-01-09'),
    h('pass', 'approval', 'toSign', '2025-01-10'),
    h('uploadSignedScan', 'toSign', 'filingPending', '2025-03-01'),
    h('submitFiling', 'filingPending', 'filingReview', '2025-03-02'),
    h('acceptFiling', 'filingReview', 'filed', '2025-03-05', 'SECRET-OPINION-FILING'),
    h('startPerformance', 'filed', 'performing', '2025-03-06'),
  ]);
  await db.insert(matters).values({
    contractId: ids.S1,
    kind: 'validityUnit',
    title: '合法性审查',
    submitterId: userIds.clerk!,
    handlerUserId: userIds.reviewer!,
    status: 'passed',
    opinion: 'SECRET-MATTER-OPINION',
  });
  await db.insert(filings).values({
    contractId: ids.S1,
    bureauUnitId: ids.cityBureau,
    filingNo: 'BA-TEST-001',
    status: 'filed',
    submittedBy: userIds.clerk!,
    submittedAt: new Date('2025-03-02T09:00:00+08:00'),
    reviewerId: userIds.bureau!,
    reviewedAt: new Date('2025-03-05T09:00:00+08:00'),
    opinion: 'SECRET-FILING-OPINION',
  });
  await db.insert(performanceRecords).values([
    { contractId: ids.S1, kind: 'milestone', title: 'SECRET-TITLE 进场', dueDate: '2025-04-01', doneDate: '2025-03-30', status: 'done', note: 'SECRET-NOTE' },
    { contractId: ids.S1, kind: 'payment', title: '第二期付款', amountFen: 100, dueDate: '2025-09-01' },
    { contractId: ids.S1, kind: 'payment', title: '第一期付款', amountFen: 100, dueDate: '2025-07-01', status: 'overdue' },
  ]);
}

beforeAll(async () => {
  server = await startTestServer();
  ids.F = await unitId('杭州市财政局');
  ids.N = await unitId('宁波市财政局');
  ids.hangzhou = await unitId('杭州市');
  ids.ningbo = await unitId('宁波市');
  ids.cityBureau = await unitId('杭州市司法局');
  ids.ningboBureau = await unitId('宁波市司法局');
  for (const u of ['clerk', 'reviewer', 'bureau', 'company', 'admin']) {
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, u));
    userIds[u] = row!.id;
  }
  const cps = await server.db.select({ id: counterparts.id, name: counterparts.name }).from(counterparts).orderBy(counterparts.id);
  ids.zhijiang = cps.find((c) => c.name === ZHIJIANG)!.id;
  ids.other = cps.find((c) => c.name !== ZHIJIANG)!.id;
  await insertFixtures();
  for (const u of ['clerk', 'reviewer', 'bureau', 'company', 'admin']) tokens[u] = await server.login(u);
});

afterAll(async () => {
  await server?.close();
});

async function create(token: string, body: Record<string, unknown>, base = '/api/admin', headers?: Record<string, string>) {
  return server.call<ShareLink>('POST', `${base}/${CREATE}`, { token, body, ...(headers ? { headers } : {}) });
}

async function createOk(token: string, body: Record<string, unknown>, base = '/api/admin'): Promise<ShareLink> {
  const r = await create(token, body, base);
  expect(r.status, r.body.message).toBe(200);
  expect(r.body.code, r.body.message).toBe(200);
  return shareLinkSchema.parse(r.body.result);
}

/** Opens a link the way the public page does: no session, just the token. */
const open = (token: string | undefined, headers?: Record<string, string>) =>
  server.call<ShareView | null>('GET', OPEN, { query: { token }, ...(headers ? { headers } : {}) });

async function view(token: string): Promise<ShareView> {
  const r = await open(token);
  expect(r.status, r.body.message).toBe(200);
  expect(r.body.code, r.body.message).toBe(200);
  return shareViewSchema.parse(r.body.result);
}

async function list(token: string, contractId: number, base = '/api/admin'): Promise<ShareLinkRow[]> {
  const r = await server.call<ShareLinkRow[]>('GET', `${base}/${LIST}`, { token, query: { contractId } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

const linkCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(shareLinks))[0]!.n;

/** The one answer every unusable link gets. */
async function expectInvalid(token: string | undefined): Promise<void> {
  const r = await open(token);
  expect(r.status, String(token)).toBe(200);
  expect(r.body, String(token)).toEqual({ code: 500, message: INVALID_ZH, result: null });
}

describe('creating a link', () => {
  it('gives the clerk a unit link for a contract of his unit: token, URL of the request origin, QR code', async () => {
    const link = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'unit' });
    expect(link.audience).toBe('unit');
    expect(link.partyName).toBe('杭州市财政局');
    expect(link.token).toMatch(new RegExp(`^${link.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(link.url).toBe(`${server.url}/#/contract-share?token=${link.token}`);
    expect(link.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // Default 30 days.
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Only the nonce's hash is stored.
    const [row] = await server.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    const nonce = link.token.split('.')[1]!;
    expect(row!.nonceHash).not.toContain(nonce);
    expect(row!.nonceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.createdBy).toBe(userIds.clerk);
    expect(row!.partyId).toBe(ids.F);
  });

  it('ignores forwarded and Host headers without a trusted proxy: the link points where the server listens', async () => {
    const r = await create(tokens.clerk!, { contractId: ids.S1, audience: 'unit', days: 1 }, '/api/admin', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'phish.example.com',
    });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result.url).toMatch(new RegExp(`^${server.url.replaceAll('.', '\\.')}/#/contract-share\\?token=\\d+\\.[A-Za-z0-9_-]{43}$`));
    // (Behind a proxy named by TRUST_PROXY the forwarded origin is used: tests/unit/security-rules.test.ts.)
  });

  it('gives counterpart links for one of the contract’s counterparts, and bureau links only to the bureau', async () => {
    const cp = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'counterpart', partyId: ids.zhijiang, days: 7 });
    expect(cp.partyName).toBe(ZHIJIANG);
    const bureauLink = await createOk(tokens.bureau!, { contractId: ids.S1, audience: 'bureau' });
    expect(bureauLink.partyName).toBe('杭州市司法局');

    const before = await linkCount();
    // The clerk does not speak for the bureau, nor the bureau for the unit or a counterpart.
    for (const [who, body] of [
      ['clerk', { contractId: ids.S1, audience: 'bureau' }],
      ['bureau', { contractId: ids.S1, audience: 'unit' }],
      ['bureau', { contractId: ids.S1, audience: 'counterpart', partyId: ids.zhijiang }],
    ] as const) {
      const r = await create(tokens[who]!, body);
      expect(r.status, `${who} ${body.audience}`).toBe(403);
      expect(r.body.code).toBe(403);
    }
    expect(await linkCount()).toBe(before);
  });

  it('refuses a contract of another unit (403), an unknown one (500), and bad input (501), creating nothing', async () => {
    const before = await linkCount();
    const other = await create(tokens.clerk!, { contractId: ids.S2, audience: 'unit' });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe(403);
    const missing = await create(tokens.clerk!, { contractId: 999_999, audience: 'unit' });
    expect(missing.body.code).toBe(500);
    expect(missing.body.message).toBe('合同不存在');

    const fieldsOf = async (body: Record<string, unknown>) => {
      const r = await create(tokens.clerk!, body);
      expect(r.body.code, JSON.stringify(body)).toBe(501);
      return (r.body.result as unknown as FieldErrors).fields.map((f) => f.path);
    };
    expect(await fieldsOf({ contractId: ids.S1, audience: 'unit', days: 0 })).toEqual(['body.days']);
    expect(await fieldsOf({ contractId: ids.S1, audience: 'unit', days: 91 })).toEqual(['body.days']);
    expect(await fieldsOf({ contractId: ids.S1, audience: 'unit', days: 1.5 })).toEqual(['body.days']);
    expect(await fieldsOf({ contractId: ids.S1, audience: 'everyone' })).toEqual(['body.audience']);
    expect(await fieldsOf({ audience: 'unit' })).toEqual(['body.contractId']);
    // A counterpart link names one of the contract's counterparts.
    expect(await fieldsOf({ contractId: ids.S1, audience: 'counterpart' })).toEqual(['body.partyId']);
    expect(await fieldsOf({ contractId: ids.S3, audience: 'counterpart', partyId: ids.zhijiang })).toEqual(['body.partyId']);
    // A unit link is for the owning unit only.
    expect(await fieldsOf({ contractId: ids.S1, audience: 'unit', partyId: ids.N })).toEqual(['body.partyId']);
    expect(await linkCount()).toBe(before);
  });

  it('lets a counterpart user create a counterpart link for its own counterpart only', async () => {
    const own = await createOk(tokens.company!, { contractId: ids.S1, audience: 'counterpart' }, '/api/company');
    expect(own.partyName).toBe(ZHIJIANG);
    const explicit = await createOk(tokens.company!, { contractId: ids.S1, audience: 'counterpart', partyId: ids.zhijiang }, '/api/company');
    expect(explicit.partyName).toBe(ZHIJIANG);

    const before = await linkCount();
    for (const body of [
      { contractId: ids.S1, audience: 'counterpart', partyId: ids.other },
      { contractId: ids.S1, audience: 'unit' },
      { contractId: ids.S1, audience: 'bureau' },
      // Not a party to S3: outside its scope.
      { contractId: ids.S3, audience: 'counterpart' },
    ]) {
      const r = await create(tokens.company!, body, '/api/company');
      expect(r.status, JSON.stringify(body)).toBe(403);
    }
    expect(await linkCount()).toBe(before);
  });

  it('needs a session', async () => {
    const r = await server.call('POST', CREATE, { body: { contractId: ids.S1, audience: 'unit' } });
    expect(r.status).toBe(401);
  });
});

describe('opening a link (public, no session)', () => {
  it('shows the unit its contract’s whole progress, de-identified', async () => {
    const link = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'unit' });
    const r = await open(link.token);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const v = shareViewSchema.parse(r.body.result);
    expect(v.audience).toBe('unit');
    expect(v.partyName).toBe('杭州市财政局');
    expect(v.expiresAt).toBe(link.expiresAt);
    expect(v.contract).toEqual({
      code: 'TSHR-01',
      unitNo: '杭财合〔2025〕901号',
      name: '分享夹具-政务中心物业服务',
      category: 'procurementServices',
      attribute: 'main',
      status: 'performing',
      phase: 'performance',
      unitName: '杭州市财政局',
      amountFen: 12_345_600,
      signDate: '2025-03-01',
    });
    const at = (d: string) => new Date(`${d}T09:00:00+08:00`).toISOString();
    expect(v.stages).toEqual([
      { stage: 'registration', state: 'done', at: at('2025-01-03') },
      { stage: 'review', state: 'done', at: at('2025-01-10') },
      { stage: 'signing', state: 'done', at: at('2025-03-01') },
      { stage: 'filing', state: 'done', at: at('2025-03-05') },
      { stage: 'performance', state: 'current', at: null },
    ]);
    // An ordinary contract without fair review: the chain has no bureau review, fair review or decision.
    expect(v.review).toEqual([
      { step: 'survey', state: 'done', at: at('2025-01-05') },
      { step: 'seeking', state: 'done', at: at('2025-01-06') },
      { step: 'unitReview', state: 'done', at: at('2025-01-08') },
      { step: 'finalDraft', state: 'done', at: at('2025-01-09') },
      { step: 'approval', state: 'done', at: at('2025-01-10') },
    ]);
    expect(v.signing.method).toBe('offline');
    expect(v.signing.parties).toEqual([
      { role: 'A', kind: 'unit', name: '杭州市财政局', signed: true, signedAt: new Date('2025-03-01T10:00:00+08:00').toISOString() },
      { role: 'B', kind: 'counterpart', name: ZHIJIANG, signed: true, signedAt: new Date('2025-03-01T10:00:00+08:00').toISOString() },
      { role: 'C', kind: 'counterpart', name: '其他相对方', signed: false, signedAt: null },
    ]);
    expect(v.filing).toEqual({ status: 'filed', filingNo: 'BA-TEST-001', reviewedAt: at('2025-03-05') });
    expect(v.performance).toEqual({ done: 1, total: 3, nextDueDate: '2025-07-01' });
    const text = JSON.stringify(r.body);
    for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
  });

  it('shows a counterpart neither the amount nor the filing', async () => {
    const link = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'counterpart', partyId: ids.zhijiang });
    const r = await open(link.token);
    const v = shareViewSchema.parse(r.body.result);
    expect(v.partyName).toBe(ZHIJIANG);
    expect(v.contract.amountFen).toBeNull();
    expect(v.filing).toBeNull();
    expect(v.stages.map((s) => s.stage)).toEqual(['registration', 'review', 'signing', 'performance']);
    const text = JSON.stringify(r.body);
    for (const secret of [...SECRETS, 'BA-TEST-001', '12345600']) expect(text, secret).not.toContain(secret);
  });

  it('shows the bureau the amount and the filing', async () => {
    const link = await createOk(tokens.bureau!, { contractId: ids.S1, audience: 'bureau' });
    const v = await view(link.token);
    expect(v.partyName).toBe('杭州市司法局');
    expect(v.contract.amountFen).toBe(12_345_600);
    expect(v.filing?.filingNo).toBe('BA-TEST-001');
  });

  it('shows a contract in review at its current step', async () => {
    const link = await createOk(tokens.clerk!, { contractId: ids.S3, audience: 'unit' });
    const v = await view(link.token);
    expect(v.stages.map((s) => s.state)).toEqual(['done', 'current', 'pending', 'pending', 'pending']);
    expect(v.review.map((s) => [s.step, s.state])).toEqual([
      ['survey', 'done'],
      ['seeking', 'done'],
      ['unitReview', 'current'],
      ['finalDraft', 'pending'],
      ['approval', 'pending'],
    ]);
    expect(v.signing.parties.every((p) => !p.signed)).toBe(true);
    expect(v.filing).toEqual({ status: null, filingNo: null, reviewedAt: null });
    expect(v.performance).toEqual({ done: 0, total: 0, nextDueDate: null });
  });

  it('counts every opening', async () => {
    const link = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'unit', days: 2 });
    const count = async () => (await list(tokens.clerk!, ids.S1)).find((l) => l.id === link.id)!.openCount;
    expect(await count()).toBe(0);
    await view(link.token);
    await view(link.token);
    expect(await count()).toBe(2);
    await view(link.token);
    expect(await count()).toBe(3);
  });

  it('answers the same invalid-link message, never data, for every unusable token', async () => {
    const link = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'unit' });
    const [id, nonce] = link.token.split('.') as [string, string];
    const otherNonce = `${nonce.slice(0, -1)}${nonce.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      undefined,
      '',
      'garbage',
      `${id}.`,
      `.${nonce}`,
      `${id}.${nonce.slice(1)}`,
      `${id}.${nonce}=`,
      `0.${nonce}`,
      `-1.${nonce}`,
      `99999999999.${nonce}`,
      `${id}.${otherNonce}`,
      `${Number(id) + 1000}.${nonce}`,
      `${id}.${nonce}.${nonce}`,
    ]) {
      await expectInvalid(bad);
    }
    // A repeated parameter is not a validation error either.
    const res = await fetch(`${server.url}${OPEN}?token=${link.token}&token=${link.token}`);
    expect(await res.json()).toEqual({ code: 500, message: INVALID_ZH, result: null });
    // None of that counted as an opening of the real link.
    expect((await list(tokens.clerk!, ids.S1)).find((l) => l.id === link.id)!.openCount).toBe(0);
  });

  it('answers an expired link the same way, and counts nothing', async () => {
    const link = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'unit', days: 1 });
    await view(link.token);
    await server.db.update(shareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shareLinks.id, link.id));
    await expectInvalid(link.token);
    const row = (await list(tokens.clerk!, ids.S1)).find((l) => l.id === link.id)!;
    expect(row.status).toBe('expired');
    expect(row.openCount).toBe(1);
  });

  it('speaks the caller’s language', async () => {
    const r = await open('garbage', { lang: 'en-US' });
    expect(r.body).toEqual({ code: 500, message: 'This QR code link is invalid or has expired', result: null });
  });

  it('takes no notice of a session token (public), and never reads ?token= as one', async () => {
    const link = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'unit' });
    const signedIn = await server.call<ShareView>('GET', OPEN, { token: tokens.company!, query: { token: link.token } });
    expect(signedIn.body.code).toBe(200);
    // A session token in ?token= is just another invalid link.
    await expectInvalid(tokens.clerk!);
  });
});

describe('listing and revoking', () => {
  it('lists a contract’s links newest first with status and counts, never the token', async () => {
    const a = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'unit' });
    const b = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'counterpart', partyId: ids.other });
    const rows = await list(tokens.clerk!, ids.S1);
    const mine = rows.filter((r) => r.id === a.id || r.id === b.id);
    expect(mine.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(mine[0]).toMatchObject({ audience: 'counterpart', partyId: ids.other, partyName: '其他相对方', status: 'active', mine: true, canRevoke: true });
    expect(mine[1]).toMatchObject({ audience: 'unit', partyName: '杭州市财政局', status: 'active', openCount: 0 });
    const ordered = rows.map((r) => new Date(r.createdAt).getTime());
    expect(ordered).toEqual([...ordered].sort((x, y) => y - x));
    const text = JSON.stringify(rows);
    expect(text).not.toContain(a.token.split('.')[1]!);
    expect(text).not.toContain('nonce');

    // Outside the clerk's scope: 403; the company sees only its own counterpart's links.
    const other = await server.call('GET', LIST, { token: tokens.clerk!, query: { contractId: ids.S2 } });
    expect(other.status).toBe(403);
    const companyRows = await list(tokens.company!, ids.S1, '/api/company');
    expect(companyRows.length).toBeGreaterThan(0);
    expect(companyRows.every((r) => r.audience === 'counterpart' && r.partyId === ids.zhijiang)).toBe(true);
    const bad = await server.call<FieldErrors>('GET', LIST, { token: tokens.clerk!, query: { contractId: 'x' } });
    expect(bad.body.code).toBe(501);
    expect(bad.body.result.fields.map((f) => f.path)).toEqual(['querystring.contractId']);
  });

  it('revokes once: the link stops working with the same answer; a second revoke is refused', async () => {
    const link = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'unit' });
    await view(link.token);
    const r = await server.call('POST', REVOKE, { token: tokens.clerk!, body: { id: link.id } });
    expect(r.body.code, r.body.message).toBe(200);
    await expectInvalid(link.token);
    const again = await server.call('POST', REVOKE, { token: tokens.clerk!, body: { id: link.id } });
    expect(again.body.code).toBe(500);
    expect(again.body.message).toBe('该二维码链接已撤销');
    const row = (await list(tokens.clerk!, ids.S1)).find((l) => l.id === link.id)!;
    expect(row).toMatchObject({ status: 'revoked', canRevoke: false, openCount: 1 });
    expect(row.revokedAt).not.toBeNull();
  });

  it('lets the creator and the owning unit’s staff revoke, nobody else', async () => {
    const byClerk = await createOk(tokens.clerk!, { contractId: ids.S1, audience: 'unit' });
    const byBureau = await createOk(tokens.bureau!, { contractId: ids.S1, audience: 'bureau' });
    const byCompany = await createOk(tokens.company!, { contractId: ids.S1, audience: 'counterpart' }, '/api/company');
    const revoke = (who: string, id: number, base = '/api/admin') =>
      server.call('POST', `${base}/${REVOKE}`, { token: tokens[who]!, body: { id } });

    // The bureau and the company did not create the clerk's link and are not the owning unit.
    expect((await revoke('bureau', byClerk.id)).status).toBe(403);
    expect((await revoke('company', byClerk.id, '/api/company')).status).toBe(403);
    await view(byClerk.token);
    // A colleague of the owning unit may.
    expect((await revoke('reviewer', byClerk.id)).body.code).toBe(200);
    // The creators may revoke their own.
    expect((await revoke('bureau', byBureau.id)).body.code).toBe(200);
    expect((await revoke('company', byCompany.id, '/api/company')).body.code).toBe(200);
    const unknown = await revoke('clerk', 999_999);
    expect(unknown.body.code).toBe(500);
    expect(unknown.body.message).toBe('二维码链接不存在');
  });
});
