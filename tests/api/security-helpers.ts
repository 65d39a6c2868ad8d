/**
 * Shared by the security suite (tests/api/security-*.test.ts): the OpenAPI document's operations, the
 * demo callers and their bases, and a raw HTTP call that sends exactly the bytes it is given (a body
 * that is not JSON, a wrong content type) and does not hang on an event stream.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { startSession } from '../../server/modules/session/start';
import type { Backend } from '../../src/domain/session';
import { startTestServer, type TestServer } from './harness';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  'x-permission'?: string;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** The path as the document writes it, e.g. /api/admin/sys_files/downloadFile/{id}. */
  path: string;
  /** `GET /api/admin/contract/detail`: the operation's key in tests/api/security-matrix.json. */
  key: string;
  /** The base the path is under; null beside the bases (/api/share, /api/screen-share, /api/health). */
  base: Backend | null;
  isPublic: boolean;
  permission: string | null;
  op: OpenApiOperation;
}

const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'];

export function baseOfPath(path: string): Backend | null {
  const m = /^\/api\/(admin|company|lawyer)\//.exec(path);
  return m ? (m[1] as Backend) : null;
}

/** Every operation of the document, sorted by path then method. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(m)) continue;
      const method = m.toUpperCase();
      out.push({
        method,
        path,
        key: `${method} ${path}`,
        base: baseOfPath(path),
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        permission: op['x-permission'] ?? null,
        op,
      });
    }
  }
  return out.sort(compareOperations);
}

export const compareOperations = (a: { path: string; method: string }, b: { path: string; method: string }): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : a.method > b.method ? 1 : 0;

export async function fetchOpenApi(server: TestServer): Promise<OpenApiDoc> {
  const res = await fetch(`${server.url}/api/openapi.json`);
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered HTTP ${res.status}`);
  return (await res.json()) as OpenApiDoc;
}

/**
 * The test server with a smaller contract volume (the demo accounts' own contracts, which the seed
 * makes first, and some more): the security suite asks who may call what, not how much there is, and
 * exports run over every contract in scope.
 */
export function startSecurityServer(): Promise<TestServer> {
  return startTestServer({}, { seed: 'small' });
}

// ------------------------------------------------------------------ callers

export const ACCOUNTS = ['admin', 'sysadmin', 'secadmin', 'auditor', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer'] as const;
export type Account = (typeof ACCOUNTS)[number];
export const CALLERS = ['anonymous', ...ACCOUNTS] as const;
export type Caller = (typeof CALLERS)[number];

/** The base each demo account's sessions belong to. */
export const BASE_OF: Readonly<Record<Account, Backend>> = {
  admin: 'admin',
  sysadmin: 'admin',
  secadmin: 'admin',
  auditor: 'admin',
  clerk: 'admin',
  reviewer: 'admin',
  leader: 'admin',
  bureau: 'admin',
  county: 'admin',
  company: 'company',
  lawyer: 'lawyer',
};

export async function userIdOf(server: TestServer, username: string): Promise<number> {
  const [u] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no demo user ${username}`);
  return u.id;
}

/** A new session of a demo account on its own base, without the cost of a password check. */
export async function freshSession(server: TestServer, account: Account): Promise<string> {
  return startSession(server.db, await userIdOf(server, account), server.config.sessionTtlMs, { base: BASE_OF[account] });
}

// ------------------------------------------------------------------ raw calls

export interface RawRequest {
  method: string;
  /** An absolute path (/api/...), query string included if any. */
  path: string;
  query?: Record<string, string | string[]>;
  token?: string | undefined;
  /** Sent as it is. */
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface RawReply {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
  /** An event stream: its headers were read and the stream closed. */
  stream: boolean;
}

export function urlOf(server: TestServer, req: Pick<RawRequest, 'path' | 'query'>): URL {
  const url = new URL(req.path, server.url);
  for (const [k, v] of Object.entries(req.query ?? {})) {
    for (const one of [v].flat()) url.searchParams.append(k, one);
  }
  return url;
}

export async function rawCall(server: TestServer, req: RawRequest): Promise<RawReply> {
  const headers: Record<string, string> = { ...(req.headers ?? {}) };
  if (req.token) headers.access_token = req.token;
  if (req.contentType) headers['content-type'] = req.contentType;
  const abort = new AbortController();
  const res = await fetch(urlOf(server, req), {
    method: req.method,
    headers,
    body: req.body as BodyInit | undefined,
    signal: abort.signal,
  });
  const contentType = res.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/event-stream')) {
    abort.abort();
    return { status: res.status, contentType, text: '', json: undefined, stream: true };
  }
  const text = await res.text();
  let json: unknown;
  if (contentType.includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, contentType, text, json, stream: false };
}

/** A stack frame or a source path (linear: an answer may echo 100 000 characters back). */
const STACK = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.[cm]?[jt]sx?:\d+/;

export interface EnvelopeShape {
  code: number;
  message: string;
  result: unknown;
}

/** What is wrong with an answer that should be the envelope; null when it is one. */
export function envelopeProblem(reply: RawReply): string | null {
  if (reply.status >= 500) return `HTTP ${reply.status}: ${reply.text.slice(0, 200)}`;
  const body = reply.json as Partial<EnvelopeShape> | undefined;
  if (!body || typeof body !== 'object') return `not a JSON envelope (HTTP ${reply.status}, ${reply.contentType}): ${reply.text.slice(0, 120)}`;
  if (typeof body.code !== 'number') return `envelope without a numeric code: ${reply.text.slice(0, 120)}`;
  if (typeof body.message !== 'string' || !body.message) return `envelope without a message: ${reply.text.slice(0, 120)}`;
  if (!('result' in body)) return `envelope without result: ${reply.text.slice(0, 120)}`;
  // A refusal explains itself to people: no stack trace, no source path.
  if (body.code !== 200 && STACK.test(`${body.message}\n${JSON.stringify(body.result ?? null)}`)) {
    return `stack trace or source path in the answer: ${reply.text.slice(0, 200)}`;
  }
  return null;
}
