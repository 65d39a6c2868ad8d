/**
 * The parts of a workflow list around its rows (WorkflowList.tsx): the toolbar (the title with the
 * total and the caller's counts, the filter sheet's button on a phone, "mark all read" on the received
 * copies) and a row's actions (open a waiting row; view a copy, and mark a received one read).
 */
import { Button, Message, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { AnyWorkflowRow } from '../../src/api/workflow';
import type { CarbonCopyRow, WorkflowCounts } from '../../src/domain/workflow-api';
import { type MessageKey, t } from '../../src/i18n';
import { FilterSheetButton } from '../common/FilterSheet';
import type { WorkflowListConfig } from './listConfig';
import '../common/ListToolbar.css';

/** What the toolbar shows and does. */
export interface WorkflowToolbarProps {
  config: WorkflowListConfig;
  title: MessageKey;
  /** The list's total, once a page arrived (none after a failed load). */
  total: number | null;
  counts: WorkflowCounts | undefined;
  /** On a phone: opens the filter sheet. */
  onFilters: (() => void) | null;
  /** The received copies: marks them all read (answers how many). */
  onReadAll: (() => Promise<number>) | null;
}

/** A workflow list's toolbar. */
export function WorkflowToolbar({ config, title, total, counts, onFilters, onReadAll }: WorkflowToolbarProps) {
  return (
    <div className="list-toolbar workflow-list__toolbar">
      <Typography.Title heading={2} className="list-toolbar__title workflow-list__title">
        {t(title)}
        {total !== null && (
          <Typography.Text type="secondary" className="workflow-list__total" data-testid="workflow-list-total" data-total={total}>
            {t('workflow.total', { total })}
          </Typography.Text>
        )}
        {counts &&
          config.counts.map((c) => (
            <Tag key={c.key} color={c.color} data-testid={`workflow-count-${c.key}`} data-count={counts[c.key]}>
              {t(c.label, { count: counts[c.key] })}
            </Tag>
          ))}
      </Typography.Title>
      {onFilters && <FilterSheetButton testId="workflow-filter-sheet" onOpen={onFilters} />}
      {onReadAll && (
        <Button
          data-testid="workflow-read-all"
          disabled={!counts?.carbonCopyUnread}
          onClick={async () => {
            const n = await onReadAll();
            Message.success(t('workflow.readDone', { count: n }));
          }}
        >
          {t('workflow.readAll')}
        </Button>
      )}
    </div>
  );
}

/** A row and what its actions do. */
export interface WorkflowRowActionsProps {
  row: AnyWorkflowRow;
  /** A waiting list: the row opens its handle page. */
  waiting: boolean;
  /** The received copies, which the caller may mark read. */
  receivedCopies: boolean;
  onOpen: (row: AnyWorkflowRow) => void;
  /** Marks copies read; answers how many. */
  markRead: (ids: number[]) => Promise<number>;
}

/** A row's actions: open a waiting row; view a copy, and mark a received one read. */
export function WorkflowRowActions({ row, waiting, receivedCopies, onOpen, markRead }: WorkflowRowActionsProps) {
  if (waiting) {
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
}
