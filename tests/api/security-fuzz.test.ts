/**
 * Bad-input fuzzing of every write operation of /api/openapi.json (every POST, PUT and DELETE): the
 * /api/admin writes as `admin`, the /api/company and /api/lawyer writes as `company` and `lawyer`, the
 * public ones (login, zzdLogin, qrLogin, register, the shared screen's stats) without a session.
 * Each operation gets at least 30 malformed inputs, derived from its own request schema in the
 * document (wrong JSON types for each field, missing required fields, numbers out of range, control
 * characters and lone UTF-16 surrogates in strings, 100 000-character strings, deeply nested arrays,
 * garbage in query parameters) plus generic ones (`__proto__`/`constructor` keys, a body that is not
 * an object, unparsable JSON, wrong content types). Once per run: a body over the 2 MB limit and a URL
 * over Node's header limit; the download/preview path parameters get garbage too.
 *
 * For every input: no HTTP 5xx; a JSON envelope with a numeric code and a message for people (no stack
 * trace); and when the answer is not code 200, nothing changed in the database. Changes are counted
 * exactly in this file's own database: at start, a row-level AFTER INSERT/UPDATE/DELETE trigger on
 * every table adds to a per-table counter (zz_fuzz_changes), read before and after each input. A
 * refused sign-in or registration may record the attempt (login_failures: the throttles count them).
 *
 * Inputs run one at a time (the counters must know whose change it was); sign-in fuzzing runs last, as
 * its failures slow every later sign-in from this address.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { PROFILE_POLICIES } from '../../src/domain/security-policy';
import type { TestServer } from './harness';
import {
  type Account,
  envelopeProblem,
  fetchOpenApi,
  freshSession,
  type JsonSchema,
  type Operation,
  type OpenApiParameter,
  operationsOf,
  type RawReply,
  rawCall,
  startSecurityServer,
} from './security-helpers';

const COUNTER_TABLE = 'zz_fuzz_changes';
const MIN_INPUTS = 30;
const UNKNOWN_ID = 2_147_483_647;
const UUID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const LONG = 'x'.repeat(100_000);

/** Tables a refused call may still write, per operation (by the path under the base). */
const MAY_WRITE_ON_REFUSAL: Record<string, string[]> = {
  'admin_sys_user/login': ['login_failures'],
  'admin_sys_user/register': ['login_failures'],
};

/**
 * Findings that need a change outside what this suite may touch, each with its reason. The test fails
 * when a finding matches none of these, and also when one of these no longer happens (then remove it).
 */
const KNOWN_ISSUES: { pattern: RegExp; why: string }[] = [];

interface FuzzInput {
  label: string;
  query?: Record<string, string | string[]>;
  body?: string | Buffer;
  contentType?: string;
  /** For the one input that Node itself refuses before the app (a URL over the header limit). */
  nodeRefusal?: boolean;
}

// ------------------------------------------------------------------ schemas → values

const typeOf = (s: JsonSchema | undefined): string | undefined => {
  if (!s) return undefined;
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return typeOf(alt.find((a) => typeOf(a) !== 'null') ?? alt[0]);
  if (s.enum?.length) return typeof s.enum[0];
  return undefined;
};

const isIdName = (name: string) => /(^id$|Id$|Ids$|^ids$)/.test(name);

/** A value that the schema most likely accepts, with unknown ids for id fields. */
function sample(s: JsonSchema | undefined, name = '', depth = 0): unknown {
  if (!s || depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt.find((a) => typeOf(a) !== 'null') ?? alt[0], name, depth + 1);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((a) => sample(a, name, depth + 1) as object));
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key], key, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items, name.replace(/s$/, ''), depth + 1));
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : -Infinity;
      const max = typeof s.maximum === 'number' ? s.maximum - (s.exclusiveMaximum === true ? 1 : 0) : Infinity;
      const want = isIdName(name) ? UNKNOWN_ID : 1;
      return Math.min(max, Math.max(min, want));
    }
    case 'string':
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'date-time') return '2026-01-15T08:00:00.000Z';
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'uuid') return UUID;
      return 'x'.repeat(Math.min(Math.max(1, s.minLength ?? 1), s.maxLength ?? 1));
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** The properties of an object schema (the first object alternative of a union). */
function propertiesOf(s: JsonSchema | undefined): { props: Record<string, JsonSchema>; required: string[] } {
  if (!s) return { props: {}, required: [] };
  if (typeOf(s) === 'object' && s.properties) return { props: s.properties, required: s.required ?? [] };
  const alt = (s.anyOf ?? s.oneOf)?.find((a) => a.properties);
  return alt ? { props: alt.properties ?? {}, required: alt.required ?? [] } : { props: {}, required: [] };
}

