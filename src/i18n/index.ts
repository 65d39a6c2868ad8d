/**
 * A tiny message lookup: `t(key, params)` in the current language, else the key itself. Texts live in
 * ./texts/<language>/, one file per namespace. zh-CN (the default language and the source of the keys)
 * is in the entry chunk; zh-TW, en-US and pt-BR are lazy chunks: `loadLanguage()` fetches one, and the
 * app makes a language current only once it is loaded (main.tsx at start-up, useAppLanguage on a
 * switch), so `t()` stays synchronous and never shows keys. The compiler keeps every language's keys
 * the same as zh-CN's.
 */
import { type MessageKey, type Messages, TEXTS as ZH_CN } from './texts/zh-CN';

export type { MessageKey, Messages };

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** The language of an app_language value the app does not know (spec section 9). */
export const FALLBACK_LANGUAGE: Language = 'en-US';

const LOADERS: Record<Language, () => Promise<Messages>> = {
  'zh-CN': async () => ZH_CN,
  'zh-TW': () => import('./texts/zh-TW').then((m) => m.TEXTS),
  'en-US': () => import('./texts/en-US').then((m) => m.TEXTS),
  'pt-BR': () => import('./texts/pt-BR').then((m) => m.TEXTS),
};

const loaded: Partial<Record<Language, Messages>> = { 'zh-CN': ZH_CN };
const loading = new Map<Language, Promise<Messages>>();

export type MessageParams = Record<string, string | number>;

let current: Language = DEFAULT_LANGUAGE;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the app uses for a preference value: itself if supported, else the fallback. */
export function resolveLanguage(value: unknown): Language {
  return isLanguage(value) ? value : FALLBACK_LANGUAGE;
}

/** Whether the texts of `lang` are here (zh-CN always is). */
export function isLanguageLoaded(lang: Language): boolean {
  return loaded[lang] !== undefined;
}

/**
 * Fetches the texts of a language (resolved as setLanguage does) once; resolves to that language.
 * A failed fetch rejects and may be retried.
 */
export function loadLanguage(lang: string): Promise<Language> {
  const target = resolveLanguage(lang);
  if (loaded[target]) return Promise.resolve(target);
  let pending = loading.get(target);
  if (!pending) {
    pending = LOADERS[target]().then(
      (texts) => {
        loaded[target] = texts;
        loading.delete(target);
        return texts;
      },
      (error: unknown) => {
        loading.delete(target);
        throw error;
      },
    );
    loading.set(target, pending);
  }
  return pending.then(() => target);
}

export function getLanguage(): Language {
  return current;
}

/**
 * Sets the current language; an unsupported value selects the fallback language. Load it first
 * (loadLanguage): until its texts are here, `t()` answers with the keys.
 */
export function setLanguage(lang: string): Language {
  current = resolveLanguage(lang);
  return current;
}

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The count a text's plural form follows: its `n`, `count` or `total` parameter. */
const COUNT_PARAMS = ['n', 'count', 'total'] as const;
/** One plural-rules object per language (each costs a little to make). */
const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * The key of the text to show: `<key>.one` when the language puts the count in the singular and that
 * form exists ("1 contract", "há 1 mês"; Chinese has one form), else `key`.
 */
function pluralKey(language: Language, table: Partial<Messages> | undefined, key: MessageKey, params?: MessageParams): MessageKey {
  const count = COUNT_PARAMS.map((p) => params?.[p]).find((v): v is number => typeof v === 'number');
  if (count === undefined) return key;
  const one = `${key}.one`;
  if (!table || !(one in table)) return key;
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count) === 'one' ? (one as MessageKey) : key;
}

/**
 * The text of `key` in `lang` (an unsupported one reads as the fallback), in the count's plural form;
 * the key itself if not loaded.
 */
export function translate(lang: string, key: MessageKey, params?: MessageParams): string {
  const language = resolveLanguage(lang);
  const table: Partial<Messages> | undefined = loaded[language];
  const shown = pluralKey(language, table, key, params);
  return format(table?.[shown] ?? key, params);
}

export function t(key: MessageKey, params?: MessageParams): string {
  return translate(current, key, params);
}

/** The zh-CN texts under each prefix, by text (seededText). */
const seededByPrefix = new Map<string, Map<string, MessageKey>>();

/**
 * A stored name (a menu entry's, a wall's or a widget's title) in the current language while it is
 * still the zh-CN text of a key under `prefix` (what the installation seeded it with); a name someone
 * typed stays as typed.
 */
export function seededText(stored: string, prefix: string): string {
  let byText = seededByPrefix.get(prefix);
  if (!byText) {
    byText = new Map(
      (Object.entries(ZH_CN) as [MessageKey, string][]).filter(([key]) => key.startsWith(prefix)).map(([key, text]): [string, MessageKey] => [text, key]),
    );
    seededByPrefix.set(prefix, byText);
  }
  const key = byText.get(stored);
  return key ? t(key) : stored;
}
