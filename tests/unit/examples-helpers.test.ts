import { describe, expect, it } from 'vitest';
import { isMessageMatch } from '../../workspace/examples/search';
import { isPeriodReversed } from '../../workspace/examples/contractForm';

describe('isMessageMatch (the announcements search tab)', () => {
  const message = { title: '合同到期提醒', content: 'Contract HT-2026-001 expires soon' };
  it('matches everything on an empty keyword', () => {
    expect(isMessageMatch(message, '')).toBe(true);
    expect(isMessageMatch(message, '   ')).toBe(true);
  });
  it('matches the title or the content, case-insensitively', () => {
    expect(isMessageMatch(message, '到期')).toBe(true);
    expect(isMessageMatch(message, 'ht-2026')).toBe(true);
  });
  it('rejects a keyword found in neither', () => {
    expect(isMessageMatch(message, '备案')).toBe(false);
  });
});

describe('isPeriodReversed (the test form period rule)', () => {
  it('flags an end before the start only', () => {
    expect(isPeriodReversed(['2026-05-01', '2026-04-30'])).toBe(true);
    expect(isPeriodReversed(['2026-05-01', '2026-05-01'])).toBe(false);
    expect(isPeriodReversed(['2026-05-01', undefined])).toBe(false);
    expect(isPeriodReversed(undefined)).toBe(false);
  });
});
