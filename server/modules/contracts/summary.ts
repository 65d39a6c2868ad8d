/** contract/statusCounts: the caller's contracts counted by status and by risk code (the workplace overview). */
import { count, type SQL } from 'drizzle-orm';
import type { ContractStatusCounts } from '../../../src/domain/contract-api';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { contractScope } from './scope';

export async function contractStatusCounts(db: Db, ctx: AuthContext): Promise<ContractStatusCounts> {
  const scope = await contractScope(db, ctx);
  const where: SQL | undefined = scope.where;
  const rows = await db
    .select({ status: contracts.status, risk: contracts.riskCode, n: count() })
    .from(contracts)
    .where(where)
    .groupBy(contracts.status, contracts.riskCode);
  const result: ContractStatusCounts = { total: 0, byStatus: {}, byRisk: {} };
  for (const r of rows) {
    const status = r.status as keyof ContractStatusCounts['byStatus'];
    const risk = r.risk as keyof ContractStatusCounts['byRisk'];
    result.total += r.n;
    result.byStatus[status] = (result.byStatus[status] ?? 0) + r.n;
    result.byRisk[risk] = (result.byRisk[risk] ?? 0) + r.n;
  }
  return result;
}
