import type { forms as source } from '../zh-CN/forms';

/** Long forms: unsaved input kept across tab switches and reloads, the warnings before it is lost, autosave (src/forms). */
export const forms: Record<keyof typeof source, string> = {
  'forms.unsaved.title': '有未儲存的輸入',
  'forms.unsaved.leave': '離開此頁面後，尚未儲存的輸入將遺失。',
  'forms.unsaved.closeTabs': '關閉後，{pages}中尚未儲存的輸入將遺失。',
  'forms.unsaved.listSeparator': '、',
  'forms.unsaved.discard': '放棄輸入並離開',
  'forms.unsaved.stay': '留在此頁',
  'forms.unsaved.close': '關閉後，尚未儲存的輸入將遺失。',
  'forms.unsaved.discardClose': '放棄輸入並關閉',
  'forms.unsaved.keepEditing': '繼續編輯',
  'forms.kept.restored': '已還原您 {time} 未儲存的輸入。',
  'forms.kept.discard': '放棄這些輸入',
  'forms.autosave.saving': '正在自動儲存…',
  'forms.autosave.saved': '已自動儲存 {time}',
  'forms.autosave.waiting': '填寫必填項後將自動儲存到草稿箱',
  'forms.autosave.failed': '自動儲存失敗：{reason}',
  'forms.autosave.stale': '自動儲存已暫停：合約已在別處修改，請手動儲存',
  'forms.import.template': '下載匯入範本',
  'forms.import.onlyXlsx': '請選擇 .xlsx 格式的 Excel 檔案',
  'forms.import.errorsTitle': '匯入失敗',
  'forms.import.errorsMore': '僅列出前 {shown} 處',
  'forms.import.where': '位置',
  'forms.import.problem': '問題',
  'forms.import.close': '知道了',
  'forms.import.row': '第 {row} 列 · {field}',
};
