/**
 * The sign-in calls besides the password login (which stays in system.ts): self-registration of
 * counterpart users, workplace-messaging (浙政钉) login and QR login (docs/api/users.md, register.md).
 */
import type { RegisterInput, RegisterResult } from '../domain/register';
import type { LoginResult, QrTicket } from '../domain/system';
import { onOwnBase } from './baseRedirect';
import { api } from './client';

/** POST admin_sys_user/register: creates a disabled counterpart user for an administrator to review. */
export function register(input: RegisterInput): Promise<RegisterResult> {
  return api.post<RegisterResult>('admin_sys_user/register', input);
}

/** POST admin_sys_user/zzdLogin?auth_code=: exchanges the workplace app's one-time code for a session. */
export function zzdLogin(authCode: string): Promise<LoginResult> {
  return onOwnBase((backend) => api.post<LoginResult>('admin_sys_user/zzdLogin', undefined, { params: { auth_code: authCode }, backend }));
}

/** POST admin_sys_user/qrLogin?action=create: a new ticket for the login page's QR code (valid 2 minutes). */
export function createQrTicket(): Promise<QrTicket> {
  return api.post<QrTicket>('admin_sys_user/qrLogin', undefined, { params: { action: 'create' }, backend: 'admin' });
}

/**
 * POST admin_sys_user/qrLogin?action=poll: the ticket's status; once confirmed, the first poll carries
 * the token, opened on the base of the account that confirmed (the poll follows it there).
 */
export function pollQrTicket(qrId: string): Promise<QrTicket> {
  return onOwnBase((backend) => api.post<QrTicket>('admin_sys_user/qrLogin', undefined, { params: { action: 'poll', qrId }, backend }));
}

/** POST admin_sys_user/qrLogin?action=confirm: a signed-in device approves the ticket for its own account. */
export function confirmQrTicket(qrId: string): Promise<QrTicket> {
  return api.post<QrTicket>('admin_sys_user/qrLogin', undefined, { params: { action: 'confirm', qrId } });
}
