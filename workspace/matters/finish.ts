/**
 * After a write: every list and count revalidated, the contract read again to find where it went,
 * a message saying so, and the path to land on (see landingAfter).
 */
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { getContract, revalidateAfterContractWrite } from '../../src/api/contracts';
import type { Backend } from '../../src/config';
import type { MatterResult } from '../../src/domain/contract-write';
import { contractLink } from '../../src/domain/matter';
import { type MessageKey, t } from '../../src/i18n';
import { type Landing, landingAfter } from './resolve';

export function announce(landing: Landing, status: string): string {
  Message.success(t(`matters.landing.${landing.kind}` as MessageKey, { status: t(`contract.status.${status}` as MessageKey) }));
  return landing.path;
}

/** Where the user goes after a write that answered `result` (the contract's pending matter named to them, ...). */
export async function landAfterWrite(result: MatterResult, userId: number | null, backend: Backend): Promise<string | undefined> {
  await revalidateAfterContractWrite();
  if (result.contractId === null) return undefined;
  try {
    const c = await getContract(result.contractId, backend);
    return announce(landingAfter(c, userId), c.status);
  } catch {
    return announce({ kind: 'detail', path: contractLink(result.contractId) }, result.contractStatus ?? '');
  }
}

/** The same without reading the contract again (a handler's decision: the next matter is someone else's). */
export function landAfterDecision(result: MatterResult): string | undefined {
  void revalidateAfterContractWrite();
  if (result.contractId === null || result.contractStatus === null) return undefined;
  return announce(landingAfter({ id: result.contractId, status: result.contractStatus, matters: [] }, null), result.contractStatus);
}
