/**
 * The collective decision as a record over real HTTP (issue 15, docs/api/contract-decision.md):
 * a major contract reaches its decision step through the real calls; the leader records the meeting
 * with contract/decide. 通过 goes on to approval, 修改后再议 back to the final draft (and the contract is
 * decided again, a second record), 不通过 voids it. A plain pass is refused; so are other people,
 * other units, the wrong status and bad input (501), each leaving everything as it was. The detail
 * shows the records with a minutes link for those who may read it; the share view shows kind, date
 * and resolution only.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { contractFiles, contracts, counterparts, decisionRecords, files, matters, statusHistory, units } from '../../server/db/schema';
import { isoDate, todayDay } from '../../src/domain/calendar';
import type { ContractDetail } from '../../src/domain/contract-api';
import { type ShareLink, type ShareView, shareViewSchema } from '../../src/domain/contract-share';
import type { ContractRegisterInput, MatterResult, WriteResult } from '../../src/domain/contract-write';
import type { DecideResult } from '../../src/domain/decision';
import type { FileMeta } from '../../src/domain/system';
import { meetingRecord, recordDecision, uploadMinutes } from './decision-helpers';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const tokens: Record<string, string> = {};
let zhijiang: number;
let draftFile: number;

const as = (user: string) => tokens[user]!;
const post = <T>(user: string, path: string, body: unknown) => s.call<T>('POST', path, { token: as(user), body });
const row = async (id: number) => (await s.db.select().from(contracts).where(eq(contracts.id, id)))[0]!;
const detail = async (id: number, user = 'clerk', base?: string) => {
  const r = await s.call<ContractDetail>('GET', base ? `${base}/contract/detail` : 'contract/detail', { token: as(user), query: { id } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
};
const pendingMatter = async (contractId: number, kind: string) =>
  (await s.db.select().from(matters).where(and(eq(matters.contractId, contractId), eq(matters.kind, kind), eq(matters.status, 'pending'))))[0];
const recordsOf = (contractId: number) => s.db.select().from(decisionRecords).where(eq(decisionRecords.contractId, contractId)).orderBy(decisionRecords.id);

const form = (over: Partial<ContractRegisterInput> = {}): ContractRegisterInput => ({
  name: '重大合同：城市智慧停车系统建设运营合同',
  category: 'procurementServices',
  subject: '城市智慧停车系统建设及五年运营服务',
  amountFen: 2_600_000_000,
  direction: 'expenditure',
  counterparts: [{ counterpartId: zhijiang, role: 'B' }],
  files: [{ fileId: draftFile, kind: 'draft' }],
  submit: true,
  ...over,
});

const passMatter = async (user: string, contractId: number, kind: string) => {
  const m = (await pendingMatter(contractId, kind))!;
  const r = await post<MatterResult>(user, 'matter/handle', { id: m.id, version: m.version, result: 'pass', opinion: '同意' });
  expect(r.body.code, `${kind}: ${r.body.message}`).toBe(200);
  return r.body.result;
};

/** The clerk uploads the final draft of a major contract (to the bureau): the contract goes to the decision step. */
async function finalDraft(contractId: number): Promise<{ id: number; version: number }> {
  const fd = await post<MatterResult>('clerk', 'matter/submit', { contractId, version: (await row(contractId)).version, kind: 'finalDraftJud', fileIds: [draftFile] });
  expect(fd.body.code, fd.body.message).toBe(200);
  expect(fd.body.result.contractStatus).toBe('decision');
  return { id: contractId, version: fd.body.result.contractVersion! };
}

/** A new major contract of 杭州市财政局 (the leader's unit) taken through the real calls to its decision step. */
async function atDecision(name = form().name): Promise<{ id: number; version: number }> {
  const reg = await post<WriteResult>('clerk', 'contract/register', form({ name }));
  expect(reg.body.code, reg.body.message).toBe(200);
  const c = reg.body.result;
  expect((await row(c.id)).isMajor).toBe(true);
  const v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'submitForReview' })).body.result;
  let m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: v.version, kind: 'survey', content: '相对方资信良好' })).body.result;
  m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: m.contractVersion, kind: 'seek', content: '无' })).body.result;
  expect(m.contractStatus).toBe('unitReview');
  expect((await passMatter('reviewer', c.id, 'validityUnit')).contractStatus).toBe('bureauReview');
  expect((await passMatter('bureau', c.id, 'validityJud')).contractStatus).toBe('finalDraft');
  return finalDraft(c.id);
}

