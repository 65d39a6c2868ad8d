/**
 * The second phase of generating contracts: the rows. Walks each planned contract's path and writes
 * what every move leaves behind — the audit trail, the review matters (passed, returned, or pending
 * for the current step), approvals and carbon copies, the sign flow, filings with their numbers and
 * conditions, performance milestones and payments — then applies the risk rules to those rows for
 * the risk code, the flags, the red-code WarnTips matter and the bureau's supervision. Ids are
 * assigned here from the world's counters, so no row needs a round trip.
 */
import type { Actor, ContractAction, ContractStatus, ReviewStep } from '../../../src/domain/lifecycle';
import { isReviewStep } from '../../../src/domain/lifecycle';
import { type DecisionResolution, decisionSummary, type MeetingKind } from '../../../src/domain/decision';
import type {
  approvals,
  carbonCopies,
  contractParties,
  contracts,
  contractTags,
  decisionRecords,
  filingConditions,
  filings,
  matters,
  performanceRecords,
  projects,
  riskFlags,
  statusHistory,
  supervisionRecords,
} from '../../db/schema';
import { dayOf, instant, isoDate, WORK_END_MIN, WORK_START_MIN, yearOf } from '../../../src/domain/calendar';
import { renderUnitNo } from '../../../src/domain/unit-numbering';
import { NOTICE_CALENDAR } from '../calendar';
import { TIME_RULE_DEFAULTS } from '../../../src/domain/time-rules';
import { decisionRow } from './decisions';
import type { ContractPlan, ProjectPlan } from './plan';
import { chance, pick, type Rand, randInt, seededRandom, streamSeed } from './random';
import { DEADLINE_NEAR_DAYS, evaluateRisk, nearLimit, riskCodeOf } from './risk';
import {
  FILING_ACCEPT_OPINIONS,
  FILING_CONDITIONAL_OPINION,
  FILING_CONDITIONS,
  FILING_REFUSE_OPINION,
  FILING_RETURN_OPINIONS,
  FINAL_DRAFT_BUREAU_KIND,
  LAWYER_OPINIONS,
  MATTER_TITLE,
  MILESTONES,
  MOVE_REMARKS,
  PASS_OPINIONS,
  PAYMENT_PLANS,
  RECTIFICATIONS,
  RETURN_OPINIONS,
  STEP_DEADLINE_WORKDAYS,
  STEP_MATTER_KIND,
  SUPERVISION_NOTES,
} from './texts';
import type { SerialTable, World } from './world';

type ProjectRow = typeof projects.$inferInsert;
type ContractRow = typeof contracts.$inferInsert;
type PartyRow = typeof contractParties.$inferInsert;
type TagRow = typeof contractTags.$inferInsert;
type MatterRow = typeof matters.$inferInsert;
type ApprovalRow = typeof approvals.$inferInsert;
type CopyRow = typeof carbonCopies.$inferInsert;
type FilingRow = typeof filings.$inferInsert;
type ConditionRow = typeof filingConditions.$inferInsert;
type RecordRow = typeof performanceRecords.$inferInsert;
type SupervisionRow = typeof supervisionRecords.$inferInsert;
type FlagRow = typeof riskFlags.$inferInsert;
type HistoryRow = typeof statusHistory.$inferInsert;
type DecisionRow = typeof decisionRecords.$inferInsert;

export interface GeneratedBatch {
  projects: ProjectRow[];
  contracts: ContractRow[];
  contractParties: PartyRow[];
  contractTags: TagRow[];
  matters: MatterRow[];
  approvals: ApprovalRow[];
  carbonCopies: CopyRow[];
  filings: FilingRow[];
  filingConditions: ConditionRow[];
  performanceRecords: RecordRow[];
  supervisionRecords: SupervisionRow[];
  riskFlags: FlagRow[];
  statusHistory: HistoryRow[];
  decisionRecords: DecisionRow[];
}

export const emptyBatch = (): GeneratedBatch => ({
  projects: [],
  contracts: [],
  contractParties: [],
  contractTags: [],
  matters: [],
  approvals: [],
  carbonCopies: [],
  filings: [],
  filingConditions: [],
  performanceRecords: [],
  supervisionRecords: [],
  riskFlags: [],
  statusHistory: [],
  decisionRecords: [],
});

/** When a contract signed on `signDay` is due for filing: the default rule through the notices' calendar. */
const filingDueDay = (signDay: number): number => NOTICE_CALENDAR.addWorkdays(signDay, TIME_RULE_DEFAULTS.filingDueDays);

/** Makes the rows of the planned contracts (in the given order) and of the projects grouping them. */
export function emitPlans(world: World, plans: readonly ContractPlan[], projectPlans: readonly ProjectPlan[], today: number, seed: number): GeneratedBatch {
  const b = emptyBatch();
  const next = (t: SerialTable) => world.nextId[t]++;
  for (const p of projectPlans) p.id = next('projects');
  // Each contract and project draws from its own stream (see streamSeed).
  for (const plan of plans) new ContractEmitter(world, plan, today, seededRandom(streamSeed(seed ^ 0x5bd1e995, plan.seq)), b, next).emit();
  for (const p of projectPlans) emitProject(world, p, today, seededRandom(streamSeed(seed ^ 0x27d4eb2f, p.id)), b, next);
  numberContracts(world, plans, b);
  return b;
}

