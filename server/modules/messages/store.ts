/**
 * The signed-in user's own messages (routes.ts): a page, marking read, the unread count and clearing
 * what was read. Every query is limited to the user's rows, so ids of other users' messages are
 * silently ignored. A message is read once lookTime is set.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Page } from '../../../src/domain/envelope';
import type { Message } from '../../../src/domain/message-api';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';

type MessageRow = typeof messages.$inferSelect;

const toMessage = (m: MessageRow): Message => ({
  id: m.id,
  title: m.title,
  content: m.content,
  link: m.link,
  createTime: m.createTime.toISOString(),
  lookTime: m.lookTime ? m.lookTime.toISOString() : null,
});

const mine = (userId: number) => eq(messages.userId, userId);
const unread = (userId: number) => and(mine(userId), isNull(messages.lookTime));

/** One page of the user's messages, newest first. */
export async function messagePage(db: Db, userId: number, current: number, size: number): Promise<Page<Message>> {
  const [totalRow] = await db.select({ n: count() }).from(messages).where(mine(userId));
  const rows = await db
    .select()
    .from(messages)
    .where(mine(userId))
    .orderBy(desc(messages.createTime), desc(messages.id))
    .limit(size)
    .offset((current - 1) * size);
  return { records: rows.map(toMessage), current, size, total: totalRow?.n ?? 0 };
}

/** Marks the user's unread messages among `ids` (all of them when 'all') read; answers how many. */
export async function markRead(db: Db, userId: number, ids: readonly number[] | 'all'): Promise<number> {
  const which = ids === 'all' ? unread(userId) : and(unread(userId), inArray(messages.id, [...new Set(ids)]));
  const marked = await db.update(messages).set({ lookTime: new Date() }).where(which).returning({ id: messages.id });
  return marked.length;
}

/** How many of the user's messages are unread. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(unread(userId));
  return row?.n ?? 0;
}

/** Removes the user's read messages (unread ones stay until the user has seen them); answers how many. */
export async function clearRead(db: Db, userId: number): Promise<number> {
  const removed = await db
    .delete(messages)
    .where(and(mine(userId), isNotNull(messages.lookTime)))
    .returning({ id: messages.id });
  return removed.length;
}
