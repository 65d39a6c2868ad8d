/**
 * /system/template-manage: every contract template (admin_contract_template/queryPage) in a table with
 * server paging and filters; add and edit in a drawer (TemplateForm), enable/disable, delete after a
 * confirmation. Actions show only with the matching template.* permission.
 */
import { Button, Card, Input, Message, Modal, Select, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { FileLinkText } from '../../../src/components/FileLinks';
import { deleteTemplate, queryTemplates, setTemplateEnabled, templateKeys } from '../../../src/api/templates';
import { FitTable } from '../../../src/components/FitTable';
import type { ContractCategory } from '../../../src/domain/contract';
import type { Page } from '../../../src/domain/envelope';
import type { ContractTemplate, TemplateListQuery } from '../../../src/domain/template';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { CategorySelect, categoryLabel } from '../../templates/CategorySelect';
import { LoadFailed } from '../../common/LoadState';
import { reportFailure } from '../../../src/api/reportFailure';
import { TemplateForm, type TemplateFormTarget } from './TemplateForm';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['fields', 'fileName', 'createTime'];

type Query = Partial<TemplateListQuery> & { current: number; size: number };

export default function TemplateManage() {
  const canAdd = usePermission('template.add');
  const canEdit = usePermission('template.edit');
  const canDelete = usePermission('template.delete');
  const canEnable = usePermission('template.enable');
  const canDisable = usePermission('template.disable');
  const [query, setQuery] = useState<Query>({ current: 1, size: 10 });
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<TemplateFormTarget | null>(null);
  const { data, error, isLoading, mutate } = useSWR<Page<ContractTemplate>>(templateKeys.adminPage(query), () => queryTemplates(query));

  const toggle = async (r: ContractTemplate) => {
    try {
      await setTemplateEnabled(r.id, !r.enabled);
      Message.success(t('templates.manage.statusChanged'));
      await mutate();
    } catch (e) {
      reportFailure(e);
    }
  };

  const confirmDelete = (r: ContractTemplate) =>
    Modal.confirm({
      title: t('templates.manage.deleteTitle'),
      content: t('templates.manage.deleteContent', { name: r.name }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteTemplate(r.id);
          Message.success(t('templates.manage.deleted'));
          await mutate();
        } catch (e) {
          reportFailure(e);
        }
      },
    });

  const columns: ColumnProps<ContractTemplate>[] = [
    { title: t('templates.manage.col.name'), dataIndex: 'name', ellipsis: true },
    { title: t('templates.manage.col.category'), dataIndex: 'category', width: 150, render: (v: ContractCategory | null) => categoryLabel(v) },
    { title: t('templates.manage.col.fields'), dataIndex: 'fields', width: 90, render: (v: unknown[]) => v.length },
    {
      title: t('templates.manage.col.file'),
      dataIndex: 'fileName',
      width: 200,
      ellipsis: true,
      render: (v: string | null, r) => (r.fileId ? <FileLinkText fileId={r.fileId}>{v ?? r.fileId}</FileLinkText> : '—'),
    },
    {
      title: t('templates.manage.col.status'),
      dataIndex: 'enabled',
      width: 100,
      render: (v: boolean) => (
        <Tag color={v ? 'green' : 'gray'} data-testid="template-status">
          {v ? t('templates.manage.enabled') : t('templates.manage.disabled')}
        </Tag>
      ),
    },
    { title: t('templates.manage.col.createTime'), dataIndex: 'createTime', width: 170, render: (v: string) => v.slice(0, 16).replace('T', ' ') },
    {
      title: t('templates.manage.col.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {canEdit && (
            <Button type="text" size="small" onClick={() => setTarget({ mode: 'edit', template: r })} data-testid="template-edit">
              {t('templates.manage.edit')}
            </Button>
          )}
          {(r.enabled ? canDisable : canEnable) && (
            <Button type="text" size="small" onClick={() => void toggle(r)} data-testid="template-toggle">
              {r.enabled ? t('templates.manage.disable') : t('templates.manage.enable')}
            </Button>
          )}
          {canDelete && (
            <Button type="text" size="small" status="danger" onClick={() => confirmDelete(r)} data-testid="template-delete">
              {t('templates.manage.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('route.templateManage')} data-testid="template-manage">
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            style={{ width: 280 }}
            placeholder={t('templates.search')}
            value={keyword}
            onChange={setKeyword}
            onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, current: 1 }))}
            data-testid="manage-search"
          />
          <CategorySelect
            style={{ width: 200 }}
            placeholder={t('templates.allCategories')}
            value={query.category}
            onChange={(v) => setQuery((q) => ({ ...q, category: v, current: 1 }))}
          />
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('templates.manage.allStatus')}
            value={query.enabled === undefined ? undefined : String(query.enabled)}
            onChange={(v?: string) => setQuery((q) => ({ ...q, enabled: v === undefined ? undefined : v === 'true', current: 1 }))}
            options={[
              { value: 'true', label: t('templates.manage.enabled') },
              { value: 'false', label: t('templates.manage.disabled') },
            ]}
          />
        </Space>
        {canAdd && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setTarget({ mode: 'add' })} data-testid="template-add">
            {t('templates.manage.add')}
          </Button>
        )}
      </Space>
      {error ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : (
        <FitTable<ContractTemplate>
          rowKey="id"
          loading={isLoading}
          columns={columns}
          fold={FOLD}
          data={data?.records ?? []}
          pagination={{
            total: data?.total ?? 0,
            current: query.current,
            pageSize: query.size,
            showTotal: true,
            sizeCanChange: true,
            onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
          }}
          data-testid="template-table"
        />
      )}
      <TemplateForm
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
