/**
 * The counterpart list's columns (CounterpartManage.tsx): name and credit code (sortable), legal
 * representative, contact, credit rating (sortable), the serious-dishonesty switch (a tag for readers),
 * the numbers of contracts and users, and the row's actions the caller may take.
 */
import { Switch, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import type { COUNTERPART_SORT_FIELDS, CounterpartPageQuery, CounterpartRow, CreditRating } from '../../../src/domain/counterpart';
import { t } from '../../../src/i18n';
import { actionsColumn, RowAction } from '../registry/RegistryPage';

type SortField = (typeof COUNTERPART_SORT_FIELDS)[number];

const RATING_COLORS: Record<CreditRating, string> = { A: 'green', B: 'arcoblue', C: 'orange', D: 'red' };

/** What the columns need: the list's sort, the caller's permissions and the row actions. */
export interface CounterpartColumnsOptions {
  query: Partial<CounterpartPageQuery>;
  can: { edit: boolean; delete: boolean };
  onToggleDishonest: (r: CounterpartRow) => void;
  onEdit: (r: CounterpartRow) => void;
  onDelete: (r: CounterpartRow) => void;
}

/** The columns of the counterpart table. */
export function counterpartColumns({ query, can, onToggleDishonest, onEdit, onDelete }: CounterpartColumnsOptions): ColumnProps<CounterpartRow>[] {
  const sorterOf = (field: SortField) => (query.sortField === field ? query.sortOrder : undefined);
  return [
    { title: t('systemCounterparts.col.name'), dataIndex: 'name', width: 180, ellipsis: true, sorter: true, sortOrder: sorterOf('name') },
    {
      title: t('systemCounterparts.col.creditCode'),
      dataIndex: 'creditCode',
      width: 190,
      sorter: true,
      sortOrder: sorterOf('creditCode'),
      render: (v: string) => <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{v}</span>,
    },
    { title: t('systemCounterparts.col.legalRepresentative'), dataIndex: 'legalRepresentative', width: 90 },
    {
      title: t('systemCounterparts.col.contact'),
      dataIndex: 'contactName',
      width: 160,
      ellipsis: true,
      render: (_: string, r) => (r.contactName || r.contactPhone ? `${r.contactName} ${r.contactPhone}`.trim() : '—'),
    },
    {
      title: t('systemCounterparts.col.rating'),
      dataIndex: 'creditRating',
      width: 110,
      sorter: true,
      sortOrder: sorterOf('creditRating'),
      render: (v: CreditRating) => <Tag color={RATING_COLORS[v]}>{v}</Tag>,
    },
    {
      title: t('systemCounterparts.col.dishonest'),
      dataIndex: 'seriousDishonest',
      width: 100,
      render: (v: boolean, r) =>
        can.edit ? (
          <Switch size="small" checked={v} onChange={() => onToggleDishonest(r)} data-testid="cp-dishonest" aria-label={t('systemCounterparts.col.dishonest')} />
        ) : v ? (
          <Tag color="red">{t('systemCounterparts.dishonestYes')}</Tag>
        ) : (
          '—'
        ),
    },
    { title: t('systemCounterparts.col.contracts'), dataIndex: 'contractCount', width: 70 },
    { title: t('systemCounterparts.col.userCount'), dataIndex: 'userCount', width: 70 },
    actionsColumn<CounterpartRow>(
      (r) => (
        <>
          {can.edit && (
            <RowAction onClick={() => onEdit(r)} testId="cp-edit">
              {t('systemCounterparts.edit')}
            </RowAction>
          )}
          {can.delete && (
            <RowAction onClick={() => onDelete(r)} testId="cp-delete" danger>
              {t('systemCounterparts.delete')}
            </RowAction>
          )}
        </>
      ),
      120,
      t('systemCounterparts.col.actions'),
    ),
  ];
}
