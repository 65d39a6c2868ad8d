import type { messages as source } from '../zh-CN/messages';

/** The message bell and its dropdown (spec section 2, "Message dropdown"). */
export const messages: Record<keyof typeof source, string> = {
  'messages.bell': 'Notifications',
  'messages.title': 'Messages',
  'messages.unreadCount': '{n} unread',
  'messages.empty': 'No messages',
  'messages.loadFailed': 'Failed to load messages',
  'messages.retry': 'Retry',
  'messages.readAll': 'All read',
  'messages.clearRead': 'Clear read',
  'messages.viewMore': 'View more',
  'messages.unread': 'Unread',
  'messages.read': 'Read',
  'messages.readAllDone': '{n} messages marked as read',
  'messages.readAllDone.one': '{n} message marked as read',
  'messages.clearConfirmTitle': 'Clear read messages',
  'messages.clearConfirmContent': 'Read messages will be deleted and cannot be restored. Clear them?',
  'messages.clearConfirmOk': 'Clear',
  'messages.clearDone': '{n} read messages deleted',
  'messages.clearDone.one': '{n} read message deleted',
  'messages.actionFailed': 'The action failed, please try again later',
  'messages.detailTitle': 'Message',
  'messages.receivedAt': 'Received: {time}',
  'messages.goTo': 'Go to it',
  'messages.close': 'Close',
};
