/**
 * Pure helpers of the matter pages: which matter a page opened with ?id=<contractId> shows, and where
 * the user lands after a submission or decision (the next matter when it is the caller's, the
 * approval progress when the contract went to approval, else the contract's detail).
 */
import type { ContractStatus } from '../../src/domain/lifecycle';
import { contractLink, isMatterKind, MATTER_PAGE, type MatterKind, matterLink } from '../../src/domain/matter';

export interface MatterRef {
  id: number;
  kind: string;
  status: string;
  handlerUserId: number | null;
}

/** The contract's pending matter of one of the kinds (the oldest), or else its newest of them; null if none. */
export function matterOfContract(matters: readonly MatterRef[], kinds: readonly MatterKind[]): number | null {
  const mine = matters.filter((m) => (kinds as readonly string[]).includes(m.kind));
  const pending = mine.filter((m) => m.status === 'pending').sort((a, b) => a.id - b.id);
  if (pending[0]) return pending[0].id;
  const newest = [...mine].sort((a, b) => b.id - a.id)[0];
  return newest?.id ?? null;
}

export type LandingKind = 'matter' | 'approval' | 'detail';
export interface Landing {
  kind: LandingKind;
  path: string;
}

/** The approval progress page of a contract. */
export const approvalProgressLink = (contractId: number): string => `/matter/approval?id=${contractId}`;

/**
 * Where to go after a write on a contract now at `status`: a pending matter named to the caller (its
 * page), the approval progress when the contract waits for approval, else the contract's detail.
 */
export function landingAfter(contract: { id: number; status: ContractStatus; matters: readonly MatterRef[] }, userId: number | null): Landing {
  const next = contract.matters
    .filter((m) => m.status === 'pending' && m.handlerUserId !== null && m.handlerUserId === userId)
    .sort((a, b) => a.id - b.id)
    .find((m) => isMatterKind(m.kind) && m.kind !== 'approval');
  if (next) {
    const kind = next.kind as MatterKind;
    if (MATTER_PAGE[kind]) return { kind: 'matter', path: matterLink(kind, next.id) };
  }
  if (contract.status === 'approval') return { kind: 'approval', path: approvalProgressLink(contract.id) };
  return { kind: 'detail', path: contractLink(contract.id) };
}
