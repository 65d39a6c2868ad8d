/**
 * The OpenAPI 3 document of every API route, generated from the routes' own zod schemas (request
 * schemas show their input side: what a caller sends), served as JSON at /api/openapi.json and
 * browsable at /api/docs (Swagger UI); both are public and hidden from the document itself.
 *
 * registerOpenApi must run before any route is added: @fastify/swagger and the served-route list
 * (app.servedRoutes, which tests/api/openapi.test.ts compares with the document) both learn the
 * routes from onRoute hooks. A schema the zod transform cannot convert never drops its route: that
 * part is documented as "any" with a note, and the route stays in the document.
 */
import fs from 'node:fs';
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../src/domain/envelope';

export const OPENAPI_JSON = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** A route as Fastify serves it (one entry per method, HEAD duplicates included). */
export interface ServedRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a stream, not the envelope: a text/event-stream (live sync) or a file's bytes. */
    stream?: 'events' | 'file';
  }
  interface FastifyInstance {
    /** Every route added after registerOpenApi, in registration order. */
    servedRoutes: ServedRoute[];
  }
}

/** The routes that serve the document and its browser: not part of the document. */
export const isDocsRoute = (url: string) => url === OPENAPI_JSON || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

const BASES = ['admin', 'company', 'lawyer'] as const;
const isBase = (s: string | undefined): s is (typeof BASES)[number] => (BASES as readonly string[]).includes(s ?? '');

/** `admin/contract` for /api/admin/contract/queryPage; `public/health` for /api/health. */
export function tagOf(url: string): string {
  const [, , first, second] = url.split('/');
  if (isBase(first)) return second ? `${first}/${second}` : first;
  return first ? `public/${first}` : 'public';
}

const BASE_TEXT: Record<string, string> = {
  admin: 'government staff',
  company: 'counterpart users',
  lawyer: 'legal advisers',
  public: 'outside the three bases',
};

const DESCRIPTION = `Generated at start-up from the zod schemas of the routes (src/domain); request schemas show what a
caller sends (defaults apply to omitted fields).

**Bases**: \`/api/admin\` (government staff), \`/api/company\` (counterpart users), \`/api/lawyer\` (legal
advisers); other \`/api\` routes are tagged \`public\`. Tags read \`base/module\`.

**Sign-in**: send the session token (from \`POST /api/admin/admin_sys_user/login\`) in the \`access_token\`
header. Operations marked without security need none. A session is good only on the base it was opened on:
staff on \`/api/admin\`, counterpart users on \`/api/company\`, legal advisers on \`/api/lawyer\` (sign in on
that base). Download, preview and event-stream links take a 60-second \`?ticket=\` from \`POST sys_ticket/issue\`,
never the session token.
Texts come in the language of the \`lang\` header (zh-CN, zh-TW, en-US, pt-BR; else Accept-Language).

**Envelope**: every JSON answer is \`{ code, message, result }\`; \`message\` is written for people.

| code | HTTP | meaning |
|---|---|---|
| 200 | 200 | success: \`result\` holds the answer |
| 500 | 200 | business rule refused (wrong state, duplicate, not found) |
| 501 | 200 | validation failed: \`result.fields\` = \`[{ path, message }]\` |
| 502 | 200 | stale write (optimistic lock): someone changed the record first; reload it |
| 503 | 200 | too many attempts (login throttling) |
| 504 | 200 | token expired: sign in again (\`result.isLogin\` = false) |
| 401 | 401 | not signed in: no token or an unknown one (\`result.isLogin\` = false) |
| 403 | 403 | signed in, but the action is not permitted or the record is outside the caller's data scope |
`;

/** A zod schema's JSON schema for the document (OpenAPI 3.0 dialect). */
const docSchema = (schema: z.ZodType, description: string) => {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any' });
  return { ...json, description };
};

const envelopeOf = (result: z.ZodType, description: string) => docSchema(envelope(result), description);

