/**
 * The risk rules (src/domain/risk.ts): each rule firing and not firing, at the boundary days, the
 * statuses each applies to, the code they add up to, and the configurable warning days.
 */
import { describe, expect, it } from 'vitest';
import { dayFromIso, isoDate, WEEKENDS_ONLY, WorkCalendar } from '../../src/domain/calendar';
import type { ContractStatus } from '../../src/domain/lifecycle';
import { CONTRACT_STATUSES } from '../../src/domain/lifecycle';
import {
  DEFAULT_WARNING_DAYS,
  evaluateRisk,
  isNear,
  nearUntil,
  RISK_FREE_STATUSES,
  type RiskFacts,
  type RiskRule,
  riskCodeOf,
} from '../../src/domain/risk';

const TODAY = dayFromIso('2026-03-16');
/** The default warning: N working days, weekends only here. */
const N = DEFAULT_WARNING_DAYS;
const warn = (days: number) => ({ days, calendar: WEEKENDS_ONLY });
/** The last day a deadline is near on TODAY, a Monday: N working days on (the next Monday). */
const END = WEEKENDS_ONLY.addWorkdays(TODAY, N);

/** A signed, filed contract being performed, with its reviews passed and nothing due. */
function facts(over: Partial<RiskFacts> = {}): RiskFacts {
  return {
    status: 'performing',
    isMajor: false,
    needsFairReview: false,
    imported: false,
    signDay: TODAY - 100,
    filingDueDay: TODAY - 72,
    passedSteps: ['survey', 'seeking', 'unitReview', 'finalDraft', 'approval'],
    filing: { status: 'filed', dueDay: TODAY - 70 },
    conditions: [],
    records: [],
    performEndDay: TODAY + 300,
    counterparts: [{ name: '甲公司', dishonest: false }],
    ...over,
  };
}

const rules = (f: RiskFacts, today = TODAY, n = N): RiskRule[] => evaluateRisk(f, today, warn(n)).flags.map((x) => x.rule);
const codeOf = (f: RiskFacts, today = TODAY, n = N) => evaluateRisk(f, today, warn(n)).code;

describe('baseline', () => {
  it('a contract in order is green with no flags', () => {
    expect(evaluateRisk(facts(), TODAY)).toEqual({ code: 'green', flags: [] });
  });

  it('finished statuses carry no flags whatever their facts', () => {
    const bad = facts({
      passedSteps: [],
      filing: null,
      counterparts: [{ name: '失信公司', dishonest: true }],
      records: [{ title: '付款', dueDay: TODAY - 5, status: 'breached' }],
      conditions: [{ deadlineDay: TODAY - 5, status: 'open' }],
    });
    for (const status of RISK_FREE_STATUSES) expect(evaluateRisk({ ...bad, status }, TODAY), status).toEqual({ code: 'green', flags: [] });
    expect(RISK_FREE_STATUSES).toEqual(['performanceCompleted', 'archived', 'terminated', 'void', 'filingRefused']);
  });

  it('riskCodeOf: red beats yellow beats green', () => {
    expect(riskCodeOf([])).toBe('green');
    expect(riskCodeOf([{ level: 'yellow' }])).toBe('yellow');
    expect(riskCodeOf([{ level: 'yellow' }, { level: 'red' }])).toBe('red');
  });
});

