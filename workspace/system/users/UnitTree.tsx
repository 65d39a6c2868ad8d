/**
 * The unit tree on the left of the user list: the whole organisation (admin_sys_unit/getTreeList) for
 * callers holding unit.query, else the caller's data-scope tree (getDHTreeList). Selecting a unit
 * filters the list; "全部单位" clears the filter.
 */
import { Button, Card, Checkbox, Empty, Spin, Tree, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import { useMemo } from 'react';
import type { UnitNode } from '../../../src/domain/system';
import { t } from '../../../src/i18n';

const toTreeData = (nodes: readonly UnitNode[]): TreeDataType[] =>
  nodes.map((n) => ({ key: String(n.id), title: n.unitName, children: toTreeData(n.children) }));

/** Keys of the first two levels: open at first, the rest on demand. */
const topKeys = (nodes: readonly UnitNode[], depth = 2): string[] =>
  depth <= 0 ? [] : nodes.flatMap((n) => [String(n.id), ...topKeys(n.children, depth - 1)]);

export interface UnitTreeProps {
  tree: UnitNode[] | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  unitId: number | undefined;
  includeChildren: boolean;
  onSelect: (unitId: number | undefined) => void;
  onIncludeChildren: (value: boolean) => void;
}

export function UnitTree(props: UnitTreeProps) {
  const { tree, error, loading, unitId } = props;
  const treeData = useMemo(() => toTreeData(tree ?? []), [tree]);
  const expanded = useMemo(() => topKeys(tree ?? []), [tree]);
  let body: React.ReactNode;
  if (loading && !tree) body = <Spin className="system-users__tree-state" />;
  else if (error)
    body = (
      <Empty
        className="system-users__tree-state"
        description={
          <>
            {t('systemUsers.units.error')}{' '}
            <Button size="mini" type="text" onClick={props.onRetry}>
              {t('systemUsers.error.retry')}
            </Button>
          </>
        }
      />
    );
  else if (!treeData.length) body = <Empty className="system-users__tree-state" description={t('systemUsers.units.empty')} />;
  else
    body = (
      <Tree
        blockNode
        size="small"
        treeData={treeData}
        defaultExpandedKeys={expanded}
        selectedKeys={unitId ? [String(unitId)] : []}
        onSelect={(keys) => props.onSelect(keys[0] ? Number(keys[0]) : undefined)}
      />
    );
  return (
    <Card className="system-users__tree" data-testid="user-unit-tree" bodyStyle={{ padding: '12px 8px' }}>
      <div className="system-users__tree-head">
        <Typography.Text bold>{t('systemUsers.units.title')}</Typography.Text>
        <Checkbox checked={props.includeChildren} onChange={(v: boolean) => props.onIncludeChildren(v)}>
          {t('systemUsers.units.includeChildren')}
        </Checkbox>
      </div>
      <Button
        long
        size="small"
        type={unitId ? 'secondary' : 'primary'}
        className="system-users__all"
        onClick={() => props.onSelect(undefined)}
        data-testid="user-unit-all"
      >
        {t('systemUsers.units.all')}
      </Button>
      <div className="system-users__tree-body">{body}</div>
    </Card>
  );
}
