import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoForward,
  EMPTY_STACK,
  HISTORY_LIMIT,
  type HistoryStack,
  parseStack,
  visit,
} from '../../src/layouts/main/historyStack';

const e = (key: string, path = `/${key}`) => ({ key, path });
const pushAll = (...keys: string[]): HistoryStack => keys.reduce((s, k) => visit(s, e(k), 'PUSH'), EMPTY_STACK);

describe('history stack (previous / next page buttons)', () => {
  it('starts with both directions unavailable', () => {
    const s = visit(EMPTY_STACK, e('a'), 'POP');
    expect(s).toEqual({ entries: [e('a')], index: 0 });
    expect(canGoBack(s)).toBe(false);
    expect(canGoForward(s)).toBe(false);
    expect(canGoBack(EMPTY_STACK)).toBe(false);
    expect(canGoForward(EMPTY_STACK)).toBe(false);
  });

  it('can go back after a navigation, and forward after going back', () => {
    const s = pushAll('a', 'b', 'c');
    expect(s.index).toBe(2);
    expect(canGoBack(s)).toBe(true);
    expect(canGoForward(s)).toBe(false);
    const back = visit(s, e('b'), 'POP');
    expect(back.index).toBe(1);
    expect(canGoForward(back)).toBe(true);
    const twoBack = visit(back, e('a'), 'POP');
    expect(twoBack.index).toBe(0);
    expect(canGoBack(twoBack)).toBe(false);
    expect(visit(twoBack, e('c'), 'POP').index).toBe(2); // history.go(2)
  });

  it('truncates the forward part on a new navigation', () => {
    const back = visit(pushAll('a', 'b', 'c'), e('a'), 'POP');
    const s = visit(back, e('d'), 'PUSH');
    expect(s.entries.map((x) => x.key)).toEqual(['a', 'd']);
    expect(canGoForward(s)).toBe(false);
  });

  it('replaces the current entry on a replace', () => {
    const s = visit(pushAll('a', 'b'), e('c'), 'REPLACE');
    expect(s).toEqual({ entries: [e('a'), e('c')], index: 1 });
  });

  it('leaves the stack alone when the location did not move (reload, re-render)', () => {
    const s = pushAll('a', 'b');
    expect(visit(s, e('b'), 'POP')).toBe(s);
    expect(visit(s, e('b', '/b?x=1'), 'REPLACE').entries[1]).toEqual(e('b', '/b?x=1'));
  });

  it('pushes a location it never saw, even when reached by the browser buttons', () => {
    const s = visit(pushAll('a', 'b'), e('zz'), 'POP');
    expect(s.entries.map((x) => x.key)).toEqual(['a', 'b', 'zz']);
  });

  it('tells apart entries without router state by their path', () => {
    const s = visit(visit(EMPTY_STACK, e('default', '/x'), 'POP'), e('default', '/y'), 'POP');
    expect(s.entries).toEqual([e('default', '/x'), e('default', '/y')]);
    expect(visit(s, e('default', '/x'), 'POP').index).toBe(0);
  });

  it('keeps at most HISTORY_LIMIT entries', () => {
    const keys = Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => `k${i}`);
    const s = pushAll(...keys);
    expect(s.entries).toHaveLength(HISTORY_LIMIT);
    expect(s.index).toBe(HISTORY_LIMIT - 1);
    expect(s.entries[0]!.key).toBe('k5');
  });

  it('reads back what it stored, and malformed storage as empty', () => {
    const s = pushAll('a', 'b');
    expect(parseStack(JSON.stringify(s))).toEqual(s);
    expect(parseStack(null)).toBe(EMPTY_STACK);
    expect(parseStack('not json')).toBe(EMPTY_STACK);
    expect(parseStack(JSON.stringify({ entries: [e('a')], index: 3 }))).toBe(EMPTY_STACK);
    expect(parseStack(JSON.stringify({ entries: [{ key: 1 }], index: 0 }))).toBe(EMPTY_STACK);
  });
});
