/**
 * Builds the Fastify application: the envelope and error rules, authentication, the API modules
 * under the three bases, and the built front end. main.ts listens; the API tests call this directly.
 */
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { registerAuditChanges } from './modules/audit/changes';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiCode } from '../src/domain/api-codes';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { registerAuth } from './http/auth';
import { AuthCache, registerAuthCache } from './http/auth-cache';
import { registerInputGuard } from './http/input-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { type Lang, pickLang } from './http/messages';
import { frameworkError, registerErrorHandler } from './http/error-handler';
import { registerFrontEnd } from './http/front-end';
import { registerAttachmentCheck } from './modules/file-access';
import { registerApiBases } from './api-bases';
import { registerOpenApi } from './http/openapi';
import { answerSerializer, answers } from './http/answers';
import { healthSchema } from '../src/domain/health';
import { type ChangeBus, createChangeBus } from './events/bus';
import { createStorage, type FileStorage } from './storage/storage';

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  storage: FileStorage;
  /** Change events (server/events/bus.ts): writes publish, the stats cache and the event stream listen. */
  events: ChangeBus;
  /** Sessions, menus, unread counts and unit chains in memory, dropped as the database notifies changes. */
  cache: AuthCache;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export type App = FastifyInstance;

export { API_BASES } from './http/bases';

/** TRUST_PROXY as a hop count: the nearest `hops` proxies are believed (as proxy-addr does). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(opts: { db: Db; config: ServerConfig; logger?: boolean | object; events?: ChangeBus }): Promise<App> {
  const { db, config } = opts;
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      // Share links carry their token, download and stream links a short-lived ticket: neither goes to the logs.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: req.url.replace(/([?&](?:token|ticket)=)[^&]*/g, '$1[redacted]'),
          ip: req.ip,
        }),
      },
    },
    bodyLimit: 2 * 1024 * 1024,
    // Unique across server processes: the security audit log names the request of each record.
    genReqId: () => randomUUID(),
    // Tokens and ids never need more; a huge query string is refused before it reaches a handler.
    routerOptions: { maxParamLength: 200 },
    // X-Forwarded-* are believed only from a proxy the deployment names (TRUST_PROXY): otherwise anyone
    // could choose the address the throttles count, and the host share links point to.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.checkAnswers));

  const cache = new AuthCache();
  await cache.listen(db, { info: (m) => app.log.info(m), error: (m) => app.log.error(m) });
  registerAuthCache(db, cache);
  app.addHook('onClose', async () => cache.close());
  const deps: AppDeps = { db, config, storage: createStorage(config), events: opts.events ?? createChangeBus(), cache };

  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', async (req) => {
    const header = req.headers.lang;
    req.lang = pickLang(Array.isArray(header) ? header[0] : header, req.headers['accept-language']);
  });

  registerErrorHandler(app, db, config);

  // Before any route: the OpenAPI document and app.servedRoutes learn the routes as they are added.
  await registerOpenApi(app);

  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 10, fieldSize: 10_000 },
    throwFileSizeLimit: true,
  });

  await registerSecurityHeaders(app, config);
  registerAuth(app, db, cache, config.securityProfile);
  registerAuditChanges(app, db);
  registerAttachmentCheck(app, db);
  registerInputGuard(app);

  await registerApiBases(app, deps);

  app.get('/api/health', { config: { auth: 'public' }, schema: { response: answers(healthSchema) } }, async () => ({
    code: ApiCode.ok,
    message: 'ok',
    result: { status: 'up' as const, time: new Date().toISOString() },
  }));

  await registerFrontEnd(app, config);

  return app;
}
