/**
 * Contract share links (docs/api/contract-share.md): create, list and revoke (signed in, under the
 * caller's base), and the public progress view a scanned link opens.
 *
 * The public call sits beside the three bases (/api/share/contract). It goes through the one client
 * like every call, and the error rules leave it alone: an unusable link answers code 500 (a business
 * error: no logout, no redirect), and a stored session is ignored by the server on a public route.
 */
import type { Backend } from '../config';
import { API_BASES } from '../config';
import type { ShareCreateInput, ShareLink, ShareLinkRow, ShareView } from '../domain/contract-share';
import { api } from './client';

/** The /api root the three bases share (public calls live there). */
export const PUBLIC_API_BASE = API_BASES.admin.replace(/\/admin\/?$/, '') || '/api';

/** SWR keys of the share calls (the view's key is not a path of the admin base: it has its own fetcher). */
export const shareKeys = {
  view: (token: string) => ['share/contract', { token }] as const,
  list: (contractId: number) => ['contract/share/list', { contractId }] as const,
};

/** GET /api/share/contract?token=: the progress view of a link (public). */
export function getSharedContract(token: string): Promise<ShareView> {
  return api.get<ShareView>('share/contract', { token }, { baseURL: PUBLIC_API_BASE });
}

/** POST contract/share/create: a new link with its QR code (staff: admin; counterpart users: company). */
export function createContractShare(input: ShareCreateInput, backend: Backend = 'admin'): Promise<ShareLink> {
  return api.post<ShareLink>('contract/share/create', input, { backend });
}

/** GET contract/share/list?contractId=: the contract's links, newest first. */
export function listContractShares(contractId: number, backend: Backend = 'admin'): Promise<ShareLinkRow[]> {
  return api.get<ShareLinkRow[]>('contract/share/list', { contractId }, { backend });
}

/** POST contract/share/revoke: the link stops working at once. */
export function revokeContractShare(id: number, backend: Backend = 'admin'): Promise<null> {
  return api.post<null>('contract/share/revoke', { id }, { backend });
}
