/**
 * Messages (the bell): paging, read one / read all, unread count, clearing read messages; every
 * call on the caller's own messages only.
 */
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/db/schema';
import type { Page } from '../../src/domain/envelope';
import type { Message } from '../../src/domain/message-api';
import type { LoginUserInfo } from '../../src/domain/system';
import { startTestServer, type TestServer } from './harness';

describe('messages', () => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const page = (token: string, opts: { query?: Record<string, string | number>; body?: unknown; base?: string } = {}) =>
    s.call<Page<Message>>('POST', `${opts.base ?? '/api/admin'}/sys_message/queryPageMessage`, {
      token,
      query: opts.query,
      body: opts.body,
    });
  const unreadCount = async (token: string, base = '/api/admin') => {
    const r = await s.call<number>('GET', `${base}/sys_message/messageUnread`, { token });
    expect(r.body.code).toBe(200);
    return r.body.result;
  };
  const dbCount = async (userId: number, state: 'all' | 'read' | 'unread' = 'all') => {
    const where =
      state === 'all'
        ? eq(messages.userId, userId)
        : and(eq(messages.userId, userId), state === 'read' ? isNotNull(messages.lookTime) : isNull(messages.lookTime));
    const [row] = await s.db.select({ n: count() }).from(messages).where(where);
    return row?.n ?? 0;
  };
  /** Replaces a user's messages with n known ones (title m1..mn, m{n} newest); the first `read` are read. */
  const resetMessages = async (userId: number, n: number, read = 0) => {
    await s.db.delete(messages).where(eq(messages.userId, userId));
    const base = Date.now() - n * 60_000;
    const rows = Array.from({ length: n }, (_, i) => ({
      userId,
      title: `m${i + 1}`,
      content: `消息内容 ${i + 1}`,
      createTime: new Date(base + i * 60_000),
      lookTime: i < read ? new Date(base + i * 60_000 + 1000) : null,
    }));
    return n ? s.db.insert(messages).values(rows).returning() : [];
  };

  beforeAll(async () => {
    s = await startTestServer();
    for (const name of ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'company']) {
      tokens[name] = await s.login(name);
      const info = await s.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token: tokens[name] });
      ids[name] = info.body.result.userId;
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  it('serves the seeded messages, newest first, with the paging fields', async () => {
    const seeded = await Promise.all(['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'company'].map((n) => dbCount(ids[n]!)));
    expect(Math.max(...seeded)).toBeGreaterThan(5);
    const name = ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'company'][seeded.indexOf(Math.max(...seeded))]!;
    const r = await page(tokens[name]!);
    expect(r.body.code).toBe(200);
    const { records, current, size, total } = r.body.result;
    expect({ current, size, total }).toEqual({ current: 1, size: 5, total: await dbCount(ids[name]!) });
    expect(records).toHaveLength(5);
    const times = records.map((m) => Date.parse(m.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const m of records) {
      expect(typeof m.title).toBe('string');
      expect(m.createTime).toBe(new Date(m.createTime).toISOString());
      if (m.lookTime !== null) expect(m.lookTime).toBe(new Date(m.lookTime).toISOString());
    }
    expect(await unreadCount(tokens[name]!)).toBe(await dbCount(ids[name]!, 'unread'));
  });

  it('pages with current/size from the query string or the JSON body (default size 5)', async () => {
    const token = tokens.clerk!;
    await resetMessages(ids.clerk!, 12, 4);
    const titles = (p: Page<Message>) => p.records.map((m) => m.title);

    const first = (await page(token)).body.result;
    expect(first).toMatchObject({ current: 1, size: 5, total: 12 });
    expect(titles(first)).toEqual(['m12', 'm11', 'm10', 'm9', 'm8']);
    expect(first.records.every((m) => m.lookTime === null)).toBe(true);

    const third = (await page(token, { query: { current: 3 } })).body.result;
    expect(third).toMatchObject({ current: 3, size: 5, total: 12 });
    expect(titles(third)).toEqual(['m2', 'm1']);
    // 'view more' is disabled once current*size reaches total.
    expect(third.current * third.size >= third.total).toBe(true);
    expect(third.records.every((m) => m.lookTime !== null)).toBe(true);

    const beyond = (await page(token, { query: { page: 4 } })).body.result;
    expect(beyond).toMatchObject({ current: 4, size: 5, total: 12, records: [] });

    const bodyPaged = (await page(token, { body: { page: 2, size: 4 } })).body.result;
    expect(bodyPaged).toMatchObject({ current: 2, size: 4, total: 12 });
    expect(titles(bodyPaged)).toEqual(['m8', 'm7', 'm6', 'm5']);

    const queryPaged = (await page(token, { query: { current: '2', size: '4' } })).body.result;
    expect(titles(queryPaged)).toEqual(titles(bodyPaged));

    // The body wins over the query string; an empty body keeps the query's values.
    const both = (await page(token, { query: { page: 1, size: 2 }, body: { page: 3 } })).body.result;
    expect(both).toMatchObject({ current: 3, size: 2 });
    expect(titles(both)).toEqual(['m8', 'm7']);
    const emptyBody = (await page(token, { query: { page: 2, size: 3 }, body: {} })).body.result;
    expect(titles(emptyBody)).toEqual(['m9', 'm8', 'm7']);

    const all = (await page(token, { body: { current: 1, size: 100 } })).body.result;
    expect(all.records).toHaveLength(12);

    // A JSON content type with no body at all (query parameters only) is no body, not bad JSON.
    const noBody = await s.call<Page<Message>>('POST', 'sys_message/queryPageMessage', {
      token,
      query: { page: 2 },
      headers: { 'content-type': 'application/json' },
    });
    expect(noBody.body.code).toBe(200);
    expect(noBody.body.result).toMatchObject({ current: 2, size: 5, total: 12 });
    expect(titles(noBody.body.result)).toEqual(['m7', 'm6', 'm5', 'm4', 'm3']);
  });

  it('refuses bad paging input with 501', async () => {
    const token = tokens.clerk!;
    const bad: { query?: Record<string, string | number>; body?: unknown }[] = [
      { query: { size: 'abc' } },
      { query: { size: 0 } },
      { query: { size: 101 } },
      { query: { page: 0 } },
      { query: { current: -1 } },
      { query: { page: '1e400' } },
      { query: { page: '99999999999' } },
      { body: { size: 'abc' } },
      { body: { page: 1.5 } },
      { body: { size: 1000 } },
    ];
    for (const b of bad) {
      const r = await page(token, b);
      expect(r.status, JSON.stringify(b)).toBe(200);
      expect(r.body.code, JSON.stringify(b)).toBe(501);
    }
    // Malformed and prototype-poisoning JSON still meet the default parser's rules.
    for (const raw of ['{"page":', '{"__proto__":{"size":3}}', '[1']) {
      const res = await fetch(new URL('/api/admin/sys_message/queryPageMessage', s.url), {
        method: 'POST',
        headers: { access_token: token, 'content-type': 'application/json' },
        body: raw,
      });
      expect(res.status, raw).toBe(200);
      expect(((await res.json()) as { code: number }).code, raw).toBe(501);
    }
  });

  it('isRead marks the caller’s unread messages read and ignores other users’ ids', async () => {
    const token = tokens.reviewer!;
    const mine = await resetMessages(ids.reviewer!, 6, 1);
    const [theirs] = await s.db
      .insert(messages)
      .values({ userId: ids.leader!, title: 'not yours', content: '' })
      .returning();
    const leaderUnread = await dbCount(ids.leader!, 'unread');
    expect(await unreadCount(token)).toBe(5);

    const alreadyRead = mine[0]!;
    const r = await s.call<number>('POST', 'sys_message/isRead', {
      token,
      body: [mine[1]!.id, mine[2]!.id, theirs!.id, alreadyRead.id, mine[1]!.id],
    });
    expect(r.body.code).toBe(200);
    expect(r.body.result).toBe(2);
    expect(await unreadCount(token)).toBe(3);

    const records = (await page(token, { body: { size: 10 } })).body.result.records;
    const byId = new Map(records.map((m) => [m.id, m]));
    for (const m of [mine[1]!, mine[2]!]) {
      const look = byId.get(m.id)?.lookTime;
      expect(look).not.toBeNull();
      expect(Date.now() - Date.parse(look!)).toBeLessThan(60_000);
    }
    // A message read before keeps its first lookTime.
    expect(byId.get(alreadyRead.id)?.lookTime).toBe(alreadyRead.lookTime!.toISOString());
    // The other user's message is untouched, and never listed here.
    const [other] = await s.db.select().from(messages).where(eq(messages.id, theirs!.id));
    expect(other?.lookTime).toBeNull();
    expect(await dbCount(ids.leader!, 'unread')).toBe(leaderUnread);
    expect(byId.has(theirs!.id)).toBe(false);

    // Again: nothing left to mark. The {ids} form works too.
    expect((await s.call<number>('POST', 'sys_message/isRead', { token, body: [mine[1]!.id] })).body.result).toBe(0);
    expect((await s.call<number>('POST', 'sys_message/isRead', { token, body: { ids: [mine[3]!.id] } })).body.result).toBe(1);
    expect(await unreadCount(token)).toBe(2);
  });

  it('refuses bad isRead input with 501 and changes nothing', async () => {
    const token = tokens.reviewer!;
    const before = await unreadCount(token);
    const bad: unknown[] = [['x'], [99_999_999_999], [], 'x', { ids: 'x' }, [0], [-1], [1.5], Array.from({ length: 501 }, (_, i) => i + 1), null];
    for (const body of bad) {
      const r = await s.call('POST', 'sys_message/isRead', { token, body });
      expect(r.status, JSON.stringify(body)).toBe(200);
      expect(r.body.code, JSON.stringify(body)).toBe(501);
    }
    const noBody = await s.call('POST', 'sys_message/isRead', { token });
    expect(noBody.body.code).toBe(501);
    expect(await unreadCount(token)).toBe(before);
  });

  it('clear removes only the caller’s read messages', async () => {
    const token = tokens.leader!;
    await resetMessages(ids.leader!, 7, 3);
    await resetMessages(ids.bureau!, 4, 2);
    const r = await s.call<number>('GET', 'sys_message/clear', { token });
    expect(r.body.code).toBe(200);
    expect(r.body.result).toBe(3);
    const left = (await page(token, { body: { size: 20 } })).body.result;
    expect(left.total).toBe(4);
    expect(left.records.every((m) => m.lookTime === null)).toBe(true);
    expect(left.records.map((m) => m.title)).toEqual(['m7', 'm6', 'm5', 'm4']);
    expect(await unreadCount(token)).toBe(4);
    expect(await dbCount(ids.bureau!, 'read')).toBe(2);
    expect((await s.call<number>('GET', 'sys_message/clear', { token })).body.result).toBe(0);
  });

  it('isReadAll marks every unread message of the caller read', async () => {
    const token = tokens.bureau!;
    const othersUnread = await dbCount(ids.leader!, 'unread');
    expect(await unreadCount(token)).toBe(2);
    const r = await s.call<number>('GET', 'sys_message/isReadAll', { token });
    expect(r.body.code).toBe(200);
    expect(r.body.result).toBe(2);
    expect(await unreadCount(token)).toBe(0);
    expect(await dbCount(ids.bureau!, 'unread')).toBe(0);
    expect(await dbCount(ids.leader!, 'unread')).toBe(othersUnread);
    expect((await s.call<number>('GET', 'sys_message/isReadAll', { token })).body.result).toBe(0);
    // Now all are read, so clear empties the list.
    expect((await s.call<number>('GET', 'sys_message/clear', { token })).body.result).toBe(4);
    expect((await page(token)).body.result).toMatchObject({ total: 0, records: [], current: 1, size: 5 });
  });

  it('works under the company base for a counterpart user', async () => {
    const token = tokens.company!;
    const unread = await unreadCount(token, '/api/company');
    expect(unread).toBe(await dbCount(ids.company!, 'unread'));
    await s.db.insert(messages).values({ userId: ids.company!, title: '合同待签署', content: '请尽快签署' });
    expect(await unreadCount(token, '/api/company')).toBe(unread + 1);
    const list = (await page(token, { base: '/api/company' })).body.result;
    expect(list.records[0]?.title).toBe('合同待签署');
    const r = await s.call<number>('POST', '/api/company/sys_message/isRead', { token, body: [list.records[0]!.id] });
    expect(r.body.result).toBe(1);
    expect(await unreadCount(token, '/api/company')).toBe(unread);
  });

  it('needs a signed-in user everywhere', async () => {
    const unreadBefore = await dbCount(ids.clerk!, 'unread');
    const allBefore = await dbCount(ids.clerk!);
    for (const base of ['/api/admin', '/api/company', '/api/lawyer']) {
      const calls: [string, string, unknown][] = [
        ['POST', 'sys_message/queryPageMessage', undefined],
        ['POST', 'sys_message/isRead', [1]],
        ['GET', 'sys_message/isReadAll', undefined],
        ['GET', 'sys_message/messageUnread', undefined],
        ['GET', 'sys_message/clear', undefined],
      ];
      for (const [method, p, body] of calls) {
        const r = await s.call(method, `${base}/${p}`, { body });
        expect(r.status, `${base}/${p}`).toBe(401);
        expect(r.body.code, `${base}/${p}`).toBe(401);
        expect(r.body.result).toEqual({ isLogin: false });
      }
    }
    expect(await dbCount(ids.clerk!, 'unread')).toBe(unreadBefore);
    expect(await dbCount(ids.clerk!)).toBe(allBefore);
  });
});
