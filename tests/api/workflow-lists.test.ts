/**
 * The workflow's read side (server/modules/workflow): to-dos waiting and done, approvals waiting and
 * done, carbon copies received and sent, marking copies read, and the workplace counts; who sees
 * which row, filters, sorting, paging, permissions and validation.
 *
 * The demo seed holds matters of its own; these tests insert fixture rows whose titles start with
 * TSTW- and filter on that keyword, except where a count is compared with a list's whole total.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvals, carbonCopies, contracts, matters, units, users } from '../../server/db/schema';
import { hashPassword } from '../../server/security/password';
import type { FieldErrors, Page } from '../../src/domain/envelope';
import type { MatterKind } from '../../src/domain/matter';
import {
  type ApprovalRow,
  approvalRowSchema,
  type BacklogQueryInput,
  type BacklogRow,
  backlogRowSchema,
  type CarbonCopyQueryInput,
  type CarbonCopyRow,
  carbonCopyRowSchema,
  type WorkflowCounts,
  workflowCountsSchema,
} from '../../src/domain/workflow-api';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

const KEY = 'TSTW-';
const PAST = '2020-01-02';
const FUTURE = '2099-12-31';

let server: TestServer;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
/** Fixture matter ids by key (m1..), copy ids by key (c1..), approval ids by key. */
const m: Record<string, number> = {};
const c: Record<string, number> = {};
const a: Record<string, number> = {};
const keyOfMatter = new Map<number, string>();
const keyOfCopy = new Map<number, string>();
let contractId = 0;

async function unitByName(unitName: string, pid?: number): Promise<number> {
  const rows = await server.db.select({ id: units.id, pid: units.pid }).from(units).where(eq(units.unitName, unitName));
  const u = pid === undefined ? rows[0] : rows.find((r) => r.pid === pid);
  if (!u) throw new Error(`no demo unit ${unitName}`);
  return u.id;
}

interface MatterFixture {
  key: string;
  kind: MatterKind;
  unit: number;
  handler?: string;
  status?: 'pending' | 'passed' | 'returned' | 'closed';
  deadline: string | null;
  createdAt: string;
  handledBy?: string;
  handledAt?: string;
  opinion?: string;
  contract?: boolean;
}

async function insertMatter(f: MatterFixture, submitUnit: number): Promise<void> {
  const [row] = await server.db
    .insert(matters)
    .values({
      contractId: f.contract === false ? null : contractId,
      kind: f.kind,
      title: `${KEY}${f.key}-${f.kind}`,
      submitterId: userIds.clerk!,
      submitUnitId: submitUnit,
      handlerUserId: f.handler ? userIds[f.handler]! : null,
      handlerUnitId: f.unit,
      deadline: f.deadline,
      status: f.status ?? 'pending',
      handledBy: f.handledBy ? userIds[f.handledBy]! : null,
      handledAt: f.handledAt ? new Date(f.handledAt) : null,
      opinion: f.opinion ?? null,
      createdAt: new Date(f.createdAt),
    })
    .returning({ id: matters.id });
  m[f.key] = row!.id;
  keyOfMatter.set(row!.id, f.key);
}

