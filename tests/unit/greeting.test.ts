import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../src/i18n';
import { greeting, greetingPeriod } from '../../src/utils/greeting';

// en-US texts are a lazy chunk in the app.
beforeAll(async () => {
  await loadLanguage('en-US');
});

describe('greeting by hour (spec section 5)', () => {
  it.each([
    [0, 'morning', '早上好'],
    [8, 'morning', '早上好'],
    [9, 'forenoon', '上午好'],
    [11, 'forenoon', '上午好'],
    [12, 'noon', '中午好'],
    [13, 'noon', '中午好'],
    [14, 'afternoon', '下午好'],
    [19, 'afternoon', '下午好'],
    [20, 'evening', '晚上好'],
    [23, 'evening', '晚上好'],
  ])('hour %i is %s (%s)', (hour, period, text) => {
    expect(greetingPeriod(hour)).toBe(period);
    expect(greeting(hour, 'zh-CN')).toBe(text);
  });

  it('reads the local hour of a date', () => {
    expect(greeting(new Date(2026, 0, 1, 12, 30), 'zh-CN')).toBe('中午好');
  });

  it('speaks English too', () => {
    expect(greeting(21, 'en-US')).toBe('Good evening');
  });
});