describe('signedWithoutReview', () => {
  it('fires when a signed contract never passed its unit legality review', () => {
    const r = evaluateRisk(facts({ passedSteps: ['survey', 'seeking'] }), TODAY);
    expect(r.code).toBe('red');
    expect(r.flags).toEqual([{ rule: 'signedWithoutReview', level: 'red', detail: '合同签订前未经单位合法性审查。', since: TODAY - 100 }]);
  });

  it('a major contract also needs the bureau review; a fair-review one the fair-competition review', () => {
    const passedUnit = facts({ passedSteps: ['unitReview'] });
    expect(rules({ ...passedUnit, isMajor: true })).toEqual(['signedWithoutReview']);
    expect(evaluateRisk({ ...passedUnit, isMajor: true, needsFairReview: true }, TODAY).flags[0]!.detail).toBe(
      '合同签订前未经司法局合法性审查、公平竞争审查。',
    );
    expect(rules({ ...passedUnit, isMajor: true, passedSteps: ['unitReview', 'bureauReview'] })).toEqual([]);
    expect(rules({ ...passedUnit, needsFairReview: true, passedSteps: ['unitReview', 'fairReview'] })).toEqual([]);
    // Not required: no flag for the steps that do not apply.
    expect(rules(passedUnit)).toEqual([]);
  });

  it('does not fire before signing, nor for contracts imported from the 1.0 system', () => {
    for (const status of ['draft', 'registered', 'unitReview', 'approval', 'toSign', 'signing'] as ContractStatus[]) {
      expect(rules(facts({ status, passedSteps: [], filing: null, signDay: null, performEndDay: null })), status).toEqual([]);
    }
    expect(rules(facts({ passedSteps: [], imported: true }))).toEqual([]);
  });

  it('fires in every signed status that is not finished', () => {
    for (const status of ['filingPending', 'filingReview', 'filed', 'conditionallyFiled', 'rectified', 'filingReturned', 'performing', 'suspended', 'disputed'] as ContractStatus[]) {
      expect(rules(facts({ status, passedSteps: [] })), status).toContain('signedWithoutReview');
    }
  });
});

describe('filingOverdue', () => {
  const pending = (dueDay: number, over: Partial<RiskFacts> = {}) =>
    facts({ status: 'filingPending', signDay: dueDay - 28, filingDueDay: dueDay, filing: null, records: [], performEndDay: null, ...over });

  it('fires the day after the due date (set at signing), not on it', () => {
    const dueYesterday = pending(TODAY - 1);
    const r = evaluateRisk(dueYesterday, TODAY);
    expect(r.code).toBe('red');
    expect(r.flags).toEqual([{ rule: 'filingOverdue', level: 'red', detail: '合同签订后未在规定期限内报送备案，备案期限2026-03-15已过。', since: TODAY }]);
    expect(rules(pending(TODAY))).toEqual(['deadlineNear']);
  });

  it('a returned filing is still outstanding, by its own due date', () => {
    expect(rules(pending(TODAY - 10, { status: 'filingReturned', filing: { status: 'returned', dueDay: TODAY - 1 } }))).toEqual(['filingOverdue']);
    expect(rules(pending(TODAY - 40, { status: 'filingReturned', filing: { status: 'returned', dueDay: TODAY + 20 } }))).toEqual([]);
  });

  it('a submitted or accepted filing stops it, whatever the contract status says', () => {
    for (const status of ['review', 'filed', 'conditional', 'rectified']) {
      expect(rules(pending(TODAY - 60, { filing: { status, dueDay: TODAY - 30 } })), status).toEqual([]);
    }
  });

  it('a contract signed and being performed without any filing shows as overdue', () => {
    expect(rules(facts({ filing: null, signDay: TODAY - 31 }))).toEqual(['filingOverdue']);
    expect(rules(facts({ filing: null, signDay: TODAY - 31, imported: true }))).toEqual([]);
  });

  it('not before signing', () => {
    expect(rules(facts({ status: 'toSign', signDay: null, filing: null, performEndDay: null }))).toEqual([]);
  });
});

describe('conditionOverdue', () => {
  const conditional = (conditions: RiskFacts['conditions']) =>
    facts({ status: 'conditionallyFiled', filing: { status: 'conditional', dueDay: TODAY - 70 }, conditions, performEndDay: null });

  it('fires the day after an open defect\'s deadline, naming the earliest missed one', () => {
    const r = evaluateRisk(conditional([{ deadlineDay: TODAY - 1, status: 'open' }, { deadlineDay: TODAY - 3, status: 'overdue' }]), TODAY);
    expect(r.flags).toEqual([{ rule: 'conditionOverdue', level: 'red', detail: '附条件备案整改事项未在2026-03-13前完成整改。', since: TODAY - 2 }]);
  });

  it('on the deadline day it is yellow; fixed defects count for nothing', () => {
    expect(rules(conditional([{ deadlineDay: TODAY, status: 'open' }]))).toEqual(['deadlineNear']);
    expect(rules(conditional([{ deadlineDay: TODAY - 5, status: 'rectified' }]))).toEqual([]);
    expect(rules(conditional([{ deadlineDay: TODAY - 5, status: 'accepted' }]))).toEqual([]);
  });
});

