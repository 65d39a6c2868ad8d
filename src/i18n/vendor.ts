/** The matching locale of each library for each language of the app (Arco: STACK-NOTES gotcha 2). */
import enUS from '@arco-design/web-react/es/locale/en-US';
import ptBR from '@arco-design/web-react/es/locale/pt-BR';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import zhTW from '@arco-design/web-react/es/locale/zh-TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/pt-br';
import type { Language } from '.';

type ArcoLocale = typeof enUS;

/** A locale over a complete base: every text the locale lacks comes from the base. */
function over(base: ArcoLocale, partial: object): ArcoLocale {
  const merge = (b: Record<string, unknown>, p: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(b).map(([k, v]) => {
        const own = p[k];
        if (own === undefined) return [k, v];
        const nested = v && typeof v === 'object' && own && typeof own === 'object';
        return [k, nested ? merge(v as Record<string, unknown>, own as Record<string, unknown>) : own];
      }),
    );
  return merge(base as unknown as Record<string, unknown>, partial as Record<string, unknown>) as unknown as ArcoLocale;
}

// Arco's pt-BR lacks a few newer texts (ColorPicker, calendar formats): those fall back to English.
export const ARCO_LOCALES: Record<Language, ArcoLocale> = {
  'zh-CN': zhCN,
  'zh-TW': over(zhCN, zhTW),
  'en-US': enUS,
  'pt-BR': over(enUS, ptBR),
};
export const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en', 'pt-BR': 'pt-br' };

/** Points dayjs at the language (relative texts and month names in its formats). */
export function applyDayjsLocale(lang: Language): void {
  dayjs.locale(DAYJS_LOCALES[lang]);
}

/**
 * ECharts locale names per language (echarts.init(dom, theme, { locale })). 'ZH' and 'EN' are built
 * into ECharts; zh-TW uses 'ZH' (ECharts ships no Traditional Chinese). 'PT-br' must be registered
 * once in the chart chunk before use: `registerLocale('PT-br', langPTbr)` with
 * `import langPTbr from 'echarts/i18n/langPT-br-obj.js'` (kept out of here so no page without
 * charts downloads ECharts).
 */
export const ECHARTS_LOCALES: Record<Language, string> = { 'zh-CN': 'ZH', 'zh-TW': 'ZH', 'en-US': 'EN', 'pt-BR': 'PT-br' };