async function insertCopy(key: string, matterKey: string, from: string, to: string, at: string, readAt: string | null): Promise<void> {
  const [row] = await server.db
    .insert(carbonCopies)
    .values({
      matterId: m[matterKey]!,
      contractId,
      fromUserId: userIds[from]!,
      toUserId: userIds[to]!,
      note: `note ${key}`,
      readAt: readAt ? new Date(readAt) : null,
      createdAt: new Date(at),
    })
    .returning({ id: carbonCopies.id });
  c[key] = row!.id;
  keyOfCopy.set(row!.id, key);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['admin', 'clerk', 'reviewer', 'leader', 'zhoujie', 'xiejing', 'lawyer', 'company']) {
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, u));
    userIds[u] = row!.id;
  }
  for (const u of ['clerk', 'reviewer', 'leader', 'lawyer', 'company']) tokens[u] = await server.login(u);
  // zhoujie and xiejing have no usable demo password: the tests give them one directly.
  const hash = await hashPassword(DEMO_PASSWORD);
  await server.db.update(users).set({ passwordHash: hash }).where(inArray(users.username, ['zhoujie', 'xiejing']));
  tokens.zhoujie = await server.login('zhoujie');
  tokens.xiejing = await server.login('xiejing');

  const F = await unitByName('杭州市财政局');
  const FD = await unitByName('法规处', F);
  const T = await unitByName('杭州市交通运输局');
  const TD = await unitByName('法规处', T);
  // A unit (type U) under finance: its matters are its own staff's, not finance's.
  const [sub] = await server.db.insert(units).values({ pid: F, unitName: '财政局下属中心', type: 'U' }).returning({ id: units.id });
  const [ct] = await server.db
    .insert(contracts)
    .values({ code: 'TSTW-C-0001', name: '工作流夹具合同', category: 'other', unitId: F, status: 'unitReview' })
    .returning({ id: contracts.id });
  contractId = ct!.id;

  const fixtures: MatterFixture[] = [
    // Waiting for finance (unit-handled), overdue.
    { key: 'm1', kind: 'validityUnit', unit: F, deadline: PAST, createdAt: '2025-01-10T10:00:00+08:00' },
    // Waiting for finance's 法规处 (unit-handled).
    { key: 'm2', kind: 'validityUnit', unit: FD, deadline: FUTURE, createdAt: '2025-02-10T10:00:00+08:00' },
    // Named to the lawyer.
    { key: 'm3', kind: 'seekReply', unit: F, handler: 'lawyer', deadline: PAST, createdAt: '2025-03-10T10:00:00+08:00' },
    // Named to the reviewer; created just after midnight 2025-03-11 China time (still 2025-03-10 in UTC).
    { key: 'm4', kind: 'survey', unit: F, handler: 'reviewer', deadline: null, createdAt: '2025-03-11T00:30:00+08:00', contract: false },
    // An approval matter left to finance: never a to-do.
    { key: 'm5', kind: 'approval', unit: F, deadline: PAST, createdAt: '2025-05-10T10:00:00+08:00' },
    // Handled by the reviewer.
    { key: 'm6', kind: 'validityUnit', unit: F, status: 'passed', deadline: PAST, createdAt: '2024-06-01T10:00:00+08:00', handledBy: 'reviewer', handledAt: '2025-07-01T10:00:00+08:00', opinion: '同意' },
    { key: 'm7', kind: 'fairReview', unit: F, status: 'returned', deadline: PAST, createdAt: '2024-06-02T10:00:00+08:00', handledBy: 'reviewer', handledAt: '2025-08-01T10:00:00+08:00', opinion: '退回修改' },
    // Transport's matters: unit-handled by transport and by its 法规处.
    { key: 'm8', kind: 'warnTips', unit: T, deadline: FUTURE, createdAt: '2025-06-10T10:00:00+08:00' },
    { key: 'm9', kind: 'validityUnit', unit: TD, deadline: FUTURE, createdAt: '2025-06-11T10:00:00+08:00' },
    // An approval the reviewer handled (not in the to-do done list).
    { key: 'm10', kind: 'approval', unit: F, status: 'passed', deadline: PAST, createdAt: '2024-05-01T10:00:00+08:00', handledBy: 'reviewer', handledAt: '2025-09-01T10:00:00+08:00' },
    // A closed approval matter whose approval row was left pending.
    { key: 'm11', kind: 'approval', unit: F, status: 'closed', deadline: PAST, createdAt: '2025-05-11T10:00:00+08:00' },
    // Left to the unit below finance.
    { key: 'm12', kind: 'validityUnit', unit: sub!.id, deadline: PAST, createdAt: '2025-05-12T10:00:00+08:00' },
  ];
  for (const f of fixtures) await insertMatter(f, F);

  const approvalRows = [
    { key: 'a5l1', matter: 'm5', approver: 'leader', level: 1 },
    { key: 'a5l2', matter: 'm5', approver: 'reviewer', level: 2 },
    { key: 'a11', matter: 'm11', approver: 'leader', level: 1 },
  ];
  for (const r of approvalRows) {
    const [row] = await server.db
      .insert(approvals)
      .values({ matterId: m[r.matter]!, contractId, approverId: userIds[r.approver]!, level: r.level, createdAt: new Date('2025-05-10T10:00:00+08:00') })
      .returning({ id: approvals.id });
    a[r.key] = row!.id;
  }

  await insertCopy('c1', 'm1', 'clerk', 'reviewer', '2025-01-10T10:00:00+08:00', null);
  await insertCopy('c2', 'm4', 'leader', 'reviewer', '2025-04-11T10:00:00+08:00', '2025-04-12T10:00:00+08:00');
  await insertCopy('c3', 'm1', 'reviewer', 'clerk', '2025-01-11T10:00:00+08:00', null);
  await insertCopy('c4', 'm1', 'clerk', 'leader', '2025-01-12T10:00:00+08:00', null);
  await insertCopy('c5', 'm2', 'clerk', 'reviewer', '2025-02-11T10:00:00+08:00', null);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------- helpers
