/**
 * One namespace of texts, all four languages side by side. The type makes a key missing in any
 * language a compile error; tests/unit/i18n.test.ts checks the same at run time with placeholders.
 */
export const LANGUAGE_CODES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Language = (typeof LANGUAGE_CODES)[number];

export type TextTable<K extends string> = Record<Language, Record<K, string>>;

export function defineTexts<K extends string>(table: TextTable<K>): TextTable<K> {
  return table;
}
