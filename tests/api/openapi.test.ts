/**
 * The OpenAPI document (server/http/openapi.ts): every /api/ route the server actually serves
 * (app.servedRoutes, recorded by an onRoute hook) is in /api/openapi.json, which answers without
 * sign-in; /api/docs shows it; request schemas carry their fields; security, tags and the envelope
 * are described. A small app with awkward schemas checks that the transform never loses a route and
 * that the comparison reports a route missing from the document.
 */
import { formatParamUrl } from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import pkg from '../../package.json';
import { isDocsRoute, registerOpenApi, type ServedRoute } from '../../server/http/openapi';
import { startTestServer, type TestServer } from './harness';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  description?: string;
  anyOf?: Schema[];
}
interface Operation {
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  'x-permission'?: string;
}
interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  tags?: { name: string; description?: string }[];
  security?: Record<string, string[]>[];
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

/** The served /api/ routes (HEAD duplicates and the docs routes aside) that the document lacks. */
function undocumented(served: readonly ServedRoute[], doc: OpenApiDoc): string[] {
  const missing = served
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !isDocsRoute(r.url))
    .filter((r) => !doc.paths[formatParamUrl(r.url)]?.[r.method.toLowerCase()])
    .map((r) => `${r.method} ${r.url}`);
  return [...new Set(missing)];
}

const apiRoutes = (served: readonly ServedRoute[]) =>
  served.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !isDocsRoute(r.url));

let server: TestServer;
let doc: OpenApiDoc;

beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  doc = (await res.json()) as OpenApiDoc;
});

afterAll(async () => {
  await server?.close();
});

