/**
 * The colour of a contract's status tag by its lifecycle phase (the contract detail's StatusTag and
 * the shared progress page). The contract list's status column has its own, softer set (contracts/columns.tsx).
 */
import type { CONTRACT_PHASES } from '../../src/domain/contract-views';

/** An Arco Tag colour for each phase. */
export const PHASE_TAG_COLOR: Record<(typeof CONTRACT_PHASES)[number], string> = {
  draft: 'gray',
  review: 'arcoblue',
  signing: 'cyan',
  filing: 'orangered',
  performance: 'green',
  closed: 'gray',
};
