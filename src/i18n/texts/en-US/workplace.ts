import type { workplace as source } from '../zh-CN/workplace';

/** The workplace (/dashboard/workplace): greeting, messages, shortcuts, the business overview. */
export const workplace: Record<keyof typeof source, string> = {
  'workplace.greeting': '{greeting}, {name}',
  'workplace.dateFormat': 'dddd, MMMM D, YYYY',
  'workplace.noUnit': 'No current unit',
  'workplace.unread': 'Unread messages',
  'workplace.unreadUnit': 'messages',
  'workplace.unreadHint': 'See every message in the message center at the top right',
  'workplace.latestMessages': 'Latest messages',
  'workplace.noMessages': 'No messages',
  'workplace.unreadDot': 'Unread',
  'workplace.loadFailed': 'Failed to load',
  'workplace.retry': 'Retry',
  'workplace.shortcuts': 'Shortcuts',
  'workplace.noShortcuts': 'No pages available',
  'workplace.overview': 'My to-dos, approvals and contracts',
  'workplace.overviewNone': 'Nothing to show yet',
  'workplace.backlogWaiting': 'My to-dos',
  'workplace.approvalWaiting': 'Awaiting my approval',
  'workplace.carbonCopyUnread': 'Unread copies',
  'workplace.contractsUnderway': 'Contracts underway',
  'workplace.contractsFiling': 'Being filed',
  'workplace.contractsPerforming': 'Being performed',
  'workplace.contractsRed': 'Red-code contracts',
  'workplace.overdueNote': '{count} overdue',
};