/** What a route answers when it declares no response schema. */
const DEFAULT_OK = envelopeOf(z.unknown(), 'The envelope; `code` 200 carries the answer in `result`, else see the codes above.');
const FILE_OK = {
  description: "The file's bytes; the envelope (JSON) when the file cannot be sent.",
  content: {
    'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    'application/json': { schema: envelopeOf(z.unknown(), 'The envelope') },
  },
};
const EVENTS_OK = {
  description: 'A text/event-stream (see the operation); the envelope (JSON) when the stream cannot open.',
  content: {
    'text/event-stream': { schema: { type: 'string' } },
    'application/json': { schema: envelopeOf(z.unknown(), 'The envelope') },
  },
};
const UNAUTHORIZED = envelopeOf(z.object({ isLogin: z.literal(false) }), 'Not signed in (code 401).');
const FORBIDDEN = envelopeOf(z.null(), 'No permission for this action (code 403), or the record is outside the data scope.');

type Parts = Pick<FastifySchema, 'body' | 'querystring' | 'params' | 'headers' | 'response'>;
const PARTS = ['body', 'querystring', 'params', 'headers', 'response'] as const;

const isZod = (v: unknown): v is z.ZodType => v instanceof z.core.$ZodType;

/** Does the body schema accept no body at all (e.g. `.nullish()`)? */
function bodyIsOptional(body: unknown): boolean {
  if (!isZod(body)) return false;
  try {
    return z.safeParse(body, undefined).success;
  } catch {
    return false;
  }
}

/**
 * The route schema with its zod parts converted. Tries the whole schema first; when that throws,
 * converts part by part, keeps a plain JSON schema part as it is, and documents a part that cannot
 * be converted as "any" with a note, so a route is never lost.
 */
function convert(doc: Parameters<SwaggerTransform>[0], warn: (msg: string) => void): FastifySchema {
  try {
    return jsonSchemaTransform(doc).schema;
  } catch (wholeError) {
    const { schema, url } = doc;
    const out: FastifySchema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (!(PARTS as readonly string[]).includes(key)) (out as Record<string, unknown>)[key] = value;
    }
    for (const part of PARTS) {
      const value = (schema as Parts)[part];
      if (value === undefined) continue;
      try {
        const converted = jsonSchemaTransform({ ...doc, schema: { [part]: value } }).schema as Parts;
        (out as Parts)[part] = converted[part];
      } catch (err) {
        if (!isZod(value) && part !== 'response' && typeof value === 'object' && value !== null) {
          (out as Parts)[part] = value; // already a JSON schema
          continue;
        }
        warn(`openapi: the ${part} schema of ${url} cannot be converted (${String(err)})`);
        const note = `This ${part} schema could not be converted; see the route's zod schema.`;
        (out as Parts)[part] = part === 'response' ? { 200: { description: note } } : part === 'body' ? { description: note } : { type: 'object', description: note };
      }
    }
    if (!PARTS.some((p) => (out as Parts)[p] !== undefined)) warn(`openapi: ${url}: ${String(wholeError)}`);
    return out;
  }
}

function securityOf(config: RouteOptions['config']): Record<string, string[]>[] {
  if (config?.auth === 'public') return [];
  return config?.ticket ? [{ access_token: [] }, { ticket: [] }] : [{ access_token: [] }];
}

function describe(config: RouteOptions['config'], existing: unknown): string | undefined {
  const lines = typeof existing === 'string' && existing ? [existing] : [];
  if (config?.auth === 'public') lines.push('Public: no sign-in needed.');
  else if (config?.permission) lines.push(`Permission: \`${config.permission}\` (signed in).`);
  else lines.push('Any signed-in user.');
  if (config?.ticket) {
    lines.push(`A link the browser opens by itself: instead of the header, a \`${config.ticket}\` ticket from \`POST sys_ticket/issue\` may come as \`?ticket=\` (60 s, this resource only).`);
  }
  return lines.join('\n\n');
}

