/** Generic page states (in progress, not found, chunk and render errors) and route titles. */
export const pages = {
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
