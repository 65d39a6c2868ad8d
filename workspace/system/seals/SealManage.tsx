/**
 * /system/sealSn-manage: the seals of the caller's units (admin_seal/queryPage) with server paging,
 * unit / keyword / status filters and the seal image; add and edit in a Modal form (SealForm; after
 * adding, /result/seal-manager-success), enable/disable, delete after a confirmation (a seal that has
 * signed cannot be deleted, only disabled). Actions show only with the matching seal.* permission.
 */
import { Button, Card, Input, Message, Modal, Select, Space, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { deleteSeal, querySeals, registryKeys, setSealEnabled } from '../../../src/api/registries';
import { FitTable } from '../../../src/components/FitTable';
import type { Page } from '../../../src/domain/envelope';
import type { SealQuery, SealRow } from '../../../src/domain/registries';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { LoadFailed } from '../../common/LoadState';
import { reportFailure } from '../../../src/api/reportFailure';
import { UnitPicker } from '../pickers/UnitPicker';
import { SealForm, type SealFormTarget } from './SealForm';
import { SealImage } from './SealImage';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['signatureCount', 'imageFileId', 'unitName'];

type Query = Partial<SealQuery> & { current: number; size: number };

export default function SealManage() {
  const navigate = useNavigate();
  const canAdd = usePermission('seal.add');
  const canEdit = usePermission('seal.edit');
  const canDelete = usePermission('seal.delete');
  const canEnable = usePermission('seal.enable');
  const canDisable = usePermission('seal.disable');
  const [query, setQuery] = useState<Query>({ current: 1, size: 10 });
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<SealFormTarget | null>(null);
  const { data, error, isLoading, mutate } = useSWR<Page<SealRow>>(registryKeys.seals(query), () => querySeals(query));

  const toggle = async (r: SealRow) => {
    try {
      await setSealEnabled(r.id, !r.enabled);
      Message.success(t('seals.statusChanged'));
      await mutate();
    } catch (e) {
      reportFailure(e);
    }
  };

  const confirmDelete = (r: SealRow) =>
    Modal.confirm({
      title: t('seals.deleteTitle'),
      content: t('seals.deleteContent', { name: r.sealName, sn: r.sealSn }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteSeal(r.id);
          Message.success(t('registries.deleted'));
          await mutate();
        } catch (e) {
          reportFailure(e);
        }
      },
    });

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
    {
      title: t('registries.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {canEdit && (
            <Button type="text" size="small" onClick={() => setTarget({ mode: 'edit', seal: r })} data-testid="seal-edit">
              {t('registries.edit')}
            </Button>
          )}
          {(r.enabled ? canDisable : canEnable) && (
            <Button type="text" size="small" onClick={() => void toggle(r)} data-testid="seal-toggle">
              {r.enabled ? t('seals.disable') : t('seals.enable')}
            </Button>
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
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('route.sealManage')} data-testid="seal-manage">
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <UnitPicker
            kind="all"
            style={{ width: 260 }}
            placeholder={t('seals.unitFilter')}
            value={query.unitId}
            onChange={(unitId) => setQuery((q) => ({ ...q, unitId, current: 1 }))}
            data-testid="seal-unit-filter"
          />
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t('seals.keywordPlaceholder')}
            value={keyword}
            onChange={setKeyword}
            onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, current: 1 }))}
            onClear={() => setQuery((q) => ({ ...q, keyword: undefined, current: 1 }))}
            data-testid="seal-search"
          />
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t('seals.statusFilter')}
            value={query.enabled === undefined ? undefined : String(query.enabled)}
            onChange={(v?: string) => setQuery((q) => ({ ...q, enabled: v === undefined ? undefined : v === 'true', current: 1 }))}
            options={[
              { value: 'true', label: t('seals.enabled') },
              { value: 'false', label: t('seals.disabled') },
            ]}
          />
        </Space>
        {canAdd && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setTarget({ mode: 'add', unitId: query.unitId })} data-testid="seal-add">
            {t('seals.add')}
          </Button>
        )}
      </Space>
      {error ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : (
        <FitTable<SealRow>
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
          data-testid="seal-table"
        />
      )}
      <SealForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(added) => {
          setTarget(null);
          if (added) navigate('/result/seal-manager-success');
          else void mutate();
        }}
      />
    </Card>
  );
}