/**
 * The unit numbers (src/domain/unit-numbering.ts), as registration gives them: every contract with a
 * `register` step (or imported from the 1.0 system) whose unit numbers contracts, in registration
 * order, continuing its unit's sequence of the year (world.unitNoSerial, loaded from the database).
 * The year is the registration's in China Standard Time; an imported contract's is its signing
 * year, as contract/importV1 gives. Drafts (voided ones too) never got one. Batches continue the
 * sequences: within a batch the numbers follow registration order.
 */
function numberContracts(world: World, plans: readonly ContractPlan[], b: GeneratedBatch): void {
  const rowOf = new Map(b.contracts.map((c) => [c.id!, c]));
  const unitOf = new Map(plans.map((p) => [p.id, p.unit.numbering]));
  const numbered: { row: ContractRow; year: number; at: Date }[] = [];
  const seen = new Set<number>();
  for (const h of b.statusHistory) {
    if ((h.action !== 'register' && h.action !== 'import') || h.contractId == null || seen.has(h.contractId)) continue;
    seen.add(h.contractId);
    const row = rowOf.get(h.contractId);
    if (!row || !unitOf.get(h.contractId)) continue;
    const at = h.at!;
    const year = h.action === 'import' && row.signDate ? Number(row.signDate.slice(0, 4)) : yearOf(dayOf(at.getTime()));
    numbered.push({ row, year, at });
  }
  numbered.sort((x, y) => x.at.getTime() - y.at.getTime() || x.row.id! - y.row.id!);
  for (const { row, year } of numbered) {
    const unit = unitOf.get(row.id!)!;
    const key = `${unit.id}-${year}`;
    const serial = (world.unitNoSerial.get(key) ?? 0) + 1;
    world.unitNoSerial.set(key, serial);
    row.unitNo = renderUnitNo(unit.numberTemplate!, { shortName: unit.shortName, year, serial });
    row.unitNoUnitId = unit.id;
    row.unitNoYear = year;
    row.unitNoSerial = serial;
  }
}

/** Event instants: working hours on a new day, a few minutes later on the same day. */
function eventTimes(days: readonly number[], rand: Rand): Date[] {
  const out: Date[] = [];
  let prevDay = Number.NEGATIVE_INFINITY;
  let minute = 0;
  for (const day of days) {
    minute = day > prevDay ? randInt(rand, WORK_START_MIN, WORK_END_MIN - 60) : minute + randInt(rand, 3, 45);
    prevDay = day;
    out.push(instant(day, minute));
  }
  return out;
}

const later = (t: Date, minutes: number): Date => new Date(t.getTime() + minutes * 60_000);

interface Condition {
  row: ConditionRow;
  deadlineDay: number;
}

interface PlannedRecord {
  row: RecordRow;
  dueDay: number;
}

class ContractEmitter {
  private readonly id: number;
  private readonly times: Date[];
  private readonly submitterId: number;
  private pending: MatterRow | null = null;
  private pendingApproval: ApprovalRow | null = null;
  private filing: FilingRow | null = null;
  private conditions: Condition[] = [];
  private filingNo: string | null = null;
  private signDay: number | null = null;
  private signTime: Date | null = null;
  private startDay: number | null = null;
  private startTime: Date | null = null;
  private completeDay: number | null = null;
  private endDay: number | null = null;
  private disputeDay: number | null = null;
  private round = 1;
  /** The day the contract last reached the decision step, and how many times it has been decided. */
  private decisionOpenedDay: number | null = null;
  private decisions = 0;

  constructor(
    private readonly world: World,
    private readonly p: ContractPlan,
    private readonly today: number,
    private readonly rand: Rand,
    private readonly b: GeneratedBatch,
    private readonly next: (t: SerialTable) => number,
  ) {
    this.id = next('contracts');
    p.id = this.id;
    this.times = eventTimes(p.days, rand);
    this.submitterId = p.handlerId ?? p.unit.staff[0] ?? world.fallbackUserId;
  }

  private actorUser(actor: string): number | null {
    const p = this.p;
    if (actor === 'unitLegal') return p.legalUserId;
    if (actor === 'leader') return p.leaderId;
    if (actor === 'bureau') return p.bureauUserId;
    return p.handlerId;
  }

  private actorUnit(actor: string): number {
    return actor === 'bureau' ? (this.p.bureau?.unitId ?? this.p.unit.id) : this.p.unit.id;
  }

  private history(action: string, from: string | null, to: string, at: Date, actor: string, extra: Partial<HistoryRow> = {}): void {
    this.b.statusHistory.push({
      id: this.next('statusHistory'),
      contractId: this.id,
      projectId: null,
      action,
      fromStatus: from,
      toStatus: to,
      userId: this.actorUser(actor),
      unitId: this.actorUnit(actor),
      matterId: null,
      opinion: null,
      fileIds: [],
      at,
      ...extra,
    });
  }

  private title(kind: string): string {
    return `《${this.p.name}》${(MATTER_TITLE as Record<string, string>)[kind] ?? kind}`;
  }

