import type { request as source } from '../zh-CN/request';

/** The API client's notices (spec section 8). */
export const request: Record<keyof typeof source, string> = {
  'request.stale': '資料已被他人修改，已重新載入，請核對後再提交',
  'request.forbidden': '禁止存取',
  'request.unauthorized': '未授權',
  'request.unauthorizedDescription': '授權驗證失敗',
  'request.tokenExpired': '登入已過期，請重新登入',
  'request.timeout': '請求逾時，請稍後重試',
  'request.network': '網路異常，請檢查網路連線',
  'request.canceled': '請求已取消',
  'request.badResponse': '伺服器傳回了無法識別的資料',
  'request.failed': '請求失敗',
};
