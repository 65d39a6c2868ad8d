/** Which figures the workplace overview shows, for which permissions, and where each leads. Pure. */
import type { ContractStatusCounts, WorkflowCounts } from '../../src/api/overview';
import { type CountableView, countInView } from '../../src/domain/contract-views';
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
    // Each figure counts exactly the list it opens: the list's own view (countInView).
    const contractTile = (id: string, title: MessageKey, view: CountableView, path: string): OverviewTile => ({
      id,
      title,
      value: countInView(contracts, view),
      path,
    });
    const red = contractTile('red', 'workplace.contractsRed', 'redCode', '/contract/red-code-contract');
    tiles.push(
      contractTile('underway', 'workplace.contractsUnderway', 'underway', '/contract/underway-manage'),
      contractTile('filing', 'workplace.contractsFiling', 'record', '/contract/record-manage'),
      contractTile('performing', 'workplace.contractsPerforming', 'execute', '/contract/execute-manager'),
      { ...red, alert: red.value > 0 },
    );
  }
  return tiles;
}
