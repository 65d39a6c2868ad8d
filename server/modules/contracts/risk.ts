/**
 * Keeps each contract's risk code and flags in line with the risk rules (src/domain/risk.ts,
 * docs/api/risk.md).
 *
 * `refreshContractRisk(tx, contractId, at?)` runs inside the caller's transaction. Call it after any
 * write that changes a fact the rules read:
 *   - a status move (every move: signing, filing review, performance, dispute, suspension, void, ...);
 *   - a filing submitted or reviewed (filings rows), its due date changed;
 *   - filing conditions added, rectified, accepted or re-opened;
 *   - performance records registered, done, marked overdue or breached, or their due dates changed;
 *   - the contract's signing date, end of performance, major / fair-review flags or parties changed;
 *   - a counterpart put on or taken off the serious-dishonesty list (refresh each of its contracts:
 *     `refreshContractsRisk(tx, ids)`).
 * Deadlines passing with nothing written are caught by the daily sweep (`refreshRiskBatch` of
 * risk-batch.ts, server/jobs/risk-sweep.ts).
 *
 * What a refresh writes: new flags are inserted (raised now), flags that no longer hold get
 * clearedAt, unchanged ones are left alone (a flag is the same when rule, level and detail are); the
 * contract's risk_code is updated without touching version or updatedAt (a risk change is not an
 * edit of the record: it must not make a user's open form stale, nor reorder the lists). When the
 * code becomes red (and was not), a warnTips matter is opened for the owning unit (unless one is
 * pending already) with a message to the unit's to-do handlers and the contract's handler, and the
 * bureau's supervising users get a message. A contract going back to yellow or green keeps its
 * pending warnTips matters: the unit still has to answer them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dayFromIso, dayOf } from '../../../src/domain/calendar';
import type { RiskCode } from '../../../src/domain/contract';
import type { ContractStatus, ReviewStep } from '../../../src/domain/lifecycle';
import { contractLink, MATTER_TITLE } from '../../../src/domain/matter';
import { evaluateRisk, type RiskFlagResult, type RiskRule, type RiskWarning } from '../../../src/domain/risk';
import { type Db, jsonValue, queryRows } from '../../db/client';
import { contracts, matters, riskFlags, users } from '../../db/schema';
import { notify, openMatter, unitUsersWith } from './matter-store';
import { unique } from './names';
import { workCalendar } from '../calendar/store';
import { rulesAt, rulesResolver } from '../time-rules/store';

/** What one contract's refresh did. */
export interface RiskRefresh {
  contractId: number;
  previous: RiskCode;
  code: RiskCode;
  raised: RiskRule[];
  cleared: RiskRule[];
  /** The warnTips matter opened now, if any. */
  warnMatterId: number | null;
}

/**
 * The warning each contract is judged with: its area's warningDays rule (working days, through the
 * calendar), or the days given (a test, a sweep asked for them).
 */
async function warningsOf(tx: Db, areaIds: readonly (number | null)[], days: number | undefined): Promise<(areaId: number | null) => RiskWarning> {
  const calendar = await workCalendar(tx);
  if (days !== undefined) {
    const fixed = { days, calendar };
    return () => fixed;
  }
  const areas = unique(areaIds.map((a) => a ?? -1)).map((a) => (a === -1 ? null : a));
  // One area (a write): one query up its chain; more (a sweep's chunk): every rule and area at once.
  const rulesOf =
    areas.length === 1
      ? await rulesAt(tx, areas[0]!).then((r) => () => r.rules)
      : await rulesResolver(tx);
  const byArea = new Map<number | null, RiskWarning>();
  return (areaId) => {
    let w = byArea.get(areaId);
    if (!w) {
      w = { days: rulesOf(areaId).warningDays, calendar };
      byArea.set(areaId, w);
    }
    return w;
  };
}

export interface RefreshOptions {
  /** When it happens (flag times, matter and messages); default now. */
  at?: Date;
  /** The calendar day the rules judge by; default the Beijing day of `at`. */
  today?: number;
  /** Working days of the yellow rule for every contract (default: each contract's area's rule). */
  warningDays?: number;
}

/** Refreshes one contract inside the caller's transaction; null when the contract does not exist. */
export async function refreshContractRisk(
  tx: Db,
  contractId: number,
  at: Date = new Date(),
  warningDays?: number,
): Promise<RiskRefresh | null> {
  const [r] = await refreshContractsRisk(tx, [contractId], warningDays === undefined ? { at } : { at, warningDays });
  return r ?? null;
}

