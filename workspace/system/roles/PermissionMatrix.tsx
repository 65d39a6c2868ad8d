/**
 * The permission matrix of a role: one row per permission id (with its name), one column per action,
 * a checkbox per cell, and select-all checkboxes for each row and each column.
 */
import { Checkbox, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { ACTIONS, PERMISSION_IDS, type PermissionId } from '../../../src/domain/permissions';
import { t } from '../../../src/i18n';
import { actionName, permissionName } from '../menus/menuPermission';
import { columnFill, isGranted, type Matrix, rowFill, toggleCell, toggleColumn, toggleRow } from './matrix';

interface Row {
  id: PermissionId;
}

const PERM_WIDTH = 140;
const ACTION_WIDTH = 80;

const ROWS: Row[] = PERMISSION_IDS.map((id) => ({ id }));

export function PermissionMatrix({ value, onChange }: { value: Matrix; onChange: (next: Matrix) => void }) {
  const columns: ColumnProps<Row>[] = [
    {
      title: t('systemRoles.form.permColumn'),
      key: 'perm',
      width: PERM_WIDTH,
      fixed: 'left',
      render: (_: unknown, r: Row) => {
        const f = rowFill(value, r.id);
        return (
          <Checkbox
            checked={f === 'all'}
            indeterminate={f === 'some'}
            onChange={(on: boolean) => onChange(toggleRow(value, r.id, on))}
            data-testid={`matrix-row-${r.id}`}
          >
            {permissionName(r.id)}
          </Checkbox>
        );
      },
    },
    ...ACTIONS.map(
      (a): ColumnProps<Row> => ({
        key: a,
        align: 'center',
        width: ACTION_WIDTH,
        title: (() => {
          const f = columnFill(value, a);
          return (
            <Checkbox
              checked={f === 'all'}
              indeterminate={f === 'some'}
              onChange={(on: boolean) => onChange(toggleColumn(value, a, on))}
              data-testid={`matrix-col-${a}`}
            >
              {actionName(a)}
            </Checkbox>
          );
        })(),
        render: (_: unknown, r: Row) => (
          <Checkbox
            checked={isGranted(value, r.id, a)}
            onChange={(on: boolean) => onChange(toggleCell(value, r.id, a, on))}
            data-testid={`matrix-${r.id}-${a}`}
            aria-label={`${permissionName(r.id)} ${actionName(a)}`}
          />
        ),
      }),
    ),
  ];
  return (
    <Table<Row>
      rowKey="id"
      size="mini"
      data-testid="permission-matrix"
      columns={columns}
      data={ROWS}
      pagination={false}
      border={{ wrapper: true, cell: true }}
      className="permission-matrix"
      scroll={{ x: PERM_WIDTH + ACTION_WIDTH * ACTIONS.length, y: 360 }}
    />
  );
}
