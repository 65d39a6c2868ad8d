// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import useSWR, { mutate } from 'swr';
import { describe, expect, it } from 'vitest';
import { forgetPrefixes, keyPath } from '../../src/api/swr';

describe('SWR key paths', () => {
  it('reads the path of string and tuple keys only', () => {
    expect(keyPath('sys_message/messageUnread')).toBe('sys_message/messageUnread');
    expect(keyPath(['sys_unit/getComUnitInfo', { unitId: 3 }])).toBe('sys_unit/getComUnitInfo');
    expect(keyPath({ path: 'x' })).toBeUndefined();
  });

  it('forgets the cached reads under the given paths and keeps the others', async () => {
    const list = ['backlog/queryWaiting', { q: '{"keyword":"HT-1"}', backend: 'admin' }] as const;
    const rows = { records: [{ matterId: 1 }] };
    // Two views read and leave (as a page left behind): their answers stay in the cache.
    const a = renderHook(() => useSWR(list, async () => rows));
    await waitFor(() => expect(a.result.current.data).toEqual(rows));
    a.unmount();
    const b = renderHook(() => useSWR('workflow/counts', async () => ({ backlog: 3 })));
    await waitFor(() => expect(b.result.current.data).toEqual({ backlog: 3 }));
    b.unmount();
    // With no data given, mutate answers what the cache holds (nothing is mounted to refetch).
    expect(await mutate(list)).toEqual(rows);
    await forgetPrefixes(['backlog/', 'approval/']);
    expect(await mutate(list)).toBeUndefined();
    expect(await mutate('workflow/counts')).toEqual({ backlog: 3 });
  });
});
