/** The workplace (/dashboard/workplace): greeting, messages, shortcuts, the business overview. */
export const workplace = {
  'workplace.greeting': '{greeting}，{name}',
  'workplace.dateFormat': 'YYYY年M月D日 dddd',
  'workplace.noUnit': '未设置当前单位',
  'workplace.unread': '未读消息',
  'workplace.unreadUnit': '条',
  'workplace.unreadHint': '在右上角的消息中心查看全部消息',
  'workplace.latestMessages': '最新消息',
  'workplace.noMessages': '暂无消息',
  'workplace.unreadDot': '未读',
  'workplace.loadFailed': '加载失败',
  'workplace.retry': '重试',
  'workplace.shortcuts': '快捷入口',
  'workplace.noShortcuts': '暂无可用的功能入口',
  'workplace.overview': '我的待办、审批与合同',
  'workplace.overviewPending': '合同模块启用后，这里将显示您的待办、待审批事项和各状态合同的数量。',
} as const;
