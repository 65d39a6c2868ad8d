/**
 * The unit tree on the left of the user list: the whole organisation (admin_sys_unit/getTreeList) for
 * callers holding unit.query, else the caller's data-scope tree (getDHTreeList). Selecting a unit
 * filters the list; "全部单位" clears the filter.
 */
import { Button, Card, Checkbox, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import { useMemo } from 'react';
import type { UnitNode } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { UnitTreeBody, type UnitTreeLoad } from '../pickers/UnitTreeBody';
import { topKeys } from '../pickers/unitTreeData';

const toTreeData = (nodes: readonly UnitNode[]): TreeDataType[] =>
  nodes.map((n) => ({ key: String(n.id), title: n.unitName, children: toTreeData(n.children) }));

export interface UnitTreeProps extends UnitTreeLoad {
  unitId: number | undefined;
  includeChildren: boolean;
  onSelect: (unitId: number | undefined) => void;
  onIncludeChildren: (value: boolean) => void;
}

export function UnitTree(props: UnitTreeProps) {
  const { tree, unitId } = props;
  const treeData = useMemo(() => toTreeData(tree ?? []), [tree]);
  const expanded = useMemo(() => topKeys(tree ?? []), [tree]);
  const body = (
    <UnitTreeBody
      load={props}
      treeData={treeData}
      stateClass="system-users__tree-state"
      texts={{ error: t('systemUsers.units.error'), retry: t('systemUsers.error.retry'), empty: t('systemUsers.units.empty') }}
      selectedId={unitId}
      onSelect={props.onSelect}
      expand={{ defaultExpandedKeys: expanded }}
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
