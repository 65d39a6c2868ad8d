import { describe, expect, it } from 'vitest';
import { isMessageKey, isMessageRead, MESSAGE_PAGE_SIZE, messageKeys } from '../../src/api/messages';

const page = (current: number, total: number) => ({ records: [], current, size: 5, total });

describe('message SWR keys', () => {
  it('name a page by path, page and size (default size 5, spec section 9)', () => {
    expect(MESSAGE_PAGE_SIZE).toBe(5);
    expect(messageKeys.page(2)).toEqual(['sys_message/queryPageMessage', { page: 2, size: 5 }]);
    expect(messageKeys.unread).toBe('sys_message/messageUnread');
  });
  it("give the bell's next page until current * size reaches total", () => {
    expect(messageKeys.infinitePage(0, null)).toEqual(messageKeys.page(1));
    expect(messageKeys.infinitePage(1, page(1, 12))).toEqual(messageKeys.page(2));
    expect(messageKeys.infinitePage(2, page(2, 12))).toEqual(messageKeys.page(3));
    expect(messageKeys.infinitePage(3, page(3, 12))).toBeNull();
    expect(messageKeys.infinitePage(1, page(1, 5))).toBeNull();
  });
  it('are told apart from other keys', () => {
    expect(isMessageKey('sys_message/messageUnread')).toBe(true);
    expect(isMessageKey(messageKeys.page(1))).toBe(true);
    expect(isMessageKey('sys_user/getLoginUserInfo')).toBe(false);
    expect(isMessageKey(['sys_user/getLoginUserInfo', { page: 1 }])).toBe(false);
  });
});

describe('isMessageRead', () => {
  it('reads a message with a lookTime as read (spec section 3)', () => {
    expect(isMessageRead({ lookTime: '2026-03-01T00:00:00.000Z' })).toBe(true);
    expect(isMessageRead({ lookTime: null })).toBe(false);
  });
});
