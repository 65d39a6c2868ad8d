import type { pages as source } from '../zh-CN/pages';

/** Generic page states (in progress, not found, chunk and render errors) and route titles. */
export const pages: Record<keyof typeof source, string> = {
  'page.inProgress.title': '頁面建置中',
  'page.inProgress.subtitle': '該功能正在開發，敬請期待。',
  'page.notFound.subtitle': '抱歉，您造訪的頁面不存在。',
  'page.backHome': '返回首頁',
  'page.chunkError.title': '頁面載入失敗',
  'page.chunkError.subtitle': '網路可能不穩定，或系統剛剛更新。',
  'page.retry': '重新載入',
  'page.error.title': '頁面出錯了',
  'page.error.subtitle': '請重新載入頁面；如果問題仍然存在，請聯繫管理員。',
  'route.login': '登入',
  'route.workplace': '工作台',
  'route.notFound': '頁面不存在',
};
