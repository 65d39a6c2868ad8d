/**
 * /system/CounterpartManager: the counterparts (admin_counterpart/queryPage) in a table with server
 * paging, filters and sorting; add and edit in a drawer (CounterpartForm); the serious-dishonesty
 * switch asks first (its contracts turn red at once); delete after a confirmation; export. Actions
 * show only with the matching counterpart.* permission.
 */
import '@arco-design/web-react/es/Button/style/css.js';
import type { SorterInfo } from '@arco-design/web-react/es/Table/interface';
import { IconDownload } from '@arco-design/web-react/icon';
import { startDownload } from '../../../src/api/files';
import { LinkButton } from '../../../src/components/FileLinks';
import { counterpartExportUrl, counterpartKeys, deleteCounterpart, editCounterpart, queryCounterparts } from '../../../src/api/counterparts';
import { COUNTERPART_SORT_FIELDS, type CounterpartPageQuery, type CounterpartRow } from '../../../src/domain/counterpart';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { RegistryPage } from '../registry/RegistryPage';
import { useFormTarget, useRegistryList } from '../registry/useRegistryList';
import { counterpartColumns } from './counterpartColumns';
import { counterpartFilters } from './counterpartFilters';
import { CounterpartForm, type CounterpartFormTarget } from './CounterpartForm';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['userCount', 'contractCount', 'legalRepresentative', 'contactName', 'seriousDishonest'];

export default function CounterpartManage() {
  const canAdd = usePermission('counterpart.add');
  const canEdit = usePermission('counterpart.edit');
  const canDelete = usePermission('counterpart.delete');
  const canExport = usePermission('counterpart.export');
  const list = useRegistryList<Partial<CounterpartPageQuery>, CounterpartRow>(counterpartKeys.page, queryCounterparts, {});
  const { open, form } = useFormTarget<CounterpartFormTarget>(list.reload);
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

  const columns = counterpartColumns({
    query,
    can: { edit: canEdit, delete: canDelete },
    onToggleDishonest: toggleDishonest,
    onEdit: (r) => open({ mode: 'edit', row: r }),
    onDelete: confirmDelete,
  });
  const { current: _c, size: _s, ...applied } = query;

  return (
    <RegistryPage
      title={t('route.counterpartManage')}
      list={list}
      columns={columns}
      fold={FOLD}
      filters={counterpartFilters({ query, filter })}
      actions={
        canExport && (
          <LinkButton icon={<IconDownload />} task={async () => startDownload(await counterpartExportUrl(applied))} data-testid="cp-export">
            {t('systemCounterparts.export')}
          </LinkButton>
        )
      }
      add={canAdd ? { label: t('systemCounterparts.add'), onClick: () => open({ mode: 'add' }) } : null}
      onSort={(_p, sorter) => {
        const s = sorter as SorterInfo;
        const field = COUNTERPART_SORT_FIELDS.find((f) => f === s.field);
        filter({ sortField: s.direction && field ? field : undefined, sortOrder: s.direction && field ? s.direction : undefined });
      }}
      texts={{ empty: t('systemCounterparts.empty') }}
      testIds={{ page: 'counterpart-manage', table: 'counterpart-table', add: 'cp-add' }}
    >
      <CounterpartForm {...form} />
    </RegistryPage>
  );
}
