import type { tabs as source } from '../zh-CN/tabs';

/** The multi-tab bar (spec section 2, "Multi-tab bar"); the three refusals are the spec's texts. */
export const tabs: Record<keyof typeof source, string> = {
  'tabs.lastTab': '這是最後一個標籤了，無法被關閉',
  'tabs.noLeft': '左側沒有標籤',
  'tabs.noRight': '右側沒有標籤',
  'tabs.noOthers': '沒有其他標籤',
  'tabs.closeCurrent': '關閉目前標籤',
  'tabs.closeRight': '關閉右側標籤',
  'tabs.closeLeft': '關閉左側標籤',
  'tabs.closeOthers': '關閉其他標籤',
  'tabs.rename': '重新命名標籤',
  'tabs.actions': '標籤操作',
  'tabs.renameTitle': '重新命名標籤',
  'tabs.renamePlaceholder': '請輸入標籤名稱',
  'tabs.renameHint': '留空則恢復頁面原名稱',
  'tabs.untitled': '未命名頁面',
};
