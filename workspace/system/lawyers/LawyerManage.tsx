/**
 * /system/lawer-manage: the legal advisers (admin_lawyer/queryPage) with server paging, a keyword and
 * a unit filter; add and edit in a Modal form (AdviserForm), the units served in a unit TreeSelect
 * (AssignUnits), delete after a confirmation. Actions show only with the matching lawyer.* permission.
 */
import { Button, Card, Input, Message, Modal, Space, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { deleteAdviser, queryAdvisers, registryKeys } from '../../../src/api/registries';
import { FitTable } from '../../../src/components/FitTable';
import type { Page } from '../../../src/domain/envelope';
import type { Adviser, AdviserQuery } from '../../../src/domain/registries';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { LoadFailed } from '../../common/LoadState';
import { reportFailure } from '../../../src/api/reportFailure';
import { UnitPicker } from '../pickers/UnitPicker';
import { AdviserForm, type AdviserFormTarget } from './AdviserForm';
import { AssignUnits } from './AssignUnits';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['units', 'username', 'phone'];

type Query = Partial<AdviserQuery> & { current: number; size: number };
const SHOWN_UNITS = 2;

function UnitsCell({ units }: { units: Adviser['units'] }) {
  if (!units.length) return <span>—</span>;
  const rest = units.length - SHOWN_UNITS;
  return (
    <Tooltip content={units.map((u) => u.unitName).join('、')} disabled={rest <= 0}>
      <Space size={4} wrap>
        {units.slice(0, SHOWN_UNITS).map((u) => (
          <Tag key={u.id} size="small">
            {u.unitName}
          </Tag>
        ))}
        {rest > 0 && <Tag size="small">{t('lawyers.moreUnits', { count: units.length })}</Tag>}
      </Space>
    </Tooltip>
  );
}

export default function LawyerManage() {
  const canAdd = usePermission('lawyer.add');
  const canEdit = usePermission('lawyer.edit');
  const canDelete = usePermission('lawyer.delete');
  const [query, setQuery] = useState<Query>({ current: 1, size: 10 });
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<AdviserFormTarget | null>(null);
  const [assigning, setAssigning] = useState<Adviser | null>(null);
  const { data, error, isLoading, mutate } = useSWR<Page<Adviser>>(registryKeys.advisers(query), () => queryAdvisers(query));

  const confirmDelete = (r: Adviser) =>
    Modal.confirm({
      title: t('lawyers.deleteTitle'),
      content: t('lawyers.deleteContent', { name: r.name }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteAdviser(r.id);
          Message.success(t('registries.deleted'));
          await mutate();
        } catch (e) {
          reportFailure(e);
        }
      },
    });

  const columns: ColumnProps<Adviser>[] = [
    { title: t('lawyers.col.name'), dataIndex: 'name', width: 100 },
    { title: t('lawyers.col.firm'), dataIndex: 'firm', width: 220, ellipsis: true },
    { title: t('lawyers.col.licenceNo'), dataIndex: 'licenceNo', width: 180 },
    { title: t('lawyers.col.phone'), dataIndex: 'phone', width: 130, render: (v: string) => v || '—' },
    {
      title: t('lawyers.col.account'),
      dataIndex: 'username',
      width: 120,
      render: (v: string | null) => (v ? <Tag color="arcoblue">{v}</Tag> : <span style={{ color: 'var(--color-text-3)' }}>{t('lawyers.noAccount')}</span>),
    },
    { title: t('lawyers.col.units'), dataIndex: 'units', render: (v: Adviser['units']) => <UnitsCell units={v} /> },
    {
      title: t('registries.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {canEdit && (
            <Button type="text" size="small" onClick={() => setTarget({ mode: 'edit', adviser: r })} data-testid="lawyer-edit">
              {t('registries.edit')}
            </Button>
          )}
          {canEdit && (
            <Button type="text" size="small" onClick={() => setAssigning(r)} data-testid="lawyer-assign">
              {t('lawyers.assign')}
            </Button>
          )}
          {canDelete && (
            <Button type="text" size="small" status="danger" onClick={() => confirmDelete(r)} data-testid="lawyer-delete">
              {t('registries.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('route.lawyerManage')} data-testid="lawyer-manage">
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            style={{ width: 280 }}
            placeholder={t('lawyers.keywordPlaceholder')}
            value={keyword}
            onChange={setKeyword}
            onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, current: 1 }))}
            onClear={() => setQuery((q) => ({ ...q, keyword: undefined, current: 1 }))}
            data-testid="lawyer-search"
          />
          <UnitPicker
            kind="all"
            style={{ width: 260 }}
            placeholder={t('lawyers.unitFilter')}
            value={query.unitId}
            onChange={(unitId) => setQuery((q) => ({ ...q, unitId, current: 1 }))}
            data-testid="lawyer-unit-filter"
          />
        </Space>
        {canAdd && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setTarget({ mode: 'add' })} data-testid="lawyer-add">
            {t('lawyers.add')}
          </Button>
        )}
      </Space>
      {error ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : (
        <FitTable<Adviser>
          rowKey="id"
          loading={isLoading}
          columns={columns}
          fold={FOLD}
          data={data?.records ?? []}
          noDataElement={t('registries.empty')}
          pagination={{
            total: data?.total ?? 0,
            current: query.current,
            pageSize: query.size,
            showTotal: true,
            sizeCanChange: true,
            onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
          }}
          data-testid="lawyer-table"
        />
      )}
      <AdviserForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void mutate();
        }}
      />
      <AssignUnits
        adviser={assigning}
        onClose={() => setAssigning(null)}
        onSaved={() => {
          setAssigning(null);
          void mutate();
        }}
      />
    </Card>
  );
}