const fieldsOf = (r: { body: { result: unknown } }) => (r.body.result as FieldErrors).fields.map((f) => f.path);

async function page<T>(token: string, apiPath: string, body: unknown): Promise<Page<T>> {
  const r = await server.call<Page<T>>('POST', apiPath, { token, body });
  expect(r.status, `${apiPath} ${r.body.message}`).toBe(200);
  expect(r.body.code, `${apiPath} ${r.body.message}`).toBe(200);
  return r.body.result;
}

/** The fixture keys of a to-do or approval page (rows of other matters are left out). */
const matterKeys = (p: Page<{ matterId: number }>) => p.records.flatMap((r) => keyOfMatter.get(r.matterId) ?? []);
const copyKeys = (p: Page<CarbonCopyRow>) => p.records.flatMap((r) => keyOfCopy.get(r.copyId) ?? []);

const backlog = (token: string, which: 'Waiting' | 'Done', body: BacklogQueryInput = {}, base = '/api/admin') =>
  page<BacklogRow>(token, `${base}/backlog/query${which}`, { keyword: KEY, ...body });
const approvalsOf = (token: string, which: 'Waiting' | 'Done', body: BacklogQueryInput = {}) =>
  page<ApprovalRow>(token, `approval/query${which}`, { keyword: KEY, ...body });
const copies = (token: string, which: 'Received' | 'Sent', body: CarbonCopyQueryInput = {}) =>
  page<CarbonCopyRow>(token, `carboncopy/query${which}`, { keyword: KEY, ...body });

async function counts(token: string, base = '/api/admin'): Promise<WorkflowCounts> {
  const r = await server.call<WorkflowCounts>('GET', `${base}/workflow/counts`, { token });
  expect(r.body.code).toBe(200);
  return workflowCountsSchema.parse(r.body.result);
}

