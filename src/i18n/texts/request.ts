import { defineTexts } from '../define';

/** The API client's notices (spec section 8). */
export const request = defineTexts({
  'zh-CN': {
    'request.forbidden': '禁止访问',
    'request.unauthorized': '未授权',
    'request.unauthorizedDescription': '授权验证失败',
    'request.tokenExpired': '登录已过期，请重新登录',
    'request.timeout': '请求超时，请稍后重试',
    'request.network': '网络异常，请检查网络连接',
    'request.canceled': '请求已取消',
    'request.badResponse': '服务器返回了无法识别的数据',
    'request.failed': '请求失败',
  },
  'zh-TW': {
    'request.forbidden': '禁止存取',
    'request.unauthorized': '未授權',
    'request.unauthorizedDescription': '授權驗證失敗',
    'request.tokenExpired': '登入已過期，請重新登入',
    'request.timeout': '請求逾時，請稍後重試',
    'request.network': '網路異常，請檢查網路連線',
    'request.canceled': '請求已取消',
    'request.badResponse': '伺服器傳回了無法識別的資料',
    'request.failed': '請求失敗',
  },
  'en-US': {
    'request.forbidden': 'Forbidden',
    'request.unauthorized': 'Unauthorized',
    'request.unauthorizedDescription': 'Authorization verification failed',
    'request.tokenExpired': 'Your session has expired, please sign in again',
    'request.timeout': 'The request timed out, please try again later',
    'request.network': 'Network error, please check your connection',
    'request.canceled': 'The request was canceled',
    'request.badResponse': 'The server answered with data that could not be read',
    'request.failed': 'The request failed',
  },
  'pt-BR': {
    'request.forbidden': 'Proibido',
    'request.unauthorized': 'Não autorizado',
    'request.unauthorizedDescription': 'Falha na verificação de autorização',
    'request.tokenExpired': 'Sua sessão expirou, entre novamente',
    'request.timeout': 'A requisição expirou, tente novamente mais tarde',
    'request.network': 'Erro de rede, verifique sua conexão',
    'request.canceled': 'A requisição foi cancelada',
    'request.badResponse': 'O servidor respondeu com dados ilegíveis',
    'request.failed': 'A requisição falhou',
  },
});