/** Nothing changed: the contract at the decision step at the same version, no record, its matter pending. */
async function unchanged(c: { id: number; version: number }): Promise<void> {
  const now = await row(c.id);
  expect(now.status).toBe('decision');
  expect(now.version).toBe(c.version);
  expect(await recordsOf(c.id)).toEqual([]);
  expect(await pendingMatter(c.id, 'decision')).toBeTruthy();
}

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer']) tokens[u] = await s.login(u);
  zhijiang = (await s.db.select().from(counterparts).where(eq(counterparts.name, '浙江之江建设集团有限公司')))[0]!.id;
  const [file] = await s.db
    .insert(files)
    .values({ fileName: '合同定稿.pdf', mime: 'application/pdf', ext: 'pdf', size: 1024, sha256: 'x'.repeat(64), storageKey: 'test/decision-draft.pdf', uploaderId: await s.userId('clerk') })
    .returning();
  draftFile = file!.id;
});

afterAll(async () => {
  await s?.close();
});

describe('the demo data', () => {
  // First, while the database is as seeded.
  it('gives every seeded move out of the decision step its meeting record, each with its minutes', async () => {
    const [counts] = await queryRows<{ moves: number; records: number; with_minutes: number }>(
      s.db,
      sql`select
        (select count(*)::int from status_history where from_status = 'decision') as moves,
        (select count(*)::int from decision_records) as records,
        (select count(*)::int from decision_records r join files f on f.id = r.minutes_file_id where f.file_name like '%纪要（%）.pdf') as with_minutes`,
    );
    expect(counts!.moves).toBeGreaterThan(20);
    expect(counts!.records).toBe(counts!.moves);
    expect(counts!.with_minutes).toBe(counts!.moves);
    // A seeded major contract of the leader's unit past its decision: the detail lists the meeting with its minutes.
    const finance = (await s.db.select().from(units).where(eq(units.unitName, '杭州市财政局')))[0]!.id;
    const [seeded] = await s.db
      .select({ id: contracts.id })
      .from(contracts)
      .innerJoin(decisionRecords, eq(decisionRecords.contractId, contracts.id))
      .where(and(eq(contracts.unitId, finance), eq(decisionRecords.resolution, 'passed')))
      .limit(1);
    const d = await detail(seeded!.id, 'leader');
    const rec = d.decisions.find((x) => x.resolution === 'passed')!;
    expect(rec.attendees.length).toBeGreaterThanOrEqual(3);
    expect(rec.minutes?.fileName).toMatch(/纪要（\d{4}-\d{2}-\d{2}）\.pdf$/);
    expect(rec.meetingDate <= d.history.find((h) => h.fromStatus === 'decision' && h.action === 'pass')!.at.slice(0, 10)).toBe(true);
  });
});

