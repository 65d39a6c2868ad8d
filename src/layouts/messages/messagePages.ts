/**
 * The bell's list as loaded page by page ('view more' appends the next page): the messages in order
 * without repeats (a message that arrived between two page loads shifts the pages by one), whether
 * another page exists, and marking one message read in the loaded pages.
 */
import type { Page } from '../../domain/envelope';
import type { Message } from '../../domain/message-api';

/** The loaded messages in order, each once. */
export function flattenPages(pages: readonly Page<Message>[] | undefined): Message[] {
  const seen = new Set<number>();
  const out: Message[] = [];
  for (const page of pages ?? []) {
    for (const message of page.records) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
}

/** 'View more' is possible while the last loaded page has current * size below total (spec section 4). */
export function canLoadMore(pages: readonly Page<Message>[] | undefined): boolean {
  const last = pages?.at(-1);
  return last !== undefined && last.current * last.size < last.total;
}

/** The pages with message `id` read at `lookTime` (for an immediate update before the refetch). */
export function markReadInPages(pages: readonly Page<Message>[], id: number, lookTime: string): Page<Message>[] {
  return pages.map((page) =>
    page.records.some((m) => m.id === id && m.lookTime === null)
      ? { ...page, records: page.records.map((m) => (m.id === id && m.lookTime === null ? { ...m, lookTime } : m)) }
      : page,
  );
}
