import { afterEach, describe, expect, it } from 'vitest';
import { format, getLanguage, LANGUAGES, MESSAGES, setLanguage, t, translate } from '../../src/i18n';
import { NAMESPACES } from '../../src/i18n/texts';

afterEach(() => {
  setLanguage('zh-CN');
});

describe('i18n', () => {
  it('defaults to zh-CN', () => {
    expect(getLanguage()).toBe('zh-CN');
    expect(t('app.title')).toBe('行政机关合同管理系统');
  });

  it('has the same keys, all non-empty, in every language', () => {
    const keys = Object.keys(MESSAGES['zh-CN']).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(MESSAGES[lang]).sort(), lang).toEqual(keys);
      for (const [key, text] of Object.entries(MESSAGES[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('has all four languages, and no key defined in two namespaces', () => {
    expect([...LANGUAGES].sort()).toEqual(['en-US', 'pt-BR', 'zh-CN', 'zh-TW']);
    const seen = new Set<string>();
    for (const ns of NAMESPACES) {
      for (const key of Object.keys(ns['zh-CN'])) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(MESSAGES['zh-CN'])) {
      for (const lang of LANGUAGES) expect(placeholders(MESSAGES[lang][key as keyof typeof MESSAGES['zh-CN']]), `${lang} ${key}`).toEqual(placeholders(text));
    }
  });

  it('falls back to en-US for an unsupported language', () => {
    expect(setLanguage('xx-XX')).toBe('en-US');
    expect(t('login.submit')).toBe('Sign in');
    expect(translate('fr-FR', 'login.submit')).toBe('Sign in');
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(translate('zh-CN', 'time.daysAgo', { n: 3 })).toBe('3天前');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
