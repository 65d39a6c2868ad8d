/**
 * /system/tag-manage: the contract tags (admin_tag/list) as colour chips with the number of contracts
 * carrying each; add and edit in a Modal form, delete after a confirmation (a tag in use is refused
 * by the server and the confirmation says so). Actions show only with the matching tag.* permission.
 */
import { Button, Card, Message, Modal, Space, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { deleteTag, listTags, registryKeys } from '../../../src/api/registries';
import type { Tag as TagRow } from '../../../src/domain/registries';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { LoadFailed } from '../../common/LoadState';
import { reportFailure } from '../../../src/api/reportFailure';
import { KeywordSearch } from '../registry/RegistryPage';
import { colorLabel, TagForm, type TagFormTarget } from './TagForm';

export default function TagManage() {
  const canAdd = usePermission('tag.add');
  const canEdit = usePermission('tag.edit');
  const canDelete = usePermission('tag.delete');
  const [applied, setApplied] = useState('');
  const [target, setTarget] = useState<TagFormTarget | null>(null);
  const { data, error, isLoading, mutate } = useSWR<TagRow[]>(registryKeys.tags(applied), () => listTags(applied || undefined));

  const confirmDelete = (r: TagRow) =>
    Modal.confirm({
      title: t('tags.deleteTitle'),
      content: r.contractCount > 0 ? t('tags.deleteInUse', { name: r.name, count: r.contractCount }) : t('tags.deleteContent', { name: r.name }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteTag(r.id);
          Message.success(t('registries.deleted'));
          await mutate();
        } catch (e) {
          reportFailure(e);
        }
      },
    });

  const columns: ColumnProps<TagRow>[] = [
    {
      title: t('tags.col.name'),
      dataIndex: 'name',
      render: (v: string, r) => (
        <Tag color={r.color} data-testid="tag-chip">
          {v}
        </Tag>
      ),
    },
    { title: t('tags.col.color'), dataIndex: 'color', width: 160, render: (v: string) => colorLabel(v) },
    { title: t('tags.col.contracts'), dataIndex: 'contractCount', width: 160, align: 'right' },
    {
      title: t('registries.actions'),
      key: 'actions',
      width: 180,
      render: (_: unknown, r) => (
        <Space size={0}>
          {canEdit && (
            <Button type="text" size="small" onClick={() => setTarget({ mode: 'edit', tag: r })} data-testid="tag-edit">
              {t('registries.edit')}
            </Button>
          )}
          {canDelete && (
            <Button type="text" size="small" status="danger" onClick={() => confirmDelete(r)} data-testid="tag-delete">
              {t('registries.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('route.tagManage')} data-testid="tag-manage">
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <KeywordSearch placeholder={t('tags.keyword')} onApply={(k) => setApplied(k ?? '')} width={280} testId="tag-search" />
        {canAdd && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setTarget({ mode: 'add' })} data-testid="tag-add">
            {t('tags.add')}
          </Button>
        )}
      </Space>
      {error ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : (
        <Table<TagRow>
          rowKey="id"
          loading={isLoading}
          columns={columns}
          data={data ?? []}
          noDataElement={t('registries.empty')}
          pagination={{ pageSize: 20, showTotal: true, hideOnSinglePage: true }}
          data-testid="tag-table"
        />
      )}
      <TagForm
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
