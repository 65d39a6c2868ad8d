import { describe, expect, it } from 'vitest';
import { basicChanges } from '../../workspace/account/settings/basicChanges';
import { accountTabOf, accountTabPath } from '../../workspace/account/settings/tabs';
import { maskMobile } from '../../workspace/account/maskMobile';

const profile = { realName: '张三', mobile: '13800001234', email: 'zs@example.com' };

describe('account settings', () => {
  it('sends only what changed, trimmed', () => {
    expect(basicChanges(profile, { realName: ' 张三 ', mobile: '13800001234', email: 'zs@example.com' })).toEqual({});
    expect(basicChanges(profile, { realName: '张三丰', mobile: '13900001234', email: 'new@example.com ' })).toEqual({
      realName: '张三丰',
      mobile: '13900001234',
      email: 'new@example.com',
    });
  });

  it('clears an emptied email but never sends an empty mobile', () => {
    expect(basicChanges(profile, { realName: '张三', mobile: '', email: '' })).toEqual({ email: null });
    expect(basicChanges({ ...profile, email: null }, { realName: '张三', mobile: '13800001234', email: '' })).toEqual({});
  });

  it('maps paths to tabs, basic by default', () => {
    expect(accountTabOf('/account/settings')).toBe('basic');
    expect(accountTabOf('/account/settings/security')).toBe('security');
    expect(accountTabOf('/account/settings/notification/')).toBe('notification');
    expect(accountTabOf('/account/settings/nope')).toBe('basic');
    expect(accountTabPath('custom')).toBe('/account/settings/custom');
  });

  it('masks the middle of a mobile number', () => {
    expect(maskMobile('13800001234')).toBe('138****1234');
    expect(maskMobile('12345')).toBe('12345');
  });
});
