/**
 * The contract generator (server/seed/contracts), checked without a database on the demo world:
 * deterministic, every history a valid walk of the status machine ending at the contract's status,
 * amounts and classification right, dates in order, rows consistent with each status, risk codes
 * following from the rows, and work waiting for every demo account.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_CATEGORIES, type ContractCategory, isMajorContract, needsFairReview } from '../../src/domain/contract';
import {
  type ContractAction,
  type ContractStatus,
  decideMove,
  IMPORT_STATUSES,
  isReviewStep,
  STATUS_PHASE,
  SUPPLEMENT_PARENT_STATUSES,
} from '../../src/domain/lifecycle';
import { DEMO_COMPANY_NAME } from '../../server/seed/counterparts';
import { NOTICE_CALENDAR } from '../../server/seed/calendar';
import { TIME_RULE_DEFAULTS } from '../../src/domain/time-rules';
import { decisionMove, decisionRecordInputSchema } from '../../src/domain/decision';
import { dayFromIso, dayOf, isoDate, yearOf as yearOfDay } from '../../src/domain/calendar';
import { renderUnitNo } from '../../src/domain/unit-numbering';
import { DEMO_QUOTAS, demoUnitBoost } from '../../server/seed/contracts/demo-focus';
import type { GeneratedBatch } from '../../server/seed/contracts/emit';
import { ContractGenerator } from '../../server/seed/contracts/generator';
import { AMOUNT_RANGE_FEN } from '../../server/seed/contracts/money';
import { HISTORY_DAYS } from '../../server/seed/contracts/plan';
import { nearLimit } from '../../server/seed/contracts/risk';
import { demoWorld } from '../../server/seed/contracts/static-world';
import type { World } from '../../server/seed/contracts/world';

const TODAY = dayFromIso('2026-03-15');
const N = 2000;

function generate(seed: number, count: number, batches = 1): { world: World; batch: GeneratedBatch } {
  const world = demoWorld();
  const g = new ContractGenerator(world, { seed, today: TODAY, quotas: DEMO_QUOTAS, unitBoost: demoUnitBoost });
  const parts = Array.from({ length: batches }, () => g.batch(Math.ceil(count / batches)));
  const batch = parts.reduce((all, b) => {
    for (const k of Object.keys(all) as (keyof GeneratedBatch)[]) (all[k] as unknown[]).push(...(b[k] as unknown[]));
    return all;
  });
  return { world, batch };
}

const groupBy = <T, K>(rows: readonly T[], key: (r: T) => K): Map<K, T[]> => {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
};

let world: World;
let b: GeneratedBatch;
let byContract: {
  history: Map<number, GeneratedBatch['statusHistory']>;
  matters: Map<number, GeneratedBatch['matters']>;
  filings: Map<number, GeneratedBatch['filings']>;
  conditions: Map<number, GeneratedBatch['filingConditions']>;
  records: Map<number, GeneratedBatch['performanceRecords']>;
  flags: Map<number, GeneratedBatch['riskFlags']>;
  parties: Map<number, GeneratedBatch['contractParties']>;
};

beforeAll(() => {
  ({ world, batch: b } = generate(42, N));
  byContract = {
    history: groupBy(
      b.statusHistory.filter((h) => h.contractId !== null),
      (h) => h.contractId!,
    ),
    matters: groupBy(b.matters, (m) => m.contractId!),
    filings: groupBy(b.filings, (f) => f.contractId),
    conditions: groupBy(b.filingConditions, (c) => c.contractId),
    records: groupBy(b.performanceRecords, (r) => r.contractId),
    flags: groupBy(b.riskFlags, (f) => f.contractId),
    parties: groupBy(b.contractParties, (p) => p.contractId),
  };
});

const dayOfDate = (d: Date) => dayOf(d.getTime());

describe('determinism', () => {
  it('the same seed and today give the same rows; another seed gives others', () => {
    const one = generate(7, 400);
    const two = generate(7, 400);
    expect(JSON.stringify(two.batch)).toBe(JSON.stringify(one.batch));
    const other = generate(8, 400);
    expect(JSON.stringify(other.batch)).not.toBe(JSON.stringify(one.batch));
  });

  it('batches continue ids and numbering: codes and ids stay unique', () => {
    const { batch } = generate(9, 900, 3);
    const ids = batch.contracts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(batch.contracts.map((c) => c.code)).size).toBe(ids.length);
    expect(new Set(batch.statusHistory.map((h) => h.id)).size).toBe(batch.statusHistory.length);
    expect(new Set(batch.matters.map((m) => m.id)).size).toBe(batch.matters.length);
    const unitNos = batch.contracts.filter((c) => c.unitNoSerial !== null);
    expect(new Set(unitNos.map((c) => `${c.unitNoUnitId}-${c.unitNoYear}-${c.unitNoSerial}`)).size).toBe(unitNos.length);
    for (const list of groupBy(unitNos, (c) => `${c.unitNoUnitId}-${c.unitNoYear}`).values()) {
      expect(list.map((c) => c.unitNoSerial!).sort((x, y) => x - y)).toEqual(list.map((_, i) => i + 1));
    }
  });
});

describe('generated contracts', () => {
  it('makes the requested number, with unique ids, codes and filing numbers', () => {
    expect(b.contracts).toHaveLength(N);
    expect(new Set(b.contracts.map((c) => c.id)).size).toBe(N);
    const codes = b.contracts.map((c) => c.code);
    expect(new Set(codes).size).toBe(N);
    for (const code of codes) expect(code).toMatch(/^\d{6}-20\d{2}-HT-\d{6}$/);
    const numbers = b.filings.map((f) => f.filingNo).filter((n): n is string => !!n);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^.+司备〔20\d{2}〕\d+号$/);
    for (const t of ['contractParties', 'matters', 'approvals', 'filings', 'performanceRecords', 'riskFlags', 'statusHistory'] as const) {
      const ids = (b[t] as { id?: number }[]).map((r) => r.id);
      expect(new Set(ids).size, t).toBe(ids.length);
    }
  });

  it('numbers the registered contracts of units with a template: gap-free per unit and year, in registration order', () => {
    const registeredAt = new Map<number, { action: string; at: Date }>();
    for (const h of b.statusHistory) {
      if ((h.action === 'register' || h.action === 'import') && !registeredAt.has(h.contractId!)) registeredAt.set(h.contractId!, { action: h.action, at: h.at! });
    }
    const numberingOf = new Map(world.units.map((u) => [u.id, u.numbering]));
    const groups = groupBy(
      b.contracts.filter((c) => c.unitNoSerial !== null),
      (c) => `${c.unitNoUnitId}-${c.unitNoYear}`,
    );
    expect(groups.size).toBeGreaterThan(20);
    for (const [key, list] of groups) {
      const ordered = [...list].sort((x, y) => registeredAt.get(x.id!)!.at.getTime() - registeredAt.get(y.id!)!.at.getTime() || x.id! - y.id!);
      expect(
        ordered.map((c) => c.unitNoSerial),
        key,
      ).toEqual(ordered.map((_, i) => i + 1));
    }
    for (const c of b.contracts) {
      const reg = registeredAt.get(c.id!);
      const numbering = numberingOf.get(c.unitId)!;
      if (!reg || !numbering) {
        expect(c.unitNo, `${c.code} ${c.status}`).toBeNull();
        continue;
      }
      const year = reg.action === 'import' ? Number(c.signDate!.slice(0, 4)) : yearOfDay(dayOfDate(reg.at));
      expect(c).toMatchObject({ unitNoUnitId: numbering.id, unitNoYear: year });
      expect(c.unitNo).toBe(renderUnitNo(numbering.numberTemplate!, { shortName: numbering.shortName, year, serial: c.unitNoSerial! }));
    }
    // Drafts never got one; the finance bureau's look like 杭财合〔2026〕12号; a body without numbering gives none.
    expect(b.contracts.filter((c) => c.status === 'draft').every((c) => c.unitNo === null)).toBe(true);
    const unitNamed = (name: string) => world.units.find((u) => u.name === name)!;
    const finance = unitNamed('杭州市财政局');
    expect(b.contracts.filter((c) => c.unitId === finance.id && c.unitNo).map((c) => c.unitNo)).toContainEqual(expect.stringMatching(/^杭财合〔20\d{2}〕\d+号$/));
    const urban = unitNamed('杭州市城市管理局');
    expect(urban.numbering).toBeNull();
    expect(b.contracts.filter((c) => c.unitId === urban.id).every((c) => c.unitNo === null)).toBe(true);
  });

  it('every history is a valid walk of the status machine from draft (or an import) to the current status', () => {
    for (const c of b.contracts) {
      const rows = byContract.history.get(c.id!) ?? [];
      expect(rows.length, c.code).toBeGreaterThan(0);
      const flags = { major: c.isMajor!, fairReview: c.needsFairReview! };
      const [first, ...moves] = rows;
      if (c.source === 'v1') {
        expect(first).toMatchObject({ action: 'import', fromStatus: null });
        expect(IMPORT_STATUSES).toContain(first!.toStatus);
      } else expect(first).toMatchObject({ action: 'create', fromStatus: null, toStatus: 'draft' });
      let status = first!.toStatus as ContractStatus;
      for (const h of moves) {
        expect(h.fromStatus, `${c.code} ${h.action}`).toBe(status);
        const r = decideMove(status, h.action as ContractAction, flags, h.toStatus as ContractStatus);
        expect(r.ok, `${c.code}: ${h.action} from ${status}`).toBe(true);
        if (r.ok) expect(r.to).toBe(h.toStatus);
        status = h.toStatus as ContractStatus;
      }
      expect(status, c.code).toBe(c.status);
      expect(c.version).toBe(rows.length);
    }
  });

  it('amounts are positive integer fen within the category range (supplements: a share of the parent)', () => {
    const byId = new Map(b.contracts.map((c) => [c.id!, c]));
    for (const c of b.contracts) {
      const amount = c.amountFen!;
      expect(Number.isInteger(amount) && amount > 0, c.code).toBe(true);
      expect(CONTRACT_CATEGORIES).toContain(c.category);
      if (c.attribute === 'supplementary') {
        const parent = byId.get(c.parentId!);
        if (parent) expect(amount).toBeLessThanOrEqual(parent.amountFen!);
        continue;
      }
      const [lo, hi] = AMOUNT_RANGE_FEN[c.category as ContractCategory];
      expect(amount, c.code).toBeGreaterThanOrEqual(lo);
      expect(amount, c.code).toBeLessThanOrEqual(hi);
    }
  });

  it('major and fair-review flags follow isMajorContract and needsFairReview', () => {
    for (const c of b.contracts) {
      const input = {
        category: c.category as ContractCategory,
        amountFen: c.amountFen!,
        majorDecision: c.majorDecision,
        keyProject: c.keyProject,
        preferentialTerms: c.preferentialTerms,
      };
      expect(c.isMajor, c.code).toBe(isMajorContract(input));
      expect(c.needsFairReview, c.code).toBe(needsFairReview(input));
    }
  });

  it('dates are in order and within the last three years', () => {
    for (const c of b.contracts) {
      const created = c.createdAt!;
      const history = byContract.history.get(c.id!)!;
      expect(dayOfDate(created)).toBeGreaterThanOrEqual(TODAY - HISTORY_DAYS);
      expect(dayOfDate(c.updatedAt!)).toBeLessThanOrEqual(TODAY);
      for (let i = 1; i < history.length; i++) expect(history[i]!.at!.getTime(), c.code).toBeGreaterThan(history[i - 1]!.at!.getTime());
      if (c.source !== 'v1') expect(history[0]!.at!.getTime()).toBe(created.getTime());
      const signed = history.find((h) => h.action === 'uploadSignedScan' || h.action === 'completeOnlineSigning');
      if (c.signDate) {
        expect(c.effectiveDate! >= c.signDate, c.code).toBe(true);
        expect(c.performStart! >= c.effectiveDate!, c.code).toBe(true);
        expect(c.performEnd! > c.performStart!, c.code).toBe(true);
        if (signed) expect(c.signDate).toBe(isoDate(dayOfDate(signed.at!)));
        // Signed after the whole review chain.
        const approved = history.filter((h) => h.fromStatus === 'approval' && h.action === 'pass').at(-1);
        if (approved) expect(c.signDate >= isoDate(dayOfDate(approved.at!)), c.code).toBe(true);
        const start = history.find((h) => h.action === 'startPerformance');
        if (start) expect(c.effectiveDate! <= isoDate(dayOfDate(start.at!)), c.code).toBe(true);
      } else expect(c.effectiveDate ?? c.performStart ?? c.performEnd ?? null).toBeNull();
      for (const m of byContract.matters.get(c.id!) ?? []) {
        if (m.handledAt) expect(m.handledAt.getTime()).toBeGreaterThan(m.createdAt!.getTime());
        expect(dayOfDate(m.createdAt!)).toBeLessThanOrEqual(TODAY);
      }
      for (const f of byContract.filings.get(c.id!) ?? []) {
        // Due as the default rule says (working days through the notices' calendar), as the contract is.
        expect(f.dueDate).toBe(isoDate(NOTICE_CALENDAR.addWorkdays(dayFromIso(c.signDate!), TIME_RULE_DEFAULTS.filingDueDays)));
        expect(f.dueDate).toBe(c.filingDue);
        const late = dayOfDate(f.submittedAt!) - dayFromIso(f.dueDate!);
        expect(f.lateDays ?? null).toBe(late > 0 ? late : null);
        if (f.reviewedAt) expect(f.reviewedAt.getTime()).toBeGreaterThan(f.submittedAt!.getTime());
      }
      for (const r of byContract.records.get(c.id!) ?? []) {
        if (r.doneDate) expect(r.doneDate <= isoDate(TODAY) && r.doneDate >= c.performStart!, c.code).toBe(true);
      }
    }
  });

  it('each status has the rows it implies', () => {
    for (const c of b.contracts) {
      const status = c.status as ContractStatus;
      const matters = byContract.matters.get(c.id!) ?? [];
      const pendingSteps = matters.filter((m) => m.status === 'pending' && m.kind !== 'warnTips');
      const filings = byContract.filings.get(c.id!) ?? [];
      const lastFiling = filings.at(-1);
      if (isReviewStep(status)) {
        expect(pendingSteps, c.code).toHaveLength(1);
        expect((pendingSteps[0]!.content as { step: string }).step).toBe(status);
      } else if (status === 'signing') {
        expect(pendingSteps.map((m) => m.kind)).toEqual(['signFlow']);
      } else expect(pendingSteps, c.code).toHaveLength(0);
      if (c.source === 'system' && STATUS_PHASE[status] !== 'draft' && status !== 'void') {
        expect(matters.some((m) => m.kind === 'survey')).toBe(true);
      }
      const signedPhase = ['filing', 'performance'].includes(STATUS_PHASE[status]) || ['archived', 'terminated', 'filingRefused'].includes(status);
      if (signedPhase) expect(c.signDate, c.code).toBeTruthy();
      const expectFiling: Partial<Record<ContractStatus, string>> = {
        filingReview: 'review',
        filed: 'filed',
        conditionallyFiled: 'conditional',
        rectified: 'rectified',
        filingReturned: 'returned',
        filingRefused: 'refused',
        performing: 'filed',
        performanceCompleted: 'filed',
        archived: 'filed',
      };
      const want = expectFiling[status];
      if (want) expect(lastFiling?.status, c.code).toBe(want);
      if (status === 'filingPending') expect(filings.filter((f) => f.status === 'review')).toHaveLength(0);
      if (['filed', 'conditionallyFiled', 'performing', 'archived'].includes(status)) expect(c.filingNo).toBe(lastFiling?.filingNo);
      if (status === 'conditionallyFiled') {
        const open = (byContract.conditions.get(c.id!) ?? []).filter((x) => x.status === 'open' || x.status === 'overdue');
        expect(open.length, c.code).toBeGreaterThan(0);
        for (const x of open) expect(x.status).toBe(x.deadline < isoDate(TODAY) ? 'overdue' : 'open');
      }
      const records = byContract.records.get(c.id!) ?? [];
      if (['performing', 'performanceCompleted', 'archived'].includes(status)) expect(records.length, c.code).toBeGreaterThan(0);
      if (['performanceCompleted', 'archived'].includes(status)) expect(records.every((r) => r.status === 'done'), c.code).toBe(true);
      if (STATUS_PHASE[status] === 'draft' || isReviewStep(status)) expect(records).toHaveLength(0);
      const approvalMatters = matters.filter((m) => m.kind === 'approval');
      for (const m of approvalMatters) {
        const a = b.approvals.filter((x) => x.matterId === m.id);
        if (c.unitId === world.units.find((u) => u.leaders.length && u.id === c.unitId)?.id) {
          expect(a, c.code).toHaveLength(1);
          expect(a[0]!.status).toBe(m.status === 'pending' ? 'pending' : m.status === 'passed' ? 'approved' : 'rejected');
        }
      }
      const parties = byContract.parties.get(c.id!) ?? [];
      expect(parties.filter((p) => p.kind === 'unit').map((p) => p.unitId)).toEqual([c.unitId]);
      expect(parties.map((p) => p.role).sort().join('')).toMatch(/^ABC?$/);
    }
  });

  it('supplementary agreements hang off contracts in force and go through review again', () => {
    const byId = new Map(b.contracts.map((c) => [c.id!, c]));
    const supplements = b.contracts.filter((c) => c.attribute === 'supplementary');
    expect(supplements.length).toBeGreaterThan(10);
    for (const s of supplements) {
      const parent = byId.get(s.parentId!)!;
      expect(parent.attribute).toBe('main');
      expect(SUPPLEMENT_PARENT_STATUSES).toContain(parent.status);
      expect(s.unitId).toBe(parent.unitId);
      expect(s.createdAt!.getTime()).toBeGreaterThan(parent.updatedAt!.getTime());
      expect(s.name).toContain('补充协议');
    }
  });
});

describe('collective decisions', () => {
  it('every move out of the decision step has its meeting record, with the resolution the move means', () => {
    const records = groupBy(b.decisionRecords, (r) => r.contractId);
    const moves = b.statusHistory.filter((h) => h.fromStatus === 'decision');
    expect(moves.length).toBeGreaterThan(20);
    expect(b.decisionRecords.length).toBe(moves.length);
    for (const [contractId, list] of byContract.history) {
      const out = list.filter((h) => h.fromStatus === 'decision');
      const mine = records.get(contractId) ?? [];
      expect(mine.length, `contract ${contractId}`).toBe(out.length);
      out.forEach((h, i) => {
        const r = mine[i]!;
        const resolution = h.action === 'pass' ? 'passed' : h.action === 'returnTo' ? 'reconsider' : 'rejected';
        expect(r.resolution).toBe(resolution);
        expect(decisionMove(resolution).action).toBe(h.action);
        if (h.action === 'returnTo') expect(h.toStatus).toBe('finalDraft');
        // Valid as the call would take it (the minutes come later, from the demo seed).
        const input = { kind: r.kind, meetingDate: r.meetingDate, attendees: r.attendees, resolution: r.resolution, minutesFileId: 1, note: r.note ?? '' };
        expect(decisionRecordInputSchema.safeParse(input).success, JSON.stringify(input)).toBe(true);
        expect(r.attendees!.length).toBeGreaterThanOrEqual(3);
        expect(r.attendees!.length).toBeLessThanOrEqual(9);
        // The meeting is held after the contract reached the step and no later than the move.
        const entered = list.filter((x) => x.toStatus === 'decision' && x.at!.getTime() <= h.at!.getTime()).at(-1)!;
        expect(r.meetingDate! <= isoDate(dayOf(h.at!.getTime())), `${r.meetingDate} after ${h.at!.toISOString()}`).toBe(true);
        expect(r.meetingDate! >= isoDate(dayOf(entered.at!.getTime())), `${r.meetingDate} before ${entered.at!.toISOString()}`).toBe(true);
        expect(h.opinion).toContain(r.meetingDate);
        expect(r.minutesFileId).toBeNull();
      });
    }
    // Mostly passed; some reconsidered (decided again later) and a few rejected (voided).
    const count = (res: string) => b.decisionRecords.filter((r) => r.resolution === res).length;
    expect(count('passed')).toBeGreaterThan(count('reconsider'));
    expect(count('reconsider')).toBeGreaterThan(0);
  });
});

describe('risk codes', () => {
  it('follow from the rows: red has an open red flag, yellow only yellow ones, green none', () => {
    for (const c of b.contracts) {
      const flags = (byContract.flags.get(c.id!) ?? []).filter((f) => !f.clearedAt);
      if (c.riskCode === 'red') expect(flags.some((f) => f.level === 'red'), c.code).toBe(true);
      else if (c.riskCode === 'yellow') {
        expect(flags.some((f) => f.level === 'red')).toBe(false);
        expect(flags.some((f) => f.level === 'yellow'), c.code).toBe(true);
      } else expect(flags, c.code).toHaveLength(0);
      if (c.status === 'disputed') expect(c.riskCode).toBe('red');
      const warn = (byContract.matters.get(c.id!) ?? []).filter((m) => m.kind === 'warnTips');
      expect(warn.length, c.code).toBe(c.riskCode === 'red' ? 1 : 0);
    }
  });

  it('red flags match their rules in the data', () => {
    const dishonest = new Set(world.counterparts.filter((x) => x.dishonest).map((x) => x.id));
    const today = isoDate(TODAY);
    for (const f of b.riskFlags) {
      const c = b.contracts.find((x) => x.id === f.contractId)!;
      if (f.rule === 'dishonestCounterpart') expect((byContract.parties.get(c.id!) ?? []).some((p) => dishonest.has(p.counterpartId ?? -1))).toBe(true);
      if (f.rule === 'filingOverdue') expect(isoDate(dayFromIso(c.signDate!) + 30) < today).toBe(true);
      if (f.rule === 'performanceOverdue') {
        expect((byContract.records.get(c.id!) ?? []).some((r) => (r.status === 'overdue' || r.status === 'breached') && r.dueDate! < today)).toBe(true);
      }
      if (f.rule === 'conditionOverdue') expect((byContract.conditions.get(c.id!) ?? []).some((x) => x.status === 'overdue')).toBe(true);
      if (f.rule === 'deadlineNear') expect(f.level).toBe('yellow');
    }
    // Green contracts being performed have nothing due within the window.
    const limit = isoDate(nearLimit(TODAY));
    for (const c of b.contracts.filter((x) => x.riskCode === 'green' && x.status === 'performing')) {
      expect(c.performEnd! > limit, c.code).toBe(true);
      for (const r of byContract.records.get(c.id!) ?? []) {
        expect(r.status === 'overdue', c.code).toBe(false);
        if (r.status === 'planned') expect(r.dueDate! > limit, c.code).toBe(true);
      }
    }
  });

  it('about 8% red and 12% yellow', () => {
    const share = (code: string) => b.contracts.filter((c) => c.riskCode === code).length / N;
    expect(share('red')).toBeGreaterThan(0.05);
    expect(share('red')).toBeLessThan(0.11);
    expect(share('yellow')).toBeGreaterThan(0.08);
    expect(share('yellow')).toBeLessThan(0.16);
  });
});

describe('distributions', () => {
  it('most contracts are being performed or done, fewer in review, some drafts, a few side exits; ~5% imported', () => {
    const count = (pred: (s: ContractStatus) => boolean) => b.contracts.filter((c) => pred(c.status as ContractStatus)).length / N;
    expect(count((s) => ['performing', 'performanceCompleted', 'archived'].includes(s))).toBeGreaterThan(0.5);
    expect(count((s) => STATUS_PHASE[s] === 'review')).toBeGreaterThan(0.06);
    expect(count((s) => STATUS_PHASE[s] === 'review')).toBeLessThan(0.25);
    expect(count((s) => s === 'draft' || s === 'registered')).toBeGreaterThan(0.02);
    for (const s of ['suspended', 'disputed', 'terminated', 'void', 'conditionallyFiled', 'filingReturned'] as const) {
      expect(count((x) => x === s), s).toBeGreaterThan(0);
    }
    const v1 = b.contracts.filter((c) => c.source === 'v1');
    expect(v1.length / N).toBeGreaterThan(0.03);
    expect(v1.length / N).toBeLessThan(0.08);
    for (const c of v1) expect(IMPORT_STATUSES).toContain(c.status);
    expect(b.projects.length).toBeGreaterThan(5);
    expect(b.contracts.filter((c) => c.projectId !== null).length).toBeGreaterThan(2 * b.projects.length - 1);
  });

  it('no two projects share a name: a unit\'s follow-up project of one kind is its next phase', () => {
    const names = b.projects.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    const phased = names.filter((n) => /[二三四五六七八九十]期项目$|第\d+期/.test(n));
    expect(phased.length, 'some units have a second project of a kind').toBeGreaterThan(0);
    for (const n of phased) expect(names, `the first of ${n}`).toContain(n.replace(/([二三四五六七八九十]期|第\d+期)项目$/, '项目'));
  });

  it('every unit is in its own area with its bureau; amounts spread over orders of magnitude', () => {
    const unitOf = new Map(world.units.map((u) => [u.id, u]));
    for (const c of b.contracts) {
      const u = unitOf.get(c.unitId)!;
      expect(c.areaId).toBe(u.areaId);
      expect(c.bureauUnitId).toBe(u.bureauUnitId);
      expect(c.code!.startsWith(u.adcode)).toBe(true);
    }
    const magnitudes = new Set(b.contracts.map((c) => Math.floor(Math.log10(c.amountFen!))));
    expect(magnitudes.size).toBeGreaterThan(5);
  });
});

describe('the demo accounts have work', () => {
  const unit = (name: string) => world.units.find((u) => u.name === name)!;
  const bureau = (name: string) => [...world.bureaus.values()].find((x) => x.name === name)!;

  it('杭州市财政局 has contracts in every phase and status', () => {
    const finance = unit('杭州市财政局');
    const statuses = new Set(b.contracts.filter((c) => c.unitId === finance.id).map((c) => c.status));
    expect(statuses.size).toBe(Object.keys(STATUS_PHASE).length);
  });

  it('reviewer and leader have pending matters; the leader pending approvals', () => {
    const finance = unit('杭州市财政局');
    const reviewer = finance.reviewers[0]!;
    const leader = finance.leaders[0]!;
    const pending = (user: number, kinds: string[]) =>
      b.matters.filter((m) => m.handlerUserId === user && m.status === 'pending' && kinds.includes(m.kind)).length;
    expect(pending(reviewer, ['validityUnit'])).toBeGreaterThanOrEqual(2);
    expect(pending(reviewer, ['fairReview'])).toBeGreaterThanOrEqual(1);
    expect(pending(leader, ['approval'])).toBeGreaterThanOrEqual(2);
    expect(pending(leader, ['decision'])).toBeGreaterThanOrEqual(1);
    expect(b.approvals.filter((a) => a.approverId === leader && a.status === 'pending').length).toBeGreaterThanOrEqual(2);
  });

  it('the city and county bureaus have bureau reviews and filings waiting in their areas', () => {
    for (const name of ['杭州市司法局', '西湖区司法局']) {
      const id = bureau(name).unitId;
      expect(b.matters.filter((m) => m.handlerUnitId === id && m.kind === 'validityJud' && m.status === 'pending').length, name).toBeGreaterThanOrEqual(2);
      expect(b.filings.filter((f) => f.bureauUnitId === id && f.status === 'review').length, name).toBeGreaterThanOrEqual(2);
    }
  });

  it('the company is party to a few dozen contracts at most, and the lawyer has matters', () => {
    const company = world.counterparts.find((c) => c.name === DEMO_COMPANY_NAME)!;
    const contractsOfCompany = new Set(b.contractParties.filter((p) => p.counterpartId === company.id).map((p) => p.contractId));
    expect(contractsOfCompany.size).toBeGreaterThanOrEqual(8);
    expect(contractsOfCompany.size).toBeLessThanOrEqual(40);
    const lawyer = unit('杭州市财政局').lawyers[0]!;
    const lawyerMatters = b.matters.filter((m) => m.handlerUserId === lawyer);
    expect(lawyerMatters.length).toBeGreaterThanOrEqual(3);
    expect(lawyerMatters.some((m) => m.status === 'pending')).toBe(true);
  });
});
