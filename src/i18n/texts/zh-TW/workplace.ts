import type { workplace as source } from '../zh-CN/workplace';

/** The workplace (/dashboard/workplace): greeting, messages, shortcuts, the business overview. */
export const workplace: Record<keyof typeof source, string> = {
  'workplace.greeting': '{greeting}，{name}',
  'workplace.dateFormat': 'YYYY年M月D日 dddd',
  'workplace.noUnit': '未設定目前單位',
  'workplace.unread': '未讀訊息',
  'workplace.unreadUnit': '則',
  'workplace.unreadHint': '在右上角的訊息中心查看全部訊息',
  'workplace.latestMessages': '最新訊息',
  'workplace.noMessages': '暫無訊息',
  'workplace.unreadDot': '未讀',
  'workplace.loadFailed': '載入失敗',
  'workplace.retry': '重試',
  'workplace.shortcuts': '快捷入口',
  'workplace.noShortcuts': '暫無可用的功能入口',
  'workplace.overview': '我的待辦、審批與合同',
  'workplace.overviewNone': '暫無可顯示的待辦或合約',
  'workplace.backlogWaiting': '我的待辦',
  'workplace.approvalWaiting': '待我審批',
  'workplace.carbonCopyUnread': '未讀抄送',
  'workplace.contractsUnderway': '在辦合約',
  'workplace.contractsFiling': '備案階段',
  'workplace.contractsPerforming': '履行中',
  'workplace.contractsRed': '紅碼合約',
  'workplace.overdueNote': '其中 {count} 件已逾期',
};
