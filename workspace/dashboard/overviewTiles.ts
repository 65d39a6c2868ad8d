/** Which figures the workplace overview shows, for which permissions, and where each leads. Pure. */
import type { ContractStatusCounts, WorkflowCounts } from '../../src/api/overview';
import { statusesOfPhases } from '../../src/domain/contract-api';
import type { Phase } from '../../src/domain/lifecycle';
import type { MessageKey } from '../../src/i18n';

export interface OverviewTile {
  id: string;
  title: MessageKey;
  value: number;
  path: string;
  /** A second line, e.g. how many of the to-dos are overdue. */
  note?: string | undefined;
  /** Draws attention (overdue to-dos, red-code contracts). */
  alert?: boolean;
}

interface Input {
  work: WorkflowCounts | undefined;
  contracts: ContractStatusCounts | undefined;
  can: (permission: string) => boolean;
  /** Formats the overdue note (i18n in the component; plain in tests). */
  overdueNote?: (n: number) => string;
}

/** Contracts of some phases, from the counts by status. */
export function countPhases(counts: ContractStatusCounts, phases: readonly Phase[]): number {
  return statusesOfPhases(phases).reduce((sum, s) => sum + (counts.byStatus[s] ?? 0), 0);
}

export function overviewTiles({ work, contracts, can, overdueNote }: Input): OverviewTile[] {
  const tiles: OverviewTile[] = [];
  if (work && can('backlog.query')) {
    tiles.push({
      id: 'backlog',
      title: 'workplace.backlogWaiting',
      value: work.backlogWaiting,
      path: '/backlog/me/wait-backlog',
      note: work.backlogOverdue ? (overdueNote?.(work.backlogOverdue) ?? String(work.backlogOverdue)) : undefined,
      alert: work.backlogOverdue > 0,
    });
  }
  if (work && can('approval.query')) {
    tiles.push({ id: 'approval', title: 'workplace.approvalWaiting', value: work.approvalWaiting, path: '/approval/me/wait-approval' });
  }
  if (work && can('carboncopy.query')) {
    tiles.push({ id: 'carboncopy', title: 'workplace.carbonCopyUnread', value: work.carbonCopyUnread, path: '/carboncopy/me-carboncopy' });
  }
  if (contracts && can('contract.query')) {
    const underway = countPhases(contracts, ['draft', 'review', 'signing']) - (contracts.byStatus.draft ?? 0);
    tiles.push(
      { id: 'underway', title: 'workplace.contractsUnderway', value: underway, path: '/contract/underway-manage' },
      { id: 'filing', title: 'workplace.contractsFiling', value: countPhases(contracts, ['filing']), path: '/contract/record-manage' },
      { id: 'performing', title: 'workplace.contractsPerforming', value: countPhases(contracts, ['performance']), path: '/contract/execute-manager' },
      {
        id: 'red',
        title: 'workplace.contractsRed',
        value: contracts.byRisk.red ?? 0,
        path: '/contract/red-code-contract',
        alert: (contracts.byRisk.red ?? 0) > 0,
      },
    );
  }
  return tiles;
}