describe('performanceOverdue', () => {
  const performing = (records: RiskFacts['records'], status: ContractStatus = 'performing') => facts({ status, records });

  it('fires for a record marked overdue or breached', () => {
    expect(rules(performing([{ title: '首付款', dueDay: TODAY - 10, status: 'overdue' }]))).toEqual(['performanceOverdue']);
    const r = evaluateRisk(performing([{ title: '竣工验收', dueDay: TODAY - 2, status: 'breached' }]), TODAY);
    expect(r.flags).toEqual([{ rule: 'performanceOverdue', level: 'red', detail: '履约事项“竣工验收”应于2026-03-14完成，已逾期。', since: TODAY - 1 }]);
  });

  it('fires for a planned record the day after its due date; on the due day it is yellow', () => {
    expect(rules(performing([{ title: '付款', dueDay: TODAY - 1, status: 'planned' }]))).toEqual(['performanceOverdue']);
    expect(rules(performing([{ title: '付款', dueDay: TODAY, status: 'planned' }]))).toEqual(['deadlineNear']);
    expect(rules(performing([{ title: '付款', dueDay: TODAY - 30, status: 'done' }]))).toEqual([]);
  });

  it('names the earliest late record', () => {
    const r = evaluateRisk(
      performing([
        { title: '二期', dueDay: TODAY - 2, status: 'overdue' },
        { title: '一期', dueDay: TODAY - 9, status: 'planned' },
      ]),
      TODAY,
    );
    expect(r.flags[0]!.detail).toContain('一期');
  });

  it('applies while performing, suspended or disputed only', () => {
    const late = [{ title: '付款', dueDay: TODAY - 5, status: 'overdue' }];
    expect(rules(performing(late, 'suspended'))).toEqual(['performanceOverdue']);
    expect(rules(performing(late, 'disputed'))).toEqual(['dispute', 'performanceOverdue']);
    expect(rules(performing(late, 'filed'))).toEqual([]);
  });
});

describe('dishonestCounterpart and dispute', () => {
  it('one red flag per counterpart on the list, in every counted status', () => {
    const cps = [
      { name: '失信甲', dishonest: true },
      { name: '守信乙', dishonest: false },
      { name: '失信丙', dishonest: true },
    ];
    const r = evaluateRisk(facts({ counterparts: cps }), TODAY);
    expect(r.code).toBe('red');
    expect(r.flags.map((f) => f.detail)).toEqual(['相对方失信甲被列入严重失信主体名单。', '相对方失信丙被列入严重失信主体名单。']);
    expect(r.flags.every((f) => f.since === null)).toBe(true);
    for (const status of CONTRACT_STATUSES.filter((s) => !RISK_FREE_STATUSES.includes(s))) {
      expect(rules(facts({ status, counterparts: cps, signDay: null, filing: null, performEndDay: null })), status).toContain('dishonestCounterpart');
    }
    expect(rules(facts({ counterparts: [{ name: '守信乙', dishonest: false }] }))).toEqual([]);
  });

  it('a dispute is red; a suspension is not', () => {
    expect(evaluateRisk(facts({ status: 'disputed' }), TODAY)).toEqual({
      code: 'red',
      flags: [{ rule: 'dispute', level: 'red', detail: '合同履行发生争议。', since: null }],
    });
    expect(rules(facts({ status: 'suspended' }))).toEqual([]);
  });
});

