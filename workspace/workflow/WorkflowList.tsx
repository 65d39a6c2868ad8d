/**
 * One workflow list (listConfig.ts): the title with the caller's counts (workflow/counts), the
 * filter form, the table with server paging and sorting, loading, empty and error states. A waiting
 * row opens its handle page; a received copy is marked read when opened, and can be marked read in
 * place or all at once. Reads through SWR under the list's query, so every write refreshes it.
 */
import { Card, Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import type { SorterInfo } from '@arco-design/web-react/es/Table/interface';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type AnyWorkflowRow, readAllCopies, readCopies } from '../../src/api/workflow';
import { ListTable } from '../common/ListTable';
import { type MessageKey, t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { useMobile } from '../../src/preferences/useMobile';
import { ListFilters, useFilterSheet } from '../common/FilterSheet';
import { ListLoadFailed } from '../common/ListLoadFailed';
import { afterTableChange, cardPageOf } from '../common/tableChange';
import { WORKFLOW_FOLD_ORDER, workflowColumns } from './columns';
import { initialState, type ListState, PAGE_SIZES, type WorkflowListConfig } from './listConfig';
import { useWorkflowRows } from './useWorkflowRows';
import { WorkflowCards } from './WorkflowCards';
import { WorkflowFilterForm } from './WorkflowFilterForm';
import { WorkflowRowActions, WorkflowToolbar } from './WorkflowToolbar';
import './workflow.css';

const rowKeyOf = (row: AnyWorkflowRow): string =>
  'copyId' in row ? `c${row.copyId}` : 'approvalId' in row ? `a${row.approvalId}` : `m${row.matterId}`;

export function WorkflowList({ config, title }: { config: WorkflowListConfig; title: MessageKey }) {
  const navigate = useNavigate();
  const canRead = usePermission('carboncopy.get');
  const [state, setState] = useState<ListState>(initialState);
  const { backend, error, mutate, counts, isLoading, rows, total, shownTotal } = useWorkflowRows(config, state);
  const receivedCopies = config.list === 'copiesReceived' && canRead;
  // On a phone: the filters in a sheet from the bottom, the rows as cards.
  const mobile = useMobile();
  const sheet = useFilterSheet();
  const isUnread = (row: AnyWorkflowRow) => 'read' in row && !row.read && receivedCopies;

  const markRead = async (ids: number[]) => {
    const n = await readCopies(ids, backend);
    return n;
  };
  const onOpen = (row: AnyWorkflowRow) => {
    if (receivedCopies && 'copyId' in row && !row.read) void markRead([row.copyId]).catch(() => undefined);
    navigate(row.link);
  };
  const actions = (row: AnyWorkflowRow) => (
    <WorkflowRowActions row={row} waiting={config.waiting} receivedCopies={receivedCopies} onOpen={onOpen} markRead={markRead} />
  );
  const columns = workflowColumns({ config, sortField: state.sortField, sortOrder: state.sortOrder, onOpen, actions });

  const onTableChange = (pagination: { current?: number; pageSize?: number }, sorter: SorterInfo | SorterInfo[]) =>
    setState(afterTableChange(state, pagination, sorter, (column) => column));

  const empty = error ? (
    <ListLoadFailed error={error} title={t('workflow.loadFailed')} retry={t('workflow.retry')} onRetry={() => void mutate()} className="workflow-list__state" testId="workflow-list-error" />
  ) : (
    <Empty className="workflow-list__state" data-testid="workflow-list-empty" description={t('workflow.empty')} />
  );

  const filterForm = (
    <WorkflowFilterForm
      config={config}
      vertical={mobile}
      onSearch={(filters) => {
        setState({ ...state, filters, current: 1 });
        sheet.close();
      }}
    />
  );
  return (
    <div className="workflow-list" data-testid="workflow-list" data-list={config.list}>
      <ListFilters mobile={mobile} sheet={sheet} cardClassName="workflow-list__card">
        {filterForm}
      </ListFilters>
      <Card className="workflow-list__card">
        <WorkflowToolbar
          config={config}
          title={title}
          total={shownTotal}
          counts={counts}
          onFilters={mobile ? sheet.show : null}
          onReadAll={receivedCopies ? () => readAllCopies(backend) : null}
        />
        {mobile ? (
          <WorkflowCards
            config={config}
            rows={rows}
            rowKey={rowKeyOf}
            loading={isLoading}
            empty={empty}
            onOpen={onOpen}
            actions={actions}
            unread={isUnread}
            page={cardPageOf(state, total, setState)}
          />
        ) : (
          <ListTable<AnyWorkflowRow>
            rowKey={rowKeyOf}
            data-testid="workflow-table"
            loading={isLoading}
            columns={columns}
            fold={WORKFLOW_FOLD_ORDER}
            data={rows}
            waiting={isLoading}
            stateClass="workflow-list__state"
            empty={empty}
            onChange={onTableChange}
            rowClassName={(row) => (isUnread(row) ? 'workflow-list__unread' : '')}
            page={{ current: state.current, size: state.size, total, sizes: PAGE_SIZES }}
          />
        )}
      </Card>
    </div>
  );
}
