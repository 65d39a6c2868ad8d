/** Pure helpers of the search page. */
import type { Message } from '../../src/domain/message-api';

/** Does a message's title or content contain the keyword (case-insensitive; an empty keyword matches all)? */
export function isMessageMatch(message: Pick<Message, 'title' | 'content'>, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  return k === '' || message.title.toLowerCase().includes(k) || message.content.toLowerCase().includes(k);
}