// ---------------------------------------------------------------- to-dos
describe('backlog waiting', () => {
  it('the reviewer sees his unit-handled matters (unit and its departments, not units below) and those named to him', async () => {
    const p = await backlog(tokens.reviewer!, 'Waiting');
    expect(matterKeys(p)).toEqual(['m4', 'm2', 'm1']);
    expect(p.total).toBe(3);
    for (const r of p.records) backlogRowSchema.parse(r);
    const m1 = p.records.find((r) => r.matterId === m.m1)!;
    expect(m1).toMatchObject({
      kind: 'validityUnit',
      status: 'pending',
      contract: { id: contractId, code: 'TSTW-C-0001', name: '工作流夹具合同' },
      submitterName: '李晓明',
      submitUnitName: '杭州市财政局',
      handlerUserId: null,
      handlerUserName: null,
      handlerUnitName: '杭州市财政局',
      deadline: PAST,
      overdue: true,
      handledAt: null,
      opinion: null,
      link: `/matter/validity/validityReview?matterId=${m.m1}`,
    });
    expect(m1.createdAt).toBe(new Date('2025-01-10T10:00:00+08:00').toISOString());
    const m2 = p.records.find((r) => r.matterId === m.m2)!;
    expect(m2).toMatchObject({ overdue: false, handlerUnitName: '法规处' });
    const m4 = p.records.find((r) => r.matterId === m.m4)!;
    expect(m4).toMatchObject({ contract: null, handlerUserName: '陈静', deadline: null, overdue: false });
  });

  it('the clerk of finance sees the unit-handled ones but not those named to others; approvals never', async () => {
    expect(matterKeys(await backlog(tokens.clerk!, 'Waiting'))).toEqual(['m2', 'm1']);
    expect(matterKeys(await backlog(tokens.leader!, 'Waiting'))).toEqual(['m2', 'm1']);
  });

  it('a clerk of another unit sees only his own unit’s matters (and its departments’)', async () => {
    expect(matterKeys(await backlog(tokens.zhoujie!, 'Waiting'))).toEqual(['m9', 'm8']);
  });

  it('staff of a department below the unit do not handle for the unit above', async () => {
    expect(matterKeys(await backlog(tokens.xiejing!, 'Waiting'))).toEqual([]);
  });

  it('the lawyer sees his named matters on /api/lawyer', async () => {
    const p = await backlog(tokens.lawyer!, 'Waiting', {}, '/api/lawyer');
    expect(matterKeys(p)).toEqual(['m3']);
    expect(p.records[0]).toMatchObject({ kind: 'seekReply', handlerUserName: '吴律明', overdue: true, link: `/backlog/handle/seek-handle?matterId=${m.m3}` });
    expect(matterKeys(await backlog(tokens.reviewer!, 'Waiting', { kind: 'seekReply' }))).toEqual([]);
  });

  it('filters: kind, overdue, keyword, contract code, created and deadline ranges', async () => {
    const t = tokens.reviewer!;
    expect(matterKeys(await backlog(t, 'Waiting', { kind: 'survey' }))).toEqual(['m4']);
    expect(matterKeys(await backlog(t, 'Waiting', { kind: ['survey', 'validityUnit'] }))).toEqual(['m4', 'm2', 'm1']);
    expect(matterKeys(await backlog(t, 'Waiting', { overdue: true }))).toEqual(['m1']);
    expect(matterKeys(await backlog(t, 'Waiting', { overdue: false }))).toEqual(['m4', 'm2', 'm1']);
    // The keyword matches the title or the contract's name or code, case-insensitively.
    expect(matterKeys(await backlog(t, 'Waiting', { keyword: 'tstw-m4' }))).toEqual(['m4']);
    expect(matterKeys(await backlog(t, 'Waiting', { keyword: '工作流夹具', kind: ['survey', 'validityUnit'] })).sort()).toEqual(['m1', 'm2']);
    expect(matterKeys(await backlog(t, 'Waiting', { contractCode: 'tstw-c-0001' }))).toEqual(['m2', 'm1']);
    // Wildcards match literally.
    expect((await backlog(t, 'Waiting', { keyword: 'TSTW%' })).total).toBe(0);
    // Creation days are China Standard Time: m4 was created 2025-03-11 00:30 there.
    expect(matterKeys(await backlog(t, 'Waiting', { createdFrom: '2025-02-10', createdTo: '2025-03-10' }))).toEqual(['m2']);
    expect(matterKeys(await backlog(t, 'Waiting', { createdFrom: '2025-02-10', createdTo: '2025-03-11' }))).toEqual(['m4', 'm2']);
    expect(matterKeys(await backlog(t, 'Waiting', { deadlineFrom: '2021-01-01' }))).toEqual(['m2']);
    expect(matterKeys(await backlog(t, 'Waiting', { deadlineTo: PAST }))).toEqual(['m1']);
  });

  it('sorting: createdAt by default, deadline with empty deadlines last both ways', async () => {
    const t = tokens.reviewer!;
    expect(matterKeys(await backlog(t, 'Waiting', { sortOrder: 'asc' }))).toEqual(['m1', 'm2', 'm4']);
    expect(matterKeys(await backlog(t, 'Waiting', { sortField: 'deadline', sortOrder: 'asc' }))).toEqual(['m1', 'm2', 'm4']);
    expect(matterKeys(await backlog(t, 'Waiting', { sortField: 'deadline', sortOrder: 'desc' }))).toEqual(['m2', 'm1', 'm4']);
  });

  it('paging: size, current and the total on every page', async () => {
    const t = tokens.reviewer!;
    const p1 = await backlog(t, 'Waiting', { size: 2 });
    expect([matterKeys(p1), p1.total, p1.current, p1.size]).toEqual([['m4', 'm2'], 3, 1, 2]);
    const p2 = await backlog(t, 'Waiting', { size: 2, current: 2 });
    expect([matterKeys(p2), p2.total]).toEqual([['m1'], 3]);
    const p3 = await backlog(t, 'Waiting', { size: 2, current: 3 });
    expect([p3.records.length, p3.total]).toEqual([0, 3]);
    // No body at all: the first page with the defaults.
    const r = await server.call<Page<BacklogRow>>('POST', 'backlog/queryWaiting', { token: t });
    expect(r.body.code).toBe(200);
    expect(r.body.result.size).toBe(10);
  });
});

