/** The multi-tab bar (spec section 2, "Multi-tab bar"); the three refusals are the spec's texts. */
export const tabs = {
  'tabs.lastTab': '这是最后一个标签了，无法被关闭',
  'tabs.noLeft': '左侧没有标签',
  'tabs.noRight': '右侧没有标签',
  'tabs.noOthers': '没有其他标签',
  'tabs.closeCurrent': '关闭当前标签',
  'tabs.closeRight': '关闭右侧标签',
  'tabs.closeLeft': '关闭左侧标签',
  'tabs.closeOthers': '关闭其他标签',
  'tabs.rename': '重命名标签',
  'tabs.actions': '标签操作',
  'tabs.renameTitle': '重命名标签',
  'tabs.renamePlaceholder': '请输入标签名称',
  'tabs.renameHint': '留空则恢复页面原名称',
  'tabs.untitled': '未命名页面',
} as const;
