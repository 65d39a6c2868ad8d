/** Counterpart and company-user management calls (docs/api/counterparts.md) over the one client, with their SWR keys. */
import { ticketedUrl } from './files';
import type {
  CompanyUserEdit,
  CompanyUserInput,
  CompanyUserPageQuery,
  CompanyUserRow,
  CounterpartDetail,
  CounterpartEdit,
  CounterpartInput,
  CounterpartPageQuery,
  CounterpartRow,
} from '../domain/counterpart';
import type { Page } from '../domain/envelope';
import type { ResetPasswordResult } from '../domain/user-admin';
import { api } from './client';

const CP = 'admin_counterpart/';
const CU = 'admin_company_user/';

export const counterpartKeys = {
  prefix: CP,
  page: (q: CounterpartPageQuery) => [`${CP}queryPage`, q] as const,
  detail: (id: number) => [`${CP}detail`, { id }] as const,
  /** Every counterpart, for the company-user pages' selects. */
  options: [`${CP}queryPage`, 'options'] as const,
} as const;

export const companyUserKeys = {
  prefix: CU,
  page: (q: CompanyUserPageQuery) => [`${CU}queryPage`, q] as const,
} as const;

export const queryCounterparts = (q: CounterpartPageQuery) => api.post<Page<CounterpartRow>>(`${CP}queryPage`, q);
export const getCounterpart = (id: number) => api.get<CounterpartDetail>(`${CP}detail`, { id });
export const addCounterpart = (input: CounterpartInput) => api.post<CounterpartRow>(`${CP}add`, input);
export const editCounterpart = (patch: CounterpartEdit) => api.put<CounterpartRow>(`${CP}edit`, patch);
export const deleteCounterpart = (id: number) => api.del<null>(`${CP}del`, { id });

/** GET admin_counterpart/export?ticket=: the list's filters as a fresh download link. */
export function counterpartExportUrl(q: Omit<CounterpartPageQuery, 'current' | 'size'>): Promise<string> {
  const params: Record<string, string | number | undefined> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params[k] = String(v);
  return ticketedUrl('admin_counterpart/export', params);
}

export const queryCompanyUsers = (q: CompanyUserPageQuery) => api.post<Page<CompanyUserRow>>(`${CU}queryPage`, q);
export const addCompanyUser = (input: CompanyUserInput) => api.post<CompanyUserRow>(`${CU}add`, input);
export const editCompanyUser = (patch: CompanyUserEdit) => api.put<CompanyUserRow>(`${CU}edit`, patch);
export const enableCompanyUser = (userId: number) => api.put<CompanyUserRow>(`${CU}enable`, { userId });
export const disableCompanyUser = (userId: number) => api.put<CompanyUserRow>(`${CU}disable`, { userId });
export const resetCompanyUserPassword = (userId: number) => api.put<ResetPasswordResult>(`${CU}resetPassword`, { userId });
export const deleteCompanyUser = (userId: number) => api.del<null>(`${CU}del`, { userId });
