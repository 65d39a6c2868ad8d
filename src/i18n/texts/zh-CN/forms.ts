/** Long forms: unsaved input kept across tab switches and reloads, the warnings before it is lost, autosave (src/forms). */
export const forms = {
  'forms.unsaved.title': '有未保存的输入',
  'forms.unsaved.leave': '离开此页面后，尚未保存的输入将丢失。',
  'forms.unsaved.closeTabs': '关闭后，{pages}中尚未保存的输入将丢失。',
  'forms.unsaved.listSeparator': '、',
  'forms.unsaved.discard': '放弃输入并离开',
  'forms.unsaved.stay': '留在此页',
  'forms.unsaved.close': '关闭后，尚未保存的输入将丢失。',
  'forms.unsaved.discardClose': '放弃输入并关闭',
  'forms.unsaved.keepEditing': '继续编辑',
  'forms.kept.restored': '已恢复您 {time} 未保存的输入。',
  'forms.kept.discard': '放弃这些输入',
  'forms.autosave.saving': '正在自动保存…',
  'forms.autosave.saved': '已自动保存 {time}',
  'forms.autosave.waiting': '填写必填项后将自动保存到草稿箱',
  'forms.autosave.failed': '自动保存失败：{reason}',
  'forms.autosave.stale': '自动保存已暂停：合同已在别处修改，请手动保存',
} as const;
