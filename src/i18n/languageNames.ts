/**
 * Each language's own name (its endonym), shown as is in every language so a reader finds their
 * language whatever the current one is.
 */
import type { Language } from '.';

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'pt-BR': 'Português (Brasil)',
};
