/**
 * The matching locale of each library for each language of the app (Arco: STACK-NOTES gotcha 2).
 * zh-CN is static (the default language); the others are lazy chunks loaded with the language's
 * texts (loadAppLanguage in ./useAppLanguage.ts) before the language is shown.
 */
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Language } from '.';

type ArcoLocale = typeof zhCN;

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

const enUS = () => import('@arco-design/web-react/es/locale/en-US').then((m) => m.default as ArcoLocale);

// Each loader also registers the dayjs locale (Arco's locale modules import theirs too).
// Arco's pt-BR lacks a few newer texts (ColorPicker, calendar formats): those fall back to English.
const LOADERS: Record<Language, () => Promise<ArcoLocale>> = {
  'zh-CN': async () => zhCN,
  'zh-TW': async () => {
    const [arco] = await Promise.all([import('@arco-design/web-react/es/locale/zh-TW'), import('dayjs/locale/zh-tw')]);
    return over(zhCN, arco.default);
  },
  'en-US': enUS,
  'pt-BR': async () => {
    const [base, arco] = await Promise.all([
      enUS(),
      import('@arco-design/web-react/es/locale/pt-BR'),
      import('dayjs/locale/pt-br'),
    ]);
    return over(base, arco.default);
  },
};

const arcoLocales: Partial<Record<Language, ArcoLocale>> = { 'zh-CN': zhCN };

/** Whether the Arco and dayjs locales of `lang` are here (zh-CN always is). */
export function isVendorLocaleLoaded(lang: Language): boolean {
  return arcoLocales[lang] !== undefined;
}

/** Fetches the Arco and dayjs locales of `lang` once. */
export async function loadVendorLocale(lang: Language): Promise<void> {
  arcoLocales[lang] ??= await LOADERS[lang]();
}

/** Arco's locale for `lang`; zh-CN's until that language is loaded. */
export function arcoLocale(lang: Language): ArcoLocale {
  return arcoLocales[lang] ?? zhCN;
}

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
