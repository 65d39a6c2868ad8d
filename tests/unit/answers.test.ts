/**
 * The check of declared answers (server/http/answers.ts): with the check on, a success answer must be
 * exactly what its schema says (no undeclared field, no wrong type); failure envelopes and the check
 * turned off pass untouched; the bytes sent are always those of the handler's value.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AnswerMismatch, answers, answerSerializer } from '../../server/http/answers';

const schema = answers(z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() }))[200];
const serialize = (check: boolean) => answerSerializer(check)({ schema, method: 'GET', url: '/api/admin/x', httpStatus: '200' });
const ok = (result: unknown) => ({ code: 200, message: '成功', result });

afterEach(() => vi.restoreAllMocks());

describe('answerSerializer', () => {
  it('sends an answer that matches its schema as JSON, in the order the handler wrote it', () => {
    const value = ok({ note: null, name: '合同', id: 7 });
    expect(serialize(true)(value)).toBe(JSON.stringify(value));
  });

  it('refuses a field the schema does not name, and names it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const check = () => serialize(true)(ok({ id: 7, name: '合同', note: null, secret: 'x' }));
    expect(check).toThrow(AnswerMismatch);
    expect(check).toThrow(/GET \/api\/admin\/x .*result\.secret is not declared/);
  });

  it('refuses a wrong type, a missing field and a Date where the schema says text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => serialize(true)(ok({ id: 'seven', name: '合同', note: null }))).toThrow(/result\.id/);
    expect(() => serialize(true)(ok({ id: 7, note: null }))).toThrow(/result\.name/);
    // A Date reaches the caller as an ISO text; a schema that says number is wrong about it.
    const dated = answers(z.object({ at: z.number() }))[200];
    const send = answerSerializer(true)({ schema: dated, method: 'GET', url: '/x', httpStatus: '200' });
    expect(() => send(ok({ at: new Date(0) }))).toThrow(/result\.at/);
  });

  it('leaves failure envelopes alone: they are the same for every route', () => {
    const refused = { code: 500, message: '状态不允许', result: null };
    expect(serialize(true)(refused)).toBe(JSON.stringify(refused));
  });

  it('checks nothing when the check is off (production), and sends the value as it is', () => {
    const value = ok({ id: 7, secret: 'x' });
    expect(serialize(false)(value)).toBe(JSON.stringify(value));
  });
});
