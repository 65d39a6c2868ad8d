import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../src/i18n';
import { relativeTime } from '../../src/utils/relativeTime';

// en-US and pt-BR texts are lazy chunks in the app.
beforeAll(async () => {
  await loadLanguage('en-US');
  await loadLanguage('pt-BR');
});

const now = new Date('2026-03-31T12:00:00Z').getTime();
const ago = (ms: number) => now - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime (zh-CN)', () => {
  it.each([
    [0, '刚刚'],
    [59_999, '刚刚'],
    [MIN, '1分钟前'],
    [59 * MIN, '59分钟前'],
    [HOUR, '1小时前'],
    [23 * HOUR + 59 * MIN, '23小时前'],
    [DAY, '昨天'],
    [2 * DAY - 1, '昨天'],
    [2 * DAY, '2天前'],
    [29 * DAY, '29天前'],
    [30 * DAY - 1, '29天前'],
    [30 * DAY, '1个月前'],
    [59 * DAY, '1个月前'],
    [60 * DAY, '2个月前'],
    [400 * DAY, '13个月前'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now, 'zh-CN')).toBe(text);
  });

  it('reads a future time as just now', () => {
    expect(relativeTime(now + HOUR, now, 'zh-CN')).toBe('刚刚');
  });

  it('takes dates and date strings', () => {
    expect(relativeTime(new Date(ago(3 * HOUR)), new Date(now), 'zh-CN')).toBe('3小时前');
    expect(relativeTime('2026-03-29T12:00:00Z', now, 'zh-CN')).toBe('2天前');
  });

  it('reads an invalid time as --', () => {
    expect(relativeTime('not a date', now, 'zh-CN')).toBe('--');
  });
});

describe('relativeTime (en-US)', () => {
  it('uses the English texts', () => {
    expect(relativeTime(ago(10), now, 'en-US')).toBe('just now');
    expect(relativeTime(ago(5 * MIN), now, 'en-US')).toBe('5 minutes ago');
    expect(relativeTime(ago(DAY), now, 'en-US')).toBe('yesterday');
    expect(relativeTime(ago(3 * DAY), now, 'en-US')).toBe('3 days ago');
    expect(relativeTime(ago(90 * DAY), now, 'en-US')).toBe('3 months ago');
  });

  it('says one in the singular', () => {
    expect(relativeTime(ago(MIN), now, 'en-US')).toBe('1 minute ago');
    expect(relativeTime(ago(HOUR + 5 * MIN), now, 'en-US')).toBe('1 hour ago');
    expect(relativeTime(ago(45 * DAY), now, 'en-US')).toBe('1 month ago');
    expect(relativeTime(ago(2 * MIN), now, 'en-US')).toBe('2 minutes ago');
  });
});

describe('relativeTime (pt-BR)', () => {
  it('takes the singular and the plural', () => {
    expect(relativeTime(ago(MIN), now, 'pt-BR')).toBe('há 1 minuto');
    expect(relativeTime(ago(45 * DAY), now, 'pt-BR')).toBe('há 1 mês');
    expect(relativeTime(ago(3 * HOUR), now, 'pt-BR')).toBe('há 3 horas');
  });
});