  private openStepMatter(step: ReviewStep, day: number, at: Date): void {
    const p = this.p;
    const kind = step === 'finalDraft' && p.flags.major ? FINAL_DRAFT_BUREAU_KIND : STEP_MATTER_KIND[step];
    let handlerUserId: number | null;
    let handlerUnitId = p.unit.id;
    switch (step) {
      case 'unitReview':
      case 'fairReview':
        handlerUserId = p.legalUserId;
        break;
      case 'bureauReview':
        handlerUserId = null;
        handlerUnitId = p.bureau?.unitId ?? p.unit.id;
        break;
      case 'decision':
      case 'approval':
        handlerUserId = p.leaderId;
        break;
      case 'seeking':
        handlerUserId = p.lawyerId ?? p.handlerId;
        break;
      default:
        handlerUserId = p.handlerId;
    }
    const matter: MatterRow = {
      id: this.next('matters'),
      contractId: this.id,
      projectId: null,
      kind,
      title: this.title(kind),
      submitterId: this.submitterId,
      submitUnitId: p.unit.id,
      handlerUserId,
      handlerUnitId,
      deadline: isoDate(NOTICE_CALENDAR.addWorkdays(day, STEP_DEADLINE_WORKDAYS[step])),
      status: 'pending',
      content: { step, round: this.round },
      fileIds: [],
      opinion: null,
      opinionFileIds: [],
      handledBy: null,
      handledAt: null,
      version: 1,
      createdAt: at,
    };
    this.b.matters.push(matter);
    this.pending = matter;
    if (step === 'decision') this.decisionOpenedDay = day;
    if (step === 'approval' && p.leaderId !== null) {
      this.pendingApproval = {
        id: this.next('approvals'),
        matterId: matter.id!,
        contractId: this.id,
        approverId: p.leaderId,
        level: 1,
        status: 'pending',
        opinion: null,
        decidedAt: null,
        createdAt: at,
      };
      this.b.approvals.push(this.pendingApproval);
    }
    // The clerk copies the leader in when a major contract goes to the bureau.
    if (step === 'bureauReview' && p.handlerId !== null && p.leaderId !== null && p.handlerId !== p.leaderId && chance(this.rand, 0.5)) {
      this.copy(matter.id!, p.handlerId, p.leaderId, '重大合同已报送司法局合法性审查，请知悉。', at);
    }
  }

  private copy(matterId: number, fromUserId: number, toUserId: number, note: string, at: Date): void {
    const readAt = at.getTime() < instant(this.today - 3, 0).getTime() && chance(this.rand, 0.85) ? later(at, randInt(this.rand, 30, 2000)) : null;
    this.b.carbonCopies.push({ id: this.next('carbonCopies'), matterId, contractId: this.id, fromUserId, toUserId, note, readAt, createdAt: at });
  }

  private closeMatter(status: 'passed' | 'returned' | 'closed', opinion: string, by: number | null, at: Date): number | null {
    const m = this.pending;
    if (!m) return null;
    m.status = status;
    m.opinion = opinion;
    m.handledBy = by;
    m.handledAt = new Date(Math.max(at.getTime(), m.createdAt!.getTime() + 60_000));
    m.version = 2;
    this.pending = null;
    const a = this.pendingApproval;
    if (a) {
      a.status = status === 'passed' ? 'approved' : 'rejected';
      a.opinion = opinion;
      a.decidedAt = at;
      this.pendingApproval = null;
    }
    return m.id ?? null;
  }

  private nextFilingNo(day: number): string {
    const prefix = this.p.bureau?.filingPrefix ?? '司备';
    const key = `${prefix}〔${yearOf(day)}〕`;
    const n = (this.world.filingSerial.get(key) ?? 0) + 1;
    this.world.filingSerial.set(key, n);
    return `${key}${n}号`;
  }

  /**
   * The meeting record of a move out of the decision step (seed decisions.ts), answering the pending
   * decision matter; answers the audit trail's opinion for it (src/domain/decision.ts decisionSummary).
   */
  private decide(resolution: DecisionResolution, day: number, at: Date): string {
    const row = decisionRow({
      id: this.next('decisionRecords'),
      contractId: this.id,
      matterId: this.pending?.id ?? null,
      unit: this.p.unit,
      openedDay: this.decisionOpenedDay ?? day,
      day,
      at,
      resolution,
      recordedBy: this.p.leaderId,
      round: ++this.decisions,
    });
    this.b.decisionRecords.push(row);
    return decisionSummary({ kind: row.kind as MeetingKind, meetingDate: row.meetingDate, resolution, note: row.note });
  }

