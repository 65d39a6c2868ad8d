/** Which menu entries a role sees: the menu tree with checkboxes (rules in menuAccess.ts). */
import { Empty, Spin, Tree } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import { useMemo } from 'react';
import useSWR from 'swr';
import { getRoleMenuTree, roleKeys } from '../../../src/api/roles';
import type { MenuNode } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { indexMenu, pagesOnly, withFolders } from './menuAccess';
import { failureText } from '../../../src/api/reportFailure';

interface TreeNode {
  key: string;
  title: string;
  children: TreeNode[];
}

const toTreeData = (nodes: MenuNode[]): TreeNode[] =>
  nodes.map((n) => ({ key: String(n.id), title: n.title, children: toTreeData(n.children) }));

export function MenuAccessTree({ value, onChange }: { value: readonly number[]; onChange: (ids: number[]) => void }) {
  const { data, error, isLoading } = useSWR<MenuNode[]>(roleKeys.menuTree, () => getRoleMenuTree());
  const byId = useMemo(() => indexMenu(data ?? []), [data]);
  const treeData = useMemo(() => toTreeData(data ?? []), [data]);
  const checkedKeys = useMemo(() => pagesOnly(value, byId).map(String), [value, byId]);
  if (isLoading) return <Spin />;
  if (error || !data?.length) return <Empty description={error ? failureText(error) : t('systemMenus.empty')} />;
  return (
    <Tree
      checkable
      blockNode
      size="small"
      data-testid="menu-access-tree"
      treeData={treeData}
      checkedKeys={checkedKeys}
      onCheck={(keys) => onChange(withFolders(keys.map(Number), byId))}
    />
  );
}
