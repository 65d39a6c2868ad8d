import type { messages as source } from '../zh-CN/messages';

/** The message bell and its dropdown (spec section 2, "Message dropdown"). */
export const messages: Record<keyof typeof source, string> = {
  'messages.bell': '訊息通知',
  'messages.title': '訊息',
  'messages.unreadCount': '{n} 則未讀',
  'messages.empty': '暫無訊息',
  'messages.loadFailed': '訊息載入失敗',
  'messages.retry': '重試',
  'messages.readAll': '全部已讀',
  'messages.clearRead': '清除已讀',
  'messages.viewMore': '查看更多',
  'messages.unread': '未讀',
  'messages.read': '已讀',
  'messages.readAllDone': '已將 {n} 則訊息標記為已讀',
  'messages.readAllDone.one': '已將 {n} 則訊息標記為已讀',
  'messages.clearConfirmTitle': '清除已讀訊息',
  'messages.clearConfirmContent': '已讀訊息將被刪除且無法復原，確定要清除嗎？',
  'messages.clearConfirmOk': '清除',
  'messages.clearDone': '已刪除 {n} 則已讀訊息',
  'messages.clearDone.one': '已刪除 {n} 則已讀訊息',
  'messages.actionFailed': '操作失敗，請稍後重試',
  'messages.detailTitle': '訊息詳情',
  'messages.receivedAt': '接收時間：{time}',
  'messages.goTo': '前往處理',
  'messages.close': '關閉',
};