describe('backlog done', () => {
  it('lists what the caller handled (not approvals), newest handled first', async () => {
    const p = await backlog(tokens.reviewer!, 'Done');
    expect(matterKeys(p)).toEqual(['m7', 'm6']);
    expect(p.records[0]).toMatchObject({ status: 'returned', opinion: '退回修改', handledByName: '陈静', overdue: false });
    expect(p.records[0]!.handledAt).toBe(new Date('2025-08-01T10:00:00+08:00').toISOString());
    expect(matterKeys(await backlog(tokens.reviewer!, 'Done', { sortField: 'createdAt', sortOrder: 'asc' }))).toEqual(['m6', 'm7']);
    expect(matterKeys(await backlog(tokens.reviewer!, 'Done', { kind: 'fairReview' }))).toEqual(['m7']);
    // Done rows are never overdue, whatever their deadline.
    expect((await backlog(tokens.reviewer!, 'Done', { overdue: true })).total).toBe(0);
    expect((await backlog(tokens.clerk!, 'Done')).total).toBe(0);
  });
});

// ---------------------------------------------------------------- approvals
describe('approvals', () => {
  it('a level-2 approver sees nothing until level 1 approved; closed matters never wait', async () => {
    expect(matterKeys(await approvalsOf(tokens.reviewer!, 'Waiting'))).toEqual([]);
    const leaderWaiting = await approvalsOf(tokens.leader!, 'Waiting');
    expect(matterKeys(leaderWaiting)).toEqual(['m5']);
    expect(leaderWaiting.records[0]).toMatchObject({ approvalId: a.a5l1, level: 1, approvalStatus: 'pending', overdue: true, decidedAt: null });
    approvalRowSchema.parse(leaderWaiting.records[0]);
    expect(matterKeys(await approvalsOf(tokens.leader!, 'Done'))).toEqual([]);

    // A rejected lower level blocks the higher one too.
    await server.db.update(approvals).set({ status: 'rejected', decidedAt: new Date() }).where(eq(approvals.id, a.a5l1!));
    expect(matterKeys(await approvalsOf(tokens.reviewer!, 'Waiting'))).toEqual([]);

    await server.db
      .update(approvals)
      .set({ status: 'approved', opinion: '同意', decidedAt: new Date('2025-05-12T10:00:00+08:00') })
      .where(eq(approvals.id, a.a5l1!));
    const reviewerWaiting = await approvalsOf(tokens.reviewer!, 'Waiting');
    expect(matterKeys(reviewerWaiting)).toEqual(['m5']);
    expect(reviewerWaiting.records[0]).toMatchObject({ approvalId: a.a5l2, level: 2, link: `/approval/handle/approval-handle?matterId=${m.m5}` });
    expect(matterKeys(await approvalsOf(tokens.leader!, 'Waiting'))).toEqual([]);
    const done = await approvalsOf(tokens.leader!, 'Done');
    expect(matterKeys(done)).toEqual(['m5']);
    expect(done.records[0]).toMatchObject({ approvalStatus: 'approved', approvalOpinion: '同意', overdue: false });
    expect(done.records[0]!.decidedAt).toBe(new Date('2025-05-12T10:00:00+08:00').toISOString());
    // Filters apply as in the to-do lists.
    expect((await approvalsOf(tokens.reviewer!, 'Waiting', { overdue: true })).total).toBe(1);
    expect((await approvalsOf(tokens.reviewer!, 'Waiting', { createdTo: '2025-05-09' })).total).toBe(0);
  });
});

