/** 三员分立 (src/domain/admin-duties.ts): which grants make up which duty, and when a list holds two. */
import { describe, expect, it } from 'vitest';
import { dutiesOf, mixesDuties } from '../../src/domain/admin-duties';

const p = (permissionId: string, ...actionList: string[]) => ({ permissionId, actionList }) as never;

describe('administrator duties', () => {
  it('changing system data is the system duty; reading a unit tree or a counterpart list is no duty', () => {
    expect(dutiesOf([p('unit', 'query'), p('counterpart', 'query', 'get')])).toEqual([]);
    expect(dutiesOf([p('unit', 'edit')])).toEqual(['system']);
    expect(dutiesOf([p('sysUser', 'import')])).toEqual(['system']);
    expect(dutiesOf([p('config', 'edit')])).toEqual(['system']);
  });

  it('any access to roles or the security policy is the security duty, any to the audit log the audit duty', () => {
    expect(dutiesOf([p('role', 'query')])).toEqual(['security']);
    expect(dutiesOf([p('security', 'get')])).toEqual(['security']);
    expect(dutiesOf([p('audit', 'query')])).toEqual(['audit']);
    expect(dutiesOf([p('contract', 'add', 'edit'), p('matter', 'edit')])).toEqual([]);
  });

  it('two duties in one list are mixed, whatever else it holds', () => {
    expect(mixesDuties([p('role', 'query'), p('audit', 'query')])).toBe(true);
    expect(mixesDuties([p('menu', 'add'), p('role', 'edit')])).toBe(true);
    expect(mixesDuties([p('menu', 'add'), p('unit', 'edit'), p('contract', 'query')])).toBe(false);
    expect(mixesDuties([p('actions', 'none')])).toBe(false);
    expect(mixesDuties([p('audit')])).toBe(false);
  });
});
