/**
 * The contract calls (docs/api/contracts.md, contract-writes.md, contract-excel.md): typed functions
 * over the one client, and the SWR keys of the reads. Every write revalidates the reads it touches
 * (contract lists and details, the workflow lists and counts, the screens' statistics) so the page,
 * the bell, the workplace and an open wall agree at once; live sync does the same for other people.
 * Counterpart users and legal advisers call the same reads on their own base (`backend`).
 */
import { ticketedUrl } from './files';
import type { Backend } from '../config';
import type { Page } from '../domain/envelope';
import type { ContractDetail, ContractListQueryInput, ContractRow, ContractStatusCounts } from '../domain/contract-api';
import type {
  ContractEditInput,
  ContractMoveInput,
  ContractRegisterInput,
  FilingReviewInput,
  MatterHandleInput,
  MatterResult,
  MatterSubmitInput,
  PerformanceRegisterInput,
  PerformanceWriteResult,
  RectifyBounds,
  SupervisionAddInput,
  WriteResult,
} from '../domain/contract-write';
import type { ContractDecideInput, DecideResult } from '../domain/decision';
import type { ImportV1Result } from '../domain/contract-import';
import { api } from './client';
import { type DownloadedFile, downloadFile } from './download';
import { revalidatePrefix } from './swr';

export const CONTRACT_PATHS = {
  page: 'contract/queryPage',
  detail: 'contract/detail',
  statusCounts: 'contract/statusCounts',
} as const;

/** SWR keys of the contract reads (the list's key carries its whole query: paging, sort, filters). */
export const contractKeys = {
  page: (query: ContractListQueryInput) => [CONTRACT_PATHS.page, { q: JSON.stringify(query) }] as const,
  detail: (id: number) => [CONTRACT_PATHS.detail, { id }] as const,
  statusCounts: CONTRACT_PATHS.statusCounts,
  rectifyBounds: (id: number) => ['filing/rectifyBounds', { id }] as const,
};

/** POST contract/queryPage: one page of a list (a view with filters and sorting). */
export function queryContracts(query: ContractListQueryInput, backend: Backend = 'admin'): Promise<Page<ContractRow>> {
  return api.post<Page<ContractRow>>(CONTRACT_PATHS.page, query, { backend });
}

/** GET contract/detail?id=: the contract, its history and the moves the caller may make now. */
export function getContract(id: number, backend: Backend = 'admin'): Promise<ContractDetail> {
  return api.get<ContractDetail>(CONTRACT_PATHS.detail, { id }, { backend });
}

export function getContractStatusCounts(backend: Backend = 'admin'): Promise<ContractStatusCounts> {
  return api.get<ContractStatusCounts>(CONTRACT_PATHS.statusCounts, undefined, { backend });
}

/** After a write: every read a contract change can touch. */
export async function revalidateAfterContractWrite(): Promise<void> {
  await Promise.all(['contract/', 'workflow/', 'backlog/', 'approval/', 'carboncopy/', 'stats/', 'project/', 'sys_message/'].map(revalidatePrefix));
}

const write = async <T>(path: string, body: unknown, backend: Backend = 'admin'): Promise<T> => {
  const result = await api.post<T>(path, body, { backend });
  await revalidateAfterContractWrite();
  return result;
};

export const registerContract = (input: ContractRegisterInput) => write<WriteResult>('contract/register', input);
export const editContract = (input: ContractEditInput) => write<WriteResult>('contract/edit', input);
export const deleteDraft = (id: number, version: number) => write<boolean>('contract/delDraft', { id, version });
export const moveContract = (input: ContractMoveInput) => write<WriteResult>('contract/move', input);


export const submitMatter = (input: MatterSubmitInput) => write<MatterResult>('matter/submit', input);
/** A handler's decision (the lawyer answers on the lawyer base). */
export const handleMatter = (input: MatterHandleInput, backend: Backend = 'admin') => write<MatterResult>('matter/handle', input, backend);
export const handleApproval = (input: MatterHandleInput) => write<MatterResult>('approval/handle', input);
/** The leader's collective decision of a major contract: the meeting record and the move it resolves (docs/api/contract-decision.md). */
export const decideContract = (input: ContractDecideInput) => write<DecideResult>('contract/decide', input);

export const signContract = (input: { id: number; version: number; sealId?: number }, backend: Backend = 'admin') =>
  write<WriteResult>('contract/sign', input, backend);
export const uploadSignedScan = (input: { id: number; version: number; fileIds: number[]; signDate: string; signPlace?: string }) =>
  write<WriteResult>('contract/uploadSignedScan', input);

export const reviewFiling = (input: FilingReviewInput) => write<WriteResult>('filing/review', input);
/** GET filing/rectifyBounds: the defect deadlines a conditional filing may set today (default and latest). */
export const getRectifyBounds = (id: number) => api.get<RectifyBounds>('filing/rectifyBounds', { id });
export const rectifyFiling = (input: { id: number; version: number; items: { conditionId: number; rectification: string; fileIds?: number[] }[] }) =>
  write<WriteResult>('filing/rectify', input);
export const reviewRectification = (input: { id: number; version: number; result: 'confirm' | 'reject'; opinion?: string }) =>
  write<WriteResult>('filing/reviewRectification', input);

export const registerPerformance = (input: PerformanceRegisterInput) => write<PerformanceWriteResult>('performance/register', input);
export const updatePerformance = (input: { id: number; status: 'done' | 'breached'; doneDate: string; note?: string; fileIds?: number[] }) =>
  write<PerformanceWriteResult>('performance/update', input);
export const uploadPerformanceDocument = (input: { contractId: number; title: string; fileIds: number[]; note?: string }) =>
  write<PerformanceWriteResult>('performance/uploadDocument', input);
export const addSupervision = (input: SupervisionAddInput) => write<{ id: number }>('supervision/add', input);

// ---------------------------------------------------------------- Excel (docs/api/contract-excel.md)
/**
 * POST contract/export: every contract of a list query as .xlsx, with the server's file name. A
 * refusal (an envelope instead of a file, e.g. code 500 over the row cap) rejects with its ApiFailure.
 */
export function exportContracts(query: ContractListQueryInput): Promise<DownloadedFile> {
  return downloadFile({ method: 'POST', url: 'contract/export', data: query }, 'contracts.xlsx');
}

/** GET contract/importTemplate?ticket=: a fresh link that downloads the 1.0 import template. */
export function importTemplateUrl(): Promise<string> {
  return ticketedUrl('contract/importTemplate');
}

/**
 * POST contract/importV1 (multipart, field `file`): all or nothing; a bad file rejects with code 501
 * and result `{ fields: [{ path: 'row <n>.<key>', message }], total }`.
 */
export async function importV1Contracts(file: File): Promise<ImportV1Result> {
  const form = new FormData();
  form.append('file', file, file.name);
  return write<ImportV1Result>('contract/importV1', form);
}
