/**
 * The contract facts in columns: one slot per contract, each fact in a typed array (about 100 bytes
 * a contract, counterparts and feed events aside), so a query scans 100k contracts in a millisecond
 * or two and the whole table stays around 15 MB. Slots of deleted contracts are marked dead and
 * reused only by the next full load.
 */
import { CONTRACT_CATEGORIES, RISK_CODES } from '../../../src/domain/contract';
import { CONTRACT_STATUSES } from '../../../src/domain/lifecycle';
import { STATS_FILING_STATUSES } from '../../../src/domain/stats';
import type { ContractFact, FeedEvent } from './facts';

/** Bits of `flags`. */
export const F = {
  alive: 1 << 0,
  major: 1 << 1,
  needsFairReview: 1 << 2,
  imported: 1 << 3,
  signed: 1 << 4,
  reachedSigning: 1 << 5,
  legalityPassed: 1 << 6,
  fairReviewed: 1 << 7,
  /** Needs fair review and reached signing: the fair-review rate's whole. */
  fairExpected: 1 << 8,
  filed: 1 << 9,
  filingExpected: 1 << 10,
  filingDue: 1 << 11,
  filingOnTime: 1 << 12,
  /** Signed online. */
  online: 1 << 13,
  red: 1 << 14,
} as const;

/** Interns strings to small codes (1-based; 0 means none), keeping a known vocabulary first in its order. */
export class Vocabulary {
  readonly keys: string[] = [];
  private readonly index = new Map<string, number>();

  constructor(known: readonly string[] = []) {
    for (const k of known) this.code(k);
  }

  code(key: string | null): number {
    if (key === null) return 0;
    let c = this.index.get(key);
    if (c === undefined) {
      this.keys.push(key);
      c = this.keys.length;
      this.index.set(key, c);
    }
    return c;
  }

  key(code: number): string {
    return this.keys[code - 1] ?? '';
  }
}

/** Interns scope triples: the same (unit, area, bureau) always gets the same number. */
export class TripleTable {
  readonly list: { unitId: number; areaId: number | null; bureauUnitId: number | null }[] = [];
  private readonly index = new Map<string, number>();

  intern(unitId: number, areaId: number | null, bureauUnitId: number | null): number {
    const key = `${unitId}|${areaId ?? ''}|${bureauUnitId ?? ''}`;
    let i = this.index.get(key);
    if (i === undefined) {
      i = this.list.length;
      this.list.push({ unitId, areaId, bureauUnitId });
      this.index.set(key, i);
    }
    return i;
  }
}

const INT_COLUMNS = [
  'ids',
  'flags',
  'periodDay',
  'periodMonth',
  'unitId',
  'areaId',
  'tri',
  'fund',
  'reviews',
  'reviewDays',
  'reviewsOnTime',
  'itemsDue',
  'itemsOnTime',
  'overdue',
] as const;
const BYTE_COLUMNS = ['status', 'category', 'risk', 'reviewLevel', 'filing', 'signing'] as const;
const FLOAT_COLUMNS = ['amount', 'warnAt', 'decisionAt'] as const;
export type IntColumn = (typeof INT_COLUMNS)[number];
export type ByteColumn = (typeof BYTE_COLUMNS)[number];

const latest = (events: readonly FeedEvent[]): number => events.reduce((max, e) => Math.max(max, e.at), 0);

