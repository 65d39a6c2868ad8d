import { describe, expect, it } from 'vitest';
import { passwordLevel, passwordScore, passwordStrength } from '../../src/domain/password-strength';

describe('passwordScore (spec section 5 formula)', () => {
  it.each([
    ['', 0],
    ['a', 5],
    // 6 distinct lowercase letters: 6 * 5
    ['abcdef', 30],
    // repeats add 5/2, 5/3...: 5 + 2.5 + 1.666 = 9.16 -> 9
    ['aaa', 9],
    // 8 distinct, two classes: 40 + 10
    ['abcdef12', 50],
    // p a s s(2.5) w o r d -> 37.5 -> 37
    ['password', 37],
    // D e m o @ 2 0 2(2.5) 6 -> 42.5, four classes +30 -> 72
    ['Demo@2026', 72],
    // a non-word class alone is still one class
    ['!!!!!!', 12],
    // underscore is a word character but neither digit nor letter: no class, no bonus or penalty
    ['______', 12],
  ])('%j scores %i', (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordScore('密码')).toBe(10 + 0);
  });
});

describe('passwordLevel', () => {
  it.each([
    ['', 'tooShort'],
    ['Ab1@x', 'tooShort'],
    ['aaaaaa', 'low'],
    ['password', 'low'],
    ['abcdef12', 'medium'],
    ['Demo@2026', 'strong'],
    ['Correct-Horse-9', 'strong'],
  ])('%j is %s', (password, level) => {
    expect(passwordLevel(password)).toBe(level);
  });

  it('puts the thresholds at 40 and 60', () => {
    // 8 distinct lowercase = 40: medium; 7 distinct + 1 class bonus... 'abcdefg' = 35: low
    expect(passwordLevel('abcdefgh')).toBe('medium');
    expect(passwordLevel('abcdefg')).toBe('low');
    // 10 distinct + two classes = 60: strong; 9 distinct + two classes = 55: medium
    expect(passwordScore('abcdefgh12')).toBe(60);
    expect(passwordLevel('abcdefgh12')).toBe('strong');
    expect(passwordLevel('abcdefgh1')).toBe('medium');
  });

  it('returns score and level together', () => {
    expect(passwordStrength('Demo@2026')).toEqual({ score: 72, level: 'strong' });
  });
});
