/**
 * The bell's data (spec sections 2 and 4): the unread count (refreshed every minute, after each
 * fetch of the list and after each read action) and the paged list, loaded only while the dropdown
 * has been opened, with the actions open (marks read), all read, clear read and view more.
 */
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  clear,
  fetchMessagePage,
  isMessageKey,
  isMessageRead,
  isRead,
  isReadAll,
  type Message,
  messageKeys,
  messageUnread,
} from '../../api/messages';
import { canLoadMore, flattenPages, markReadInPages } from './messagePages';

/** How often the badge asks for the unread count (ms). */
export const UNREAD_REFRESH_MS = 60_000;

export function useUnreadCount() {
  const { data, error, mutate } = useSWR(messageKeys.unread, messageUnread, {
    refreshInterval: UNREAD_REFRESH_MS,
  });
  return { unread: data ?? 0, loaded: data !== undefined, error, refresh: mutate };
}

export interface MessageListState {
  messages: Message[];
  /** Total messages on the server (as of the last page loaded). */
  total: number;
  /** The first page is loading. */
  loading: boolean;
  /** 'View more' is loading the next page. */
  loadingMore: boolean;
  error: unknown;
  canLoadMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Marks one message read (when unread); resolves once the server answered. */
  open: (message: Message) => Promise<void>;
  readAll: () => Promise<number>;
  clearRead: () => Promise<number>;
}

/** The paged list; nothing is fetched until `active` is first true. */
export function useMessageList(active: boolean): MessageListState {
  const { mutate: globalMutate } = useSWRConfig();
  const refreshUnread = useCallback(() => globalMutate(messageKeys.unread), [globalMutate]);
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite(
    (index, previous) => (active ? messageKeys.infinitePage(index, previous) : null),
    fetchMessagePage,
    {
      revalidateFirstPage: true,
      revalidateOnFocus: false,
      // After each fetch of the list, the badge follows (spec section 4).
      onSuccess: () => void refreshUnread(),
    },
  );

  const messages = useMemo(() => flattenPages(data), [data]);
  const loadingMore = isValidating && size > 0 && data !== undefined && data.length < size;

  // Every loaded page of this list, and the other message reads (the badge, single pages).
  const refreshAll = useCallback(async () => {
    await Promise.all([mutate(), globalMutate(isMessageKey)]);
  }, [mutate, globalMutate]);

  const open = useCallback(
    async (message: Message) => {
      if (isMessageRead(message)) return;
      await isRead([message.id]);
      const now = new Date().toISOString();
      await mutate((pages) => (pages ? markReadInPages(pages, message.id, now) : pages), { revalidate: false });
      await refreshAll();
    },
    [mutate, refreshAll],
  );

  const readAll = useCallback(async () => {
    const marked = await isReadAll();
    await refreshAll();
    return marked;
  }, [refreshAll]);

  const clearRead = useCallback(async () => {
    const removed = await clear();
    // Back to the first page: the pages loaded so far no longer line up.
    await setSize(1);
    await refreshAll();
    return removed;
  }, [setSize, refreshAll]);

  return {
    messages,
    total: data?.at(-1)?.total ?? 0,
    loading: isLoading,
    loadingMore,
    error,
    canLoadMore: canLoadMore(data),
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
    open,
    readAll,
    clearRead,
  };
}
