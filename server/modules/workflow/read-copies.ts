/**
 * carboncopy/read and carboncopy/readAll: the caller marks received carbon copies read. Only the
 * caller's own unread copies change; other ids are silently ignored (as sys_message/isRead).
 */
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carbonCopies } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { copiesReceived, copyUnread } from './mine';

/** Marks the given copies read; answers how many changed. */
export async function readCopies(db: Db, ctx: AuthContext, ids: readonly number[] | 'all'): Promise<number> {
  const mineUnread = and(copiesReceived(ctx.userId), copyUnread);
  const marked = await db
    .update(carbonCopies)
    .set({ readAt: new Date() })
    .where(ids === 'all' ? mineUnread : and(mineUnread, inArray(carbonCopies.id, [...new Set(ids)])))
    .returning({ id: carbonCopies.id });
  return marked.length;
}
