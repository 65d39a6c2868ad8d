/** The workplace overview's figures (workspace/dashboard/overviewTiles.ts): which show, for whom, with which values (each its list's view: countInView). */
import { describe, expect, it } from 'vitest';
import type { ContractStatusCounts, WorkflowCounts } from '../../src/api/overview';
import { COUNTABLE_VIEWS, countInView, VIEW_RISK, VIEW_STATUSES } from '../../src/domain/contract-api';
import { hasPermission, type PermissionEntry } from '../../src/domain/permissions';
import { overviewTiles } from '../../workspace/dashboard/overviewTiles';

const work: WorkflowCounts = { backlogWaiting: 7, backlogOverdue: 2, approvalWaiting: 3, carbonCopyUnread: 5 };
const contracts: ContractStatusCounts = {
  total: 100,
  byStatus: { draft: 4, registered: 1, unitReview: 2, toSign: 3, filingReview: 5, filed: 6, performing: 40, suspended: 1, archived: 38 },
  byRisk: { green: 90, yellow: 6, red: 4 },
};
const holder = (entries: PermissionEntry[]) => (p: string) => hasPermission(entries, p);

describe('overviewTiles', () => {
  it('shows a clerk every figure with the right values and lists', () => {
    const can = holder([
      { permissionId: 'backlog', actionList: ['query'] },
      { permissionId: 'approval', actionList: ['query'] },
      { permissionId: 'carboncopy', actionList: ['query'] },
      { permissionId: 'contract', actionList: ['query'] },
    ]);
    const tiles = overviewTiles({ work, contracts, can, overdueNote: (n) => `${n} overdue` });
    expect(tiles.map((t) => [t.id, t.value, t.path])).toEqual([
      ['backlog', 7, '/backlog/me/wait-backlog'],
      ['approval', 3, '/approval/me/wait-approval'],
      ['carboncopy', 5, '/carboncopy/me-carboncopy'],
      // the underway list's statuses: registered + unitReview + toSign + filingReview (drafts are not underway)
      ['underway', 11, '/contract/underway-manage'],
      ['filing', 11, '/contract/record-manage'],
      ['performing', 41, '/contract/execute-manager'],
      ['red', 4, '/contract/red-code-contract'],
    ]);
    expect(tiles[0]).toMatchObject({ note: '2 overdue', alert: true });
    expect(tiles.at(-1)?.alert).toBe(true);
  });

  it('leaves out what the user may not query, and what has not loaded', () => {
    const lawyer = holder([{ permissionId: 'backlog', actionList: ['query'] }]);
    expect(overviewTiles({ work, contracts, can: lawyer }).map((t) => t.id)).toEqual(['backlog']);
    const all = () => true;
    expect(overviewTiles({ work: undefined, contracts, can: all }).map((t) => t.id)).toEqual(['underway', 'filing', 'performing', 'red']);
  });

  it('no overdue to-dos: no note, no alert', () => {
    const tiles = overviewTiles({ work: { ...work, backlogOverdue: 0 }, contracts: undefined, can: () => true });
    expect(tiles[0]).toMatchObject({ note: undefined, alert: false });
  });
});

describe('countInView', () => {
  it('counts a view by the statuses or the risk code its list asks for', () => {
    for (const view of COUNTABLE_VIEWS) {
      const risk = VIEW_RISK[view];
      const expected = risk ? (contracts.byRisk[risk] ?? 0) : (VIEW_STATUSES[view] ?? []).reduce((n, st) => n + (contracts.byStatus[st] ?? 0), 0);
      expect(countInView(contracts, view), view).toBe(expected);
    }
    // performance completed is archived, not executing: the execute list shows performing, suspended, disputed
    expect(countInView(contracts, 'execute')).toBe(41);
    expect(countInView(contracts, 'redCode')).toBe(4);
  });
});
