/**
 * One workflow list (listConfig.ts): the title with the caller's counts (workflow/counts), the
 * filter form, the table with server paging and sorting, loading, empty and error states. A waiting
 * row opens its handle page; a received copy is marked read when opened, and can be marked read in
 * place or all at once. Reads through SWR under the list's query, so every write refreshes it.
 */
import { Button, Card, Empty, Message, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { SorterInfo } from '@arco-design/web-react/es/Table/interface';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import {
  type AnyWorkflowRow,
  backendOf,
  getWorkflowCounts,
  queryWorkflowList,
  readAllCopies,
  readCopies,
  workflowKeys,
} from '../../src/api/workflow';
import { useDeferredAnswer } from '../../src/api/useDeferredAnswer';
import { FitTable } from '../../src/components/FitTable';
import type { Page } from '../../src/domain/envelope';
import type { CarbonCopyRow } from '../../src/domain/workflow-api';
import { type MessageKey, t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { useMobile } from '../../src/preferences/useMobile';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { WORKFLOW_FOLD_ORDER, workflowColumns } from './columns';
import { initialState, type ListState, PAGE_SIZES, toQuery, type WorkflowListConfig } from './listConfig';
import { FilterSheetButton, ListFilters, useFilterSheet } from '../common/FilterSheet';
import { WorkflowCards } from './WorkflowCards';
import { WorkflowFilterForm } from './WorkflowFilterForm';
import './workflow.css';
import { afterTableChange } from '../common/tableChange';
import { ListLoadFailed } from '../common/ListLoadFailed';

const rowKeyOf = (row: AnyWorkflowRow): string =>
  'copyId' in row ? `c${row.copyId}` : 'approvalId' in row ? `a${row.approvalId}` : `m${row.matterId}`;

export function WorkflowList({ config, title }: { config: WorkflowListConfig; title: MessageKey }) {
  const { user } = useCurrentUser();
  const backend = backendOf(user?.userType);
  const navigate = useNavigate();
  const canRead = usePermission('carboncopy.get');
  const [state, setState] = useState<ListState>(initialState);
  const query = useMemo(() => toQuery(state, config), [state, config]);
  const { data: answer, error, isLoading: asking, mutate } = useSWR<Page<AnyWorkflowRow>>(
    user ? workflowKeys.list(config.list, query, backend) : null,
    () => queryWorkflowList(config.list, query as never, backend),
    { keepPreviousData: true },
  );
  const { shown: data, arriving } = useDeferredAnswer(answer);
  const isLoading = asking || arriving;
  const { data: counts } = useSWR(user ? workflowKeys.counts(backend) : null, () => getWorkflowCounts(backend));
  const receivedCopies = config.list === 'copiesReceived' && canRead;
  // On a phone: the filters in a sheet from the bottom, the rows as cards.
  const mobile = useMobile();
  const sheet = useFilterSheet();
  const isUnread = (row: AnyWorkflowRow) => 'read' in row && !row.read && receivedCopies;
  const rows = error ? [] : (data?.records ?? []);
  const total = error ? 0 : (data?.total ?? 0);

  const markRead = async (ids: number[]) => {
    const n = await readCopies(ids, backend);
    return n;
  };
  const onOpen = (row: AnyWorkflowRow) => {
    if (receivedCopies && 'copyId' in row && !row.read) void markRead([row.copyId]).catch(() => undefined);
    navigate(row.link);
  };
  const actions = (row: AnyWorkflowRow) => {
    if (config.waiting) {
      return (
        <Button type="text" size="small" data-testid="workflow-open" onClick={() => onOpen(row)}>
          {t('workflow.open')}
        </Button>
      );
    }
    const copy = row as CarbonCopyRow;
    return (
      <Space size={0}>
        <Button type="text" size="small" onClick={() => onOpen(row)}>
          {t('workflow.view')}
        </Button>
        {receivedCopies && !copy.read && (
          <Button
            type="text"
            size="small"
            data-testid="workflow-mark-read"
            onClick={async () => {
              const n = await markRead([copy.copyId]);
              Message.success(t('workflow.readDone', { count: n }));
            }}
          >
            {t('workflow.markRead')}
          </Button>
        )}
      </Space>
    );
  };
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
        <div className="workflow-list__toolbar">
          <Typography.Title heading={2} className="workflow-list__title">
            {t(title)}
            {data && !error && (
              <Typography.Text type="secondary" className="workflow-list__total" data-testid="workflow-list-total" data-total={data.total}>
                {t('workflow.total', { total: data.total })}
              </Typography.Text>
            )}
            {counts &&
              config.counts.map((c) => (
                <Tag key={c.key} color={c.color} data-testid={`workflow-count-${c.key}`} data-count={counts[c.key]}>
                  {t(c.label, { count: counts[c.key] })}
                </Tag>
              ))}
          </Typography.Title>
          {mobile && (
            <FilterSheetButton testId="workflow-filter-sheet" onOpen={sheet.show} />
          )}
          {receivedCopies && (
            <Button
              data-testid="workflow-read-all"
              disabled={!counts?.carbonCopyUnread}
              onClick={async () => {
                const n = await readAllCopies(backend);
                Message.success(t('workflow.readDone', { count: n }));
              }}
            >
              {t('workflow.readAll')}
            </Button>
          )}
        </div>
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
            page={{ current: state.current, pageSize: state.size, total, onChange: (current) => setState({ ...state, current }) }}
          />
        ) : (
          <FitTable<AnyWorkflowRow>
            rowKey={rowKeyOf}
            data-testid="workflow-table"
            loading={isLoading}
            columns={columns}
            fold={WORKFLOW_FOLD_ORDER}
            data={rows}
            noDataElement={isLoading ? <div className="workflow-list__state" /> : empty}
            border={false}
            onChange={onTableChange}
            rowClassName={(row) => (isUnread(row) ? 'workflow-list__unread' : '')}
            pagination={{
              current: state.current,
              pageSize: state.size,
              total,
              showTotal: true,
              sizeCanChange: true,
              sizeOptions: [...PAGE_SIZES],
            }}
          />
        )}
      </Card>
    </div>
  );
}
