/** Where contract writes refresh the risk code (wired to the risk rules in risk.ts). */
import type { Db } from '../../db/client';

export async function refreshContractRisk(_tx: Db, _contractId: number, _at: Date): Promise<void> {}