const WRONG_TYPES: [string, unknown][] = [
  ['string', 'x'],
  ['number', 1],
  ['boolean', true],
  ['object', {}],
  ['array', []],
  ['null', null],
];
const jsonKind = (t: string | undefined) => (t === 'integer' ? 'number' : t);

const NUMBER_SPECIALS: [string, unknown][] = [
  ['-1', -1],
  ['0', 0],
  ['2147483648', 2_147_483_648],
  ['1e308', 1e308],
  ['1.5', 1.5],
  ["'12abc'", '12abc'],
];
/** Six per operation: the odd ones alternate between operations. */
const STRING_SPECIALS: [string, string][][] = [
  [['NUL', 'a\u0000b']],
  [['ESC', '\u001b[31mred']],
  [
    ['DEL', 'a\u007fb'],
    ['C1 control', 'a\u0085b'],
  ],
  [['lone CR', 'a\rb']],
  [
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', '\udc00'],
  ],
  [['100 000 characters', LONG]],
];
const QUERY_SPECIALS: [string, string | string[]][] = [
  ['empty', ''],
  ['abc', 'abc'],
  ['-1', '-1'],
  ['0', '0'],
  ['2147483648', '2147483648'],
  ['1e308', '1e308'],
  ['1.5', '1.5'],
  ['12abc', '12abc'],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
  ['10 000 characters', 'x'.repeat(10_000)],
  ['repeated', ['1', '2']],
];

const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const ARRAYS_10000_DEEP = nested(10_000);
const OBJECTS_5000_DEEP = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const LONG_JSON = JSON.stringify(LONG);
const NUMBERS_100000 = `[${Array.from({ length: 100_000 }, () => '0').join(',')}]`;
const PARAMS_1000 = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`p${i}`, '1']));

/**
 * The inputs for one operation (the `n`th write): from its schema first, then the generic ones. The
 * cheap generic inputs go to every operation; the rarer and the heavy ones (100 000 elements, 10 000
 * levels) rotate over the operations, so each is tried on many operations without costing minutes.
 */