describe('the leader records the meeting', () => {
  it('通过: the record is kept, the decision matter passes, the contract goes on to approval', async () => {
    const c = await atDecision();
    const matter = (await pendingMatter(c.id, 'decision'))!;
    const minutes = await uploadMinutes(s, as('leader'), '局长办公会议纪要（第12次）.pdf');
    const meetingDate = isoDate(todayDay() - 2);
    const r = await recordDecision(s, as('leader'), c, {
      minutesFileId: minutes,
      meetingDate,
      kind: 'bureauChief',
      attendees: [' 张国强', '李明华', '王建国', '赵丽'],
      note: '同意签订，请严格按合同约定履约。',
    });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result).toMatchObject({ id: c.id, status: 'approval', version: c.version + 1 });

    const [rec] = await recordsOf(c.id);
    expect(rec).toMatchObject({
      id: r.body.result.decisionId,
      matterId: matter.id,
      kind: 'bureauChief',
      meetingDate,
      attendees: ['张国强', '李明华', '王建国', '赵丽'],
      resolution: 'passed',
      minutesFileId: minutes,
      note: '同意签订，请严格按合同约定履约。',
    });
    const m = (await s.db.select().from(matters).where(eq(matters.id, matter.id)))[0]!;
    expect(m.status).toBe('passed');
    expect(m.opinion).toBe(`局长办公会议（${meetingDate}）决议：通过。同意签订，请严格按合同约定履约。`);
    const [moved] = await s.db.select().from(statusHistory).where(and(eq(statusHistory.contractId, c.id), eq(statusHistory.fromStatus, 'decision')));
    expect(moved).toMatchObject({ action: 'pass', toStatus: 'approval', matterId: matter.id, fileIds: [minutes] });
    expect(await pendingMatter(c.id, 'approval')).toBeTruthy();

    // The detail shows it, with the minutes' name for the unit's staff, and the download works.
    const d = await detail(c.id);
    expect(d.decisions).toEqual([
      {
        id: rec!.id,
        kind: 'bureauChief',
        meetingDate,
        attendees: ['张国强', '李明华', '王建国', '赵丽'],
        resolution: 'passed',
        minutes: { fileId: minutes, fileName: '局长办公会议纪要（第12次）.pdf' },
        note: '同意签订，请严格按合同约定履约。',
        recordedByName: expect.any(String),
        recordedAt: expect.any(String),
      },
    ]);
    const ticket = await s.ticket(as('clerk'), { purpose: 'file', fileId: minutes, kind: 'download' });
    const download = await fetch(new URL(ticket.url!, s.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    const listed = await s.call<FileMeta[]>('GET', 'sys_files/getListByIds', { token: as('bureau'), query: { ids: String(minutes) } });
    expect(listed.body.result.map((f) => f.fileId)).toEqual([minutes]);
    // The counterpart sees that it was decided, not who attended, what was noted, or the minutes.
    const party = await detail(c.id, 'company', '/api/company');
    expect(party.decisions).toEqual([
      { id: rec!.id, kind: 'bureauChief', meetingDate, attendees: [], resolution: 'passed', minutes: null, note: null, recordedByName: null, recordedAt: expect.any(String) },
    ]);
    const theirs = await s.call<FileMeta[]>('GET', '/api/company/sys_files/getListByIds', { token: as('company'), query: { ids: String(minutes) } });
    expect(theirs.body.result).toEqual([]);
  });

  it('修改后再议: back to the final draft; after the new draft the contract is decided again (two records)', async () => {
    const c = await atDecision('重大合同：再议测试合同');
    const first = await recordDecision(s, as('leader'), c, { kind: 'partyGroup', resolution: 'reconsider', note: '补充履约保函条款后再议。' });
    expect(first.body.code, first.body.message).toBe(200);
    expect(first.body.result.status).toBe('finalDraft');
    const returned = (await s.db.select().from(matters).where(and(eq(matters.contractId, c.id), eq(matters.kind, 'decision'))))[0]!;
    expect(returned.status).toBe('returned');
    expect(returned.opinion).toContain('修改后再议');
    // The clerk gets the final draft to do again, with a message saying why.
    const redo = (await pendingMatter(c.id, 'finalDraftJud'))!;
    expect(redo).toBeTruthy();

    const again = await finalDraft(c.id);
    const second = await recordDecision(s, as('leader'), again, { kind: 'partyGroup', attendees: ['张国强', '李明华', '王建国', '孙伟'] });
    expect(second.body.code, second.body.message).toBe(200);
    expect(second.body.result.status).toBe('approval');
    const records = await recordsOf(c.id);
    expect(records.map((r) => r.resolution)).toEqual(['reconsider', 'passed']);
    expect((await detail(c.id)).decisions.map((d) => [d.resolution, d.note])).toEqual([
      ['reconsider', '补充履约保函条款后再议。'],
      ['passed', null],
    ]);
  });

  it('不通过: the contract does not proceed — it is voided, its matters closed, the record says why', async () => {
    const c = await atDecision('重大合同：不通过测试合同');
    const r = await recordDecision(s, as('leader'), c, { kind: 'partyGroup', resolution: 'rejected', note: '项目实施条件尚不成熟，不同意签订。' });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result.status).toBe('void');
    expect((await recordsOf(c.id)).map((x) => x.resolution)).toEqual(['rejected']);
    const left = await s.db.select().from(matters).where(and(eq(matters.contractId, c.id), eq(matters.status, 'pending')));
    expect(left).toEqual([]);
    const decision = (await s.db.select().from(matters).where(and(eq(matters.contractId, c.id), eq(matters.kind, 'decision'))))[0]!;
    expect(decision.status).toBe('returned');
    // Nothing more can be done with it but read it.
    const d = await detail(c.id);
    expect(d.moves).toEqual([]);
    expect(d.history.at(-1)).toMatchObject({ action: 'void', fromStatus: 'decision', toStatus: 'void' });
    expect(d.history.at(-1)!.opinion).toContain('不通过');
  });
});