function makeTransform(warn: (msg: string) => void): SwaggerTransform {
  return (doc) => {
    const { url, route } = doc;
    // The document covers the API; the built front end's files and the docs routes stay out.
    if (!url.startsWith('/api/') || isDocsRoute(url)) return { schema: { hide: true } as FastifySchema, url };
    const schema = (doc.schema ?? {}) as FastifySchema & { hide?: boolean; tags?: string[]; description?: string };
    if (schema.hide) return { schema, url };
    const converted = convert({ ...doc, schema }, warn) as FastifySchema & Record<string, unknown>;
    const config = route.config;
    const response: Record<string, unknown> = { ...((converted.response as Record<string, unknown> | undefined) ?? {}) };
    if (!response['200'] && !response['2xx']) {
      const file = config?.stream === 'file' || (config?.ticket && config.ticket !== 'events');
      response['200'] = config?.stream === 'events' ? EVENTS_OK : file ? FILE_OK : DEFAULT_OK;
    }
    if (config?.auth !== 'public') {
      response['401'] ??= UNAUTHORIZED;
      response['403'] ??= FORBIDDEN;
    }
    return {
      url,
      schema: {
        ...converted,
        tags: schema.tags ?? [tagOf(url)],
        description: describe(config, schema.description),
        security: securityOf(config),
        response,
        ...(bodyIsOptional(schema.body) ? { 'x-body-optional': true } : {}),
        ...(config?.permission ? { 'x-permission': config.permission } : {}),
      } as FastifySchema,
    };
  };
}

type Operation = { requestBody?: { required?: boolean }; tags?: string[]; 'x-body-optional'?: boolean };

/** Components of registered zod schemas, optional bodies, and the tag list in base then module order. */
const transformObject: SwaggerTransformObject = (documentObject) => {
  const doc = jsonSchemaTransformObject(documentObject) as { paths?: Record<string, Record<string, Operation>>; tags?: unknown };
  const tags = new Set<string>();
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (typeof op !== 'object' || op === null) continue;
      if (op['x-body-optional']) {
        if (op.requestBody) op.requestBody.required = false;
        delete op['x-body-optional'];
      }
      for (const t of op.tags ?? []) tags.add(t);
    }
  }
  const order = (t: string) => {
    const base = t.split('/')[0] ?? '';
    const i = [...BASES, 'public'].indexOf(base);
    return i < 0 ? BASES.length + 1 : i;
  };
  doc.tags = [...tags]
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((name) => {
      const [base = '', module] = name.split('/');
      const path = isBase(base) ? `/api/${base}/${module ?? ''}` : `/api/${module ?? ''}`;
      return { name, description: `${path} (${BASE_TEXT[base] ?? base})` };
    });
  return doc as ReturnType<SwaggerTransformObject>;
};

function packageVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * Records every route added from here on (app.servedRoutes), sets up the document, and serves it at
 * /api/openapi.json and /api/docs without sign-in. Call before registering any route.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const served: ServedRoute[] = [];
  app.decorate('servedRoutes', served);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.push({ method, url: route.url });
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: '行政机关合同管理系统 API', version: packageVersion(), description: DESCRIPTION },
      components: {
        securitySchemes: {
          access_token: { type: 'apiKey', in: 'header', name: 'access_token', description: 'The session token from login.' },
          ticket: { type: 'apiKey', in: 'query', name: 'ticket', description: 'Download, preview and event-stream links only: a 60-second ticket from POST sys_ticket/issue.' },
        },
      },
      security: [{ access_token: [] }],
    },
    transform: makeTransform((msg) => app.log.warn(msg)),
    transformObject,
  });

  app.get(OPENAPI_JSON, { config: { auth: 'public' }, schema: { hide: true } as FastifySchema }, async () => app.swagger());

  await app.register(async (docs) => {
    // Swagger UI's page, assets and its own copy of the document need no sign-in.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth: 'public' };
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'none', deepLinking: true, displayRequestDuration: true, filter: true },
    });
  });
}
