/**
 * The role × operation security matrix. Every operation of /api/openapi.json is called by every
 * caller — anonymous, and each of the 8 demo accounts with a session of its own base — with empty,
 * neutral input (path parameters filled with a valid-looking value, no query, `{}` for a JSON body),
 * and the outcome is classified as `401`, `403` or `reached` (anything else: the validator or the
 * handler answered). The outcomes are compared with the decisions kept in
 * tests/api/security-matrix.json: per operation, the callers that reach it and the callers that get
 * 403; every other caller must get 401.
 *
 * A route that is served but not in the table fails ("new route without a security decision"), and so
 * does a table entry for a route that is no longer served. To (re)write the table from what the
 * server does now, then review the diff before committing it:
 *
 *   SECURITY_MATRIX_WRITE=1 npx vitest run tests/api/security-matrix.test.ts
 *
 * The table is sorted by path, then method, one operation per line, so diffs read well.
 *
 * Whatever the table says, these hold: anonymous never reaches a non-public operation (it gets 401);
 * a session never reaches a non-public operation of another base (401); public operations are reached
 * by everyone; no answer is an HTTP 5xx; 401 and 403 carry the envelope with codes 401 and 403.
 *
 * Order: the operations that can end or change a session (logout, self-editing, unit switching, and
 * the writes of user, company-user, role and legal-adviser administration) run after all others, each
 * with a fresh session per caller, so they cannot end the sessions the rest of the matrix uses; logout
 * runs last of all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import {
  ACCOUNTS,
  type Account,
  BASE_OF,
  CALLERS,
  type Caller,
  envelopeProblem,
  fetchOpenApi,
  freshSession,
  type Operation,
  operationsOf,
  type RawReply,
  rawCall,
  startSecurityServer,
} from './security-helpers';

const TABLE_FILE = path.join(import.meta.dirname, 'security-matrix.json');
const WRITE = process.env.SECURITY_MATRIX_WRITE === '1';

type Outcome = '401' | '403' | 'reached';

interface Decision {
  permission?: string;
  reached: Caller[];
  forbidden: Caller[];
}
type Table = Record<string, Decision>;

/** A file's public id for path parameters: syntactically valid, names no file. */
const SOME_UUID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

/** Operations that may end or change a session, or the permissions the rest of the matrix sees. */
function isLate(op: Operation): boolean {
  const under = op.path.replace(/^\/api\/[a-z]+\//, '');
  if (under === 'admin_sys_user/logout') return true;
  if (under === 'sys_user/editUser' || under === 'sys_user/switchCurrentUnit') return true;
  if (op.method === 'GET') return false;
  return /^(admin_sys_user|admin_company_user|admin_sys_role|admin_lawyer)\//.test(under) && !/\/(login|zzdLogin|qrLogin|register)$/.test(under);
}
const isLogout = (op: Operation) => op.path.endsWith('/admin_sys_user/logout');

function neutralRequest(op: Operation) {
  const filled = op.path.replace(/\{([^}]+)\}/g, () => (op.path.includes('/sys_files/') ? SOME_UUID : '1'));
  const json = op.op.requestBody?.content['application/json'];
  return json ? { method: op.method, path: filled, body: '{}', contentType: 'application/json' } : { method: op.method, path: filled };
}

const classify = (reply: RawReply): Outcome => (reply.status === 401 ? '401' : reply.status === 403 ? '403' : 'reached');

let server: TestServer;
let operations: Operation[];
const tokens = {} as Record<Account, string>;
/** outcome[opKey][caller] */
const outcome: Record<string, Record<Caller, Outcome>> = {};
/** Answers that break the envelope rules, whatever the table says. */
const problems: string[] = [];

async function callAs(op: Operation, caller: Caller, token: string | undefined): Promise<void> {
  const reply = await rawCall(server, { ...neutralRequest(op), token });
  const got = classify(reply);
  outcome[op.key] ??= {} as Record<Caller, Outcome>;
  outcome[op.key]![caller] = got;
  if (reply.stream) {
    if (reply.status !== 200) problems.push(`${op.key} as ${caller}: event stream with HTTP ${reply.status}`);
    return;
  }
  const bad = envelopeProblem(reply);
  if (bad && !(reply.status === 200 && !reply.contentType.includes('json'))) problems.push(`${op.key} as ${caller}: ${bad}`);
  const body = reply.json as { code?: number; result?: { isLogin?: boolean } } | undefined;
  if (got === '401' && (body?.code !== 401 || body.result?.isLogin !== false)) {
    problems.push(`${op.key} as ${caller}: HTTP 401 without code 401 and result.isLogin=false`);
  }
  if (got === '403' && body?.code !== 403) problems.push(`${op.key} as ${caller}: HTTP 403 without code 403`);
}

