import { describe, expect, it } from 'vitest';
import type { Page } from '../../src/domain/envelope';
import type { Message } from '../../src/domain/message-api';
import { canLoadMore, flattenPages, markReadInPages } from '../../src/layouts/messages/messagePages';

const msg = (id: number, lookTime: string | null = null): Message => ({
  id,
  title: `t${id}`,
  content: `c${id}`,
  link: null,
  createTime: '2026-03-01T00:00:00.000Z',
  lookTime,
});
const page = (current: number, total: number, ids: number[], size = 5): Page<Message> => ({
  records: ids.map((id) => msg(id)),
  current,
  size,
  total,
});

describe('flattenPages', () => {
  it('lists the loaded pages in order', () => {
    expect(flattenPages([page(1, 7, [9, 8, 7, 6, 5]), page(2, 7, [4, 3])]).map((m) => m.id)).toEqual([9, 8, 7, 6, 5, 4, 3]);
  });
  it('shows a message once when the pages shifted between two loads', () => {
    expect(flattenPages([page(1, 8, [9, 8, 7, 6, 5]), page(2, 8, [5, 4, 3])]).map((m) => m.id)).toEqual([9, 8, 7, 6, 5, 4, 3]);
  });
  it('is empty before anything loaded', () => {
    expect(flattenPages(undefined)).toEqual([]);
    expect(flattenPages([page(1, 0, [])])).toEqual([]);
  });
});

describe('canLoadMore (view more)', () => {
  it('is possible while current * size is below total', () => {
    expect(canLoadMore([page(1, 12, [1, 2, 3, 4, 5])])).toBe(true);
    expect(canLoadMore([page(1, 12, [1]), page(2, 12, [2])])).toBe(true);
  });
  it('is exhausted once current * size reaches total', () => {
    expect(canLoadMore([page(1, 12, []), page(2, 12, []), page(3, 12, [11, 12])])).toBe(false);
    expect(canLoadMore([page(1, 5, [1, 2, 3, 4, 5])])).toBe(false);
    expect(canLoadMore([page(2, 10, [])])).toBe(false);
  });
  it('is not possible before the first page or with no messages', () => {
    expect(canLoadMore(undefined)).toBe(false);
    expect(canLoadMore([])).toBe(false);
    expect(canLoadMore([page(1, 0, [])])).toBe(false);
  });
});

describe('markReadInPages', () => {
  it('marks the unread message read and keeps the other pages as they were', () => {
    const pages = [page(1, 7, [9, 8]), page(2, 7, [4, 3])];
    const next = markReadInPages(pages, 4, '2026-03-02T00:00:00.000Z');
    expect(next[0]).toBe(pages[0]);
    expect(next[1]!.records.map((m) => m.lookTime)).toEqual(['2026-03-02T00:00:00.000Z', null]);
    expect(pages[1]!.records[0]!.lookTime).toBeNull();
  });
  it('keeps the first read time of a message already read', () => {
    const pages: Page<Message>[] = [{ records: [msg(1, '2026-01-01T00:00:00.000Z')], current: 1, size: 5, total: 1 }];
    expect(markReadInPages(pages, 1, '2026-03-02T00:00:00.000Z')[0]!.records[0]!.lookTime).toBe('2026-01-01T00:00:00.000Z');
  });
});