function inputsFor(op: Operation, n: number): FuzzInput[] {
  const bodySchema = op.op.requestBody?.content['application/json']?.schema;
  const queryParams = (op.op.parameters ?? []).filter((p): p is OpenApiParameter => p.in === 'query');
  const baseQuery: Record<string, string> = {};
  for (const p of queryParams) {
    if (p.required) baseQuery[p.name] = String(sample(p.schema, p.name));
  }
  const base = bodySchema ? sample(bodySchema) : undefined;
  const baseObject = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  const { props, required } = propertiesOf(bodySchema);
  const fields = Object.keys(props);
  const json = (label: string, value: unknown, query: Record<string, string | string[]> = baseQuery): FuzzInput => ({
    label,
    query,
    body: JSON.stringify(value),
    contentType: 'application/json',
  });
  const withField = (field: string, value: unknown) => ({ ...baseObject, [field]: value });
  const raw = (label: string, body: string | Buffer, contentType = 'application/json'): FuzzInput => ({ label, query: baseQuery, body, contentType });
  const baseText = JSON.stringify(baseObject);
  const withRawKey = (keyValue: string) => (baseText === '{}' ? `{${keyValue}}` : `{${keyValue},${baseText.slice(1)}`);
  const withQuery = (label: string, query: Record<string, string | string[]>): FuzzInput => ({
    label,
    query,
    ...(bodySchema ? { body: baseText, contentType: 'application/json' } : {}),
  });

  const out: FuzzInput[] = [];
  // From the schema: every field gets a wrong type (all six kinds are used), numbers out of range,
  // strings with control characters, surrogates and 100 000 characters, required fields missing.
  if (fields.length) {
    const rounds = Math.min(Math.max(fields.length, WRONG_TYPES.length), 30);
    for (let i = 0, t = 0; i < rounds; i++, t++) {
      const field = fields[i % fields.length]!;
      let [kind, value] = WRONG_TYPES[t % WRONG_TYPES.length]!;
      if (kind === jsonKind(typeOf(props[field]))) [kind, value] = WRONG_TYPES[++t % WRONG_TYPES.length]!;
      out.push(json(`body.${field} as ${kind}`, withField(field, value)));
    }
    const numeric = fields.filter((f) => ['number', 'integer'].includes(typeOf(props[f]) ?? ''));
    NUMBER_SPECIALS.forEach(([label, value], i) => {
      const f = numeric[(i + n) % Math.max(1, numeric.length)];
      if (f) out.push(json(`body.${f} = ${label}`, withField(f, value)));
    });
    const strings = fields.filter((f) => typeOf(props[f]) === 'string');
    STRING_SPECIALS.forEach((choices, i) => {
      const [label, value] = choices[n % choices.length]!;
      const f = strings[(i + n) % Math.max(1, strings.length)];
      if (f) out.push(json(`body.${f} with ${label}`, withField(f, value)));
    });
    const array = fields.find((f) => typeOf(props[f]) === 'array');
    if (array) {
      out.push(
        n % 2
          ? raw(`body.${array} nested 3000 deep`, withRawKey(`${JSON.stringify(array)}:${nested(3000)}`))
          : json(`body.${array} with 50 000 items`, withField(array, Array.from({ length: 50_000 }, () => UNKNOWN_ID))),
      );
    }
    for (const f of required.slice(0, 2)) {
      const { [f]: _drop, ...rest } = baseObject;
      out.push(json(`body without required ${f}`, rest));
    }
    if (required.length) out.push(json('body {} (every required field missing)', {}));
  }
  // Query parameters: garbage and huge values, one parameter at a time.
  if (queryParams.length) {
    const rounds = Math.max(QUERY_SPECIALS.length, Math.min(queryParams.length * 3, 18));
    for (let i = 0; i < rounds; i++) {
      const p = queryParams[i % queryParams.length]!;
      const [label, value] = QUERY_SPECIALS[i % QUERY_SPECIALS.length]!;
      out.push(withQuery(`query.${p.name} = ${label}`, { ...baseQuery, [p.name]: value }));
    }
    for (const p of queryParams.filter((q) => q.required).slice(0, 2)) {
      const { [p.name]: _drop, ...rest } = baseQuery;
      out.push(withQuery(`query without required ${p.name}`, rest));
    }
  }
  // Generic: whatever the schema, these must be refused or harmless.
  out.push(
    json(`baseline (unknown ids ${UNKNOWN_ID})`, base ?? {}),
    raw('body null', 'null'),
    raw('body []', '[]'),
    raw('body "x"', '"x"'),
    raw('body 1', '1'),
    raw('unparsable JSON', '{"a": '),
    raw('empty body with a JSON content type', ''),
    raw('wrong content type text/plain', baseText, 'text/plain'),
    raw('multipart without a boundary', 'x', 'multipart/form-data'),
    raw('__proto__ key', withRawKey('"__proto__":{"isAdmin":true,"permissions":["*"]}')),
    raw('constructor.prototype key', withRawKey('"constructor":{"prototype":{"isAdmin":true}}')),
    raw('control character in a key', withRawKey('"a\\u0000b":1')),
    withQuery('query: NUL in an extra parameter', { ...baseQuery, x: '\u0000' }),
    withQuery('query: broken percent-encoding', baseQuery),
  );
  const minor: FuzzInput[] = [
    raw('body true', 'true'),
    raw('trailing garbage after JSON', `${baseText}{"b":2}`),
    raw('NaN in JSON', '{"a": NaN}'),
    raw('raw NUL byte inside a JSON string', '{"a":"\u0000"}'),
    raw('invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    raw('wrong content type form-urlencoded', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    raw('JSON declared as UTF-16', baseText, 'application/json; charset=utf-16'),
    raw('__proto__ key one level down', '{"a":{"__proto__":{"isAdmin":true}}}'),
    raw('a number beyond double range', '{"a":1e400}'),
    raw('a 30-digit integer literal', '{"a":123456789012345678901234567890}'),
    raw('every JSON type at once', withRawKey('"s":"x","n":1,"b":true,"o":{},"a":[],"z":null')),
  ];
  const heavy: FuzzInput[] = [
    raw('arrays nested 10 000 deep', ARRAYS_10000_DEEP),
    raw('objects nested 5000 deep', OBJECTS_5000_DEEP),
    raw('a 100 000-character string body', LONG_JSON),
    raw('a 100 000-character key', withRawKey(`${LONG_JSON}:1`)),
    raw('an array of 100 000 numbers', NUMBERS_100000),
    withQuery('query: 1000 parameters', { ...PARAMS_1000, ...baseQuery }),
  ];
  const rotate = <T>(list: T[], from: number): T[] => [...list.slice(from % list.length), ...list.slice(0, from % list.length)];
  const extras = [...rotate(minor, n * 3).slice(0, 3), ...rotate(heavy, n).slice(0, 1)];
  const spare = [...rotate(minor, n * 3).slice(3), ...rotate(heavy, n).slice(1)];
  out.push(...extras);
  while (out.length < MIN_INPUTS && spare.length) out.push(spare.shift()!);
  return out;
}

// ------------------------------------------------------------------ the run

/** The findings no known issue explains. */
function unexplained(list: string[]): string[] {
  return list.filter((f) => !KNOWN_ISSUES.some((k) => k.pattern.test(f)));
}

let server: TestServer;
let writes: Operation[];
const tokens = {} as Record<Account, string>;
/** Every finding of the run. */
const findings: string[] = [];
let total = 0;
/** How the inputs were answered (envelope code), for the summary. */
const codes: Record<string, number> = {};
let lastCounts: Map<string, number> | undefined;

/**
 * The security audit log records refused operations and failed sign-ins (server/modules/audit): that
 * record is the point of refusing, not a change the input made, so its table is not counted.
 */
const AUDIT_TABLE = 'sys_security_audit';

/**
 * A session's last use (sessions.last_seen_at, the idle timeout's clock) is written by whatever call
 * comes once a minute has passed since the last write (server/http/auth.ts TOUCH_INTERVAL_MS), refused
 * or not: bookkeeping of the caller's session, not a change the input made. On a slow machine the run
 * outlasts the minute and the touch fell on a refused probe.
 */
const TOUCH_ONLY = `tg_table_name = 'sessions' and tg_op = 'UPDATE' and (to_jsonb(new) - 'last_seen_at') = (to_jsonb(old) - 'last_seen_at')`;

async function installChangeCounter(): Promise<void> {
  const run = (text: string) => server.db.execute(sql.raw(text));
  await run(`create table ${COUNTER_TABLE} (tbl text primary key, n bigint not null default 0)`);
  await run(`create function zz_fuzz_count() returns trigger language plpgsql as $$
    begin
      if ${TOUCH_ONLY} then return null; end if;
      insert into ${COUNTER_TABLE} as c (tbl, n) values (tg_table_name, 1)
        on conflict (tbl) do update set n = c.n + 1;
      return null;
    end $$`);
  await run(`do $$ declare t record; begin
    for t in select tablename from pg_tables where schemaname = 'public' and tablename not in ('${COUNTER_TABLE}', '${AUDIT_TABLE}') loop
      execute format('create trigger zz_fuzz_rows after insert or update or delete on %I for each row execute function zz_fuzz_count()', t.tablename);
      execute format('create trigger zz_fuzz_truncate after truncate on %I for each statement execute function zz_fuzz_count()', t.tablename);
    end loop;
  end $$`);
}

async function changeCounts(): Promise<Map<string, number>> {
  const rows = await queryRows<{ tbl: string; n: string | number }>(server.db, sql.raw(`select tbl, n from ${COUNTER_TABLE}`));
  return new Map(rows.map((r) => [r.tbl, Number(r.n)]));
}

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([t, n]) => n !== (before.get(t) ?? 0)).map(([t, n]) => `${t} +${n - (before.get(t) ?? 0)}`);
}

