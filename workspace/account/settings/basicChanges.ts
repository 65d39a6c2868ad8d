/** What the basic-settings form sends to sys_user/editUser: the changed fields only. */
import type { CurrentLoginUserInfo, SelfEdit } from '../../../src/domain/system';

export interface BasicValues {
  realName: string;
  mobile: string;
  email: string;
}

/**
 * Trimmed changes against the profile. An emptied email clears it (null); an emptied mobile is
 * not sent (the server cannot clear one, and the form does not allow it).
 */
export function basicChanges(profile: Pick<CurrentLoginUserInfo, 'realName' | 'mobile' | 'email'>, values: BasicValues): SelfEdit {
  const changes: SelfEdit = {};
  const realName = values.realName.trim();
  const mobile = values.mobile.trim();
  const email = values.email.trim();
  if (realName !== profile.realName) changes.realName = realName;
  if (mobile && mobile !== (profile.mobile ?? '')) changes.mobile = mobile;
  if (email !== (profile.email ?? '')) changes.email = email || null;
  return changes;
}
