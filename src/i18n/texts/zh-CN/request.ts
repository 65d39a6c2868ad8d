/** The API client's notices (spec section 8). */
export const request = {
  'request.stale': '数据已被他人修改，已重新加载，请核对后再提交',
  'request.forbidden': '禁止访问',
  'request.unauthorized': '未授权',
  'request.unauthorizedDescription': '授权验证失败',
  'request.tokenExpired': '登录已过期，请重新登录',
  'request.timeout': '请求超时，请稍后重试',
  'request.network': '网络异常，请检查网络连接',
  'request.canceled': '请求已取消',
  'request.badResponse': '服务器返回了无法识别的数据',
  'request.failed': '请求失败',
} as const;
