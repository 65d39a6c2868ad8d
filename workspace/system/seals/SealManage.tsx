/**
 * /system/sealSn-manage: the seals of the caller's units (admin_seal/queryPage) with server paging,
 * unit / keyword / status filters and the seal image; add and edit in a Modal form (SealForm; after
 * adding, /result/seal-manager-success), enable/disable, delete after a confirmation (a seal that has
 * signed cannot be deleted, only disabled). Actions show only with the matching seal.* permission.
 */
import { Button, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteSeal, querySeals, registryKeys, setSealEnabled } from '../../../src/api/registries';
import type { SealQuery, SealRow } from '../../../src/domain/registries';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { UnitPicker } from '../pickers/UnitPicker';
import { actionsColumn, KeywordSearch, RegistryPage, YesNoFilter, RowAction } from '../registry/RegistryPage';
import { useRegistryList } from '../registry/useRegistryList';
import { SealForm, type SealFormTarget } from './SealForm';
import { SealImage } from './SealImage';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['signatureCount', 'imageFileId', 'unitName'];

export default function SealManage() {
  const navigate = useNavigate();
  const canAdd = usePermission('seal.add');
  const canEdit = usePermission('seal.edit');
  const canDelete = usePermission('seal.delete');
  const canEnable = usePermission('seal.enable');
  const canDisable = usePermission('seal.disable');
  const [target, setTarget] = useState<SealFormTarget | null>(null);
  const list = useRegistryList<Partial<SealQuery>, SealRow>(registryKeys.seals, querySeals, {});
  const { query, filter } = list;

  const toggle = (r: SealRow) => list.write(() => setSealEnabled(r.id, !r.enabled), t('seals.statusChanged'));
  const confirmDelete = (r: SealRow) =>
    list.confirmDelete({ title: t('seals.deleteTitle'), content: t('seals.deleteContent', { name: r.sealName, sn: r.sealSn }), remove: () => deleteSeal(r.id) });

  const columns: ColumnProps<SealRow>[] = [
    { title: t('seals.col.image'), dataIndex: 'imageFileId', width: 90, render: (v: number | null) => <SealImage fileId={v} /> },
    { title: t('seals.col.sealSn'), dataIndex: 'sealSn', width: 170 },
    { title: t('seals.col.sealName'), dataIndex: 'sealName', ellipsis: true },
    { title: t('seals.col.unit'), dataIndex: 'unitName', width: 200, ellipsis: true },
    {
      title: t('seals.col.status'),
      dataIndex: 'enabled',
      width: 90,
      render: (v: boolean) => (
        <Tag color={v ? 'green' : 'gray'} data-testid="seal-status">
          {v ? t('seals.enabled') : t('seals.disabled')}
        </Tag>
      ),
    },
    { title: t('seals.col.signatures'), dataIndex: 'signatureCount', width: 100, align: 'right' },
    actionsColumn<SealRow>(
      (r) => (
        <>
          {canEdit && (
            <RowAction onClick={() => setTarget({ mode: 'edit', seal: r })} testId="seal-edit">
              {t('registries.edit')}
            </RowAction>
          )}
          {(r.enabled ? canDisable : canEnable) && (
            <RowAction onClick={() => void toggle(r)} testId="seal-toggle">
              {r.enabled ? t('seals.disable') : t('seals.enable')}
            </RowAction>
          )}
          {canDelete && (
            <Tooltip content={t('seals.usedNoDelete')} disabled={r.signatureCount === 0}>
              <Button
                type="text"
                size="small"
                status="danger"
                disabled={r.signatureCount > 0}
                onClick={() => confirmDelete(r)}
                data-testid="seal-delete"
              >
                {t('registries.delete')}
              </Button>
            </Tooltip>
          )}
        </>
      ),
    ),
  ];

  const filters = (
    <>
      <UnitPicker
        kind="all"
        style={{ width: 260 }}
        placeholder={t('seals.unitFilter')}
        value={query.unitId}
        onChange={(unitId) => filter({ unitId })}
        data-testid="seal-unit-filter"
      />
      <KeywordSearch placeholder={t('seals.keywordPlaceholder')} onApply={(keyword) => filter({ keyword })} testId="seal-search" />
      <YesNoFilter
        placeholder={t('seals.statusFilter')}
        value={query.enabled}
        onChange={(enabled) => filter({ enabled })}
        yes={t('seals.enabled')}
        no={t('seals.disabled')}
      />
    </>
  );

  return (
    <RegistryPage
      title={t('route.sealManage')}
      list={list}
      columns={columns}
      fold={FOLD}
      filters={filters}
      add={canAdd ? { label: t('seals.add'), onClick: () => setTarget({ mode: 'add', unitId: query.unitId }) } : null}
      testIds={{ page: 'seal-manage', table: 'seal-table', add: 'seal-add' }}
    >
      <SealForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(added) => {
          setTarget(null);
          if (added) navigate('/result/seal-manager-success');
          else list.reload();
        }}
      />
    </RegistryPage>
  );
}
