/**
 * Declared answers (ARCHITECTURE.md section 4, the envelope). A route states the shape of its
 * `result` with `schema: { response: answers(resultSchema) }`: the OpenAPI document then describes
 * the answer, and the serializer below checks every answer against it when CHECK_ANSWERS is on (the
 * API tests and the end-to-end servers turn it on; production does not pay for it).
 *
 * The check is exact: the answer, as the caller receives it (JSON), must parse and must equal its
 * parse, so a field the schema does not name fails as surely as a wrong type. A failure envelope
 * (any code but 200) is the same for every route and is not checked against the route's schema.
 *
 * The bytes sent are always JSON.stringify of what the handler returned: declaring a schema never
 * drops or reorders a field of an answer.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { ApiCode } from '../../src/domain/api-codes';
import { envelope } from '../../src/domain/envelope';

/** The `response` part of a route schema whose success envelope carries `result`. */
export const answers = <T extends z.ZodType>(result: T) => ({ 200: envelope(result) });

/** An answer that does not match its route's declared schema (CHECK_ANSWERS on). */
export class AnswerMismatch extends Error {
  constructor(method: string, url: string, detail: string) {
    super(`the answer of ${method} ${url} does not match its declared schema: ${detail}`);
    this.name = 'AnswerMismatch';
  }
}

/** Said on stderr as well: the error handler answers it as any server error, and tests log nothing. */
function fail(error: AnswerMismatch): never {
  console.error(error.message);
  throw error;
}

const isOk = (data: unknown) => typeof data === 'object' && data !== null && (data as { code?: unknown }).code === ApiCode.ok;

/** Where `parsed` (the schema's view) and `sent` first differ: a dropped field or a changed value. */
function firstDifference(sent: unknown, parsed: unknown, at = 'result'): string {
  if (typeof sent !== 'object' || sent === null || typeof parsed !== 'object' || parsed === null) {
    return `${at}: sent ${JSON.stringify(sent)?.slice(0, 80)}, schema reads ${JSON.stringify(parsed)?.slice(0, 80)}`;
  }
  for (const key of Object.keys(sent)) {
    if (!(key in parsed)) return `${at}.${key} is not declared`;
    const a = (sent as Record<string, unknown>)[key];
    const b = (parsed as Record<string, unknown>)[key];
    if (!isDeepStrictEqual(a, b)) return firstDifference(a, b, `${at}.${key}`);
  }
  return `${at}: the schema adds ${Object.keys(parsed).filter((k) => !(k in sent)).join(', ')}`;
}

/**
 * The serializer of routes that declare a response: JSON.stringify, after checking a success answer
 * when `check` is on. Routes without a response schema keep Fastify's default serializer.
 */
export function answerSerializer(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data: unknown) => {
      const json = JSON.stringify(data);
      if (!check || !isOk(data)) return json;
      const sent: unknown = JSON.parse(json);
      const parsed = schema.safeParse(sent);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        fail(new AnswerMismatch(method, url, `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`));
      }
      if (!isDeepStrictEqual(parsed.data, sent)) {
        fail(new AnswerMismatch(method, url, firstDifference((sent as { result: unknown }).result, (parsed.data as { result: unknown }).result)));
      }
      return json;
    };
}
