/**
 * The online-signing calls (docs/api/contract-signing.md): signInfo, verifySigned, and links to the
 * stamped PDF on the caller's own base. The writes (contract/sign, contract/move,
 * contract/uploadSignedScan) are src/api/contracts.ts's.
 */
import type { Backend } from '../config';
import type { SignInfo, VerifySignedResult } from '../domain/contract-signing';
import type { FileMeta } from '../domain/system';
import { api } from './client';

export const SIGN_INFO_PATH = 'contract/signInfo';

/** The base a user type calls (counterpart users /api/company, advisers /api/lawyer, staff /api/admin). */
export const backendOfUser = (userType: string | undefined): Backend =>
  userType === 'company' ? 'company' : userType === 'lawyer' ? 'lawyer' : 'admin';

export const signingKeys = {
  info: (id: number, backend: Backend) => [SIGN_INFO_PATH, { id, backend }] as const,
};

/** GET contract/signInfo?id=: the parties and their signatures, usable seals, the stamped PDF. */
export function getSignInfo(id: number, backend: Backend = 'admin'): Promise<SignInfo> {
  return api.get<SignInfo>(SIGN_INFO_PATH, { id }, { backend });
}

/** POST contract/verifySigned?id=: is this file the recorded signed PDF? The upload is not stored. */
export function verifySigned(id: number, file: File, backend: Backend = 'admin'): Promise<VerifySignedResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<VerifySignedResult>('contract/verifySigned', form, { backend, params: { id } });
}

/** Uploads a file on the caller's base (the signed scan of an offline signing). */
export function uploadFile(file: File, backend: Backend = 'admin'): Promise<FileMeta> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<FileMeta>('sys_files/uploadFile', form, { backend });
}