const underBase = (path: string) => path.replace(/^\/api\/(admin|company|lawyer)\//, '');

function callerOf(op: Operation): Account | undefined {
  if (op.isPublic) return undefined;
  return op.base === 'company' ? 'company' : op.base === 'lawyer' ? 'lawyer' : 'admin';
}

/** Sends one input and checks the answer and the database. */
async function probe(op: Operation, input: FuzzInput, path = op.path, method = op.method): Promise<RawReply> {
  const who = callerOf(op);
  // The counters after the previous input are the counters before this one (one query per input).
  const before = lastCounts ?? (await changeCounts());
  let reply: RawReply;
  try {
    let target = path;
    if (input.label === 'query: broken percent-encoding') target = `${path}?bad=%E0%A4%A&x=%`;
    reply = await rawCall(server, {
      method,
      path: target,
      ...(input.query ? { query: input.query } : {}),
      token: who ? tokens[who] : undefined,
      ...(input.body !== undefined && method !== 'GET' ? { body: input.body } : {}),
      ...(input.contentType && method !== 'GET' ? { contentType: input.contentType } : {}),
    });
  } catch (e) {
    findings.push(`${op.key} [${input.label}]: the request failed: ${(e as Error).message}`);
    lastCounts = undefined;
    return { status: 0, contentType: '', text: '', json: undefined, stream: false };
  }
  const after = await changeCounts();
  lastCounts = after;
  total++;
  const code = String((reply.json as { code?: unknown } | undefined)?.code ?? `HTTP ${reply.status}`);
  codes[code] = (codes[code] ?? 0) + 1;
  const where = `${op.key} [${input.label}]`;
  if (input.nodeRefusal && reply.status === 431) return reply;
  const body = reply.json as { code?: unknown; message?: unknown } | undefined;
  const fileAnswer = reply.status === 200 && !reply.contentType.includes('json');
  const bad = fileAnswer ? null : envelopeProblem(reply);
  if (bad) findings.push(`${where}: ${bad}`);
  if (body && typeof body.message === 'string' && /^[A-Z][A-Z0-9_]{3,}$/.test(body.message)) findings.push(`${where}: message is an error code (${body.message})`);
  const refused = !fileAnswer && body?.code !== 200;
  if (refused) {
    const allowed = MAY_WRITE_ON_REFUSAL[underBase(op.path)] ?? [];
    const changed = changedTables(before, after).filter((c) => !allowed.includes(c.split(' ')[0]!));
    if (changed.length) findings.push(`${where}: refused with code ${String(body?.code)} but changed ${changed.join(', ')}`);
  }
  if (who && reply.status === 401) {
    // The session ended: say so, and carry on with a new one.
    findings.push(`${where}: the ${who} session ended (HTTP 401)`);
    tokens[who] = await freshSession(server, who);
    lastCounts = undefined;
  }
  return reply;
}

beforeAll(async () => {
  server = await startSecurityServer();
  const doc = await fetchOpenApi(server);
  for (const a of ['admin', 'company', 'lawyer'] as const) tokens[a] = await server.login(a);
  // The ticket key is made by the first ticket: make it now, so it is not a change later.
  await rawCall(server, { method: 'POST', path: '/api/admin/sys_ticket/issue', token: tokens.admin, body: '{"purpose":"events"}', contentType: 'application/json' });
  await installChangeCounter();
  const isSignIn = (op: Operation) => /\/admin_sys_user\/(login|zzdLogin|qrLogin|register)$/.test(op.path);
  const all = operationsOf(doc).filter((op) => ['POST', 'PUT', 'DELETE'].includes(op.method));
  writes = [...all.filter((op) => !isSignIn(op)), ...all.filter(isSignIn)];
}, 180_000);

afterAll(async () => {
  if (findings.length) console.info(`security fuzz findings:\n${findings.join('\n')}`);
  await server?.close();
});

describe('bad-input fuzz of every write', () => {
  it('the change counter sees writes, and only writes', async () => {
    const before = await changeCounts();
    await rawCall(server, { method: 'GET', path: '/api/admin/sys_user/getLoginUserInfo', token: tokens.admin });
    expect(changedTables(before, await changeCounts())).toEqual([]);
    const r = await rawCall(server, { method: 'POST', path: '/api/admin/admin_tag/add', token: tokens.admin, body: '{"name":"fuzz-check","color":"red"}', contentType: 'application/json' });
    expect((r.json as { code: number }).code).toBe(200);
    expect(changedTables(before, await changeCounts()).join()).toMatch(/tags \+1/);
    // A refused call that writes is seen too: a wrong password is recorded for the throttle.
    const mid = await changeCounts();
    const bad = await rawCall(server, { method: 'POST', path: '/api/admin/admin_sys_user/login', query: { username: 'fuzz-nobody', password: 'wrong-password' } });
    expect((bad.json as { code: number }).code).toBe(500);
    expect(changedTables(mid, await changeCounts())).toEqual(['login_failures +1']);
  });

  it(
    'every write refuses malformed input without a 5xx, with the envelope, and without changing data',
    async () => {
      expect(writes.length).toBeGreaterThan(100);
      for (const [n, op] of writes.entries()) {
        const inputs = inputsFor(op, n);
        expect(inputs.length, op.key).toBeGreaterThanOrEqual(MIN_INPUTS);
        for (const input of inputs) await probe(op, input);
      }
      // Once per run: a body over the 2 MB limit, and a URL over Node's header limit (Node answers 431 itself).
      const tagAdd = writes.find((op) => op.path === '/api/admin/admin_tag/add')!;
      await probe(tagAdd, { label: 'body over 2 MB', body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024 + 10) }), contentType: 'application/json' });
      await probe(tagAdd, { label: 'URL over the header limit', query: { name: 'x'.repeat(100_000) }, body: '{}', contentType: 'application/json', nodeRefusal: true });
      console.info(`security fuzz: ${total} inputs over ${writes.length} write operations, answered ${JSON.stringify(codes)}`);
      expect(unexplained(findings)).toEqual([]);
    },
    600_000,
  );

  it('garbage in path parameters (downloads and previews) is refused with the envelope', async () => {
    // The writes above may have been accepted with sample values: a security policy with a 1-minute
    // idle timeout among them, which ends a session the slow sign-in fuzzing left idle (answering 504
    // and writing sessions.expires_at). New sessions, and the default policy, before these probes.
    for (const a of ['admin', 'company', 'lawyer'] as const) tokens[a] = await freshSession(server, a);
    const restored = await rawCall(server, {
      method: 'PUT',
      path: '/api/admin/sys_config/securityPolicy',
      token: tokens.admin,
      body: JSON.stringify(PROFILE_POLICIES.default),
      contentType: 'application/json',
    });
    expect((restored.json as { code: number }).code).toBe(200);
    lastCounts = undefined;
    const from = findings.length;
    const withPath = operationsOf(await fetchOpenApi(server)).filter((op) => /\{[^}]+\}/.test(op.path));
    expect(withPath.length).toBeGreaterThan(0);
    const values = ['abc', '-1', '0', '1.5', '2147483648', '99999999999999999999', UUID.toUpperCase(), '%00', '%C0%AE%C0%AE', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(250), '%F0%9F%98%80', String(UNKNOWN_ID)];
    for (const op of withPath) {
      for (const v of values) await probe(op, { label: `path ${v.slice(0, 20)}` }, op.path.replace(/\{[^}]+\}/, v));
    }
    expect(unexplained(findings.slice(from))).toEqual([]);
  });

  it('every known issue still happens (remove the ones fixed from KNOWN_ISSUES)', () => {
    const gone = KNOWN_ISSUES.filter((k) => !findings.some((f) => k.pattern.test(f))).map((k) => `${k.pattern}: ${k.why}`);
    expect(gone).toEqual([]);
  });
});
