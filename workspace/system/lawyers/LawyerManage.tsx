/**
 * /system/lawer-manage: the legal advisers (admin_lawyer/queryPage) with server paging, a keyword and
 * a unit filter; add and edit in a Modal form (AdviserForm), the units served in a unit TreeSelect
 * (AssignUnits), delete after a confirmation. Actions show only with the matching lawyer.* permission.
 */
import { Space, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { useState } from 'react';
import { deleteAdviser, queryAdvisers, registryKeys } from '../../../src/api/registries';
import type { Adviser, AdviserQuery } from '../../../src/domain/registries';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { UnitPicker } from '../pickers/UnitPicker';
import { actionsColumn, KeywordSearch, RegistryPage, RowAction } from '../registry/RegistryPage';
import { useRegistryList } from '../registry/useRegistryList';
import { AdviserForm, type AdviserFormTarget } from './AdviserForm';
import { AssignUnits } from './AssignUnits';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['units', 'username', 'phone'];

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
  const [target, setTarget] = useState<AdviserFormTarget | null>(null);
  const [assigning, setAssigning] = useState<Adviser | null>(null);
  const list = useRegistryList<Partial<AdviserQuery>, Adviser>(registryKeys.advisers, queryAdvisers, {});
  const { query, filter } = list;

  const confirmDelete = (r: Adviser) =>
    list.confirmDelete({ title: t('lawyers.deleteTitle'), content: t('lawyers.deleteContent', { name: r.name }), remove: () => deleteAdviser(r.id) });

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
    actionsColumn<Adviser>(
      (r) => (
        <>
          {canEdit && (
            <RowAction onClick={() => setTarget({ mode: 'edit', adviser: r })} testId="lawyer-edit">
              {t('registries.edit')}
            </RowAction>
          )}
          {canEdit && (
            <RowAction onClick={() => setAssigning(r)} testId="lawyer-assign">
              {t('lawyers.assign')}
            </RowAction>
          )}
          {canDelete && (
            <RowAction onClick={() => confirmDelete(r)} testId="lawyer-delete" danger>
              {t('registries.delete')}
            </RowAction>
          )}
        </>
      ),
      220,
    ),
  ];

  const filters = (
    <>
      <KeywordSearch placeholder={t('lawyers.keywordPlaceholder')} width={280} onApply={(keyword) => filter({ keyword })} testId="lawyer-search" />
      <UnitPicker
        kind="all"
        style={{ width: 260 }}
        placeholder={t('lawyers.unitFilter')}
        value={query.unitId}
        onChange={(unitId) => filter({ unitId })}
        data-testid="lawyer-unit-filter"
      />
    </>
  );

  return (
    <RegistryPage
      title={t('route.lawyerManage')}
      list={list}
      columns={columns}
      fold={FOLD}
      filters={filters}
      add={canAdd ? { label: t('lawyers.add'), onClick: () => setTarget({ mode: 'add' }) } : null}
      testIds={{ page: 'lawyer-manage', table: 'lawyer-table', add: 'lawyer-add' }}
    >
      <AdviserForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          list.reload();
        }}
      />
      <AssignUnits
        adviser={assigning}
        onClose={() => setAssigning(null)}
        onSaved={() => {
          setAssigning(null);
          list.reload();
        }}
      />
    </RegistryPage>
  );
}
