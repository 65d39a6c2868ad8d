/**
 * Builds the Fastify application: the envelope and error rules, authentication, the API modules
 * under the three bases, and the built front end. main.ts listens; the API tests call this directly.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { registerAuditChanges } from './modules/audit/changes';
import { auditRoutes } from './modules/audit/routes';
import { anonymousRefusal, operationOf, recordAudit } from './security/audit-record';
import { calendarRoutes } from './modules/calendar/routes';
import { timeRuleRoutes } from './modules/time-rules/routes';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ApiCode } from '../src/domain/envelope';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { registerAuth } from './http/auth';
import { AuthCache, registerAuthCache } from './http/auth-cache';
import { registerInputGuard } from './http/input-guard';
import { embedHelmet, registerSecurityHeaders } from './http/security-headers';
import { ApiError } from './http/errors';
import { type Lang, pickLang, translate } from './http/messages';
import { registerOpenApi } from './http/openapi';
import { jobRoutes } from './jobs/routes';
import { configRoutes } from './modules/config';
import { counterpartRoutes } from './modules/counterparts/routes';
import { contractExcelRoutes } from './modules/contracts/excel';
import { adviserContractRoutes, contractRoutes, counterpartContractRoutes } from './modules/contracts/routes';
import { contractSharePublicRoutes, contractShareRoutes } from './modules/contracts/share';
import { seekCandidateRoutes } from './modules/contracts/seek-candidates';
import { registerAttachmentCheck } from './modules/file-access';
import { fileRoutes } from './modules/files';
import { menuRoutes, userMenuRoutes } from './modules/menus';
import { roleRoutes } from './modules/roles';
import { messageRoutes } from './modules/messages';
import { projectRoutes } from './modules/projects/routes';
import { registerRoutes } from './modules/register';
import { registryRoutes } from './modules/registries/routes';
import { screenSharePublicRoutes } from './modules/screens/public-routes';
import { screenShareEventRoutes } from './modules/screens/share-events';
import { publicWallRoutes } from './modules/screens/public-wall-routes';
import { regionRoutes } from './modules/screens/region-routes';
import { screenRoutes } from './modules/screens/routes';
import { sessionRoutes } from './modules/session';
import { statsRoutes } from './modules/stats/routes';
import { templateRoutes } from './modules/templates/routes';
import { ticketRoutes } from './modules/tickets';
import { unitRoutes } from './modules/units';
import { userRoutes } from './modules/users';
import { userAdminRoutes } from './modules/users-admin/routes';
import { workflowRoutes } from './modules/workflow/routes';
import { type ChangeBus, createChangeBus } from './events/bus';
import { eventStreamRoutes } from './events/stream';
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

/** The bases of spec section 7: government staff, counterpart users, legal advisers. */
export const API_BASES = { admin: '/api/admin', company: '/api/company', lawyer: '/api/lawyer' } as const;

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
    // A URL the router cannot take (broken percent-encoding, a path parameter over maxParamLength) is
    // refused before any hook: answer it with the envelope too (501 on the path), not Fastify's own body.
    frameworkErrors: (error, req, reply) => {
      const header = req.headers.lang;
      const lang = pickLang(Array.isArray(header) ? header[0] : header, req.headers['accept-language']);
      const reason = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is too long' : 'malformed path';
      const body = { code: ApiCode.invalid, message: translate(lang, 'invalid'), result: { fields: [{ path: 'params', message: reason }] } };
      return (reply as FastifyReply).code(200).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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

  app.setErrorHandler(async (error: FastifyError | ApiError | ZodError, req, reply) => {
    const lang = req.lang ?? 'zh-CN';
    if (error instanceof ApiError) {
      // A refusal of an operation is a security event (等保 audit): who asked for what, without the right.
      // Anonymous ones are sampled per address (anonymousRefusal), so a flood cannot drown the log.
      const sample = error.httpStatus === 401 && !req.auth ? anonymousRefusal(req.ip) : { skipped: 0 };
      if ((error.httpStatus === 401 || error.httpStatus === 403) && sample) {
        // Written before the answer leaves (recordAudit never throws).
        await recordAudit(db, req, {
          event: 'refused',
          outcome: 'refused',
          target: operationOf(req),
          detail: {
            status: error.httpStatus,
            ...(error.params.permission ? { permission: error.params.permission } : {}),
            // Why, when it is not the plain rule (a password change required first, a wrong base, ...).
            ...(error.key !== 'forbidden' && error.key !== 'notLoggedIn' ? { reason: error.key } : {}),
            ...(sample.skipped ? { skippedBefore: sample.skipped } : {}),
          },
        });
      }
      return reply.status(error.httpStatus).send({
        code: error.code,
        message: translate(lang, error.key, error.params),
        result: error.result,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'invalid',
      }));
      return reply.send({ code: ApiCode.invalid, message: translate(lang, 'invalid'), result: { fields } });
    }
    if (error instanceof ZodError) {
      const fields = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return reply.send({ code: ApiCode.invalid, message: translate(lang, 'invalid'), result: { fields } });
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_PARTS_LIMIT' || fe.statusCode === 413) {
      return reply.send({
        code: ApiCode.invalid,
        message: translate(lang, 'fileTooLarge', { limit: Math.round(config.uploadLimitBytes / 1048576) }),
        result: { fields: [{ path: 'file', message: 'too large' }] },
      });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Malformed JSON, wrong content type, bad multipart: the caller's input, not our fault.
      return reply.send({
        code: ApiCode.invalid,
        message: translate(lang, 'invalid'),
        result: { fields: [{ path: 'body', message: fe.message }] },
      });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.send({ code: ApiCode.refused, message: translate(lang, 'serverError'), result: null });
  });

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

  await app.register(
    async (api) => {
      await api.register(sessionRoutes, deps);
      await api.register(registerRoutes, deps);
      await api.register(userRoutes, deps);
      await api.register(userAdminRoutes, deps);
      await api.register(counterpartRoutes, deps);
      await api.register(userMenuRoutes, deps);
      await api.register(menuRoutes, deps);
      await api.register(roleRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(unitRoutes, deps);
      await api.register(fileRoutes, deps);
      await api.register(messageRoutes, deps);
      await api.register(configRoutes, deps);
      await api.register(calendarRoutes, deps);
      await api.register(timeRuleRoutes, deps);
      await api.register(contractRoutes, deps);
      await api.register(contractExcelRoutes, deps);
      await api.register(contractShareRoutes, deps);
      await api.register(workflowRoutes, deps);
      await api.register(seekCandidateRoutes, deps);
      await api.register(projectRoutes, deps);
      await api.register(jobRoutes, deps);
      await api.register(statsRoutes, deps);
      await api.register(templateRoutes, deps);
      await api.register(registryRoutes, deps);
      await api.register(screenRoutes, deps);
      await api.register(regionRoutes, deps);
      await api.register(publicWallRoutes, deps);
      await api.register(eventStreamRoutes, deps);
      await api.register(ticketRoutes, deps);
    },
    { prefix: API_BASES.admin },
  );
  // Counterpart users and legal advisers have their own bases (their sessions are good there only);
  // the system calls of the main layout they need are the same.
  for (const base of [API_BASES.company, API_BASES.lawyer]) {
    await app.register(
      async (api) => {
        await api.register(sessionRoutes, deps);
        await api.register(userMenuRoutes, deps);
        await api.register(configRoutes, deps);
        await api.register(ticketRoutes, deps);
        await api.register(fileRoutes, deps);
        await api.register(messageRoutes, deps);
        await api.register(base === API_BASES.company ? counterpartContractRoutes : adviserContractRoutes, deps);
        if (base === API_BASES.company) await api.register(contractShareRoutes, deps);
        await api.register(workflowRoutes, deps);
        await api.register(publicWallRoutes, deps);
        await api.register(eventStreamRoutes, deps);
      },
      { prefix: base },
    );
  }

  // Public calls beside the three bases: the view a scanned contract QR code opens.
  await app.register(contractSharePublicRoutes, { ...deps, prefix: '/api' });
  // ... and the calls of a screen opened through its share link (a public display).
  await app.register(screenSharePublicRoutes, { ...deps, prefix: '/api' });
  await app.register(screenShareEventRoutes, { ...deps, prefix: '/api' });

  app.get('/api/health', { config: { auth: 'public' } }, async () => ({
    code: ApiCode.ok,
    message: 'ok',
    result: { status: 'up', time: new Date().toISOString() },
  }));

  const indexHtml = path.join(config.distDir, 'index.html');
  if (fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: false,
      // The build writes .br and .gz copies of every text asset (scripts/vite/precompress.ts).
      preCompressed: true,
      // Hashed assets never change; index.html always revalidates so a new build is picked up.
      setHeaders: (res, filePath) => {
        // @fastify/static hands the reply here.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The public display for a portal's frame (security-headers.ts): the same app, framable by EMBED_ORIGINS.
  app.get('/embed/', { config: { auth: 'public' }, helmet: embedHelmet(config), schema: { hide: true } }, (_req, reply) =>
    fs.existsSync(indexHtml)
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply.status(404).type('text/plain').send('The front end is not built: run npm run build.'),
  );

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) {
      // Code 500, not 404: the client logs out on codes outside 200 and 500..504.
      return reply.status(404).send({ code: ApiCode.refused, message: translate(req.lang, 'routeNotFound'), result: null });
    }
    // Hash routing: every other path gets the app, which shows its own 404 page.
    if (fs.existsSync(indexHtml)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).type('text/plain').send('The front end is not built: run npm run build.');
  });

  return app;
}
