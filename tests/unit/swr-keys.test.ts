import { describe, expect, it } from 'vitest';
import { keyPath } from '../../src/api/swr';

describe('SWR key paths', () => {
  it('reads the path of string and tuple keys only', () => {
    expect(keyPath('sys_message/messageUnread')).toBe('sys_message/messageUnread');
    expect(keyPath(['sys_unit/getComUnitInfo', { unitId: 3 }])).toBe('sys_unit/getComUnitInfo');
    expect(keyPath({ path: 'x' })).toBeUndefined();
  });
});
