/** Counterpart and company-user management calls (docs/api/counterparts.md) over the one client, with their SWR keys. */
import { API_BASES } from '../config';
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
import { getToken } from '../session/token';
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

/** GET admin_counterpart/export?token=: the list's filters as a plain download link. */
export function counterpartExportUrl(q: Omit<CounterpartPageQuery, 'current' | 'size'>, token: string | null = getToken()): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  if (token) params.set('token', token);
  const qs = params.toString();
  return `${API_BASES.admin}/${CP}export${qs ? `?${qs}` : ''}`;
}

export const queryCompanyUsers = (q: CompanyUserPageQuery) => api.post<Page<CompanyUserRow>>(`${CU}queryPage`, q);
export const addCompanyUser = (input: CompanyUserInput) => api.post<CompanyUserRow>(`${CU}add`, input);
export const editCompanyUser = (patch: CompanyUserEdit) => api.put<CompanyUserRow>(`${CU}edit`, patch);
export const enableCompanyUser = (userId: number) => api.put<CompanyUserRow>(`${CU}enable`, { userId });
export const disableCompanyUser = (userId: number) => api.put<CompanyUserRow>(`${CU}disable`, { userId });
export const resetCompanyUserPassword = (userId: number) => api.put<ResetPasswordResult>(`${CU}resetPassword`, { userId });
export const deleteCompanyUser = (userId: number) => api.del<null>(`${CU}del`, { userId });
