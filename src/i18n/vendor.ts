/** The matching locale of each library for each language of the app (Arco: STACK-NOTES gotcha 2). */
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Language } from '.';

export const ARCO_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } satisfies Record<Language, unknown>;
export const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

/** Points dayjs at the language (relative texts and month names in its formats). */
export function applyDayjsLocale(lang: Language): void {
  dayjs.locale(DAYJS_LOCALES[lang]);
}
