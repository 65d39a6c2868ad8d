/** The success envelope. */
import type { FastifyRequest } from 'fastify';
import { ApiCode, type Envelope } from '../../src/domain/envelope';
import { translate } from './messages';

export function ok<T>(req: FastifyRequest, result: T): Envelope<T> {
  return { code: ApiCode.ok, message: translate(req.lang, 'ok'), result };
}
