/**
 * /system/CounterpartManager: the counterparts (admin_counterpart/queryPage) in a table with server
 * paging, filters and sorting; add and edit in a drawer (CounterpartForm); the serious-dishonesty
 * switch asks first (its contracts turn red at once); delete after a confirmation; export. Actions
 * show only with the matching counterpart.* permission.
 */
import { Select, Switch, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps, SorterInfo } from '@arco-design/web-react/es/Table/interface';
import { IconDownload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { startDownload } from '../../../src/api/files';
import { LinkButton } from '../../../src/components/FileLinks';
import { counterpartExportUrl, counterpartKeys, deleteCounterpart, editCounterpart, queryCounterparts } from '../../../src/api/counterparts';
import { COUNTERPART_SORT_FIELDS, CREDIT_RATINGS, type CounterpartPageQuery, type CounterpartRow, type CreditRating } from '../../../src/domain/counterpart';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { actionsColumn, KeywordSearch, RegistryPage, YesNoFilter, RowAction } from '../registry/RegistryPage';
import { useRegistryList } from '../registry/useRegistryList';
import { CounterpartForm, type CounterpartFormTarget } from './CounterpartForm';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['userCount', 'contractCount', 'legalRepresentative', 'contactName', 'seriousDishonest'];

type SortField = (typeof COUNTERPART_SORT_FIELDS)[number];

const RATING_COLORS: Record<CreditRating, string> = { A: 'green', B: 'arcoblue', C: 'orange', D: 'red' };

export default function CounterpartManage() {
  const canAdd = usePermission('counterpart.add');
  const canEdit = usePermission('counterpart.edit');
  const canDelete = usePermission('counterpart.delete');
  const canExport = usePermission('counterpart.export');
  const [target, setTarget] = useState<CounterpartFormTarget | null>(null);
  const list = useRegistryList<Partial<CounterpartPageQuery>, CounterpartRow>(counterpartKeys.page, queryCounterparts, {});
  const { query, filter } = list;

  const toggleDishonest = (r: CounterpartRow) => {
    const on = !r.seriousDishonest;
    list.confirmWrite({
      title: on ? t('systemCounterparts.dishonestOnTitle') : t('systemCounterparts.dishonestOffTitle'),
      content: on
        ? t('systemCounterparts.dishonestOnContent', { name: r.name, count: r.contractCount })
        : t('systemCounterparts.dishonestOffContent', { name: r.name }),
      danger: on,
      task: () => editCounterpart({ id: r.id, seriousDishonest: on }),
      done: t('systemCounterparts.dishonestChanged'),
    });
  };

  const confirmDelete = (r: CounterpartRow) =>
    list.confirmDelete({
      title: t('systemCounterparts.deleteTitle'),
      content: t('systemCounterparts.deleteContent', { name: r.name }),
      remove: () => deleteCounterpart(r.id),
      done: t('systemCounterparts.deleted'),
    });

  const sorterOf = (field: SortField) => (query.sortField === field ? query.sortOrder : undefined);
  const columns: ColumnProps<CounterpartRow>[] = [
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
        canEdit ? (
          <Switch size="small" checked={v} onChange={() => toggleDishonest(r)} data-testid="cp-dishonest" aria-label={t('systemCounterparts.col.dishonest')} />
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
          {canEdit && (
            <RowAction onClick={() => setTarget({ mode: 'edit', row: r })} testId="cp-edit">
              {t('systemCounterparts.edit')}
            </RowAction>
          )}
          {canDelete && (
            <RowAction onClick={() => confirmDelete(r)} testId="cp-delete" danger>
              {t('systemCounterparts.delete')}
            </RowAction>
          )}
        </>
      ),
      120,
      t('systemCounterparts.col.actions'),
    ),
  ];

  const { current: _c, size: _s, ...applied } = query;
  const filters = (
    <>
      <KeywordSearch placeholder={t('systemCounterparts.search')} width={320} onApply={(keyword) => filter({ keyword })} testId="cp-search" />
      <Select
        allowClear
        style={{ width: 150 }}
        placeholder={t('systemCounterparts.allRatings')}
        value={query.creditRating}
        onChange={(creditRating?: CreditRating) => filter({ creditRating })}
        options={CREDIT_RATINGS.map((r) => ({ value: r, label: r }))}
        data-testid="cp-rating-filter"
      />
      <YesNoFilter
        placeholder={t('systemCounterparts.allDishonest')}
        width={150}
        value={query.seriousDishonest === undefined ? undefined : query.seriousDishonest === true || query.seriousDishonest === 'true'}
        onChange={(seriousDishonest) => filter({ seriousDishonest })}
        yes={t('systemCounterparts.dishonestYes')}
        no={t('systemCounterparts.dishonestNo')}
        testId="cp-dishonest-filter"
      />
    </>
  );

  return (
    <RegistryPage
      title={t('route.counterpartManage')}
      list={list}
      columns={columns}
      fold={FOLD}
      filters={filters}
      actions={
        canExport && (
          <LinkButton icon={<IconDownload />} task={async () => startDownload(await counterpartExportUrl(applied))} data-testid="cp-export">
            {t('systemCounterparts.export')}
          </LinkButton>
        )
      }
      add={canAdd ? { label: t('systemCounterparts.add'), onClick: () => setTarget({ mode: 'add' }) } : null}
      onSort={(_p, sorter) => {
        const s = sorter as SorterInfo;
        const field = COUNTERPART_SORT_FIELDS.find((f) => f === s.field);
        filter({ sortField: s.direction && field ? field : undefined, sortOrder: s.direction && field ? s.direction : undefined });
      }}
      texts={{ empty: t('systemCounterparts.empty') }}
      testIds={{ page: 'counterpart-manage', table: 'counterpart-table', add: 'cp-add' }}
    >
      <CounterpartForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          list.reload();
        }}
      />
    </RegistryPage>
  );
}
