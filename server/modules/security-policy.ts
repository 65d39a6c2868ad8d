/**
 * The password and session policy as a setting (docs/security.md, "Identity"): GET
 * sys_config/securityPolicy answers the policy in force to every signed-in user (the password forms
 * list its rules), PUT sets it (the security administrator: SECURITY_POLICY_EDIT), recorded in the
 * security audit with before and after. Stored in sys_config; every process picks a change up at once
 * (server/security/password-policy.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECURITY_POLICY_EDIT, SECURITY_POLICY_KEY, securityPolicyAnswerSchema, securityPolicySchema } from '../../src/domain/security-policy';
import type { AppDeps } from '../app';
import { answers } from '../http/answers';
import { API_BASES } from '../http/bases';
import { caller } from '../http/auth';
import { ok } from '../http/reply';
import { securityPolicyOf, storeSecurityPolicy } from '../security/password-policy';
import { recordAudit } from '../security/audit-record';

export const SECURITY_POLICY_PATH = `/sys_config/${SECURITY_POLICY_KEY}`;

export const securityPolicyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(SECURITY_POLICY_PATH, { schema: { response: answers(securityPolicyAnswerSchema) } }, async (req) => {
    caller(req);
    return ok(req, await securityPolicyOf(db, config.securityProfile));
  });

  // Set by the security administrator of the staff base only.
  if (app.prefix !== API_BASES.admin) return;
  app.put(SECURITY_POLICY_PATH, { config: { permission: SECURITY_POLICY_EDIT }, schema: { body: securityPolicySchema, response: answers(securityPolicyAnswerSchema) } }, async (req) => {
    const before = await securityPolicyOf(db, config.securityProfile);
    await storeSecurityPolicy(db, req.body);
    const after = await securityPolicyOf(db, config.securityProfile);
    await recordAudit(db, req, { event: 'configChange', outcome: 'success', target: SECURITY_POLICY_KEY, detail: { before: before.policy, after: after.policy } });
    return ok(req, after);
  });
};
