import type { common as source } from '../zh-CN/common';

/** App-wide words: title, relative time (spec section 9), greetings, password strength. */
export const common: Record<keyof typeof source, string> = {
  /** Between a label and its value ("编号：…", "Code: …"). */
  'common.colon': ': ',
  'common.pager.prev': 'Previous',
  'common.pager.next': 'Next',
  'common.pager.position': 'Page {current} of {pages}',
  'app.title': 'Administrative Organ Contract Management',
  'app.loading': 'Loading…',
  'time.justNow': 'just now',
  'time.minutesAgo': '{n} minutes ago',
  'time.minutesAgo.one': '{n} minute ago',
  'time.hoursAgo': '{n} hours ago',
  'time.hoursAgo.one': '{n} hour ago',
  'time.yesterday': 'yesterday',
  'time.daysAgo': '{n} days ago',
  'time.daysAgo.one': '{n} day ago',
  'time.monthsAgo': '{n} months ago',
  'time.monthsAgo.one': '{n} month ago',
  'greeting.morning': 'Good morning',
  'greeting.forenoon': 'Good morning',
  'greeting.noon': 'Good noon',
  'greeting.afternoon': 'Good afternoon',
  'greeting.evening': 'Good evening',
  'password.strength.strong': 'Strength: strong',
  'password.strength.medium': 'Strength: medium',
  'password.strength.low': 'Strength: low',
  'password.strength.tooShort': 'Strength: too short',
  'table.expandRow': 'Show the other columns',
  'table.collapseRow': 'Hide the other columns',
};
