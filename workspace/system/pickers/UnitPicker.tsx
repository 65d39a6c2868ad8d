/**
 * UnitPicker: an Arco TreeSelect over one tree of the getTreeList family (docs/api/units.md "The tree
 * filters"), with search by name; single (value: a unit id) or multiple (value: unit ids).
 * `kind` picks the tree: all (getTreeList, unit.query; `types` keeps only those types), PT, DS, SS, DH.
 */
import { TreeSelect } from '@arco-design/web-react';
import '@arco-design/web-react/es/TreeSelect/style/css.js';
import { useMemo } from 'react';
import useSWR from 'swr';
import { getUnitTree, type UnitTreeKind, unitsAdminKeys } from '../../../src/api/units-admin';
import type { UnitNode, UnitType } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { toTreeData } from './unitTreeData';

interface CommonProps {
  kind?: UnitTreeKind;
  types?: readonly UnitType[];
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  'data-testid'?: string;
}
export type UnitPickerProps = CommonProps &
  (
    | { multiple?: false; value?: number | undefined; onChange?: (value: number | undefined) => void }
    | { multiple: true; value?: number[] | undefined; onChange?: (value: number[]) => void }
  );

/** The tree a picker offers (cached per tree and types): shared by the pickers and the filter pages. */
export function useUnitTree(kind: UnitTreeKind, types?: readonly UnitType[]) {
  return useSWR<UnitNode[]>(unitsAdminKeys.tree(kind, types), () => getUnitTree(kind, types));
}

export function UnitPicker(props: UnitPickerProps) {
  const { kind = 'DH', types } = props;
  const tree = useUnitTree(kind, types);
  const treeData = useMemo(() => toTreeData(tree.data ?? []), [tree.data]);
  const value = props.multiple ? (props.value ?? []).map(String) : props.value === undefined ? undefined : String(props.value);
  const change = (v: unknown) => {
    if (props.multiple) {
      const keys = (Array.isArray(v) ? v : []) as (string | { value: string })[];
      props.onChange?.(keys.map((k) => Number(typeof k === 'string' ? k : k.value)));
    } else props.onChange?.(v === undefined || v === null || v === '' ? undefined : Number(v));
  };
  return (
    <TreeSelect
      data-testid={props['data-testid']}
      style={{ width: '100%', ...props.style }}
      treeData={treeData}
      value={value}
      onChange={change}
      multiple={!!props.multiple}
      // The chosen units' names are user data (kept as typed in every language).
      renderFormat={(node, v) => (
        <span translate="no">{node ? String(node.title ?? '') : tree.isLoading ? t('app.loading') : String(typeof v === 'object' ? v.value : v)}</span>
      )}
      allowClear
      showSearch
      filterTreeNode={(input: string, node: { props: { title?: unknown } }) =>
        String(node.props.title ?? '').toLowerCase().includes(input.trim().toLowerCase())
      }
      loading={tree.isLoading}
      disabled={props.disabled}
      placeholder={props.placeholder ?? t('systemUnits.picker.unitPlaceholder')}
      notFoundContent={tree.error ? t('systemUnits.picker.loadError') : t('systemUnits.picker.noUnits')}
      dropdownMenuStyle={{ maxHeight: 360 }}
    />
  );
}
