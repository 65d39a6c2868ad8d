/**
 * Where the demo accounts work, so each has something to do after sign-in: more contracts for the
 * clerk's units, and a fixed set of contracts ("quotas") the demo seed always makes first — every
 * status once for 杭州市财政局 (clerk, reviewer, leader), pending bureau reviews and filings in 杭州市
 * (bureau) and 西湖区 (county), contracts with 浙江之江建设集团有限公司 (company), seek-opinion
 * matters for the legal adviser (lawyer).
 */
import { CONTRACT_STATUSES, type ContractStatus } from '../../../src/domain/lifecycle';
import { allAreas } from '../areas';
import { DEMO_COMPANY_NAME } from '../counterparts';
import type { WorldUnit } from './world';

export type Intent = 'green' | 'yellow' | 'red';

export interface QuotaSpec {
  unit: string;
  status: ContractStatus;
  /** Party B by name. */
  counterpart?: string;
  /** The seek-opinion matter goes to the unit's legal adviser. */
  lawyer?: boolean;
  intent?: Intent;
}

const FINANCE = '杭州市财政局';
const q = (unit: string, status: ContractStatus, more: Omit<QuotaSpec, 'unit' | 'status'> = {}): QuotaSpec => ({ unit, status, ...more });

export const DEMO_QUOTAS: readonly QuotaSpec[] = [
  ...CONTRACT_STATUSES.map((status) => q(FINANCE, status)),
  q(FINANCE, 'unitReview'),
  q(FINANCE, 'unitReview'),
  q(FINANCE, 'unitReview'),
  q(FINANCE, 'fairReview'),
  q(FINANCE, 'fairReview'),
  q(FINANCE, 'approval'),
  q(FINANCE, 'approval'),
  q(FINANCE, 'approval'),
  q(FINANCE, 'decision'),
  q(FINANCE, 'bureauReview'),
  q(FINANCE, 'filingReview'),
  q(FINANCE, 'seeking', { lawyer: true }),
  q(FINANCE, 'seeking', { lawyer: true }),
  q(FINANCE, 'conditionallyFiled', { intent: 'red' }),
  q(FINANCE, 'performing', { intent: 'yellow' }),
  q(FINANCE, 'performing', { intent: 'red' }),
  q(FINANCE, 'filingPending', { intent: 'red' }),
  q('杭州市交通运输局', 'bureauReview'),
  q('杭州市交通运输局', 'bureauReview'),
  q('杭州市交通运输局', 'filingReview'),
  q('杭州市交通运输局', 'filingReview'),
  q('杭州市交通运输局', 'performing', { counterpart: DEMO_COMPANY_NAME }),
  q('杭州市交通运输局', 'seeking', { lawyer: true }),
  q('杭州市住房和城乡建设局', 'bureauReview'),
  q('杭州市住房和城乡建设局', 'filingReview'),
  q('杭州市住房和城乡建设局', 'conditionallyFiled'),
  q('杭州市住房和城乡建设局', 'unitReview', { counterpart: DEMO_COMPANY_NAME }),
  q('杭州市教育局', 'filingReview'),
  q('西湖区教育局', 'bureauReview'),
  q('西湖区教育局', 'bureauReview'),
  q('西湖区教育局', 'filingReview'),
  q('西湖区教育局', 'filingReview'),
  q('西湖区教育局', 'conditionallyFiled'),
  q('西湖区教育局', 'seeking', { lawyer: true }),
  q('西湖区住房和城乡建设局', 'filingReview'),
  q('西湖区住房和城乡建设局', 'bureauReview'),
  q('西湖区住房和城乡建设局', 'performing', { counterpart: DEMO_COMPANY_NAME, intent: 'red' }),
];

/** The counties added to the demo tree later (server/seed/areas.ts): their units sign no contracts. */
const LATER_COUNTIES: ReadonlySet<string> = new Set(allAreas().flatMap((a) => (a.later ? [a.adcode] : [])));

/**
 * How much more often than an ordinary body a unit signs contracts; 0 for the units of the counties
 * added later, so the generated contracts stay those of the first demo tree.
 */
export function demoUnitBoost(unit: WorldUnit): number {
  if (LATER_COUNTIES.has(unit.adcode)) return 0;
  if (unit.name === FINANCE) return 6;
  if (unit.name === '杭州市交通运输局') return 2;
  if (unit.areaName === '西湖区' && !unit.isBureau) return 1.6;
  return 1;
}
