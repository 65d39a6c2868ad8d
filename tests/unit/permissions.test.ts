import { describe, expect, it } from 'vitest';
import { hasPermission, mergePermissions, type PermissionEntry } from '../../src/domain/permissions';

const entries: PermissionEntry[] = [
  { permissionId: 'contract', actionList: ['query', 'get', 'add'] },
  { permissionId: 'menu', actionList: [] },
];

describe('hasPermission', () => {
  it('grants an action listed for the permission id', () => {
    expect(hasPermission(entries, 'contract.add')).toBe(true);
    expect(hasPermission(entries, 'contract.query')).toBe(true);
  });
  it('refuses an action not listed, or an unknown id', () => {
    expect(hasPermission(entries, 'contract.delete')).toBe(false);
    expect(hasPermission(entries, 'unit.query')).toBe(false);
    expect(hasPermission([], 'contract.query')).toBe(false);
  });
  it('treats a bare id as "any action", which an empty action list does not give', () => {
    expect(hasPermission(entries, 'contract')).toBe(true);
    expect(hasPermission(entries, 'menu')).toBe(false);
    expect(hasPermission(entries, 'menu.query')).toBe(false);
  });
  it('does not confuse ids that share a prefix', () => {
    expect(hasPermission([{ permissionId: 'contractTemplate', actionList: ['add'] }], 'contract.add')).toBe(false);
  });
});

describe('mergePermissions', () => {
  it('unions the actions of several roles, each id once, actions in canonical order', () => {
    const merged = mergePermissions([
      { permissionId: 'contract', actionList: ['export', 'query'] },
      { permissionId: 'contract', actionList: ['add', 'query'] },
      { permissionId: 'tag', actionList: ['get'] },
    ]);
    expect(merged).toEqual([
      { permissionId: 'contract', actionList: ['add', 'query', 'export'] },
      { permissionId: 'tag', actionList: ['get'] },
    ]);
  });
});
