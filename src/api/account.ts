/** The signed-in user's own account (spec section 7, User): profile edits and password change. */
import type { SelfEdit } from '../domain/system';
import { api } from './client';

/**
 * PUT sys_user/editUser: changes the caller's real name, email or mobile, or (with the right
 * oldPassword) the password, which also ends the account's other sessions.
 */
export function editUser(body: SelfEdit): Promise<null> {
  return api.put<null>('sys_user/editUser', body);
}
