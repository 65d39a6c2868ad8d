/**
 * The frame of a registry list page: a card with its title, the filters on the left and the add button
 * on the right, then the paged table (FitTable: columns fold into the row's expansion on a narrow
 * screen) with its loading, empty and error states. The page brings its list (useRegistryList), its
 * columns and filters, and its forms as children.
 */
import { Button, Card, Empty, Input, Modal, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { ColumnProps, TableProps } from '@arco-design/web-react/es/Table/interface';
import { IconPlus } from '@arco-design/web-react/icon';
import { type ReactNode, useState } from 'react';
import { FitTable } from '../../../src/components/FitTable';
import { t } from '../../../src/i18n';
import { LoadFailed } from '../../common/LoadState';
import type { RegistryList } from './useRegistryList';

interface RegistryPageProps<Q extends object, R> {
  title: string;
  list: RegistryList<Q, R>;
  columns: ColumnProps<R>[];
  /** The columns that fold first on a narrow screen, first to last. */
  fold?: readonly string[];
  filters: ReactNode;
  /** A notice above the filters. */
  notice?: ReactNode;
  /** The add button's text and action; none without the permission. */
  add?: { label: string; onClick: () => void } | null;
  /** Other buttons beside it (an export). */
  actions?: ReactNode;
  /** The table's sorting, for the columns with a sorter. */
  onSort?: TableProps<R>['onChange'];
  /** What an empty list, and a list that failed to load, say (else the registries' words). */
  texts?: { empty?: string; loadFailed?: string };
  /** Test ids: the card's, the table's, the add button's. */
  testIds: { page: string; table: string; add?: string };
  rowKey?: keyof R & string;
  /** The forms and drawers of the page. */
  children?: ReactNode;
}

export function RegistryPage<Q extends object, R>(props: RegistryPageProps<Q, R>) {
  const { title, list, columns, fold, filters, notice, add, actions, onSort, texts, testIds, rowKey, children } = props;
  return (
    <Card title={title} data-testid={testIds.page}>
      {notice}
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>{filters}</Space>
        <Space>
          {actions}
          {add && (
            <Button type="primary" icon={<IconPlus />} onClick={add.onClick} data-testid={testIds.add}>
              {add.label}
            </Button>
          )}
        </Space>
      </Space>
      {list.error ? (
        <LoadFailed onRetry={list.reload} title={texts?.loadFailed} />
      ) : (
        <FitTable<R>
          rowKey={rowKey ?? ('id' as keyof R & string)}
          loading={list.isLoading}
          columns={columns}
          fold={fold}
          data={list.data?.records ?? []}
          noDataElement={<Empty description={texts?.empty ?? t('registries.empty')} />}
          onChange={onSort}
          pagination={list.pagination}
          data-testid={testIds.table}
        />
      )}
      {children}
    </Card>
  );
}

/** The keyword filter of a registry: typed freely, applied on Enter or the search button, cleared at once. */
export function KeywordSearch({ placeholder, onApply, width = 240, testId }: { placeholder: string; onApply: (keyword: string | undefined) => void; width?: number; testId: string }) {
  const [keyword, setKeyword] = useState('');
  return (
    <Input.Search
      allowClear
      style={{ width }}
      placeholder={placeholder}
      value={keyword}
      onChange={setKeyword}
      onSearch={(v) => onApply(v.trim() || undefined)}
      onClear={() => onApply(undefined)}
      data-testid={testId}
    />
  );
}

/** A yes-or-no filter of a registry (enabled, seriously dishonest): either, or all when cleared. */
export function YesNoFilter(props: { placeholder: string; value: boolean | undefined; onChange: (value: boolean | undefined) => void; yes: string; no: string; width?: number; testId?: string }) {
  const { placeholder, value, onChange, yes, no, width = 120, testId } = props;
  return (
    <Select
      allowClear
      style={{ width }}
      placeholder={placeholder}
      value={value === undefined ? undefined : String(value)}
      onChange={(v?: string) => onChange(v === undefined ? undefined : v === 'true')}
      options={[
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
      data-testid={testId}
    />
  );
}

/** A row's action: a small text button (red when it deletes). */
export function RowAction(props: { onClick: () => void; testId: string; danger?: boolean; disabled?: boolean; children: ReactNode }) {
  const { onClick, testId, danger, disabled, children } = props;
  return (
    <Button type="text" size="small" status={danger ? 'danger' : undefined} disabled={disabled} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

/** The column of a row's actions, kept on the right (unless `fixed` is undefined: the last column of a table that never scrolls). */
export const actionsColumn = <R,>(render: (row: R) => ReactNode, width = 200, title = t('registries.actions'), fixed: 'right' | undefined = 'right'): ColumnProps<R> => ({
  title,
  key: 'actions',
  width,
  fixed,
  render: (_: unknown, row: R) => <Space size={0}>{render(row)}</Space>,
});

/** The Modal of a registry's form (add, edit, assign): save and cancel, saving shown on the save button. */
export function RegistryModal(props: { open: boolean; title: string; onClose: () => void; onSave: () => void; saving: boolean; width?: number; testId: string; children: ReactNode }) {
  const { open, title, onClose, onSave, saving, width, testId, children } = props;
  return (
    <Modal
      visible={open}
      title={title}
      onCancel={onClose}
      onOk={onSave}
      confirmLoading={saving}
      okText={t('registries.save')}
      cancelText={t('registries.cancel')}
      unmountOnExit
      style={width ? { width } : undefined}
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}
