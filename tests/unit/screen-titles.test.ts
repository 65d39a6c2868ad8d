/** Wall and widget titles as shown (screens/engine/labels.ts shownTitle): seeded ones follow the language. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCREENS } from '../../server/seed/screens';
import { DEFAULT_LANGUAGE, loadLanguage, setLanguage } from '../../src/i18n';
import { shownTitle } from '../../screens/engine/labels';

const CJK = /[\u3400-\u9fff]/;

describe('shownTitle', () => {
  beforeAll(async () => {
    await loadLanguage('en-US');
    setLanguage('en-US');
  });
  afterAll(() => {
    setLanguage(DEFAULT_LANGUAGE);
  });

  it('shows every title the installation seeds in English', () => {
    const untranslated = DEFAULT_SCREENS.flatMap((s) => [s.title, ...s.widgets.map((w) => w.title)])
      .filter((title) => title.length > 0)
      .filter((title) => CJK.test(shownTitle(title)));
    expect(untranslated).toEqual([]);
    expect(shownTitle('合同管理指挥中心')).toBe('Contract command centre');
  });

  it('keeps a title someone typed', () => {
    expect(shownTitle('杭州市合同监管大屏')).toBe('杭州市合同监管大屏');
    expect(shownTitle('')).toBe('');
  });

  it('is the seeded title itself in Chinese', () => {
    setLanguage(DEFAULT_LANGUAGE);
    expect(shownTitle('合同数量')).toBe('合同数量');
    setLanguage('en-US');
  });
});
