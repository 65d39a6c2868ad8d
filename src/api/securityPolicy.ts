/**
 * The password and session policy's calls (server/modules/security-policy.ts): the policy in force,
 * read by every signed-in user (the password forms list its rules), and its change by the security
 * administrator (SECURITY_POLICY_EDIT), which revalidates the read.
 */
import useSWR from 'swr';
import type { SecurityPolicy, SecurityPolicyAnswer } from '../domain/security-policy';
import { api } from './client';
import { revalidatePrefix } from './swr';

export const SECURITY_POLICY_PATH = 'sys_config/securityPolicy';

export const securityPolicyKeys = { policy: SECURITY_POLICY_PATH } as const;

export const getSecurityPolicy = () => api.get<SecurityPolicyAnswer>(SECURITY_POLICY_PATH);

export async function saveSecurityPolicy(policy: SecurityPolicy): Promise<SecurityPolicyAnswer> {
  const answer = await api.put<SecurityPolicyAnswer>(SECURITY_POLICY_PATH, policy);
  await revalidatePrefix(SECURITY_POLICY_PATH);
  return answer;
}

/** The policy in force (undefined while loading or after a failure). */
export function useSecurityPolicy() {
  return useSWR<SecurityPolicyAnswer>(securityPolicyKeys.policy, getSecurityPolicy);
}
