/**
 * System configuration (spec section 7, Config): getOperationBook answers the file id of the
 * operation manual, kept in sys_config under 'operationBookFileId'; the security policy
 * (security-policy.ts) under 'securityPolicy'.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationBookSchema } from '../../src/domain/sys-config';
import { idSchema } from '../../src/domain/system';
import type { AppDeps } from '../app';
import { files, sysConfig } from '../db/schema';
import { answers } from '../http/answers';
import { caller } from '../http/auth';
import { refused } from '../http/errors';
import { ok } from '../http/reply';
import { securityPolicyRoutes } from './security-policy';

export const CONFIG_KEYS = { operationBookFileId: 'operationBookFileId' } as const;

export const configRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  // The password and session policy (every base reads it; the staff base also sets it).
  await app.register(securityPolicyRoutes, deps);
  app.get('/sys_config/getOperationBook', { schema: { response: answers(operationBookSchema) } }, async (req) => {
    caller(req);
    const [entry] = await db
      .select({ value: sysConfig.value })
      .from(sysConfig)
      .where(eq(sysConfig.key, CONFIG_KEYS.operationBookFileId))
      .limit(1);
    const parsed = idSchema.safeParse(entry?.value.trim());
    if (!parsed.success) throw refused('noManual');
    // Only a manual that can actually be downloaded counts as configured.
    const [file] = await db.select({ id: files.id, isDel: files.isDel }).from(files).where(eq(files.id, parsed.data)).limit(1);
    if (!file || file.isDel) throw refused('noManual');
    return ok(req, file.id);
  });
};
