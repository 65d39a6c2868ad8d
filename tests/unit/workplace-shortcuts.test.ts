import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../src/domain/system';
import { shortcutEntries } from '../../workspace/dashboard/shortcuts';

let nextId = 1;
const node = (type: number, path: string, children: MenuNode[] = []): MenuNode => ({
  id: nextId++,
  pid: null,
  title: path,
  icon: '',
  path,
  type,
  isNewTab: false,
  sort: 0,
  permissionId: null,
  children,
});

describe('workplace shortcuts', () => {
  const tree = [
    node(0, '/folder-a', [node(1, '/dashboard/workplace'), node(2, 'https://example.org'), node(1, '/a1')]),
    node(0, '/folder-b', [node(1, '/b1'), node(1, '/b2'), node(1, '/b3'), node(1, '/b4')]),
    node(0, '/folder-c', [node(1, '/c1'), node(1, '/c2'), node(1, '/c3'), node(1, '/c4')]),
  ];

  it('takes the first eight pages in menu order, skipping folders, links and excluded paths', () => {
    expect(shortcutEntries(tree, ['/dashboard/workplace']).map((n) => n.path)).toEqual([
      '/a1',
      '/b1',
      '/b2',
      '/b3',
      '/b4',
      '/c1',
      '/c2',
      '/c3',
    ]);
  });

  it('honours a limit and an empty menu', () => {
    expect(shortcutEntries(tree, [], 2).map((n) => n.path)).toEqual(['/dashboard/workplace', '/a1']);
    expect(shortcutEntries([])).toEqual([]);
  });
});
