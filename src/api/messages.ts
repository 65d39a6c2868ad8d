/**
 * Message calls of spec section 7 (the bell): typed functions over the one client, and the SWR keys
 * of the reads, so every view of the messages (the bell, a list page) refreshes together
 * (revalidateMessages). docs/api/messages.md describes the server side.
 */
import type { ScopedMutator } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import type { Page } from '../domain/envelope';
import { MESSAGE_PAGE_SIZE } from '../domain/messages';
import type { Message } from '../domain/message-api';
import { api } from './client';

export type { Message };
export { MESSAGE_PAGE_SIZE };

export const MESSAGE_PATHS = {
  page: 'sys_message/queryPageMessage',
  isRead: 'sys_message/isRead',
  isReadAll: 'sys_message/isReadAll',
  unread: 'sys_message/messageUnread',
  clear: 'sys_message/clear',
} as const;

/** POST sys_message/queryPageMessage: one page of the user's messages, newest first. */
export function queryPageMessage(page: number, size: number = MESSAGE_PAGE_SIZE): Promise<Page<Message>> {
  return api.post<Page<Message>>(MESSAGE_PATHS.page, { page, size });
}

/** POST sys_message/isRead: marks these messages read; answers how many were unread. */
export function isRead(ids: readonly number[]): Promise<number> {
  return api.post<number>(MESSAGE_PATHS.isRead, [...ids]);
}

/** GET sys_message/isReadAll: marks every message read; answers how many were unread. */
export function isReadAll(): Promise<number> {
  return api.get<number>(MESSAGE_PATHS.isReadAll);
}

/** GET sys_message/messageUnread: the number of unread messages. */
export function messageUnread(): Promise<number> {
  return api.get<number>(MESSAGE_PATHS.unread);
}

/** GET sys_message/clear: deletes the read messages; answers how many went. */
export function clear(): Promise<number> {
  return api.get<number>(MESSAGE_PATHS.clear);
}

/** One page of messages as an SWR key: [path, { page, size }]. */
export type MessagePageKey = readonly [typeof MESSAGE_PATHS.page, { readonly page: number; readonly size: number }];

export const messageKeys = {
  unread: MESSAGE_PATHS.unread,
  page: (page: number, size: number = MESSAGE_PAGE_SIZE): MessagePageKey => [MESSAGE_PATHS.page, { page, size }],
  /** useSWRInfinite's page keys ('view more' appends pages); null once the last page is loaded. */
  infinitePage: (index: number, previous: Page<Message> | null, size: number = MESSAGE_PAGE_SIZE): MessagePageKey | null =>
    previous && previous.current * previous.size >= previous.total ? null : messageKeys.page(index + 1, size),
} as const;

/** The fetcher of a page key (a POST, so not the app's GET fetcher). */
export function fetchMessagePage([, { page, size }]: MessagePageKey): Promise<Page<Message>> {
  return queryPageMessage(page, size);
}

/** A message is read once it has a lookTime (spec section 3). */
export function isMessageRead(message: Pick<Message, 'lookTime'>): boolean {
  return message.lookTime !== null && message.lookTime !== undefined && message.lookTime !== '';
}

/** A plain (not paged-list) SWR key of a message read: the unread count or one page. */
export function isMessageKey(key: unknown): boolean {
  return key === MESSAGE_PATHS.unread || (Array.isArray(key) && key[0] === MESSAGE_PATHS.page);
}

/**
 * Refetches every message read in the cache: the unread count, single pages and the first page of
 * the bell's list (the bell itself refetches all its pages). Call after each read action.
 */
export function revalidateMessages(mutate: ScopedMutator, size: number = MESSAGE_PAGE_SIZE): Promise<unknown> {
  return Promise.all([
    mutate(isMessageKey),
    mutate(unstable_serialize((index, previous: Page<Message> | null) => messageKeys.infinitePage(index, previous, size))),
  ]);
}