describe('what is refused, changing nothing', () => {
  it('a plain pass of a major contract\'s decision (matter/handle) is refused with a clear message', async () => {
    const c = await atDecision('重大合同：直接通过测试');
    const m = (await pendingMatter(c.id, 'decision'))!;
    const r = await post('leader', 'matter/handle', { id: m.id, version: m.version, result: 'pass', opinion: '同意' });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(500);
    expect(r.body.message).toContain('会议记录');
    const en = await s.call('POST', 'matter/handle', { token: as('leader'), body: { id: m.id, version: m.version, result: 'pass' }, headers: { lang: 'en-US' } });
    expect(en.body.message).toContain('meeting record');
    await unchanged(c);
    // contract/move does not take the pass either.
    const moved = await post('leader', 'contract/move', { id: c.id, version: c.version, action: 'pass' });
    expect(moved.status).toBe(403);
    await unchanged(c);
  });

  it('people who are not the unit\'s leaders: clerk, reviewer, bureau, county, company, lawyer, and the administrator of another unit', async () => {
    const c = await atDecision('重大合同：越权测试合同');
    for (const user of ['clerk', 'reviewer', 'bureau', 'county']) {
      const r = await recordDecision(s, as(user), c);
      expect(r.status, user).toBe(403);
      expect(r.body.code, user).toBe(403);
    }
    for (const [user, base] of [
      ['company', '/api/company'],
      ['lawyer', '/api/lawyer'],
    ] as const) {
      const r = await s.call('POST', `${base}/contract/decide`, { token: as(user), body: { ...meetingRecord(), id: c.id, version: c.version, minutesFileId: 1 } });
      expect([401, 403, 404], user).toContain(r.status);
      const wrongBase = await s.call('POST', '/api/admin/contract/decide', { token: as(user), body: { ...meetingRecord(), id: c.id, version: c.version, minutesFileId: 1 } });
      expect(wrongBase.status, user).toBe(401);
    }
    // The administrator holds every permission but is no leader of the owning unit.
    const admin = await recordDecision(s, as('admin'), c);
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('您不是该环节的办理人');
    await unchanged(c);
  });

  it('another unit\'s contract at its decision step: outside the leader\'s scope', async () => {
    const finance = (await s.db.select().from(units).where(eq(units.unitName, '杭州市财政局')))[0]!.id;
    const [other] = await s.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.status, 'decision'), sql`${contracts.unitId} <> ${finance}`))
      .limit(1);
    expect(other, 'a seeded contract of another unit at its decision step').toBeTruthy();
    const r = await recordDecision(s, as('leader'), { id: other!.id, version: other!.version });
    expect(r.status).toBe(403);
    const after = await row(other!.id);
    expect(after.status).toBe('decision');
    expect(after.version).toBe(other!.version);
  });

  it('the wrong status (500) and a stale version (502)', async () => {
    const c = await atDecision('重大合同：状态测试合同');
    const stale = await recordDecision(s, as('leader'), { id: c.id, version: c.version - 1 });
    expect(stale.body.code).toBe(502);
    await unchanged(c);
    const ok = await recordDecision(s, as('leader'), c);
    expect(ok.body.code, ok.body.message).toBe(200);
    const twice = await recordDecision(s, as('leader'), { id: c.id, version: ok.body.result.version });
    expect(twice.body.code).toBe(500);
    expect(twice.body.message).toContain('approval');
    expect(await recordsOf(c.id)).toHaveLength(1);
  });

  it('bad input is a field error (501): types, attendees, dates, notes, and minutes that are not this contract\'s', async () => {
    const c = await atDecision('重大合同：输入校验测试合同');
    const mine = await uploadMinutes(s, as('leader'));
    const decide = (body: Record<string, unknown>) => s.call<DecideResult>('POST', 'contract/decide', { token: as('leader'), body });
    const base = { ...meetingRecord(), id: c.id, version: c.version, minutesFileId: mine };
    const expectField = async (body: Record<string, unknown>, path: string) => {
      const r = await decide(body);
      expect(r.body.code, `${path}: ${r.body.message}`).toBe(501);
      const fields = (r.body.result as unknown as { fields: { path: string }[] }).fields.map((f) => f.path);
      expect(fields.some((p) => p.startsWith(path)), `${path} in ${fields.join(', ')}`).toBe(true);
      await unchanged(c);
    };
    await expectField({ ...base, attendees: '张国强,李明华,王建国' }, 'body.attendees');
    await expectField({ ...base, attendees: ['张国强', '李明华'] }, 'body.attendees');
    await expectField({ ...base, attendees: ['张国强', '李明华', '张国强'] }, 'body.attendees');
    await expectField({ ...base, attendees: ['张国强', '李\u0007明华', '王建国'] }, 'body.attendees');
    await expectField({ ...base, meetingDate: isoDate(todayDay() + 1) }, 'body.meetingDate');
    await expectField({ ...base, meetingDate: '2026-13-01' }, 'body.meetingDate');
    await expectField({ ...base, kind: '党组会议' }, 'body.kind');
    await expectField({ ...base, resolution: 'maybe' }, 'body.resolution');
    await expectField({ ...base, resolution: 'reconsider' }, 'body.note');
    await expectField({ ...base, minutesFileId: undefined }, 'body.minutesFileId');
    await expectField({ ...base, minutesFileId: 'abc' }, 'body.minutesFileId');
    await expectField({ ...base, version: 'v1' }, 'body.version');
    // Unknown, deleted, someone else's upload, another contract's file.
    await expectField({ ...base, minutesFileId: 2_000_000_000 }, 'body.minutesFileId');
    const deleted = await uploadMinutes(s, as('leader'));
    await s.db.update(files).set({ isDel: true }).where(eq(files.id, deleted));
    await expectField({ ...base, minutesFileId: deleted }, 'body.minutesFileId');
    const clerks = await uploadMinutes(s, as('clerk'));
    await expectField({ ...base, minutesFileId: clerks }, 'body.minutesFileId');
    const passed = (await recordsOf((await s.db.select().from(decisionRecords).limit(1))[0]!.contractId))[0]!;
    expect(passed.contractId).not.toBe(c.id);
    await expectField({ ...base, minutesFileId: passed.minutesFileId }, 'body.minutesFileId');
    // The leader's own upload, once attached to another contract, is that contract's.
    const elsewhere = await uploadMinutes(s, as('leader'));
    await s.db.insert(contractFiles).values({ contractId: passed.contractId, fileId: elsewhere, kind: 'other' });
    await expectField({ ...base, minutesFileId: elsewhere }, 'body.minutesFileId');
    // The leader's own fresh upload is taken.
    const ok = await decide(base);
    expect(ok.body.code, ok.body.message).toBe(200);
  });
});

