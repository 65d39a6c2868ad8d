import { describe, expect, it } from 'vitest';
import { downloadUrl, previewUrl } from '../../src/api/files';
import { keyPath } from '../../src/api/swr';

describe('file links (token in the query)', () => {
  it('builds the download and preview links under the admin base', () => {
    expect(downloadUrl(12, 'abc')).toBe('/api/admin/sys_files/downloadFile/12?token=abc');
    expect(previewUrl(7, 'abc')).toBe('/api/admin/sys_files/previewFile/7?token=abc');
  });

  it('escapes the token and leaves it out when there is none', () => {
    expect(downloadUrl(3, 'a+b/c=')).toBe('/api/admin/sys_files/downloadFile/3?token=a%2Bb%2Fc%3D');
    expect(downloadUrl(3, null)).toBe('/api/admin/sys_files/downloadFile/3');
  });
});

describe('SWR key paths', () => {
  it('reads the path of string and tuple keys only', () => {
    expect(keyPath('sys_message/messageUnread')).toBe('sys_message/messageUnread');
    expect(keyPath(['sys_unit/getComUnitInfo', { unitId: 3 }])).toBe('sys_unit/getComUnitInfo');
    expect(keyPath({ path: 'x' })).toBeUndefined();
  });
});
