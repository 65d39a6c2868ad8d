/**
 * Contract vocabulary (ARCHITECTURE.md section 3): categories, attributes, directions, signing methods,
 * risk codes, and the two classification rules the lifecycle depends on: is a contract major, and
 * does it need fair-competition review.
 */
export const CONTRACT_CATEGORIES = [
  'stateAssetInvestment',
  'stateAssetLease',
  'stateAssetTransfer',
  'naturalResourceRights',
  'franchisePPP',
  'expropriation',
  'affordableHousing',
  'investmentAttraction',
  'procurementGoods',
  'procurementServices',
  'procurementWorks',
  'govInvestedConstruction',
  'entrustmentGrant',
  'financingLoan',
  'cooperationStrategic',
  'intentMemorandum',
  'other',
] as const;
export type ContractCategory = (typeof CONTRACT_CATEGORIES)[number];

/** main contract, or a child: supplementary, change or termination agreement. */
export const CONTRACT_ATTRIBUTES = ['main', 'supplementary', 'change', 'termination'] as const;
export type ContractAttribute = (typeof CONTRACT_ATTRIBUTES)[number];

export const MONEY_DIRECTIONS = ['income', 'expenditure', 'none'] as const;
export type MoneyDirection = (typeof MONEY_DIRECTIONS)[number];

export const SIGNING_METHODS = ['online', 'offline'] as const;
export type SigningMethod = (typeof SIGNING_METHODS)[number];

export const RISK_CODES = ['green', 'yellow', 'red'] as const;
export type RiskCode = (typeof RISK_CODES)[number];

/** Categories that are major by their nature, whatever the amount. */
export const MAJOR_BY_CATEGORY: ReadonlySet<ContractCategory> = new Set<ContractCategory>([
  'franchisePPP',
  'expropriation',
  'naturalResourceRights',
  'stateAssetTransfer',
]);

/** Categories that typically grant preferential terms and so pass fair-competition review. */
export const FAIR_REVIEW_BY_CATEGORY: ReadonlySet<ContractCategory> = new Set<ContractCategory>([
  'investmentAttraction',
  'franchisePPP',
]);

/** Default amount (in fen) from which any contract is major: 10 million yuan. Configurable on the server. */
export const DEFAULT_MAJOR_THRESHOLD_FEN = 10_000_000 * 100;

export interface ClassificationInput {
  category: ContractCategory;
  /** Amount in integer fen. */
  amountFen: number;
  /** Flagged by the unit: follows a major administrative decision. */
  majorDecision?: boolean | undefined;
  /** Part of a key project of the government. */
  keyProject?: boolean | undefined;
  /** Grants preferential terms (subsidies, tax or land concessions, exclusive rights). */
  preferentialTerms?: boolean | undefined;
}

/** Major contracts are reviewed by the unit and then the judicial bureau, and need a collective decision. */
export function isMajorContract(c: ClassificationInput, thresholdFen = DEFAULT_MAJOR_THRESHOLD_FEN): boolean {
  return (
    MAJOR_BY_CATEGORY.has(c.category) || !!c.majorDecision || !!c.keyProject || c.amountFen >= thresholdFen
  );
}

/** Fair-competition review applies to contracts that grant preferential terms. */
export function needsFairReview(c: ClassificationInput): boolean {
  return FAIR_REVIEW_BY_CATEGORY.has(c.category) || !!c.preferentialTerms;
}