/** year * 12 + month (0-based) of a calendar day. */
export const monthIndexOf = (day: number): number => {
  const d = new Date(day * 86_400_000);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

export class FactTable {
  size = 0;
  /** Contract ids per slot (0: dead slot). */
  ids = new Int32Array(0);
  flags = new Int32Array(0);
  /** The day periods apply to: signing day, else creation day; and its month index. */
  periodDay = new Int32Array(0);
  periodMonth = new Int32Array(0);
  unitId = new Int32Array(0);
  /** 0: none. */
  areaId = new Int32Array(0);
  tri = new Int32Array(0);
  /** Fund source code in `funds` (0: none). */
  fund = new Int32Array(0);
  reviews = new Int32Array(0);
  reviewDays = new Int32Array(0);
  reviewsOnTime = new Int32Array(0);
  itemsDue = new Int32Array(0);
  itemsOnTime = new Int32Array(0);
  overdue = new Int32Array(0);
  amount = new Float64Array(0);
  /** The time (epoch ms) of the slot's latest warning and filing decision (0: none): feeds skip the others. */
  warnAt = new Float64Array(0);
  decisionAt = new Float64Array(0);
  /** Codes in `statuses`, `categories`, `risks` (1-based); reviewLevel 1 unit 2 bureau; filing in STATS_FILING_STATUSES + 1; signing 1 online 2 offline. */
  status = new Uint8Array(0);
  category = new Uint8Array(0);
  risk = new Uint8Array(0);
  reviewLevel = new Uint8Array(0);
  filing = new Uint8Array(0);
  signing = new Uint8Array(0);
  counterparts: (number[] | null)[] = [];
  /** Feed events by slot (only slots that have some). */
  readonly warnings = new Map<number, FeedEvent[]>();
  readonly decisions = new Map<number, FeedEvent[]>();
  readonly slotOf = new Map<number, number>();

  readonly statuses = new Vocabulary(CONTRACT_STATUSES);
  readonly categories = new Vocabulary(CONTRACT_CATEGORIES);
  readonly risks = new Vocabulary(RISK_CODES);
  readonly funds = new Vocabulary();

  constructor(readonly triples: TripleTable) {}

  private grow(min: number): void {
    const cap = Math.max(min, Math.ceil(this.ids.length * 1.5), 1024);
    for (const c of INT_COLUMNS) {
      const next = new Int32Array(cap);
      next.set(this[c]);
      this[c] = next;
    }
    for (const c of BYTE_COLUMNS) {
      const next = new Uint8Array(cap);
      next.set(this[c]);
      this[c] = next;
    }
    for (const c of FLOAT_COLUMNS) {
      const next = new Float64Array(cap);
      next.set(this[c]);
      this[c] = next;
    }
  }

  /** Stores a contract's facts (in its slot, or a new one). */
  put(f: ContractFact): void {
    let s = this.slotOf.get(f.id);
    if (s === undefined) {
      s = this.size++;
      if (s >= this.ids.length) this.grow(s + 1);
      this.slotOf.set(f.id, s);
    }
    const signed = f.signDay !== null;
    let flags = F.alive;
    if (f.major) flags |= F.major;
    if (f.needsFairReview) flags |= F.needsFairReview;
    if (f.imported) flags |= F.imported;
    if (signed) flags |= F.signed;
    if (f.reachedSigning) flags |= F.reachedSigning;
    if (f.legalityPassed) flags |= F.legalityPassed;
    if (f.fairPassed) flags |= F.fairReviewed;
    if (f.needsFairReview && f.reachedSigning) flags |= F.fairExpected;
    if (f.filed) flags |= F.filed;
    if (f.filingExpected) flags |= F.filingExpected;
    if (f.filingDue) flags |= F.filingDue;
    if (f.filingOnTime) flags |= F.filingOnTime;
    if (signed && f.signingMethod === 'online') flags |= F.online;
    if (f.riskCode === 'red') flags |= F.red;
    const day = f.signDay ?? f.createdDay;
    this.ids[s] = f.id;
    this.flags[s] = flags;
    this.periodDay[s] = day;
    this.periodMonth[s] = monthIndexOf(day);
    this.unitId[s] = f.unitId;
    this.areaId[s] = f.areaId ?? 0;
    this.tri[s] = this.triples.intern(f.unitId, f.areaId, f.bureauUnitId);
    this.fund[s] = this.funds.code(f.fundSource);
    this.reviews[s] = f.reviews;
    this.reviewDays[s] = f.reviewDays;
    this.reviewsOnTime[s] = f.reviewsOnTime;
    this.itemsDue[s] = f.itemsDue;
    this.itemsOnTime[s] = f.itemsOnTime;
    this.overdue[s] = f.overdueMatters;
    this.amount[s] = f.amountFen;
    this.status[s] = Math.min(255, this.statuses.code(f.status));
    this.category[s] = Math.min(255, this.categories.code(f.category));
    this.risk[s] = Math.min(255, this.risks.code(f.riskCode));
    this.reviewLevel[s] = f.reviewLevel === 'unit' ? 1 : f.reviewLevel === 'bureau' ? 2 : 0;
    this.filing[s] = f.filingStatus ? STATS_FILING_STATUSES.indexOf(f.filingStatus) + 1 : 0;
    this.signing[s] = !signed ? 0 : f.signingMethod === 'online' ? 1 : f.signingMethod === 'offline' ? 2 : 0;
    this.counterparts[s] = f.counterparts.length ? f.counterparts : null;
    if (f.warnings.length) this.warnings.set(s, f.warnings);
    else this.warnings.delete(s);
    if (f.filingDecisions.length) this.decisions.set(s, f.filingDecisions);
    else this.decisions.delete(s);
    this.warnAt[s] = latest(f.warnings);
    this.decisionAt[s] = latest(f.filingDecisions);
  }

  /** Forgets a contract (deleted draft). */
  remove(id: number): void {
    const s = this.slotOf.get(id);
    if (s === undefined) return;
    this.slotOf.delete(id);
    this.ids[s] = 0;
    this.flags[s] = 0;
    this.counterparts[s] = null;
    this.warnings.delete(s);
    this.decisions.delete(s);
    this.warnAt[s] = 0;
    this.decisionAt[s] = 0;
  }

  /** Live contracts. */
  get count(): number {
    return this.slotOf.size;
  }
}
