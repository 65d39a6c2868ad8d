/** The API client's error messages on screen: Arco's Message (one line) and Notification (title and text). */
import { Message, Notification } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Notification/style/css.js';

export type Toast = { kind: 'message'; content: string } | { kind: 'notification'; title: string; content: string };

export function showToast(toast: Toast): void {
  if (toast.kind === 'message') Message.error(toast.content);
  else Notification.error({ title: toast.title, content: toast.content });
}