  emit(): void {
    const p = this.p;
    const rand = this.rand;
    if (p.source === 'v1') this.emitImported();
    else {
      this.history('create', null, 'draft', this.times[0]!, 'owner');
      p.steps.forEach((step, i) => {
        this.move(step.action, step.from, step.to, step.actor, p.days[i + 1]!, this.times[i + 1]!);
      });
    }
    for (const c of this.conditions) if (c.row.status === 'open' && c.deadlineDay < this.today) c.row.status = 'overdue';

    // Dates of the contract itself.
    let effectiveDay: number | null = null;
    let performStart: number | null = null;
    let performEnd: number | null = null;
    if (this.signDay !== null) {
      const cap = this.startDay ?? this.today;
      effectiveDay = Math.min(cap, chance(rand, 0.7) ? this.signDay : this.signDay + randInt(rand, 1, 10));
      effectiveDay = Math.max(effectiveDay, this.signDay);
      performStart = effectiveDay;
      if (this.completeDay !== null) performEnd = Math.max(performStart + 1, this.completeDay - randInt(rand, 0, 10));
      else performEnd = performStart + p.performDays;
    }
    const records = this.startDay !== null && performStart !== null && performEnd !== null ? this.performance(performStart, performEnd) : null;
    if (records) performEnd = records.performEnd;

    // Risk: the rules applied to the rows just made.
    const parties = [p.partyB, ...(p.partyC ? [p.partyC] : [])];
    const flags = evaluateRisk(
      {
        status: p.status,
        createdDay: p.days[0]!,
        dishonestNames: parties.filter((c) => c.dishonest).map((c) => c.name),
        signDay: this.signDay,
        filingDueDay: this.signDay === null ? null : filingDueDay(this.signDay),
        conditions: this.conditions.map((c) => ({ deadlineDay: c.deadlineDay, status: c.row.status ?? 'open' })),
        records: (records?.list ?? []).map((r) => ({ title: r.row.title, dueDay: r.dueDay, status: r.row.status ?? 'planned' })),
        performEndDay: performEnd,
        disputeDay: this.disputeDay,
      },
      this.today,
    );
    const riskCode = riskCodeOf(flags);
    const createdAt = this.times[0]!;
    const flagRows: FlagRow[] = flags.map((f) => ({
      id: this.next('riskFlags'),
      contractId: this.id,
      rule: f.rule,
      level: f.level,
      detail: f.detail,
      raisedAt: new Date(Math.max(instant(f.raisedDay, 120 + randInt(rand, 0, 30)).getTime(), createdAt.getTime() + 60_000)),
      clearedAt: null,
    }));
    this.b.riskFlags.push(...flagRows);
    if (riskCode === 'red') this.redCode(flagRows);

    this.parties();
    this.tags();
    const lastAt = this.times[this.times.length - 1]!;
    const year = yearOf(p.source === 'v1' ? p.v1SignDay! : p.days[0]!);
    const codeKey = `${p.unit.adcode}-${year}`;
    const serial = (this.world.codeSerial.get(codeKey) ?? 0) + 1;
    this.world.codeSerial.set(codeKey, serial);
    this.b.contracts.push({
      id: this.id,
      code: `${codeKey}-HT-${String(serial).padStart(6, '0')}`,
      name: p.name,
      category: p.category,
      attribute: p.attribute,
      parentId: p.parent?.id ?? null,
      projectId: p.project?.id ?? null,
      status: p.status,
      isMajor: p.flags.major,
      needsFairReview: p.flags.fairReview,
      majorDecision: p.majorDecision,
      keyProject: p.keyProject,
      preferentialTerms: p.preferentialTerms,
      ourRole: p.ourRole,
      subject: p.subject,
      amountFen: p.amountFen,
      direction: p.direction,
      fundSource: p.fundSource,
      procurementMethod: p.procurementMethod,
      signDate: this.signDay === null ? null : isoDate(this.signDay),
      filingDue: this.signDay === null ? null : isoDate(filingDueDay(this.signDay)),
      signPlace: this.signDay === null ? null : p.signingMethod === 'online' ? `${p.unit.areaPath}（在线签署）` : p.unit.areaPath,
      effectiveDate: effectiveDay === null ? null : isoDate(effectiveDay),
      performStart: performStart === null ? null : isoDate(performStart),
      performEnd: performEnd === null ? null : isoDate(performEnd),
      signingMethod: this.signDay === null && p.status !== 'signing' ? null : p.signingMethod,
      unitId: p.unit.id,
      areaId: p.unit.areaId,
      bureauUnitId: p.unit.bureauUnitId,
      handlerId: p.handlerId,
      riskCode,
      source: p.source,
      filingNo: this.filingNo,
      // Filled in once the batch is made (numberContracts): in registration order.
      unitNo: null,
      unitNoUnitId: null,
      unitNoYear: null,
      unitNoSerial: null,
      version: p.steps.length + 1,
      createdAt,
      updatedAt: lastAt,
    });
  }

