/**
 * The user-management calls (docs/api/users.md, "Management", "Administration", "Excel"): the paged
 * list, add by mobile, edit, delete, enable/disable, reset password, role options, Excel export and
 * import. GET reads are SWR keys (path and params); writes revalidate every admin_sys_user/ read.
 */
import { ticketedUrl } from './files';
import type { Page } from '../domain/envelope';
import type { AddByMobile, AddByMobileResult, UserEdit, UserPageQuery, UserRow } from '../domain/system';
import type { ResetPasswordResult, RoleOption, UserImportResult } from '../domain/user-admin';
import { api } from './client';
import { type DownloadedFile, downloadFile } from './download';
import { revalidatePrefix, type SwrParams } from './swr';

export const USERS_ADMIN_PATHS = {
  page: 'admin_sys_user/getQueryPageUnitList',
  roleOptions: 'admin_sys_user/roleOptions',
  export: 'admin_sys_user/export',
  importTemplate: 'admin_sys_user/importTemplate',
} as const;

/** The list's filters and paging (the query of getQueryPageUnitList and export). */
export type UserListQuery = Partial<Pick<UserPageQuery, 'unitId' | 'keyword' | 'includeChildren' | 'status'>> & {
  current: number;
  size: number;
};

/** Only the set fields: SWR keys and query strings stay short. */
const paramsOf = (q: Partial<UserListQuery>): SwrParams =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as SwrParams;

export const usersAdminKeys = {
  page: (q: UserListQuery) => [USERS_ADMIN_PATHS.page, paramsOf(q)] as const,
  roleOptions: USERS_ADMIN_PATHS.roleOptions,
};

export const queryUsers = (q: UserListQuery) => api.get<Page<UserRow>>(USERS_ADMIN_PATHS.page, paramsOf(q));
export const getRoleOptions = () => api.get<RoleOption[]>(USERS_ADMIN_PATHS.roleOptions);

const afterWrite = async <T>(result: T): Promise<T> => {
  await revalidatePrefix('admin_sys_user/');
  return result;
};

export const addUserByMobile = async (input: AddByMobile) =>
  afterWrite(await api.post<AddByMobileResult>('admin_sys_user/addByMobile', input));
export const editUser = async (input: UserEdit) => afterWrite(await api.put<UserRow>('admin_sys_user/edit', input));
export const deleteUser = async (userId: number) => afterWrite(await api.del<null>('admin_sys_user/del', { userId }));
export const enableUser = async (userId: number) => afterWrite(await api.put<UserRow>('admin_sys_user/enable', { userId }));
export const disableUser = async (userId: number) => afterWrite(await api.put<UserRow>('admin_sys_user/disable', { userId }));
export const resetUserPassword = (userId: number) => api.put<ResetPasswordResult>('admin_sys_user/resetPassword', { userId });

/** GET admin_sys_user/export: every user of the list's filters as .xlsx, with the server's file name. */
export function exportUsers(q: Partial<UserListQuery>): Promise<DownloadedFile> {
  const { current: _c, size: _s, ...filters } = q;
  return downloadFile({ method: 'GET', url: USERS_ADMIN_PATHS.export, params: paramsOf(filters) }, 'users.xlsx');
}

/** GET admin_sys_user/importTemplate?ticket=: a fresh download link. */
export function userImportTemplateUrl(): Promise<string> {
  return ticketedUrl('admin_sys_user/importTemplate');
}

/** POST admin_sys_user/import (multipart, field `file`): all or nothing; row errors reject with code 501. */
export async function importUsers(file: File): Promise<UserImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return afterWrite(await api.post<UserImportResult>('admin_sys_user/import', form));
}
