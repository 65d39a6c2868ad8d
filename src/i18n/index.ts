/**
 * A tiny message lookup: `t(key, params)` in the current language, falling back to en-US, then to
 * the key itself. Texts live in ./texts, one namespace per file with all four languages side by side.
 */
import { LANGUAGE_CODES, type Language, type TextTable } from './define';
import { NAMESPACES } from './texts';

export type { Language };

type KeysOf<T> = T extends TextTable<infer K> ? K : never;
export type MessageKey = KeysOf<(typeof NAMESPACES)[number]>;
export type Messages = Record<MessageKey, string>;

export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const FALLBACK_LANGUAGE: Language = 'en-US';

function merge(lang: Language): Messages {
  return Object.assign({}, ...NAMESPACES.map((ns) => ns[lang])) as Messages;
}

export const MESSAGES: Record<Language, Messages> = Object.fromEntries(
  LANGUAGE_CODES.map((lang) => [lang, merge(lang)]),
) as Record<Language, Messages>;
export const LANGUAGES: readonly Language[] = LANGUAGE_CODES;

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
