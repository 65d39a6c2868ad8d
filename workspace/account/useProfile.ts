/** The signed-in user's own profile (GET sys_user/getCurrentLoginUserInfo) through SWR. */
import useSWR from 'swr';
import { revalidatePrefix } from '../../src/api/swr';
import { getCurrentLoginUserInfo, systemKeys } from '../../src/api/system';
import type { CurrentLoginUserInfo } from '../../src/domain/system';

export function useProfile() {
  const { data, error, isLoading, mutate } = useSWR<CurrentLoginUserInfo>(
    systemKeys.currentLoginUserInfo,
    getCurrentLoginUserInfo,
  );
  return { profile: data, error, isLoading, reload: () => mutate() };
}

/** After an edit of the profile: every read of the signed-in user (this page, the header) refetches. */
export function revalidateProfile(): Promise<unknown> {
  return revalidatePrefix('sys_user/get');
}
