/**
 * What each contract list route shows: its view of contract/queryPage and the extras some have
 * (the drafts box's row actions, the 1.0 import of the transfer list, the area filter of the bureau's
 * supervision by area).
 */
import type { ContractView } from '../../src/domain/contract-api';

export interface ListConfig {
  view: ContractView;
  /** Row actions of the drafts box: edit, register, delete. */
  draftActions?: boolean;
  /** The 1.0 import and its template (transfer list). */
  importV1?: boolean;
  /** A region filter (area tree). */
  areaFilter?: boolean;
}

export const LIST_CONFIGS = {
  underway: { view: 'underway' },
  drafts: { view: 'drafts', draftActions: true },
  execute: { view: 'execute' },
  archived: { view: 'archived' },
  record: { view: 'record' },
  conditional: { view: 'conditional' },
  supervise: { view: 'supervise' },
  areaSupervise: { view: 'areaSupervise', areaFilter: true },
  myUnit: { view: 'myUnit' },
  transfer: { view: 'transfer', importV1: true },
  redCode: { view: 'redCode' },
} as const satisfies Record<ContractView, ListConfig>;
