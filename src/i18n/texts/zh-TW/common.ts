import type { common as source } from '../zh-CN/common';

/** App-wide words: title, relative time (spec section 9), greetings, password strength. */
export const common: Record<keyof typeof source, string> = {
  /** Between a label and its value ("编号：…", "Code: …"). */
  'common.colon': '：',
  'common.pager.prev': '上一頁',
  'common.pager.next': '下一頁',
  'common.pager.position': '第 {current} / {pages} 頁',
  'app.title': '行政機關合同管理系統',
  'app.loading': '載入中…',
  'time.justNow': '剛剛',
  'time.minutesAgo': '{n}分鐘前',
  'time.minutesAgo.one': '{n}分鐘前',
  'time.hoursAgo': '{n}小時前',
  'time.hoursAgo.one': '{n}小時前',
  'time.yesterday': '昨天',
  'time.daysAgo': '{n}天前',
  'time.daysAgo.one': '{n}天前',
  'time.monthsAgo': '{n}個月前',
  'time.monthsAgo.one': '{n}個月前',
  'greeting.morning': '早安',
  'greeting.forenoon': '上午好',
  'greeting.noon': '午安',
  'greeting.afternoon': '下午好',
  'greeting.evening': '晚安',
  'password.strength.strong': '強度：強',
  'password.strength.medium': '強度：中',
  'password.strength.low': '強度：低',
  'password.strength.tooShort': '強度：太短',
  'table.expandRow': '展開其餘各欄',
  'table.collapseRow': '收起其餘各欄',
};
