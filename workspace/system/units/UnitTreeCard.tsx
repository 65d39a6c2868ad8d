/**
 * The unit tree of /system/unit-manage: the whole organisation (getTreeList) with a name search; each
 * node shows its type tag (A, N, U, D, O), an area's level and the judicial-bureau flag.
 */
import { Button, Card, Input, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import { IconPlus } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import type { UnitNode } from '../../../src/domain/system';
import { type MessageKey, t } from '../../../src/i18n';
import { UnitTreeBody, type UnitTreeLoad } from '../pickers/UnitTreeBody';
import { flattenTree, searchTree, topKeys } from '../pickers/unitTreeData';
import { TYPE_COLORS } from './typeColors';

function NodeTitle({ unit }: { unit: UnitNode }) {
  return (
    <span className="system-units__node" data-testid={`unit-node-${unit.id}`}>
      <Tag size="small" color={TYPE_COLORS[unit.type]} title={t(`systemUnits.type.${unit.type}` as MessageKey)}>
        {unit.type}
      </Tag>
      <span>{unit.unitName}</span>
      {unit.areaLevel && (
        <Tag size="small" bordered>
          {t(`systemUnits.level.${unit.areaLevel}` as MessageKey)}
        </Tag>
      )}
      {unit.isJudicialBureau && (
        <Tag size="small" color="red">
          {t('systemUnits.bureau')}
        </Tag>
      )}
    </span>
  );
}

const toData = (nodes: readonly UnitNode[]): TreeDataType[] =>
  nodes.map((n) => ({ key: String(n.id), title: <NodeTitle unit={n} />, children: toData(n.children) }));

export interface UnitTreeCardProps extends UnitTreeLoad {
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
  canAdd: boolean;
  onAddRoot: () => void;
}

export function UnitTreeCard(props: UnitTreeCardProps) {
  const { tree, selectedId } = props;
  const [search, setSearch] = useState('');
  const shown = useMemo(() => searchTree(tree ?? [], search), [tree, search]);
  const treeData = useMemo(() => toData(shown), [shown]);
  const [expanded, setExpanded] = useState<string[]>();
  const searching = !!search.trim();
  const expandedKeys = searching ? flattenTree(shown).map((n) => String(n.id)) : (expanded ?? topKeys(tree ?? []));

  const body = (
    <UnitTreeBody
      load={props}
      treeData={treeData}
      stateClass="system-units__state"
      texts={{ error: t('systemUnits.loadError'), retry: t('systemUnits.retry'), empty: searching ? t('systemUnits.noMatch') : t('systemUnits.empty') }}
      selectedId={selectedId}
      onSelect={props.onSelect}
      expand={{ expandedKeys, onExpand: (keys) => !searching && setExpanded(keys) }}
    />
  );

  return (
    <Card
      className="system-units__tree"
      title={t('systemUnits.treeTitle')}
      data-testid="unit-tree"
      extra={
        props.canAdd && (
          <Button size="mini" type="text" icon={<IconPlus />} onClick={props.onAddRoot} data-testid="unit-add-root">
            {t('systemUnits.addRoot')}
          </Button>
        )
      }
      bodyStyle={{ padding: '12px 8px' }}
    >
      <Input.Search
        allowClear
        size="small"
        placeholder={t('systemUnits.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        data-testid="unit-search"
        style={{ marginBottom: 8 }}
      />
      <div className="system-units__tree-body">{body}</div>
    </Card>
  );
}
