/**
 * Every text a caller sends is checked before any handler sees it: control characters other than tab
 * and newline (a CR is allowed only as part of CR LF), and UTF-16 halves without their pair (JSON's
 * \uD800 escapes, which PostgreSQL cannot store), are refused with 501 and the path of the field, e.g.
 * `body.parties.0.name` or `query.keyword`, the same paths as the schema errors. Object keys are
 * checked too. Multipart uploads are left to the files module (file names are cleaned there).
 *
 * Runs as a preValidation hook after authentication, so an anonymous or unpermitted caller still gets
 * 401/403 first, and before the route's zod schema.
 */
import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors';

/** C0 controls but tab and LF, a CR not followed by LF, DEL and the C1 controls, and lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const FORBIDDEN = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]|\r(?!\n)|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacters = (s: string): boolean => FORBIDDEN.test(s);

/** The path of the first text (or key) holding a forbidden character, or null. */
export function firstForbiddenPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = firstForbiddenPath(value[i], `${path}.${i}`, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  if (Buffer.isBuffer(value)) return null;
  for (const [key, v] of Object.entries(value)) {
    if (hasForbiddenCharacters(key)) return `${path}.${key.replace(FORBIDDEN, '?')}`;
    const hit = firstForbiddenPath(v, `${path}.${key}`, depth + 1);
    if (hit) return hit;
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const hit =
      firstForbiddenPath(req.params, 'params') ??
      firstForbiddenPath(req.query, 'query') ??
      (req.isMultipart() ? null : firstForbiddenPath(req.body, 'body'));
    if (hit) throw invalidField(hit, 'control characters are not allowed');
  });
}