beforeAll(async () => {
  server = await startSecurityServer();
  operations = operationsOf(await fetchOpenApi(server));
  for (const a of ACCOUNTS) tokens[a] = await server.login(a);

  const early = operations.filter((op) => !isLate(op));
  const late = operations.filter((op) => isLate(op) && !isLogout(op));
  const logout = operations.filter(isLogout);

  // Everyone at once on one operation: the database serialises the work, the HTTP overlaps.
  for (const op of early) {
    await Promise.all(CALLERS.map((c) => callAs(op, c, c === 'anonymous' ? undefined : tokens[c])));
  }
  // A fresh session per caller and operation: whatever these do cannot reach the sessions above.
  for (const op of [...late, ...logout]) {
    const fresh = await Promise.all(ACCOUNTS.map((a) => freshSession(server, a)));
    await Promise.all(CALLERS.map((c) => callAs(op, c, c === 'anonymous' ? undefined : fresh[ACCOUNTS.indexOf(c)])));
  }
}, 300_000);

afterAll(async () => {
  await server?.close();
});

function decisionsNow(): Table {
  const table: Table = {};
  for (const op of operations) {
    const row = outcome[op.key]!;
    table[op.key] = {
      ...(op.permission ? { permission: op.permission } : {}),
      reached: CALLERS.filter((c) => row[c] === 'reached'),
      forbidden: CALLERS.filter((c) => row[c] === '403'),
    };
  }
  return table;
}

/** One operation per line, in the order of `operations` (path, then method). */
function formatTable(table: Table): string {
  const lines = Object.entries(table).map(([key, d]) => {
    const parts = [
      ...(d.permission ? [`"permission": ${JSON.stringify(d.permission)}`] : []),
      `"reached": ${JSON.stringify(d.reached).replaceAll(',', ', ')}`,
      `"forbidden": ${JSON.stringify(d.forbidden).replaceAll(',', ', ')}`,
    ];
    return `  ${JSON.stringify(key)}: { ${parts.join(', ')} }`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

describe('security matrix', () => {
  it('every operation of the document was called by every caller', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) expect(Object.keys(outcome[op.key] ?? {}).sort()).toEqual([...CALLERS].sort());
  });

  it('answers keep the envelope rules (no 5xx; 401 and 403 with their codes)', () => {
    expect(problems).toEqual([]);
  });

  it('anonymous never reaches a non-public operation', () => {
    const wrong = operations.filter((op) => !op.isPublic && outcome[op.key]!.anonymous !== '401');
    expect(wrong.map((op) => `${op.key}: anonymous got ${outcome[op.key]!.anonymous}`)).toEqual([]);
  });

  it('a session never reaches a non-public operation of another base', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      if (op.isPublic) continue;
      for (const a of ACCOUNTS) {
        if (BASE_OF[a] !== op.base && outcome[op.key]![a] !== '401') wrong.push(`${op.key}: ${a} (${BASE_OF[a]}) got ${outcome[op.key]![a]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('public operations are reached by everyone', () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.isPublic)) {
      for (const c of CALLERS) if (outcome[op.key]![c] !== 'reached') wrong.push(`${op.key}: ${c} got ${outcome[op.key]![c]}`);
    }
    expect(wrong).toEqual([]);
  });

  it('only the public operations are reached without a session', () => {
    const reachedAnonymously = operations.filter((op) => outcome[op.key]!.anonymous === 'reached').map((op) => op.key);
    expect(reachedAnonymously).toEqual(operations.filter((op) => op.isPublic).map((op) => op.key));
  });

  it('matches the decisions in tests/api/security-matrix.json', () => {
    const now = decisionsNow();
    if (WRITE) {
      fs.writeFileSync(TABLE_FILE, formatTable(now));
      return;
    }
    if (!fs.existsSync(TABLE_FILE)) {
      throw new Error('tests/api/security-matrix.json is missing: write it with SECURITY_MATRIX_WRITE=1 npx vitest run tests/api/security-matrix.test.ts, then review it');
    }
    const expected = JSON.parse(fs.readFileSync(TABLE_FILE, 'utf8')) as Table;
    const diffs: string[] = [];
    for (const key of Object.keys(now)) {
      if (!expected[key]) diffs.push(`new route without a security decision: ${key} — add it to tests/api/security-matrix.json`);
    }
    for (const key of Object.keys(expected)) {
      if (!now[key]) diffs.push(`tests/api/security-matrix.json has a decision for a route that is no longer served: ${key} — remove it`);
    }
    for (const [key, got] of Object.entries(now)) {
      const want = expected[key];
      if (!want) continue;
      if ((want.permission ?? null) !== (got.permission ?? null)) {
        diffs.push(`${key}: permission is ${got.permission ?? 'none'}, the table says ${want.permission ?? 'none'}`);
      }
      const expectedOutcome = (c: Caller): Outcome => (want.reached.includes(c) ? 'reached' : want.forbidden.includes(c) ? '403' : '401');
      for (const c of CALLERS) {
        const actual = outcome[key]![c];
        if (actual !== expectedOutcome(c)) diffs.push(`${key}: ${c} got ${actual}, the table says ${expectedOutcome(c)}`);
      }
    }
    expect(diffs, 'see the header of tests/api/security-matrix.test.ts to rewrite the table').toEqual([]);
  });
});
