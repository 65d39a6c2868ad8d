/**
 * /system/CounterpartManager: the counterparts (admin_counterpart/queryPage) in a table with server
 * paging, filters and sorting; add and edit in a drawer (CounterpartForm); the serious-dishonesty
 * switch asks first (its contracts turn red at once); delete after a confirmation; export. Actions
 * show only with the matching counterpart.* permission.
 */
import { Button, Card, Empty, Input, Message, Modal, Result, Select, Space, Switch, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps, SorterInfo } from '@arco-design/web-react/es/Table/interface';
import { IconDownload, IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { startDownload } from '../../../src/api/files';
import { LinkButton } from '../../../src/components/FileLinks';
import { counterpartExportUrl, counterpartKeys, deleteCounterpart, editCounterpart, queryCounterparts } from '../../../src/api/counterparts';
import { FitTable } from '../../../src/components/FitTable';
import { COUNTERPART_SORT_FIELDS, CREDIT_RATINGS, type CounterpartPageQuery, type CounterpartRow, type CreditRating } from '../../../src/domain/counterpart';
import type { Page } from '../../../src/domain/envelope';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { reportFailure } from '../../../src/api/reportFailure';
import { CounterpartForm, type CounterpartFormTarget } from './CounterpartForm';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['userCount', 'contractCount', 'legalRepresentative', 'contactName', 'seriousDishonest'];

type Query = CounterpartPageQuery & { current: number; size: number };
type SortField = (typeof COUNTERPART_SORT_FIELDS)[number];

const RATING_COLORS: Record<CreditRating, string> = { A: 'green', B: 'arcoblue', C: 'orange', D: 'red' };

export default function CounterpartManage() {
  const canAdd = usePermission('counterpart.add');
  const canEdit = usePermission('counterpart.edit');
  const canDelete = usePermission('counterpart.delete');
  const canExport = usePermission('counterpart.export');
  const [query, setQuery] = useState<Query>({ current: 1, size: 10 });
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<CounterpartFormTarget | null>(null);
  const { data, error, isLoading, mutate } = useSWR<Page<CounterpartRow>>(counterpartKeys.page(query), () => queryCounterparts(query));

  const toggleDishonest = (r: CounterpartRow) => {
    const on = !r.seriousDishonest;
    Modal.confirm({
      title: on ? t('systemCounterparts.dishonestOnTitle') : t('systemCounterparts.dishonestOffTitle'),
      content: on
        ? t('systemCounterparts.dishonestOnContent', { name: r.name, count: r.contractCount })
        : t('systemCounterparts.dishonestOffContent', { name: r.name }),
      okButtonProps: on ? { status: 'danger' } : {},
      onOk: async () => {
        try {
          await editCounterpart({ id: r.id, seriousDishonest: on });
          Message.success(t('systemCounterparts.dishonestChanged'));
          await mutate();
        } catch (e) {
          reportFailure(e);
        }
      },
    });
  };

  const confirmDelete = (r: CounterpartRow) =>
    Modal.confirm({
      title: t('systemCounterparts.deleteTitle'),
      content: t('systemCounterparts.deleteContent', { name: r.name }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteCounterpart(r.id);
          Message.success(t('systemCounterparts.deleted'));
          await mutate();
        } catch (e) {
          reportFailure(e);
        }
      },
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
    {
      title: t('systemCounterparts.col.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {canEdit && (
            <Button type="text" size="small" onClick={() => setTarget({ mode: 'edit', row: r })} data-testid="cp-edit">
              {t('systemCounterparts.edit')}
            </Button>
          )}
          {canDelete && (
            <Button type="text" size="small" status="danger" onClick={() => confirmDelete(r)} data-testid="cp-delete">
              {t('systemCounterparts.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const { current: _c, size: _s, ...filters } = query;
  return (
    <Card title={t('route.counterpartManage')} data-testid="counterpart-manage">
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            style={{ width: 320 }}
            placeholder={t('systemCounterparts.search')}
            value={keyword}
            onChange={setKeyword}
            onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, current: 1 }))}
            data-testid="cp-search"
          />
          <Select
            allowClear
            style={{ width: 150 }}
            placeholder={t('systemCounterparts.allRatings')}
            value={query.creditRating}
            onChange={(v?: CreditRating) => setQuery((q) => ({ ...q, creditRating: v, current: 1 }))}
            options={CREDIT_RATINGS.map((r) => ({ value: r, label: r }))}
            data-testid="cp-rating-filter"
          />
          <Select
            allowClear
            style={{ width: 150 }}
            placeholder={t('systemCounterparts.allDishonest')}
            value={query.seriousDishonest === undefined ? undefined : String(query.seriousDishonest)}
            onChange={(v?: string) => setQuery((q) => ({ ...q, seriousDishonest: v === undefined ? undefined : v === 'true', current: 1 }))}
            options={[
              { value: 'true', label: t('systemCounterparts.dishonestYes') },
              { value: 'false', label: t('systemCounterparts.dishonestNo') },
            ]}
            data-testid="cp-dishonest-filter"
          />
        </Space>
        <Space>
          {canExport && (
            <LinkButton icon={<IconDownload />} task={async () => startDownload(await counterpartExportUrl(filters))} data-testid="cp-export">
              {t('systemCounterparts.export')}
            </LinkButton>
          )}
          {canAdd && (
            <Button type="primary" icon={<IconPlus />} onClick={() => setTarget({ mode: 'add' })} data-testid="cp-add">
              {t('systemCounterparts.add')}
            </Button>
          )}
        </Space>
      </Space>
      {error ? (
        <Result
          status="error"
          title={t('systemCounterparts.loadFailed')}
          extra={
            <Button type="primary" onClick={() => void mutate()}>
              {t('systemCounterparts.retry')}
            </Button>
          }
        />
      ) : (
        <FitTable<CounterpartRow>
          rowKey="id"
          loading={isLoading}
          columns={columns}
          fold={FOLD}
          data={data?.records ?? []}
          noDataElement={<Empty description={t('systemCounterparts.empty')} />}
          onChange={(_p, sorter) => {
            const s = sorter as SorterInfo;
            const field = COUNTERPART_SORT_FIELDS.find((f) => f === s.field);
            setQuery((q) => ({ ...q, sortField: s.direction && field ? field : undefined, sortOrder: s.direction && field ? s.direction : undefined }));
          }}
          pagination={{
            total: data?.total ?? 0,
            current: query.current,
            pageSize: query.size,
            showTotal: true,
            sizeCanChange: true,
            onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
          }}
          data-testid="counterpart-table"
        />
      )}
      <CounterpartForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void mutate();
        }}
      />
    </Card>
  );
}