  private move(action: ContractAction, from: ContractStatus, to: ContractStatus, actor: Actor, day: number, at: Date): void {
    const p = this.p;
    const rand = this.rand;
    const user = this.actorUser(actor);
    switch (action) {
      case 'submitForReview': {
        this.history(action, from, to, at, actor);
        if (isReviewStep(to)) this.openStepMatter(to, day, at);
        return;
      }
      case 'pass': {
        const step = from as ReviewStep;
        const byLawyer = step === 'seeking' && p.lawyerId !== null;
        const said = byLawyer ? pick(rand, LAWYER_OPINIONS) : pick(rand, PASS_OPINIONS[step]);
        // A collective decision passes with its meeting record (its summary is the opinion).
        const opinion = step === 'decision' ? this.decide('passed', day, at) : said;
        // The lawyer answers a little before the clerk moves the contract on.
        const matterId = this.closeMatter('passed', opinion, byLawyer ? p.lawyerId : user, byLawyer ? later(at, -randInt(rand, 60, 600)) : at);
        this.history(action, from, to, at, actor, { matterId, opinion: byLawyer ? null : opinion });
        if (isReviewStep(to)) this.openStepMatter(to, day, at);
        if (step === 'approval' && p.leaderId !== null && p.handlerId !== null && p.leaderId !== p.handlerId && chance(rand, 0.4) && matterId !== null) {
          this.copy(matterId, p.leaderId, p.handlerId, '合同审批已通过，请办理签订手续。', later(at, 1));
        }
        return;
      }
      case 'returnTo': {
        const said = pick(rand, RETURN_OPINIONS);
        // A collective decision sends a contract back by resolving 修改后再议 (paths.ts: to the final draft).
        const opinion = from === 'decision' ? this.decide('reconsider', day, at) : said;
        const matterId = this.closeMatter('returned', opinion, user, at);
        this.history(action, from, to, at, actor, { matterId, opinion });
        this.round++;
        if (isReviewStep(to)) this.openStepMatter(to, day, at);
        return;
      }
      case 'startOnlineSigning': {
        this.history(action, from, to, at, actor);
        const m: MatterRow = {
          id: this.next('matters'),
          contractId: this.id,
          projectId: null,
          kind: 'signFlow',
          title: this.title('signFlow'),
          submitterId: this.submitterId,
          submitUnitId: p.unit.id,
          handlerUserId: p.handlerId,
          handlerUnitId: p.unit.id,
          deadline: isoDate(NOTICE_CALENDAR.addWorkdays(day, 10)),
          status: 'pending',
          content: { parties: p.partyC ? 3 : 2 },
          fileIds: [],
          opinion: null,
          opinionFileIds: [],
          handledBy: null,
          handledAt: null,
          version: 1,
          createdAt: at,
        };
        this.b.matters.push(m);
        this.pending = m;
        return;
      }
      case 'completeOnlineSigning': {
        const matterId = this.closeMatter('passed', '各方已完成在线签署。', user, at);
        this.history(action, from, to, at, actor, { matterId });
        this.signDay = day;
        this.signTime = at;
        return;
      }
      case 'cancelOnlineSigning': {
        const opinion = pick(rand, MOVE_REMARKS.cancelOnlineSigning!);
        const matterId = this.closeMatter('closed', opinion, user, at);
        this.history(action, from, to, at, actor, { matterId, opinion });
        return;
      }
      case 'uploadSignedScan': {
        this.history(action, from, to, at, actor);
        this.signDay = day;
        this.signTime = at;
        return;
      }
      case 'submitFiling': {
        this.history(action, from, to, at, actor);
        this.filing = {
          id: this.next('filings'),
          contractId: this.id,
          bureauUnitId: p.bureau?.unitId ?? null,
          filingNo: null,
          status: 'review',
          submittedBy: this.submitterId,
          submittedAt: at,
          dueDate: isoDate(filingDueDay(this.signDay ?? day)),
          lateDays: day > filingDueDay(this.signDay ?? day) ? day - filingDueDay(this.signDay ?? day) : null,
          reviewerId: null,
          reviewedAt: null,
          opinion: null,
        };
        this.b.filings.push(this.filing);
        return;
      }
      case 'acceptFiling':
      case 'fileConditionally':
      case 'returnFiling':
      case 'refuseFiling': {
        const f = this.filing!;
        f.reviewerId = p.bureauUserId;
        f.reviewedAt = at;
        if (action === 'acceptFiling') {
          f.status = 'filed';
          f.opinion = pick(rand, FILING_ACCEPT_OPINIONS);
          f.filingNo = this.nextFilingNo(day);
          this.filingNo = f.filingNo;
        } else if (action === 'fileConditionally') {
          f.status = 'conditional';
          f.opinion = FILING_CONDITIONAL_OPINION;
          f.filingNo = this.nextFilingNo(day);
          this.filingNo = f.filingNo;
          const n = chance(rand, 0.3) ? 2 : 1;
          const first = randInt(rand, 0, FILING_CONDITIONS.length - 1);
          for (let i = 0; i < n; i++) {
            const deadlineDay = day + p.conditionPeriod;
            this.conditions.push({
              deadlineDay,
              row: {
                id: this.next('filingConditions'),
                filingId: f.id!,
                contractId: this.id,
                description: FILING_CONDITIONS[(first + i) % FILING_CONDITIONS.length]!,
                deadline: isoDate(deadlineDay),
                status: 'open',
                rectification: null,
                rectifiedAt: null,
                fileIds: [],
              },
            });
          }
          this.b.filingConditions.push(...this.conditions.slice(-n).map((c) => c.row));
        } else if (action === 'returnFiling') {
          f.status = 'returned';
          f.opinion = pick(rand, FILING_RETURN_OPINIONS);
        } else {
          f.status = 'refused';
          f.opinion = FILING_REFUSE_OPINION;
        }
        this.history(action, from, to, at, actor, { opinion: f.opinion });
        return;
      }
      case 'submitRectification': {
        this.filing!.status = 'rectified';
        for (const c of this.conditions) {
          if (c.row.status !== 'open') continue;
          c.row.status = 'rectified';
          c.row.rectification = pick(rand, RECTIFICATIONS);
          c.row.rectifiedAt = at;
        }
        this.history(action, from, to, at, actor);
        return;
      }
      case 'confirmRectification': {
        const f = this.filing!;
        f.status = 'filed';
        f.reviewedAt = at;
        f.opinion = '整改材料齐全，准予备案。';
        for (const c of this.conditions) if (c.row.status === 'rectified') c.row.status = 'accepted';
        this.history(action, from, to, at, actor, { opinion: f.opinion });
        return;
      }
      case 'startPerformance':
        this.startDay = day;
        this.startTime = at;
        this.history(action, from, to, at, actor);
        return;
      case 'completePerformance':
        this.completeDay = day;
        break;
      case 'terminate':
        this.endDay = day;
        break;
      case 'raiseDispute':
        this.disputeDay = day;
        break;
      case 'resolveDispute':
        this.disputeDay = null;
        break;
      case 'void': {
        const remark = pick(rand, MOVE_REMARKS.void!);
        if (from === 'decision') {
          // At the decision step, the contract ends by the meeting resolving 不通过 (the leader records it).
          const opinion = this.decide('rejected', day, at);
          const matterId = this.closeMatter('returned', opinion, p.leaderId, at);
          this.history(action, from, to, at, 'leader', { matterId, opinion });
          return;
        }
        // Voiding closes whatever matter was waiting.
        const matterId = this.closeMatter('closed', remark, user, at);
        this.history(action, from, to, at, actor, { matterId, opinion: remark });
        return;
      }
      default:
        break;
    }
    const remarks = MOVE_REMARKS[action];
    this.history(action, from, to, at, actor, remarks ? { opinion: pick(rand, remarks) } : {});
  }

