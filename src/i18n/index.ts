/**
 * A tiny message lookup: `t(key, params)` in the current language, falling back to en-US, then to
 * the key itself. The shell issue adds zh-TW and pt-BR and wires the language to the preferences.
 */
import { enUS } from './locales/en-US';
import { type MessageKey, type Messages, zhCN } from './locales/zh-CN';

export type { MessageKey, Messages };

export const DEFAULT_LANGUAGE = 'zh-CN';
export const FALLBACK_LANGUAGE = 'en-US';

export const MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS } as const satisfies Record<string, Messages>;
export type Language = keyof typeof MESSAGES;
export const LANGUAGES = Object.keys(MESSAGES) as Language[];

export type MessageParams = Record<string, string | number>;

let current: Language = DEFAULT_LANGUAGE;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

export function getLanguage(): Language {
  return current;
}

/** Sets the current language; an unsupported value selects the fallback language. */
export function setLanguage(lang: string): Language {
  current = isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
  return current;
}

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The text of `key` in `lang` (default: the current language). */
export function translate(lang: string, key: MessageKey, params?: MessageParams): string {
  const table: Partial<Messages> = isLanguage(lang) ? MESSAGES[lang] : MESSAGES[FALLBACK_LANGUAGE];
  const text = table[key] ?? MESSAGES[FALLBACK_LANGUAGE][key] ?? key;
  return format(text, params);
}

export function t(key: MessageKey, params?: MessageParams): string {
  return translate(current, key, params);
}
