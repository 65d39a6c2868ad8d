/**
 * The registry calls (docs/api/registries.md): contract tags, legal advisers, seals. Reads are SWR
 * keys; every write revalidates its registry (and the seal writes sys_unit/getSealSn too).
 */
import type { Page } from '../domain/envelope';
import type {
  Adviser,
  AdviserEdit,
  AdviserInput,
  AdviserQuery,
  LawyerAccount,
  SealAdd,
  SealEdit,
  SealQuery,
  SealRow,
  Tag,
  TagEdit,
  TagInput,
} from '../domain/registries';
import { api } from './client';
import { revalidatePrefix } from './swr';

export const registryKeys = {
  tags: (keyword?: string) => ['admin_tag/list', { keyword: keyword ?? '' }] as const,
  advisers: (q: Partial<AdviserQuery>) => ['admin_lawyer/queryPage', { q: JSON.stringify(q) }] as const,
  lawyerAccounts: 'admin_lawyer/accounts',
  seals: (q: Partial<SealQuery>) => ['admin_seal/queryPage', { q: JSON.stringify(q) }] as const,
};

const after =
  (...prefixes: string[]) =>
  async <T>(p: Promise<T>): Promise<T> => {
    const r = await p;
    await Promise.all(prefixes.map((x) => revalidatePrefix(x)));
    return r;
  };
const afterTag = after('admin_tag/');
const afterAdviser = after('admin_lawyer/');
const afterSeal = after('admin_seal/', 'sys_unit/getSealSn');

// ---------------------------------------------------------------- tags
export const listTags = (keyword?: string) => api.get<Tag[]>('admin_tag/list', keyword ? { keyword } : undefined);
export const addTag = (t: TagInput) => afterTag(api.post<Tag>('admin_tag/add', t));
export const editTag = (t: TagEdit) => afterTag(api.post<Tag>('admin_tag/edit', t));
export const deleteTag = (id: number) => afterTag(api.post<null>('admin_tag/del', undefined, { params: { id } }));

// ---------------------------------------------------------------- legal advisers
export const queryAdvisers = (q: Partial<AdviserQuery>) => api.post<Page<Adviser>>('admin_lawyer/queryPage', q);
export const getLawyerAccounts = () => api.get<LawyerAccount[]>('admin_lawyer/accounts');
export const addAdviser = (a: AdviserInput) => afterAdviser(api.post<Adviser>('admin_lawyer/add', a));
export const editAdviser = (a: AdviserEdit) => afterAdviser(api.post<Adviser>('admin_lawyer/edit', a));
export const assignAdviserUnits = (id: number, unitIds: number[]) =>
  afterAdviser(api.post<Adviser>('admin_lawyer/assignUnits', { id, unitIds }));
export const deleteAdviser = (id: number) => afterAdviser(api.post<null>('admin_lawyer/del', undefined, { params: { id } }));

// ---------------------------------------------------------------- seals
export const querySeals = (q: Partial<SealQuery>) => api.post<Page<SealRow>>('admin_seal/queryPage', q);
export const addSeal = (s: SealAdd) => afterSeal(api.post<SealRow>('admin_seal/add', s));
export const editSeal = (s: SealEdit) => afterSeal(api.post<SealRow>('admin_seal/edit', s));
export const setSealEnabled = (id: number, enabled: boolean) =>
  afterSeal(api.post<SealRow>(`admin_seal/${enabled ? 'enable' : 'disable'}`, undefined, { params: { id } }));
export const deleteSeal = (id: number) => afterSeal(api.post<null>('admin_seal/del', undefined, { params: { id } }));
