/**
 * One contract list, configured per route (views.ts): the filter form, the table with server paging
 * and sorting, column settings, export, and the view's extras (drafts box actions, 1.0 import).
 * Reads contract/queryPage through SWR under contractKeys.page(query) (useContractPage.ts), so every
 * contract write and live sync refresh it. Filters, page and sort live in the URL query (useListState).
 */
import { Card, Empty, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ColumnProps, SorterInfo } from '@arco-design/web-react/es/Table/interface';
import { type ReactNode, useMemo } from 'react';
import { ListTable } from '../common/ListTable';
import type { ContractRow } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { lazyComponent } from '../../src/router/lazyPage';
import { usePermission } from '../../src/permissions';
import { useMobile } from '../../src/preferences/useMobile';
import { useRouteTitle } from '../../src/router/useRouteTitle';
import { ColumnSettings, useVisibleColumns } from './ColumnSettings';
import { FilterSheetButton, ListFilters, useFilterSheet } from '../common/FilterSheet';
import { ContractCards } from './ContractCards';
import { ContractFilters } from './ContractFilters';
import { contractColumns, FOLD_ORDER, sortFieldOf } from './columns';
import { DraftActions } from './DraftActions';
import { ExportButton } from './ExportButton';
import { activeFilterCount, filtersOf, hasFilters, PAGE_SIZES, withFilters } from './listQuery';
import { useContractPage } from './useContractPage';
import { useListState } from './useListState';
import type { ListConfig } from './views';
import '../common/ListToolbar.css';
import './ContractList.css';
import { afterTableChange, cardPageOf } from '../common/tableChange';
import { ListLoadFailed } from '../common/ListLoadFailed';

/**
 * The 1.0 import (the transfer list, for users who may import): its upload, row-error table and the
 * import's schema are a chunk of their own, not part of every list's first load.
 */
const ImportV1 = lazyComponent<object>(() => import('./ImportV1').then((m) => ({ default: m.ImportV1 })), () => null);

/** `rowActions`: an optional actions column (a route's own row actions, e.g. the filing lists' link to the filing page). */
export function ContractList({ config, rowActions }: { config: ListConfig; rowActions?: (row: ContractRow) => ReactNode }) {
  // The heading is the page's title in the route table: the tab's title, in every language.
  const title = useRouteTitle();
  const { view } = config;
  const [state, setState] = useListState(view);
  const { user, query, error, mutate, isLoading, loading, rows, total, shownTotal } = useContractPage(state, view);
  const isStaff = user?.userType === 'staff';
  const canExport = usePermission('contract.export') && isStaff;
  const canImport = usePermission('contract.import') && isStaff;
  const [visible, setVisible] = useVisibleColumns(view);
  const filters = useMemo(() => filtersOf(state), [state]);
  // On a phone: the filters in a sheet from the bottom, the rows as cards.
  const mobile = useMobile();
  const sheet = useFilterSheet();

  // A row's actions, decided once for the table's column and the phone's cards: the drafts box's own, else the route's.
  const actionsOf = useMemo(() => (config.draftActions ? (row: ContractRow) => <DraftActions row={row} /> : rowActions), [config.draftActions, rowActions]);
  const columns = useMemo(() => {
    const cols: ColumnProps<ContractRow>[] = contractColumns(visible, state.sortField, state.sortOrder);
    if (actionsOf) {
      const width = config.draftActions ? 180 : 120;
      cols.push({ key: 'actions', title: t('contractLists.col.actions'), width, fixed: 'right', render: (_: unknown, row: ContractRow) => actionsOf(row) });
    }
    return cols;
  }, [visible, state.sortField, state.sortOrder, config.draftActions, actionsOf]);

  const onTableChange = (pagination: { current?: number; pageSize?: number }, sorter: SorterInfo | SorterInfo[]) =>
    setState(afterTableChange(state, pagination, sorter, sortFieldOf));

  const empty = error ? (
    <ListLoadFailed error={error} title={t('contractLists.error.title')} retry={t('contractLists.error.retry')} onRetry={() => void mutate()} className="contract-list__state" testId="contract-list-error" />
  ) : (
    <Empty
      className="contract-list__state"
      data-testid="contract-list-empty"
      description={hasFilters(state) ? t('contractLists.empty.filtered') : t('contractLists.empty.none')}
    />
  );

  const filterForm = (
    <ContractFilters
      view={view}
      filters={filters}
      onSearch={(f) => {
        setState(withFilters(state, f));
        sheet.close();
      }}
      unitFilter={isStaff}
      areaFilter={!!config.areaFilter}
      vertical={mobile}
    />
  );

  return (
    <div className="contract-list" data-testid="contract-list" data-view={view}>
      <ListFilters mobile={mobile} sheet={sheet} cardClassName="contract-list__card">
        {filterForm}
      </ListFilters>
      <Card className="contract-list__card">
        <div className="list-toolbar contract-list__toolbar">
          <Typography.Title heading={2} className="list-toolbar__title contract-list__title">
            {title}
            {shownTotal !== null && (
              <Typography.Text type="secondary" className="contract-list__total" data-testid="contract-list-total" data-total={shownTotal}>
                {t('contractLists.total', { total: shownTotal })}
              </Typography.Text>
            )}
          </Typography.Title>
          <Space wrap>
            {mobile && <FilterSheetButton testId="contract-filter-sheet" active={activeFilterCount(state)} onOpen={sheet.show} />}
            {config.importV1 && canImport && !mobile && <ImportV1 />}
            {canExport && <ExportButton query={query} />}
            {!mobile && <ColumnSettings visible={visible} onChange={setVisible} />}
          </Space>
        </div>
        {mobile ? (
          <ContractCards
            rows={rows}
            loading={loading}
            empty={empty}
            actions={actionsOf}
            page={cardPageOf(state, total, setState)}
          />
        ) : (
          <ListTable<ContractRow>
            rowKey="id"
            data-testid="contract-table"
            loading={loading}
            columns={columns}
            fold={FOLD_ORDER}
            data={rows}
            waiting={isLoading}
            stateClass="contract-list__state"
            empty={empty}
            onChange={onTableChange}
            page={{ current: state.current, size: state.size, total, sizes: PAGE_SIZES, hideOnSinglePage: false }}
          />
        )}
      </Card>
    </div>
  );
}