// ---------------------------------------------------------------- carbon copies
describe('carbon copies', () => {
  it('received and sent, with the read filter and unread first', async () => {
    const received = await copies(tokens.reviewer!, 'Received');
    expect(copyKeys(received)).toEqual(['c2', 'c5', 'c1']);
    for (const r of received.records) carbonCopyRowSchema.parse(r);
    expect(received.records[0]).toMatchObject({
      matterId: m.m4,
      note: 'note c2',
      read: true,
      fromUserName: '张国强',
      toUserName: '陈静',
      copiedAt: new Date('2025-04-11T10:00:00+08:00').toISOString(),
    });
    expect(copyKeys(await copies(tokens.reviewer!, 'Received', { unreadFirst: true }))).toEqual(['c5', 'c1', 'c2']);
    expect(copyKeys(await copies(tokens.reviewer!, 'Received', { read: false }))).toEqual(['c5', 'c1']);
    expect(copyKeys(await copies(tokens.reviewer!, 'Received', { read: true }))).toEqual(['c2']);
    expect(copyKeys(await copies(tokens.reviewer!, 'Received', { sortField: 'createdAt', sortOrder: 'asc' }))).toEqual(['c1', 'c5', 'c2']);
    expect(copyKeys(await copies(tokens.reviewer!, 'Received', { overdue: true }))).toEqual(['c1']);
    const sent = await copies(tokens.reviewer!, 'Sent');
    expect(copyKeys(sent)).toEqual(['c3']);
    expect(sent.records[0]).toMatchObject({ toUserName: '李晓明', fromUserName: '陈静', read: false });
  });

  it('read marks only the caller’s own received copies; readAll all of them', async () => {
    const unreadIds = async (ids: number[]) =>
      (await server.db.select({ id: carbonCopies.id }).from(carbonCopies).where(and(inArray(carbonCopies.id, ids), isNull(carbonCopies.readAt)))).map((r) => r.id);
    const r = await server.call<number>('POST', 'carboncopy/read', { token: tokens.reviewer!, body: { ids: [c.c1!, c.c3!, c.c4!, 2_000_000_000] } });
    expect(r.body).toMatchObject({ code: 200, result: 1 });
    expect((await unreadIds([c.c1!, c.c3!, c.c4!, c.c5!])).sort()).toEqual([c.c3!, c.c4!, c.c5!].sort());
    // Marking again changes nothing.
    expect((await server.call<number>('POST', 'carboncopy/read', { token: tokens.reviewer!, body: { ids: [c.c1!] } })).body.result).toBe(0);

    const before = await counts(tokens.reviewer!);
    expect(before.carbonCopyUnread).toBeGreaterThan(0);
    const all = await server.call<number>('POST', 'carboncopy/readAll', { token: tokens.reviewer! });
    expect(all.body).toMatchObject({ code: 200, result: before.carbonCopyUnread });
    expect((await counts(tokens.reviewer!)).carbonCopyUnread).toBe(0);
    const [left] = await server.db
      .select({ id: carbonCopies.id })
      .from(carbonCopies)
      .where(and(eq(carbonCopies.toUserId, userIds.reviewer!), isNull(carbonCopies.readAt)));
    expect(left).toBeUndefined();
    // Other people's copies stay unread.
    expect((await unreadIds([c.c3!, c.c4!])).sort()).toEqual([c.c3!, c.c4!].sort());
  });
});