describe('deadlineNear', () => {
  it(`is yellow from ${N} working days before a deadline to the day itself, not a day earlier`, () => {
    const record = (dueDay: number) => facts({ records: [{ title: '尾款', dueDay, status: 'planned' }] });
    expect(END).toBe(TODAY + 7);
    expect(evaluateRisk(record(END), TODAY)).toEqual({
      code: 'yellow',
      flags: [{ rule: 'deadlineNear', level: 'yellow', detail: '履约事项“尾款”将于2026-03-23到期。', since: TODAY }],
    });
    expect(codeOf(record(END + 1))).toBe('green');
    expect(codeOf(record(TODAY))).toBe('yellow');
  });

  it('covers the filing due date, defects, records and the end of performance', () => {
    expect(evaluateRisk(facts({ status: 'filingPending', filingDueDay: END, filing: null, performEndDay: null }), TODAY).flags[0]!.detail).toBe(
      '合同备案期限将于2026-03-23到期。',
    );
    expect(rules(facts({ status: 'filingPending', filingDueDay: END + 1, filing: null, performEndDay: null }))).toEqual([]);
    expect(evaluateRisk(facts({ status: 'conditionallyFiled', conditions: [{ deadlineDay: TODAY + 3, status: 'open' }] }), TODAY).flags[0]!.detail).toBe(
      '附条件备案整改期限将于2026-03-19到期。',
    );
    expect(evaluateRisk(facts({ performEndDay: END }), TODAY).flags[0]!.detail).toBe('合同履行期限将于2026-03-23到期。');
    expect(rules(facts({ performEndDay: END + 1 }))).toEqual([]);
    // The end of performance counts while performing only; a past end is no deadline.
    expect(rules(facts({ status: 'suspended', performEndDay: TODAY + 1 }))).toEqual([]);
    expect(rules(facts({ performEndDay: TODAY - 1 }))).toEqual([]);
  });

  it('names the nearest deadline (the first listed on a tie), once', () => {
    const r = evaluateRisk(
      facts({
        performEndDay: TODAY + 2,
        records: [
          { title: '验收', dueDay: TODAY + 5, status: 'planned' },
          { title: '付款', dueDay: TODAY + 2, status: 'planned' },
        ],
      }),
      TODAY,
    );
    expect(r.flags).toHaveLength(1);
    expect(r.flags[0]!.detail).toBe('履约事项“付款”将于2026-03-18到期。');
  });

  it('takes the warning days as a parameter', () => {
    const f = facts({ records: [{ title: '付款', dueDay: TODAY + 3, status: 'planned' }] });
    expect(codeOf(f, TODAY, 3)).toBe('yellow');
    expect(codeOf(f, TODAY, 2)).toBe('green');
    expect(evaluateRisk(f, TODAY, warn(3)).flags[0]!.since).toBe(TODAY);
  });

  it('counts working days through the calendar: a deadline after 国庆 is near although 9 days away', () => {
    const golden = new WorkCalendar([
      ...[1, 2, 3, 4, 5, 6, 7].map((d) => ({ day: dayFromIso(`2026-10-0${d}`), kind: 'holiday' as const })),
      { day: dayFromIso('2026-10-10'), kind: 'workday' as const },
    ]);
    const today = dayFromIso('2026-09-30');
    const f = facts({ records: [{ title: '付款', dueDay: dayFromIso('2026-10-09'), status: 'planned' }] });
    const r = evaluateRisk(f, today, { days: 3, calendar: golden });
    expect(r.code).toBe('yellow');
    // The window opens 3 working days before: 09-29 (09-30, 10-08 and 10-09 follow it).
    expect(r.flags[0]!.since).toBe(dayFromIso('2026-09-29'));
    expect(evaluateRisk(f, today, { days: 1, calendar: golden }).code).toBe('green');
    expect(evaluateRisk(f, today, { days: 3, calendar: WEEKENDS_ONLY }).code).toBe('green');
  });

  it('nearUntil is the last near day: a weekend right after the window is near too', () => {
    const friday = dayFromIso('2026-11-27');
    const w = { days: 5, calendar: WEEKENDS_ONLY };
    // Mon 11-30 .. Fri 12-04 are the 5 working days; Sat 12-05 and Sun 12-06 add none.
    expect(isoDate(nearUntil(friday, w))).toBe('2026-12-06');
    for (let d = friday; d <= nearUntil(friday, w); d++) expect(isNear(d, friday, w), isoDate(d)).toBe(true);
    expect(isNear(nearUntil(friday, w) + 1, friday, w)).toBe(false);
  });

  it('a red rule and a near deadline: both flags, code red', () => {
    const r = evaluateRisk(facts({ status: 'disputed', records: [{ title: '付款', dueDay: TODAY + 1, status: 'planned' }] }), TODAY);
    expect(r.code).toBe('red');
    expect(r.flags.map((f) => f.rule)).toEqual(['dispute', 'deadlineNear']);
  });
});