const op = (path: string, method: string): Operation => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
};

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3 document without sign-in', () => {
    expect(doc.openapi.startsWith('3.')).toBe(true);
    expect(doc.info.title).toBe('行政机关合同管理系统 API');
    expect(doc.info.version).toBe(pkg.version);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it('documents every /api/ route the server serves', () => {
    const served = apiRoutes(server.app.servedRoutes);
    // The collector sees the routes of every base (a broken collector would pass vacuously).
    for (const base of ['/api/admin/', '/api/company/', '/api/lawyer/']) {
      expect(served.some((r) => r.url.startsWith(base))).toBe(true);
    }
    expect(served).toContainEqual({ method: 'POST', url: '/api/admin/contract/queryPage' });
    const missing = undocumented(server.app.servedRoutes, doc);
    expect(missing, `routes served but missing from /api/openapi.json:\n  ${missing.join('\n  ')}`).toEqual([]);
  });

  it('lists only API routes, never the docs routes or the front end files', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.every((p) => p.startsWith('/api/'))).toBe(true);
    expect(paths.filter((p) => isDocsRoute(p))).toEqual([]);
    // Every documented operation is a route that is served (nothing stale).
    const served = new Set(apiRoutes(server.app.servedRoutes).map((r) => `${r.method.toLowerCase()} ${formatParamUrl(r.url)}`));
    const documented = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m} ${p}`));
    expect(documented.filter((d) => !served.has(d))).toEqual([]);
  });

  it('shows the fields of a request body, and a body that may be left out as optional', () => {
    const list = op('/api/admin/contract/queryPage', 'post');
    const body = list.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(expect.arrayContaining(['current', 'size', 'view', 'sortField', 'status']));
    expect(list.requestBody?.required).toBe(false);
    expect(list.tags).toEqual(['admin/contract']);
    expect(list['x-permission']).toBe('contract.query');
    expect(list.description).toContain('contract.query');
    expect(op('/api/company/contract/queryPage', 'post').tags).toEqual(['company/contract']);
  });

  it('shows query and path parameters', () => {
    const detail = op('/api/admin/contract/detail', 'get');
    expect(detail.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'query', required: true }));
    const download = op('/api/admin/sys_files/downloadFile/{id}', 'get');
    expect(download.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });

  it('documents the sign-in header, and marks public routes as needing none', () => {
    expect(doc.components?.securitySchemes?.access_token).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'access_token' }),
    );
    expect(doc.security).toEqual([{ access_token: [] }]);
    const login = op('/api/admin/admin_sys_user/login', 'post');
    expect(login.security).toEqual([]);
    expect(login.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['username', 'password']));
    expect(login.responses['401']).toBeUndefined();
    expect(op('/api/health', 'get').security).toEqual([]);
    expect(op('/api/health', 'get').tags).toEqual(['public/health']);
    const mine = op('/api/admin/sys_user/getLoginUserInfo', 'get');
    expect(mine.security).toEqual([{ access_token: [] }]);
    expect(mine.responses['401']).toBeDefined();
  });

  it('documents file answers as bytes, with a link ticket (never the token) allowed in the query', () => {
    const preview = op('/api/lawyer/sys_files/previewFile/{id}', 'get');
    expect(Object.keys(preview.responses['200']?.content ?? {})).toEqual(['application/octet-stream', 'application/json']);
    expect(preview.security).toEqual([{ access_token: [] }, { ticket: [] }]);
    expect(doc.components?.securitySchemes?.ticket).toEqual(expect.objectContaining({ type: 'apiKey', in: 'query', name: 'ticket' }));
    expect(doc.components?.securitySchemes?.token).toBeUndefined();
  });

  it('describes the envelope and its codes, and tags every operation by base and module', () => {
    for (const text of ['{ code, message, result }', '| 501 |', '| 502 |', '| 403 | 403 |', 'access_token']) {
      expect(doc.info.description).toContain(text);
    }
    const ok = op('/api/admin/sys_message/messageUnread', 'get').responses['200']?.content?.['application/json']?.schema;
    expect(Object.keys(ok?.properties ?? {})).toEqual(['code', 'message', 'result']);
    const names = (doc.tags ?? []).map((t) => t.name);
    const used = new Set(Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((o) => o.tags ?? [])));
    expect(new Set(names)).toEqual(used);
    expect(names[0]?.startsWith('admin/')).toBe(true);
    expect(names.at(-1)?.startsWith('public/')).toBe(true);
    expect(names).toContain('public/health');
  });
});

/** A file or event-stream answer: bytes, not the envelope. */
const isStream = (o: Operation) => {
  const types = Object.keys(o.responses['200']?.content ?? {});
  return types.includes('application/octet-stream') || types.includes('text/event-stream');
};

describe('every answer is declared', () => {
  it('describes the result of every JSON answer (answers(...) on the route); files and event streams say what they are', () => {
    const undeclared: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, o] of Object.entries(item)) {
        if (isStream(o)) continue;
        const result = o.responses['200']?.content?.['application/json']?.schema?.properties?.result;
        // The default answer's result is `{}` (any); a declared one has a type, properties or a union.
        const described = result && Object.keys(result).some((k) => k !== 'description');
        if (!described) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undeclared, `routes that declare no answer (schema.response = answers(...), server/http/answers.ts):\n  ${undeclared.join('\n  ')}`).toEqual([]);
  });

  it('refers only to components it has: a tree (units, menus) is a named component', () => {
    const refs = new Set<string>();
    JSON.stringify(doc, (key, value: unknown) => {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      return value;
    });
    const components = (doc.components as { schemas?: Record<string, unknown> } | undefined)?.schemas ?? {};
    const dangling = [...refs].filter((r) => !(r.startsWith('#/components/schemas/') && r.slice(21) in components));
    expect(dangling).toEqual([]);
    expect(refs).toContain('#/components/schemas/UnitNode');
    expect(refs).toContain('#/components/schemas/MenuNode');
  });
});

/** A bigint column (money in fen; a time-limit rule's value, which may be the threshold in fen) may hold more than an integer column. */
const BIG_FIELDS = /Fen$|sys_time_rule\/save body\.value$/;
const INT32_MAX = 2_147_483_647;

type JsonSchema = Record<string, unknown>;

/**
 * Every unbounded input in a request schema: a text without a maximum length (an enum, a const, a
 * format or a pattern bounds it too), an integer without a range within an integer column (money in fen
 * aside), a number without a range, a list without a maximum length.
 */
function unbounded(schema: unknown, at: string, out: string[]): void {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as JsonSchema;
  const bounded = 'enum' in s || 'const' in s;
  if (s.type === 'string' && !bounded && s.maxLength === undefined && s.format === undefined && s.pattern === undefined) out.push(`${at}: text without maxLength`);
  if (s.type === 'integer' && !bounded) {
    const max = s.maximum as number | undefined;
    const min = s.minimum as number | undefined;
    if (max === undefined || min === undefined) out.push(`${at}: integer without a range`);
    else if (!BIG_FIELDS.test(at) && (max > INT32_MAX || min < -INT32_MAX - 1)) out.push(`${at}: integer beyond an integer column (${min}..${max})`);
  }
  if (s.type === 'number' && !bounded && (s.maximum === undefined || s.minimum === undefined)) out.push(`${at}: number without a range`);
  if (s.type === 'array' && s.maxItems === undefined) out.push(`${at}: list without maxItems`);
  for (const [k, v] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {})) unbounded(v, `${at}.${k}`, out);
  if (s.items) unbounded(s.items, `${at}[]`, out);
  if (s.additionalProperties && typeof s.additionalProperties === 'object') unbounded(s.additionalProperties, `${at}.*`, out);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const v of (s[k] as unknown[] | undefined) ?? []) unbounded(v, at, out);
}

describe('every input is bounded', () => {
  it('documents no request text, number or list without a bound, nor an integer beyond its column', () => {
    const found: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of (op.parameters ?? []) as { name: string; in: string; schema?: unknown }[]) unbounded(p.schema, `${where} ${p.in}.${p.name}`, found);
        for (const c of Object.values(op.requestBody?.content ?? {})) unbounded(c.schema, `${where} body`, found);
      }
    }
    expect(found).toEqual([]);
  });

  it('the check finds an unbounded text, integer and list', () => {
    const found: string[] = [];
    unbounded({ type: 'object', properties: { a: { type: 'string' }, n: { type: 'integer', minimum: 1, maximum: 9_007_199_254_740_991 }, l: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 1 } } } }, 'x', found);
    expect(found).toEqual(['x.a: text without maxLength', 'x.n: integer beyond an integer column (1..9007199254740991)', 'x.l: list without maxItems']);
  });
});

describe('GET /api/docs', () => {
  it('is a browsable page with its assets, without sign-in', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('swagger-ui');
    for (const asset of ['/api/docs/static/swagger-ui.css', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
    }
  });

  it('leaves unknown paths under /api/docs to the API 404 envelope', async () => {
    const r = await server.call('GET', '/api/docs/static/nothing-here.js');
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(500);
  });
});

describe('the transform and the check', () => {
  /** A bare app with the schemas later routes may use, including one zod cannot turn into JSON schema. */
  async function trickyApp() {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    type Tree = { name: string; children: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    const reply = async () => ({ code: 200, message: 'ok', result: null });
    app.post('/api/admin/t/union', { schema: { body: z.union([z.array(z.number()), z.object({ ids: z.array(z.number()) })]) } }, reply);
    app.post('/api/admin/t/pipe', { schema: { body: z.object({ a: z.string() }).transform((v) => v.a).pipe(z.string()) } }, reply);
    app.get('/api/admin/t/query', { schema: { querystring: z.object({ ids: z.string().transform((s) => s.split(',')) }) } }, reply);
    app.post('/api/admin/t/nullish', { schema: { body: z.object({ a: z.string() }).nullish() } }, reply);
    app.post('/api/admin/t/import', reply); // multipart: no body schema
    app.post('/api/admin/t/tree', { schema: { body: tree } }, reply); // recursive and unnamed: cannot be converted
    app.route({ method: ['GET', 'POST'], url: '/api/admin/t/both', handler: reply });
    app.get('/api/share/:token', { config: { auth: 'public' } }, reply);
    app.get('/api/admin/t/hidden', { schema: { hide: true } as never }, reply);
    await app.ready();
    return app;
  }

  it('documents every awkward route and reports the one left out', async () => {
    const app = await trickyApp();
    try {
      const tricky = app.swagger() as unknown as OpenApiDoc;
      expect(undocumented(app.servedRoutes, tricky)).toEqual(['GET /api/admin/t/hidden']);
      const body = (p: string) => tricky.paths[p]?.post?.requestBody?.content['application/json']?.schema;
      expect(body('/api/admin/t/union')?.anyOf).toHaveLength(2);
      expect(body('/api/admin/t/pipe')?.properties?.a).toEqual({ type: 'string' });
      expect(tricky.paths['/api/admin/t/query']?.get?.parameters).toContainEqual(expect.objectContaining({ name: 'ids', in: 'query' }));
      expect(tricky.paths['/api/admin/t/nullish']?.post?.requestBody?.required).toBe(false);
      expect(body('/api/admin/t/tree')?.description).toMatch(/could not be converted/);
      expect(tricky.paths['/api/share/{token}']?.get?.security).toEqual([]);
      expect(tricky.paths['/api/share/{token}']?.get?.tags).toEqual(['public/share']);
    } finally {
      await app.close();
    }
  });
});
