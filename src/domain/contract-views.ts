/**
 * The contract lists' vocabulary: phases, views and the statuses a view shows, sort fields and the
 * amount limits. No zod here: the list pages read these while they start, and building the schemas
 * (contract-api.ts, which re-exports all of this) would cost a phone's main thread before the first
 * row shows (tests/unit/entry-imports.test.ts).
 */
import type { RISK_CODES } from './contract';
import type { ContractStatusCounts } from './contract-api';
import { CONTRACT_STATUSES, type ContractStatus, type Phase, REVIEW_STEPS, STATUS_PHASE } from './lifecycle';

export const CONTRACT_PHASES = ['draft', 'review', 'signing', 'filing', 'performance', 'closed'] as const satisfies readonly Phase[];

/** The statuses of some phases, in the machine's order. */
export const statusesOfPhases = (phases: readonly Phase[]): ContractStatus[] =>
  CONTRACT_STATUSES.filter((s) => phases.includes(STATUS_PHASE[s]));

export const CONTRACT_SOURCES = ['system', 'v1'] as const;
export type ContractSource = (typeof CONTRACT_SOURCES)[number];

/**
 * The lists of the spec's routes, as views of the one list call. Status-based views are defined
 * here (the UI reads the same table); the others depend on the caller or on other records and are
 * decided on the server (docs/api/contracts.md).
 */
export const CONTRACT_VIEWS = [
  'underway',
  'drafts',
  'execute',
  'archived',
  'record',
  'conditional',
  'supervise',
  'areaSupervise',
  'myUnit',
  'transfer',
  'redCode',
] as const;
export type ContractView = (typeof CONTRACT_VIEWS)[number];

/** The statuses a status-based view shows. */
export const VIEW_STATUSES: Partial<Record<ContractView, readonly ContractStatus[]>> = {
  underway: [
    'registered',
    ...REVIEW_STEPS,
    'toSign',
    'signing',
    'filingPending',
    'filingReview',
    'filingReturned',
  ],
  drafts: ['draft'],
  execute: ['performing', 'suspended', 'disputed'],
  archived: ['performanceCompleted', 'archived', 'terminated'],
  record: statusesOfPhases(['filing']),
  conditional: ['conditionallyFiled', 'rectified'],
};

/** The risk code a risk-based view shows. */
export const VIEW_RISK: Partial<Record<ContractView, (typeof RISK_CODES)[number]>> = {
  redCode: 'red',
};

export const CONTRACT_SORT_FIELDS = ['code', 'name', 'amountFen', 'signDate', 'updatedAt', 'createdAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** The largest amount the list filters accept: 10^15 fen (10 trillion yuan), well inside a safe integer. */
export const MAX_AMOUNT_FEN = 1_000_000_000_000_000;

/** Yuan (as typed in a form, up to two decimals) to integer fen. */
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);

/**
 * The views whose whole condition (within the caller's scope) is a status list or a risk code, so
 * that contract/statusCounts can count them (the drafts box also asks who handled the draft).
 */
export const COUNTABLE_VIEWS = ['underway', 'execute', 'archived', 'record', 'conditional', 'redCode'] as const satisfies readonly ContractView[];
export type CountableView = (typeof COUNTABLE_VIEWS)[number];

/**
 * How many contracts a view lists (VIEW_STATUSES, VIEW_RISK), from the caller's counts
 * (contract/statusCounts counts the list's own scope): the one definition the workplace's figures
 * and the lists share (tests/api/workplace-counters.test.ts).
 */
export function countInView(counts: ContractStatusCounts, view: CountableView): number {
  const risk = VIEW_RISK[view];
  if (risk) return counts.byRisk[risk] ?? 0;
  return (VIEW_STATUSES[view] ?? []).reduce((sum, s) => sum + (counts.byStatus[s] ?? 0), 0);
}