  /** A contract moved over from the 1.0 system: signed and filed there, entered here as filed or performing. */
  private emitImported(): void {
    const p = this.p;
    const rand = this.rand;
    const signDay = p.v1SignDay!;
    const importAt = this.times[0]!;
    this.signDay = signDay;
    this.signTime = instant(signDay, randInt(rand, WORK_START_MIN, WORK_END_MIN));
    const submitDay = NOTICE_CALENDAR.onOrAfter(signDay + randInt(rand, 3, 25));
    const reviewDay = NOTICE_CALENDAR.onOrAfter(submitDay + randInt(rand, 3, 10));
    const filingNo = this.nextFilingNo(reviewDay);
    this.filingNo = filingNo;
    this.b.filings.push({
      id: this.next('filings'),
      contractId: this.id,
      bureauUnitId: p.bureau?.unitId ?? null,
      filingNo,
      status: 'filed',
      submittedBy: this.submitterId,
      submittedAt: instant(submitDay, randInt(rand, WORK_START_MIN, WORK_END_MIN)),
      dueDate: isoDate(filingDueDay(signDay)),
      lateDays: submitDay > filingDueDay(signDay) ? submitDay - filingDueDay(signDay) : null,
      reviewerId: null,
      reviewedAt: instant(reviewDay, randInt(rand, WORK_START_MIN, WORK_END_MIN)),
      opinion: '1.0系统迁移数据，原备案结论：准予备案。',
    });
    if (p.status === 'performing') {
      this.startDay = Math.min(signDay + randInt(rand, 0, 15), p.days[0]!);
      this.startTime = importAt;
    }
    this.history('import', null, p.status, importAt, 'owner', { opinion: '从1.0系统迁移导入。' });
  }

