/** The role form's pure helpers: the permission matrix (workspace/system/roles/matrix.ts) and menu access (menuAccess.ts). */
import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSION_IDS } from '../../src/domain/permissions';
import type { MenuNode } from '../../src/domain/system';
import {
  columnFill,
  fromMatrix,
  grantedCount,
  rowFill,
  toggleCell,
  toggleColumn,
  toggleRow,
  toMatrix,
} from '../../workspace/system/roles/matrix';
import { indexMenu, withFolders } from '../../workspace/system/roles/menuAccess';

describe('permission matrix', () => {
  it('reads entries and writes them back in the standard order, without empty rows', () => {
    const m = toMatrix([
      { permissionId: 'role', actionList: ['query'] },
      { permissionId: 'contract', actionList: ['query', 'add'] },
      { permissionId: 'project', actionList: [] },
    ]);
    expect(fromMatrix(m)).toEqual([
      { permissionId: 'role', actionList: ['query'] },
      { permissionId: 'contract', actionList: ['add', 'query'] },
    ]);
  });

  it('toggles cells, rows and columns, and reports their fill', () => {
    let m = toggleCell({}, 'contract', 'get', true);
    expect(rowFill(m, 'contract')).toBe('some');
    m = toggleRow(m, 'contract', true);
    expect(rowFill(m, 'contract')).toBe('all');
    expect(columnFill(m, 'add')).toBe('some');
    m = toggleColumn(m, 'add', true);
    expect(columnFill(m, 'add')).toBe('all');
    expect(grantedCount(m)).toBe(ACTIONS.length + PERMISSION_IDS.length - 1);
    m = toggleColumn(m, 'add', false);
    expect(columnFill(m, 'add')).toBe('none');
    m = toggleRow(m, 'contract', false);
    expect(rowFill(m, 'contract')).toBe('none');
    expect(fromMatrix(m)).toEqual([]);
  });
});

describe('menu access', () => {
  const node = (id: number, pid: number | null, type: number, children: MenuNode[] = []): MenuNode => ({
    id,
    pid,
    title: `m${id}`,
    icon: '',
    path: `/p${id}`,
    type,
    isNewTab: false,
    sort: 0,
    permissionId: null,
    children,
  });
  const tree = [node(1, null, 0, [node(2, 1, 1), node(3, 1, 0, [node(4, 3, 2)])]), node(5, null, 1)];

  it('stores the ticked pages and links with every folder above them, never a folder alone', () => {
    const byId = indexMenu(tree);
    expect(withFolders([4], byId)).toEqual([1, 3, 4]);
    expect(withFolders([2, 5, 1, 99], byId)).toEqual([1, 2, 5]);
    expect(withFolders([3], byId)).toEqual([]);
  });
});
