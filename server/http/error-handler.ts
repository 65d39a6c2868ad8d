/**
 * Every failure answers with the envelope (ARCHITECTURE.md section 4), never a stack trace:
 *
 * - an ApiError a handler threw: its code, HTTP status and message in the caller's language; a refusal
 *   (401, 403) is also a security audit record (anonymous ones sampled per address);
 * - a schema or zod failure: 501 with the path of every field;
 * - an upload over the limit: 501 on `file`; any other 4xx of Fastify (malformed JSON, wrong content
 *   type): 501 on `body`;
 * - anything else: logged, and answered 500 "server error".
 *
 * `frameworkError` does the same for a URL the router cannot take (broken percent-encoding, a path
 * parameter over maxParamLength), which Fastify refuses before any hook.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ApiCode } from '../../src/domain/api-codes';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { anonymousRefusal, operationOf, recordAudit } from '../security/audit-record';
import { ApiError } from './errors';
import { pickLang, translate } from './messages';

export function registerErrorHandler(app: FastifyInstance, db: Db, config: Pick<ServerConfig, 'uploadLimitBytes'>): void {
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
}

/** Fastify's `frameworkErrors`: the router's refusals as the envelope (501 on the path). */
export const frameworkError: FastifyServerOptions['frameworkErrors'] = (error, req, reply) => {
  const header = req.headers.lang;
  const lang = pickLang(Array.isArray(header) ? header[0] : header, req.headers['accept-language']);
  const reason = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is too long' : 'malformed path';
  const body = { code: ApiCode.invalid, message: translate(lang, 'invalid'), result: { fields: [{ path: 'params', message: reason }] } };
  return (reply as FastifyReply).code(200).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
};
