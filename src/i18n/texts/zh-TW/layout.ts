import type { layout as source } from '../zh-CN/layout';

/** The main layout: side menu, header buttons, user dropdown, switch-unit modal, sign-out. */
export const layout: Record<keyof typeof source, string> = {
  'layout.menuLoadFailed': '取得選單失敗，請重新整理頁面',
  'layout.menuEmpty': '暫無可用選單',
  'layout.collapse': '收合選單',
  'layout.expand': '展開選單',
  'layout.refresh': '重新整理頁面',
  'layout.back': '上一頁',
  'layout.forward': '下一頁',
  'layout.manual': '操作手冊',
  'layout.accountCenter': '個人中心',
  'layout.accountSettings': '個人設定',
  'layout.switchUnit': '切換單位',
  'layout.logout': '登出',
  'layout.logoutConfirmTitle': '登出',
  'layout.logoutConfirmContent': '確定要登出嗎？',
  'layout.switchSuccess': '切換成功',
  'layout.switchFailed': '切換失敗',
  'layout.currentUnit': '目前單位',
  'layout.unitsLoadFailed': '單位列表載入失敗',
  'layout.noUnit': '未設定單位',
};
