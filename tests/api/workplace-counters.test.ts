/**
 * The workplace's figures against the lists they open: for every demo staff account, each tile of
 * the overview (workspace/dashboard/overviewTiles.ts, fed by workflow/counts and
 * contract/statusCounts exactly as the page is) equals the total of the list at its path, asked as
 * that page asks it (contract/queryPage with the route's view, the workflow lists). The unread
 * carbon copies open the received copies, whose title shows the same unread count: they compare with
 * that list's unread rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractStatusCounts, WorkflowCounts } from '../../src/api/overview';
import type { ContractView } from '../../src/domain/contract-api';
import type { Page } from '../../src/domain/envelope';
import { hasPermission } from '../../src/domain/permissions';
import type { LoginUserInfo } from '../../src/domain/system';
import { overviewTiles } from '../../workspace/dashboard/overviewTiles';
import { LIST_CONFIGS } from '../../workspace/contracts/views';
import { startTestServer, type TestServer } from './harness';

/** The demo accounts that work in the workspace (counterpart users and legal advisers have no overview of contracts). */
const STAFF = ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county'] as const;

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  for (const u of STAFF) tokens[u] = await s.login(u);
});

afterAll(async () => {
  await s?.close();
});

async function result<T>(user: string, method: string, path: string, body?: unknown): Promise<T> {
  const r = await s.call<T>(method, path, { token: tokens[user], body });
  expect(r.body.code, `${user} ${path}: ${r.body.message}`).toBe(200);
  return r.body.result;
}

const total = async (user: string, path: string, body: unknown = {}) => (await result<Page<unknown>>(user, 'POST', path, { size: 1, ...(body as object) })).total;

/** The contract list of a workspace path (its route's view: workspace/contracts/views.ts). */
const CONTRACT_PATHS: Record<string, ContractView> = {
  '/contract/underway-manage': LIST_CONFIGS.underway.view,
  '/contract/record-manage': LIST_CONFIGS.record.view,
  '/contract/execute-manager': LIST_CONFIGS.execute.view,
  '/contract/red-code-contract': LIST_CONFIGS.redCode.view,
};

/** The total of the list a tile opens, asked as its page asks it. */
async function listTotal(user: string, path: string): Promise<number> {
  const view = CONTRACT_PATHS[path];
  if (view) return total(user, 'contract/queryPage', { view });
  switch (path) {
    case '/backlog/me/wait-backlog':
      return total(user, 'backlog/queryWaiting');
    case '/approval/me/wait-approval':
      return total(user, 'approval/queryWaiting');
    case '/carboncopy/me-carboncopy':
      return total(user, 'carboncopy/queryReceived', { read: false });
    default:
      throw new Error(`no list known for the tile's path ${path}: add it here`);
  }
}

describe('workplace counters equal the totals of the lists they open', () => {
  it.each(STAFF)('%s', async (user) => {
    const info = await result<LoginUserInfo>(user, 'GET', 'sys_user/getLoginUserInfo');
    const can = (p: string) => hasPermission(info.permissions, p);
    const work = can('backlog.query') || can('approval.query') || can('carboncopy.query') ? await result<WorkflowCounts>(user, 'GET', 'workflow/counts') : undefined;
    const contracts = can('contract.query') ? await result<ContractStatusCounts>(user, 'GET', 'contract/statusCounts') : undefined;
    const tiles = overviewTiles({ work, contracts, can });
    expect(tiles.length, 'the overview shows figures').toBeGreaterThan(0);
    const seen: Record<string, [number, number]> = {};
    for (const tile of tiles) seen[tile.id] = [tile.value, await listTotal(user, tile.path)];
    // One assertion over every tile: a failure lists them all as [counter, list total].
    expect(seen).toEqual(Object.fromEntries(Object.entries(seen).map(([id, [, list]]) => [id, [list, list]])));
  });
});