// ---------------------------------------------------------------- counts
describe('workflow/counts', () => {
  it('match the lists’ totals, for several callers', async () => {
    const total = async (token: string, apiPath: string, body: unknown) => (await page<unknown>(token, apiPath, body)).total;
    for (const user of ['reviewer', 'clerk', 'leader', 'zhoujie']) {
      const t = tokens[user]!;
      const n = await counts(t);
      expect(n.backlogWaiting, user).toBe(await total(t, 'backlog/queryWaiting', {}));
      expect(n.backlogOverdue, user).toBe(await total(t, 'backlog/queryWaiting', { overdue: true }));
      expect(n.approvalWaiting, user).toBe(await total(t, 'approval/queryWaiting', {}));
      expect(n.carbonCopyUnread, user).toBe(await total(t, 'carboncopy/queryReceived', { read: false }));
    }
    const leader = await counts(tokens.leader!);
    expect(leader.backlogWaiting).toBeGreaterThanOrEqual(2);
    expect(leader.carbonCopyUnread).toBeGreaterThanOrEqual(1);
  });

  it('lawyers count their named to-dos; lists they may not query count 0', async () => {
    const n = await counts(tokens.lawyer!, '/api/lawyer');
    expect(n.backlogWaiting).toBe((await page<unknown>(tokens.lawyer!, '/api/lawyer/backlog/queryWaiting', {})).total);
    expect(n.backlogWaiting).toBeGreaterThanOrEqual(1);
    expect(n.backlogOverdue).toBeGreaterThanOrEqual(1);
    expect([n.approvalWaiting, n.carbonCopyUnread]).toEqual([0, 0]);
    expect(await counts(tokens.company!, '/api/company')).toEqual({ backlogWaiting: 0, backlogOverdue: 0, approvalWaiting: 0, carbonCopyUnread: 0 });
  });
});

// ---------------------------------------------------------------- errors
describe('errors', () => {
  it('a counterpart user may not query any list: HTTP 403', async () => {
    for (const p of ['backlog/queryWaiting', 'backlog/queryDone', 'approval/queryWaiting', 'carboncopy/queryReceived', 'carboncopy/read']) {
      const r = await server.call('POST', `/api/company/${p}`, { token: tokens.company!, body: p === 'carboncopy/read' ? { ids: [1] } : {} });
      expect(r.status, p).toBe(403);
      expect(r.body.code, p).toBe(403);
    }
    // Lawyers hold the to-do permissions only.
    const r = await server.call('POST', '/api/lawyer/approval/queryWaiting', { token: tokens.lawyer!, body: {} });
    expect(r.status).toBe(403);
  });

  it('no token: HTTP 401', async () => {
    const r = await server.call('GET', 'workflow/counts');
    expect(r.status).toBe(401);
  });

  it('bad input: code 501 with the field paths, and nothing marked', async () => {
    const bad: [string, unknown, string][] = [
      ['backlog/queryWaiting', { size: 0 }, 'body.size'],
      ['backlog/queryWaiting', { size: 101 }, 'body.size'],
      ['backlog/queryWaiting', { current: 0 }, 'body.current'],
      ['backlog/queryWaiting', { kind: 'nope' }, 'body.kind'],
      ['backlog/queryWaiting', { kind: [] }, 'body.kind'],
      ['backlog/queryDone', { sortField: 'decidedAt' }, 'body.sortField'],
      ['approval/queryDone', { sortField: 'handledAt' }, 'body.sortField'],
      ['backlog/queryWaiting', { createdFrom: '2025-05-01', createdTo: '2025-04-01' }, 'body.createdTo'],
      ['approval/queryWaiting', { deadlineFrom: '2025-05-01', deadlineTo: '2025-04-01' }, 'body.deadlineTo'],
      ['carboncopy/queryReceived', { deadlineFrom: '2025-02-30' }, 'body.deadlineFrom'],
      ['carboncopy/queryReceived', { read: 'yes' }, 'body.read'],
      ['carboncopy/querySent', { keyword: 'x'.repeat(100) }, 'body.keyword'],
      ['carboncopy/read', { ids: [] }, 'body.ids'],
      ['carboncopy/read', { ids: ['x'] }, 'body.ids.0'],
      ['carboncopy/read', {}, 'body.ids'],
    ];
    for (const [apiPath, body, path] of bad) {
      const r = await server.call('POST', apiPath, { token: tokens.clerk!, body });
      expect(r.status, `${apiPath} ${JSON.stringify(body)}`).toBe(200);
      expect(r.body.code, `${apiPath} ${JSON.stringify(body)}`).toBe(501);
      expect(fieldsOf(r), `${apiPath} ${JSON.stringify(body)}`).toContain(path);
    }
    const [c3] = await server.db.select({ readAt: carbonCopies.readAt }).from(carbonCopies).where(eq(carbonCopies.id, c.c3!));
    expect(c3!.readAt).toBeNull();
  });
});
