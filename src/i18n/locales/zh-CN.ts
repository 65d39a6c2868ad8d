/**
 * Chinese (zh-CN) texts: the default language and the source of the message keys. Every other
 * locale must have exactly these keys (checked by the type of `Messages` and by a unit test).
 */
export const zhCN = {
  'app.title': '行政机关合同管理系统',
  'app.loading': '加载中…',

  'time.justNow': '刚刚',
  'time.minutesAgo': '{n}分钟前',
  'time.hoursAgo': '{n}小时前',
  'time.yesterday': '昨天',
  'time.daysAgo': '{n}天前',
  'time.monthsAgo': '{n}个月前',

  'greeting.morning': '早上好',
  'greeting.forenoon': '上午好',
  'greeting.noon': '中午好',
  'greeting.afternoon': '下午好',
  'greeting.evening': '晚上好',

  'password.strength.strong': '强度：强',
  'password.strength.medium': '强度：中',
  'password.strength.low': '强度：低',
  'password.strength.tooShort': '强度：太短',

  'login.subtitle': '合同登记、审查、签订、备案与履行监管的统一工作平台',
  'login.account': '账户名或邮箱',
  'login.account.required': '请输入账户名或邮箱地址',
  'login.password': '密码',
  'login.password.required': '请输入密码',
  'login.submit': '登录',
  'login.success': '登录成功',

  'request.forbidden': '禁止访问',
  'request.unauthorized': '未授权',
  'request.unauthorizedDescription': '授权验证失败',
  'request.tokenExpired': '登录已过期，请重新登录',
  'request.timeout': '请求超时，请稍后重试',
  'request.network': '网络异常，请检查网络连接',
  'request.canceled': '请求已取消',
  'request.badResponse': '服务器返回了无法识别的数据',
  'request.failed': '请求失败',

  'page.inProgress.title': '页面建设中',
  'page.inProgress.subtitle': '该功能正在开发，敬请期待。',
  'page.notFound.subtitle': '抱歉，您访问的页面不存在。',
  'page.backHome': '返回首页',
  'page.chunkError.title': '页面加载失败',
  'page.chunkError.subtitle': '网络可能不稳定，或系统刚刚更新。',
  'page.retry': '重新加载',
  'page.error.title': '页面出错了',
  'page.error.subtitle': '请重新加载页面；如果问题仍然存在，请联系管理员。',

  'route.login': '登录',
  'route.workplace': '工作台',
  'route.notFound': '页面不存在',
} as const;

export type MessageKey = keyof typeof zhCN;
export type Messages = Record<MessageKey, string>;
