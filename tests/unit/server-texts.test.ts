import { describe, expect, it } from 'vitest';
import { entityNames, LANGS, pickLang, serverTexts, translate } from '../../server/http/messages';

describe('server texts', () => {
  it('has every text in every language, with the same placeholders', () => {
    for (const [key, texts] of Object.entries({ ...serverTexts, ...entityNames })) {
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
      for (const lang of LANGS) {
        expect(texts[lang], `${key} ${lang}`).toBeTruthy();
        expect(placeholders(texts[lang]), `${key} ${lang}`).toBe(placeholders(texts['zh-CN']));
      }
    }
  });
  it('fills placeholders and names entities in the language', () => {
    expect(translate('zh-CN', 'notFound', { what: 'unit' })).toBe('单位不存在');
    expect(translate('en-US', 'notFound', { what: 'unit' })).toBe('Unit not found');
    expect(translate('en-US', 'throttled', { minutes: 3 })).toContain('3 minutes');
  });
  it('picks the language from the lang header, then Accept-Language: zh-CN when none is named, en-US when none named is supported', () => {
    expect(pickLang('en-US', 'zh-CN')).toBe('en-US');
    expect(pickLang(undefined, 'pt-BR,pt;q=0.9')).toBe('pt-BR');
    expect(pickLang(undefined, 'zh-HK')).toBe('zh-TW');
    expect(pickLang(undefined, 'en-GB,en;q=0.8')).toBe('en-US');
    expect(pickLang(undefined, 'fr-FR')).toBe('en-US');
    expect(pickLang('ja', undefined)).toBe('en-US');
    expect(pickLang('xx', 'fr-FR,zh;q=0.5')).toBe('zh-CN');
    expect(pickLang(undefined, undefined)).toBe('zh-CN');
    expect(pickLang('', '*')).toBe('zh-CN');
  });
});