describe('the share view', () => {
  it('shows each decision\'s kind, date and resolution — never the attendees, the note or the minutes', async () => {
    const c = await atDecision('重大合同：分享进度测试合同');
    const first = await recordDecision(s, as('leader'), c, {
      kind: 'partyGroup',
      meetingDate: '2026-01-05',
      resolution: 'reconsider',
      attendees: ['欧阳秘书', '李明华', '王建国'],
      note: 'SECRET-NOTE 补充条款',
    });
    expect(first.body.code, first.body.message).toBe(200);
    const again = await finalDraft(c.id);
    const second = await recordDecision(s, as('leader'), again, { kind: 'bureauChief', meetingDate: '2026-01-20', attendees: ['欧阳秘书', '李明华', '王建国'] });
    expect(second.body.code, second.body.message).toBe(200);
    const minutes = (await recordsOf(c.id)).map((r) => r.minutesFileId);

    for (const [user, audience, extra] of [
      ['clerk', 'unit', {}],
      ['company', 'counterpart', { partyId: zhijiang }],
    ] as const) {
      const base = user === 'company' ? '/api/company' : '/api/admin';
      const link = await s.call<ShareLink>('POST', `${base}/contract/share/create`, { token: as(user), body: { contractId: c.id, audience, ...extra } });
      expect(link.body.code, link.body.message).toBe(200);
      const r = await s.call<ShareView>('GET', '/api/share/contract', { query: { token: link.body.result.token } });
      expect(r.body.code, r.body.message).toBe(200);
      const v = shareViewSchema.parse(r.body.result);
      expect(v.decisions, audience).toEqual([
        { kind: 'partyGroup', meetingDate: '2026-01-05', resolution: 'reconsider' },
        { kind: 'bureauChief', meetingDate: '2026-01-20', resolution: 'passed' },
      ]);
      const text = JSON.stringify(r.body.result);
      for (const secret of ['欧阳秘书', 'SECRET-NOTE', 'minutes', 'attendees']) expect(text, `${audience}: ${secret}`).not.toContain(secret);
      for (const id of minutes) expect(text).not.toMatch(new RegExp(`"fileId":${id}\\b`));
    }
  });
});