  /**
   * Milestones and payments over the performance period. Past ones are done, except those the plan
   * wants overdue (red) or breached (a dispute); future ones are planned, and one falls within the
   * "near" window for a yellow plan and none for the others.
   */
  private performance(performStart: number, planEnd: number): { list: PlannedRecord[]; performEnd: number } {
    const p = this.p;
    const rand = this.rand;
    const today = this.today;
    const near = DEADLINE_NEAR_DAYS;
    // The last day a deadline is near today (working days through the notices' calendar).
    const nearEnd = nearLimit(today);
    const kind =
      p.direction === 'income'
        ? 'income'
        : p.direction === 'none'
          ? null
          : ['procurementWorks', 'govInvestedConstruction', 'affordableHousing'].includes(p.category)
            ? 'works'
            : p.category === 'procurementGoods'
              ? 'goods'
              : p.category === 'entrustmentGrant'
                ? 'grant'
                : 'services';
    let performEnd = planEnd;
    const span = Math.max(1, performEnd - performStart);
    // Long contracts (franchises, loans) pay yearly: list the first years only.
    const yearly = span > 1100;
    const items: { kind: string; title: string; amount: number | null; frac: number; day?: number }[] = [];
    if (kind && yearly) {
      const years = Math.max(1, Math.round(span / 365));
      const shown = Math.min(years, 4);
      for (let y = 1; y <= shown; y++) {
        items.push({
          kind: 'payment',
          title: `第${y}年度${p.direction === 'income' ? '收款' : '付款'}`,
          amount: Math.round(p.amountFen / years),
          frac: 0,
          day: performStart + 365 * y - 30,
        });
      }
    } else if (kind) {
      const plan = PAYMENT_PLANS[kind];
      const fracs = kind === 'services' ? [0.22, 0.47, 0.72, 0.97] : kind === 'works' ? [0.03, 0.5, 0.93, 1] : [0.05, 0.9];
      let paid = 0;
      plan.forEach(([title, share], i) => {
        const amount = i === plan.length - 1 ? p.amountFen - paid : Math.round(p.amountFen * share);
        paid += amount;
        items.push({ kind: 'payment', title, amount, frac: fracs[i] ?? 1 });
      });
    }
    const milestoneKind = kind === 'works' || kind === 'goods' || kind === 'services' ? kind : kind === null ? 'none' : null;
    // Yearly-paid contracts (decades-long franchises, loans) list their payments only.
    if (milestoneKind && !(yearly && kind)) {
      const names = MILESTONES[milestoneKind];
      names.forEach((title, i) => {
        items.push({ kind: 'milestone', title, amount: null, frac: (i + 1) / (names.length + 0.5) });
      });
    }
    let cutoff = today;
    if (this.completeDay !== null) cutoff = this.completeDay;
    if (this.endDay !== null) cutoff = this.endDay;
    const createdAt = this.startTime ?? this.times[this.times.length - 1]!;
    const list: PlannedRecord[] = [];
    for (const it of items) {
      const dueDay = it.day ?? Math.round(performStart + it.frac * span);
      if (this.endDay !== null && dueDay > this.endDay) continue;
      if (this.completeDay !== null && dueDay > this.completeDay) continue;
      list.push({
        dueDay,
        row: {
          id: 0,
          contractId: this.id,
          kind: it.kind,
          title: it.title,
          amountFen: it.amount,
          dueDate: isoDate(dueDay),
          doneDate: null,
          status: 'planned',
          note: null,
          fileIds: [],
          createdBy: p.handlerId,
          createdAt,
        },
      });
    }
    const inPerformance = p.status === 'performing' || p.status === 'suspended' || p.status === 'disputed';
    if (inPerformance) {
      // Performing contracts run until after today; only a yellow one ends within the window.
      if (p.status === 'performing' && performEnd <= nearEnd) performEnd = nearEnd + 1 + randInt(rand, 0, 240);
      const wantLate = p.redRule === 'performanceOverdue';
      const past = list.filter((r) => r.dueDay < today);
      if ((wantLate || p.status === 'disputed') && !past.length) {
        const dueDay = Math.max(performStart + 1, today - randInt(rand, 3, 40));
        if (dueDay < today) {
          const r: PlannedRecord = {
            dueDay,
            row: {
              id: 0,
              contractId: this.id,
              kind: 'milestone',
              title: '阶段性成果交付',
              amountFen: null,
              dueDate: isoDate(dueDay),
              doneDate: null,
              status: 'planned',
              note: null,
              fileIds: [],
              createdBy: p.handlerId,
              createdAt,
            },
          };
          list.push(r);
          past.push(r);
        }
      }
      const late = past.length ? past.reduce((a, b2) => (a.dueDay >= b2.dueDay ? a : b2)) : null;
      if (late && wantLate) late.row.status = 'overdue';
      if (late && p.status === 'disputed') late.row.status = 'breached';
      const future = list.filter((r) => r.dueDay >= today).sort((a, b2) => a.dueDay - b2.dueDay);
      if (p.intent === 'yellow') {
        const soon = future[0];
        if (soon) soon.dueDay = today + randInt(rand, 0, near - 1);
        else if (p.status === 'performing') performEnd = today + randInt(rand, 0, near - 1);
      } else {
        for (const r of future) if (r.dueDay <= nearEnd) r.dueDay = nearEnd + 1 + randInt(rand, 0, 20);
        if (p.status === 'performing' && performEnd <= nearEnd) performEnd = nearEnd + 1 + randInt(rand, 0, 60);
      }
      for (const r of list) if (r.dueDay > performEnd && p.status === 'performing') performEnd = r.dueDay;
    }
    if (p.status === 'terminated' && chance(rand, 0.5)) {
      const last = list.filter((r) => r.dueDay <= cutoff).sort((a, b2) => b2.dueDay - a.dueDay)[0];
      if (last) last.row.status = 'breached';
    }
    for (const r of list) {
      r.row.id = this.next('performanceRecords');
      r.row.dueDate = isoDate(r.dueDay);
      if (r.row.status === 'overdue' || r.row.status === 'breached') {
        r.row.note = r.row.status === 'breached' ? '相对方未按约履行，已发函催告。' : '已逾期，正在督促相对方履行。';
        continue;
      }
      if (r.dueDay < cutoff || (r.dueDay === cutoff && cutoff !== today)) {
        const done = Math.min(cutoff, today, Math.max(performStart, r.dueDay + randInt(rand, -7, 3)));
        r.row.status = 'done';
        r.row.doneDate = isoDate(done);
        r.row.note = r.row.kind === 'payment' ? (p.direction === 'income' ? '已足额收款。' : '已按合同约定支付。') : '已完成并验收。';
      }
    }
    this.b.performanceRecords.push(...list.map((r) => r.row));
    return { list, performEnd };
  }

  /** A red code opens a WarnTips matter for the unit; the bureau follows some up under supervision. */
  private redCode(flags: FlagRow[]): void {
    const p = this.p;
    const rand = this.rand;
    const red = flags.filter((f) => f.level === 'red').sort((a, b) => a.raisedAt!.getTime() - b.raisedAt!.getTime());
    const first = red[0]!;
    const raised = first.raisedAt!;
    const raisedDay = Math.floor((raised.getTime() + 8 * 3_600_000) / 86_400_000);
    this.b.matters.push({
      id: this.next('matters'),
      contractId: this.id,
      projectId: null,
      kind: 'warnTips',
      title: this.title('warnTips'),
      submitterId: p.bureauUserId ?? this.world.fallbackUserId,
      submitUnitId: p.bureau?.unitId ?? null,
      handlerUserId: p.handlerId,
      handlerUnitId: p.unit.id,
      deadline: isoDate(NOTICE_CALENDAR.addWorkdays(raisedDay, 5)),
      status: 'pending',
      content: { rules: red.map((f) => f.rule), detail: first.detail },
      fileIds: [],
      opinion: null,
      opinionFileIds: [],
      handledBy: null,
      handledAt: null,
      version: 1,
      createdAt: later(raised, 5),
    });
    if (p.bureauUserId !== null && chance(rand, 0.4)) {
      const day = Math.min(this.today, raisedDay + randInt(rand, 3, 20));
      const [kind, content] = pick(rand, SUPERVISION_NOTES);
      this.b.supervisionRecords.push({
        id: this.next('supervisionRecords'),
        contractId: this.id,
        bureauUnitId: p.bureau?.unitId ?? null,
        userId: p.bureauUserId,
        kind,
        content,
        fileIds: [],
        createdAt: new Date(Math.max(instant(day, randInt(rand, WORK_START_MIN, WORK_END_MIN)).getTime(), raised.getTime() + 600_000)),
      });
    }
  }

