import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  getLanguage,
  isLanguageLoaded,
  LANGUAGES,
  type Language,
  loadLanguage,
  type Messages,
  setLanguage,
  t,
  translate,
} from '../../src/i18n';
import * as enUS from '../../src/i18n/texts/en-US';
import * as ptBR from '../../src/i18n/texts/pt-BR';
import * as zhCN from '../../src/i18n/texts/zh-CN';
import * as zhTW from '../../src/i18n/texts/zh-TW';

/** Each language's modules, imported directly (the app loads all but zh-CN lazily). */
const MODULES: Record<Language, { NAMESPACES: Record<string, Record<string, string>>; TEXTS: Messages }> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
};
const SOURCE = MODULES['zh-CN'];

afterEach(() => {
  setLanguage('zh-CN');
});

describe('i18n texts', () => {
  it('has all four languages', () => {
    expect([...LANGUAGES].sort()).toEqual(['en-US', 'pt-BR', 'zh-CN', 'zh-TW']);
  });

  it('has the same namespaces and keys, all non-empty, in every language', () => {
    const keys = Object.keys(SOURCE.TEXTS).sort();
    for (const lang of LANGUAGES) {
      const { NAMESPACES, TEXTS } = MODULES[lang];
      expect(Object.keys(NAMESPACES).sort(), lang).toEqual(Object.keys(SOURCE.NAMESPACES).sort());
      for (const [name, ns] of Object.entries(NAMESPACES)) {
        expect(Object.keys(ns).sort(), `${lang} ${name}`).toEqual(Object.keys(SOURCE.NAMESPACES[name] ?? {}).sort());
      }
      expect(Object.keys(TEXTS).sort(), lang).toEqual(keys);
      for (const [key, text] of Object.entries(TEXTS)) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('defines no key in two namespaces', () => {
    const seen = new Set<string>();
    for (const ns of Object.values(SOURCE.NAMESPACES)) {
      for (const key of Object.keys(ns)) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(SOURCE.TEXTS)) {
      for (const lang of LANGUAGES) {
        expect(placeholders(MODULES[lang].TEXTS[key as keyof Messages]), `${lang} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});

describe('i18n lookup', () => {
  it('defaults to zh-CN, which is there without loading', () => {
    expect(getLanguage()).toBe('zh-CN');
    expect(isLanguageLoaded('zh-CN')).toBe(true);
    expect(t('app.title')).toBe('行政机关合同管理系统');
  });

  it('answers with the key for a language not loaded yet, then with its texts once loaded', async () => {
    expect(isLanguageLoaded('zh-TW')).toBe(false);
    expect(translate('zh-TW', 'app.title')).toBe('app.title');
    await expect(loadLanguage('zh-TW')).resolves.toBe('zh-TW');
    expect(isLanguageLoaded('zh-TW')).toBe(true);
    expect(translate('zh-TW', 'app.title')).toBe(zhTW.TEXTS['app.title']);
  });

  describe('with every language loaded', () => {
    beforeAll(async () => {
      await Promise.all(LANGUAGES.map(loadLanguage));
    });

    it('serves the texts of each language module', () => {
      for (const lang of LANGUAGES) {
        setLanguage(lang);
        for (const key of Object.keys(SOURCE.TEXTS) as (keyof Messages)[]) expect(t(key)).toBe(MODULES[lang].TEXTS[key]);
      }
    });

    it('falls back to en-US for an unsupported language', async () => {
      await expect(loadLanguage('fr-FR')).resolves.toBe('en-US');
      expect(setLanguage('xx-XX')).toBe('en-US');
      expect(t('login.submit')).toBe('Sign in');
      expect(translate('fr-FR', 'login.submit')).toBe('Sign in');
    });
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(translate('zh-CN', 'time.daysAgo', { n: 3 })).toBe('3天前');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('plural forms of counts', () => {
  beforeAll(async () => {
    await loadLanguage('en-US');
    await loadLanguage('pt-BR');
  });

  it('takes the singular text (`<key>.one`) when the language puts the count in the singular', () => {
    expect(translate('en-US', 'contractLists.total', { total: 1 })).toBe('1 contract');
    expect(translate('en-US', 'contractLists.total', { total: 2 })).toBe('2 contracts');
    expect(translate('en-US', 'contractLists.total', { total: 0 })).toBe('0 contracts');
    expect(translate('pt-BR', 'systemUsers.total', { total: 1 })).toBe('1 usuário');
    expect(translate('pt-BR', 'systemUsers.total', { total: 5 })).toBe('5 usuários');
    expect(translate('en-US', 'workflow.readDone', { count: 1 })).toBe('1 copy marked read');
  });

  it('Chinese has one form; a text without a singular, or a count given as text, is the text itself', () => {
    expect(translate('zh-CN', 'contractLists.total', { total: 1 })).toBe('共 1 份合同');
    expect(translate('zh-CN', 'contractLists.total', { total: 2 })).toBe('共 2 份合同');
    expect(translate('en-US', 'workflow.count.waiting', { count: 1 })).toBe('1 waiting');
    expect(translate('en-US', 'contractLists.total', { total: '1' })).toBe('1 contracts');
  });

  it('gives every singular form a plural text in every language', () => {
    for (const lang of LANGUAGES) {
      const texts = MODULES[lang].TEXTS as Record<string, string>;
      for (const key of Object.keys(texts).filter((k) => k.endsWith('.one'))) expect(texts[key.slice(0, -4)], `${lang} ${key}`).toBeDefined();
    }
  });
});
