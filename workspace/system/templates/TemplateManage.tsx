/**
 * /system/template-manage: every contract template (admin_contract_template/queryPage) in a table with
 * server paging and filters; add and edit in a drawer (TemplateForm), enable/disable, delete after a
 * confirmation. Actions show only with the matching template.* permission.
 */
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { FileLinkText } from '../../../src/components/FileLinks';
import { deleteTemplate, queryTemplates, setTemplateEnabled, templateKeys } from '../../../src/api/templates';
import type { ContractCategory } from '../../../src/domain/contract';
import type { ContractTemplate, TemplateListQuery } from '../../../src/domain/template';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { CategorySelect, categoryLabel } from '../../templates/CategorySelect';
import { actionsColumn, KeywordSearch, RegistryPage, YesNoFilter, RowAction } from '../registry/RegistryPage';
import { useFormTarget, useRegistryList } from '../registry/useRegistryList';
import { TemplateForm, type TemplateFormTarget } from './TemplateForm';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['fields', 'fileName', 'createTime'];

export default function TemplateManage() {
  const canAdd = usePermission('template.add');
  const canEdit = usePermission('template.edit');
  const canDelete = usePermission('template.delete');
  const canEnable = usePermission('template.enable');
  const canDisable = usePermission('template.disable');
  const list = useRegistryList<Partial<TemplateListQuery>, ContractTemplate>(templateKeys.adminPage, queryTemplates, {});
  const { open, form } = useFormTarget<TemplateFormTarget>(list.reload);
  const { query, filter } = list;

  const toggle = (r: ContractTemplate) => list.write(() => setTemplateEnabled(r.id, !r.enabled), t('templates.manage.statusChanged'));
  const confirmDelete = (r: ContractTemplate) =>
    list.confirmDelete({
      title: t('templates.manage.deleteTitle'),
      content: t('templates.manage.deleteContent', { name: r.name }),
      remove: () => deleteTemplate(r.id),
      done: t('templates.manage.deleted'),
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
    actionsColumn<ContractTemplate>(
      (r) => (
        <>
          {canEdit && (
            <RowAction onClick={() => open({ mode: 'edit', template: r })} testId="template-edit">
              {t('templates.manage.edit')}
            </RowAction>
          )}
          {(r.enabled ? canDisable : canEnable) && (
            <RowAction onClick={() => void toggle(r)} testId="template-toggle">
              {r.enabled ? t('templates.manage.disable') : t('templates.manage.enable')}
            </RowAction>
          )}
          {canDelete && (
            <RowAction onClick={() => confirmDelete(r)} testId="template-delete" danger>
              {t('templates.manage.delete')}
            </RowAction>
          )}
        </>
      ),
      200,
      t('templates.manage.col.actions'),
    ),
  ];

  const filters = (
    <>
      <KeywordSearch placeholder={t('templates.search')} width={280} onApply={(keyword) => filter({ keyword })} testId="manage-search" />
      <CategorySelect style={{ width: 200 }} placeholder={t('templates.allCategories')} value={query.category} onChange={(category) => filter({ category })} />
      <YesNoFilter
        placeholder={t('templates.manage.allStatus')}
        width={140}
        value={query.enabled}
        onChange={(enabled) => filter({ enabled })}
        yes={t('templates.manage.enabled')}
        no={t('templates.manage.disabled')}
      />
    </>
  );

  return (
    <RegistryPage
      title={t('route.templateManage')}
      list={list}
      columns={columns}
      fold={FOLD}
      filters={filters}
      add={canAdd ? { label: t('templates.manage.add'), onClick: () => open({ mode: 'add' }) } : null}
      testIds={{ page: 'template-manage', table: 'template-table', add: 'template-add' }}
    >
      <TemplateForm {...form} />
    </RegistryPage>
  );
}