interface FactsRow {
  id: number;
  status: string;
  is_major: boolean;
  needs_fair_review: boolean;
  source: string;
  area_id: number | null;
  sign_date: string | null;
  filing_due: string | null;
  perform_end: string | null;
  risk_code: string;
  name: string;
  unit_id: number;
  handler_id: number | null;
  bureau_unit_id: number | null;
  passed: string[] | null;
  filing: { status: string; due: string | null } | null;
  conditions: { deadline: string; status: string }[] | null;
  records: { title: string; due: string | null; status: string }[] | null;
  dishonest: string[] | null;
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
const dayOrNull = (iso: string | null | undefined): number | null => (iso ? dayFromIso(iso) : null);

/**
 * The facts of several contracts in one query, each contract row locked until the transaction ends
 * (two refreshes of one contract, or a refresh and a write, take turns). Every subquery reaches its
 * rows through the contract's own index: conditions via `filing_id = any(array(...))` (a join let the
 * planner start from the status index and scan every open condition per contract), the latest filing
 * by submission time (`order by id desc limit 1` let it walk the whole primary key backwards) —
 * measured at 100 000 contracts, each of those made the sweep hours instead of seconds.
 */
async function loadFacts(tx: Db, ids: readonly number[]): Promise<FactsRow[]> {
  const rows = await queryRows<FactsRow>(
    tx,
    sql`select c.id, c.status, c.is_major, c.needs_fair_review, c.source, c.area_id, c.sign_date::text as sign_date, c.filing_due::text as filing_due,
      c.perform_end::text as perform_end, c.risk_code, c.name, c.unit_id, c.handler_id, c.bureau_unit_id,
      (select json_agg(distinct h.from_status) from status_history h
        where h.contract_id = c.id and h.action = 'pass' and h.from_status is not null) as passed,
      (select json_build_object('status', f.status, 'due', f.due_date) from filings f
        where f.contract_id = c.id order by f.submitted_at desc, f.id desc limit 1) as filing,
      (select json_agg(json_build_object('deadline', fc.deadline, 'status', fc.status) order by fc.id)
        from filing_conditions fc
        where fc.filing_id = any(array(select f.id from filings f where f.contract_id = c.id))) as conditions,
      (select json_agg(json_build_object('title', p.title, 'due', p.due_date, 'status', p.status) order by p.id)
        from performance_records p where p.contract_id = c.id) as records,
      (select json_agg(cp.name order by pa.role, pa.id) from contract_parties pa
        join counterparts cp on cp.id = pa.counterpart_id
        where pa.contract_id = c.id and cp.serious_dishonest) as dishonest
    from contracts c where c.id = any(${intArray(ids)}) order by c.id for update of c`,
  );
  return rows.map((r) => ({
    ...r,
    passed: jsonValue(r.passed),
    filing: jsonValue(r.filing),
    conditions: jsonValue(r.conditions),
    records: jsonValue(r.records),
    dishonest: jsonValue(r.dishonest),
  }));
}

function rulesFor(r: FactsRow, today: number, warning: RiskWarning) {
  return evaluateRisk(
    {
      status: r.status as ContractStatus,
      isMajor: r.is_major,
      needsFairReview: r.needs_fair_review,
      imported: r.source === 'v1',
      signDay: dayOrNull(r.sign_date),
      filingDueDay: dayOrNull(r.filing_due),
      passedSteps: (r.passed ?? []) as ReviewStep[],
      filing: r.filing ? { status: r.filing.status, dueDay: dayOrNull(r.filing.due) } : null,
      conditions: (r.conditions ?? []).map((x) => ({ deadlineDay: dayFromIso(x.deadline), status: x.status })),
      records: (r.records ?? []).map((x) => ({ title: x.title, dueDay: dayOrNull(x.due), status: x.status })),
      performEndDay: dayOrNull(r.perform_end),
      counterparts: (r.dishonest ?? []).map((name) => ({ name, dishonest: true })),
    },
    today,
    warning,
  );
}

const flagKey = (f: { rule: string; level: string; detail: string }) => `${f.rule}\u0000${f.level}\u0000${f.detail}`;

/**
 * Refreshes several contracts inside the caller's transaction: one query for the facts, one for the
 * open flags, then only the writes that change something (batched across the contracts).
 */
export async function refreshContractsRisk(tx: Db, ids: readonly number[], opts: RefreshOptions = {}): Promise<RiskRefresh[]> {
  const wanted = unique(ids);
  if (!wanted.length) return [];
  const at = opts.at ?? new Date();
  const today = opts.today ?? dayOf(at.getTime());
  const facts = await loadFacts(tx, wanted);
  if (!facts.length) return [];
  const warningOf = await warningsOf(tx, facts.map((f) => f.area_id), opts.warningDays);
  const openRows = await tx
    .select({ id: riskFlags.id, contractId: riskFlags.contractId, rule: riskFlags.rule, level: riskFlags.level, detail: riskFlags.detail })
    .from(riskFlags)
    .where(and(inArray(riskFlags.contractId, facts.map((f) => f.id)), sql`${riskFlags.clearedAt} is null`))
    .orderBy(riskFlags.id);
  const openBy = new Map<number, typeof openRows>();
  for (const f of openRows) {
    const list = openBy.get(f.contractId);
    if (list) list.push(f);
    else openBy.set(f.contractId, [f]);
  }

  const inserts: (typeof riskFlags.$inferInsert)[] = [];
  const clearIds: number[] = [];
  const codeChanges = new Map<RiskCode, number[]>();
  const turnedRed: { row: FactsRow; flags: RiskFlagResult[] }[] = [];
  const out: RiskRefresh[] = [];
  for (const row of facts) {
    const result = rulesFor(row, today, warningOf(row.area_id));
    const open = openBy.get(row.id) ?? [];
    // Match each rule that holds with one open flag; open flags left unmatched (or duplicated) are cleared.
    const unmatched = new Map<string, number[]>();
    for (const f of open) {
      const k = flagKey(f);
      unmatched.set(k, [...(unmatched.get(k) ?? []), f.id]);
    }
    const raised: RiskRule[] = [];
    for (const f of result.flags) {
      const ids = unmatched.get(flagKey(f));
      if (ids?.length) ids.shift();
      else {
        raised.push(f.rule);
        inserts.push({ contractId: row.id, rule: f.rule, level: f.level, detail: f.detail, raisedAt: at });
      }
    }
    const cleared: RiskRule[] = [];
    for (const f of open) {
      if (unmatched.get(flagKey(f))?.includes(f.id)) {
        clearIds.push(f.id);
        cleared.push(f.rule as RiskRule);
      }
    }
    const previous = row.risk_code as RiskCode;
    if (result.code !== previous) codeChanges.set(result.code, [...(codeChanges.get(result.code) ?? []), row.id]);
    if (result.code === 'red' && previous !== 'red') turnedRed.push({ row, flags: result.flags });
    out.push({ contractId: row.id, previous, code: result.code, raised, cleared, warnMatterId: null });
  }

  if (inserts.length) await tx.insert(riskFlags).values(inserts);
  if (clearIds.length) await tx.update(riskFlags).set({ clearedAt: at }).where(inArray(riskFlags.id, clearIds));
  // Deliberately not version or updatedAt: see the header.
  for (const [code, list] of codeChanges) await tx.update(contracts).set({ riskCode: code }).where(inArray(contracts.id, list));

  if (turnedRed.length) {
    const pending = await tx
      .selectDistinct({ contractId: matters.contractId })
      .from(matters)
      .where(
        and(
          inArray(matters.contractId, turnedRed.map((t) => t.row.id)),
          eq(matters.kind, 'warnTips'),
          eq(matters.status, 'pending'),
        ),
      );
    const hasPending = new Set(pending.map((p) => p.contractId));
    for (const t of turnedRed) {
      if (hasPending.has(t.row.id)) continue;
      const matterId = await raiseWarning(tx, t.row, t.flags.filter((f) => f.level === 'red'), at);
      const r = out.find((o) => o.contractId === t.row.id);
      if (r) r.warnMatterId = matterId;
    }
  }
  return out;
}

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Opens the red code's warnTips matter for the owning unit and tells the unit and the bureau. */
async function raiseWarning(tx: Db, c: FactsRow, red: RiskFlagResult[], at: Date): Promise<number> {
  const unitHandlers = ascending(await unitUsersWith(tx, c.unit_id, 'backlog', 'edit'));
  const bureauUsers = c.bureau_unit_id === null ? [] : ascending(await unitUsersWith(tx, c.bureau_unit_id, 'supervise', 'query'));
  // Raised by the rules on the bureau's behalf: its first supervising user, else the unit's own people.
  let submitterId = bureauUsers[0] ?? c.handler_id ?? unitHandlers[0] ?? null;
  if (submitterId === null) {
    const [first] = await tx.select({ id: users.id }).from(users).orderBy(users.id).limit(1);
    submitterId = first?.id ?? 0;
  }
  const title = `《${c.name}》${MATTER_TITLE.warnTips}`;
  const matter = await openMatter(tx, {
    kind: 'warnTips',
    title,
    contractId: c.id,
    submitterId,
    submitUnitId: c.bureau_unit_id,
    handlerUserId: c.handler_id,
    handlerUnitId: c.unit_id,
    content: { rules: red.map((f) => f.rule), detail: red[0]?.detail ?? '', details: red.map((f) => f.detail) },
    recipients: unique([...(c.handler_id === null ? [] : [c.handler_id]), ...unitHandlers]),
    at,
  });
  if (bureauUsers.length) {
    await notify(
      tx,
      bureauUsers,
      { title: `红码预警：《${c.name}》`, content: red.map((f) => f.detail).join(''), link: contractLink(c.id) },
      at,
    );
  }
  return matter.id;
}