  private parties(): void {
    const p = this.p;
    const signed = this.signTime;
    const ours: PartyRow = {
      id: this.next('contractParties'),
      contractId: this.id,
      role: p.ourRole,
      kind: 'unit',
      unitId: p.unit.id,
      counterpartId: null,
      name: p.unit.name,
      creditCode: p.unit.creditCode,
      sealSn: p.unit.sealSn,
      signedAt: signed,
      signedBy: signed ? (p.leaderId ?? p.handlerId) : null,
    };
    const other = (c: typeof p.partyB, role: string): PartyRow => ({
      id: this.next('contractParties'),
      contractId: this.id,
      role,
      kind: 'counterpart',
      unitId: null,
      counterpartId: c.id,
      name: c.name,
      creditCode: c.creditCode,
      sealSn: null,
      signedAt: signed ? later(signed, -randInt(this.rand, 5, 600)) : null,
      signedBy: signed ? (c.userIds[0] ?? null) : null,
    });
    const rows = p.ourRole === 'A' ? [ours, other(p.partyB, 'B')] : [other(p.partyB, 'A'), ours];
    if (p.partyC) rows.push(other(p.partyC, 'C'));
    this.b.contractParties.push(...rows);
  }

  private tags(): void {
    const p = this.p;
    const rand = this.rand;
    const names = new Set<string>();
    if (p.flags.major) names.add('重大合同');
    if (p.category.startsWith('procurement')) names.add('政府采购');
    if (p.category === 'franchisePPP') names.add('PPP');
    if (p.category === 'investmentAttraction') names.add('招商引资');
    if (p.category.startsWith('stateAsset')) names.add('国有资产');
    if (p.keyProject) names.add('重点项目');
    if ((p.unit.domain === 'education' || p.unit.domain === 'health' || p.category === 'affordableHousing') && chance(rand, 0.35)) names.add('民生工程');
    if (/系统|信息|数字|智慧|云|网络/.test(p.name)) names.add('数字化改革');
    if (p.unit.domain === 'agriculture' && chance(rand, 0.5)) names.add('乡村振兴');
    if (chance(rand, 0.01)) names.add('涉外');
    if (chance(rand, 0.005)) names.add('保密');
    for (const name of names) {
      const tagId = this.world.tags.get(name);
      if (tagId !== undefined) this.b.contractTags.push({ contractId: this.id, tagId });
    }
  }
}

/** A project row, with its trail (registered, archived once every contract is). */
function emitProject(world: World, p: ProjectPlan, today: number, rand: Rand, b: GeneratedBatch, next: (t: SerialTable) => number): void {
  const first = Math.min(...p.contracts.map((c) => c.days[0]!));
  const createdDay = Math.max(today - 1100, first - randInt(rand, 3, 30));
  const createdAt = instant(createdDay, randInt(rand, WORK_START_MIN, WORK_END_MIN));
  const key = `${p.unit.adcode}-${yearOf(createdDay)}`;
  const serial = (world.projectSerial.get(key) ?? 0) + 1;
  world.projectSerial.set(key, serial);
  const budget = p.contracts.reduce((sum, c) => sum + c.amountFen, 0);
  const lastDay = Math.max(...p.contracts.map((c) => c.days[c.days.length - 1]!));
  const archivedDay = p.archived ? Math.min(today, lastDay + randInt(rand, 1, 20)) : null;
  const archivedAt = archivedDay === null ? null : instant(archivedDay, randInt(rand, WORK_START_MIN, WORK_END_MIN));
  const userId = p.handlerId;
  b.projects.push({
    id: p.id,
    code: `${key}-XM-${String(serial).padStart(4, '0')}`,
    name: p.name,
    unitId: p.unit.id,
    areaId: p.unit.areaId,
    handlerId: userId,
    status: p.archived ? 'archived' : 'underway',
    category: p.category,
    fundSource: p.contracts[0]?.fundSource ?? null,
    budgetFen: Math.round((budget * (105 + randInt(rand, 0, 25))) / 100),
    details: {
      basis: `${p.unit.name}年度工作计划及预算批复`,
      plan: `项目分${p.contracts.length}个合同实施：${p.contracts.map((c) => c.name).join('；')}。`,
      survey: '已完成市场调研及相对方资信调查。',
    },
    fileIds: [],
    version: p.archived ? 3 : 2,
    createdAt,
    updatedAt: archivedAt ?? createdAt,
  });
  const trail = (action: string, from: string, to: string, at: Date) =>
    b.statusHistory.push({
      id: next('statusHistory'),
      contractId: null,
      projectId: p.id,
      action,
      fromStatus: from,
      toStatus: to,
      userId,
      unitId: p.unit.id,
      matterId: null,
      opinion: null,
      fileIds: [],
      at,
    });
  trail('submit', 'draft', 'underway', later(createdAt, 10));
  if (archivedAt) trail('archive', 'underway', 'archived', archivedAt);
}
