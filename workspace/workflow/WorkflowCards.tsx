/**
 * A workflow list on a phone: one card per row, read with one thumb. The card's title opens the row
 * (its handle page), and below it stand the contract, the kind, the deadline in its urgency colour
 * (src/domain/deadline-urgency.ts) and who submitted it, with the row's actions at the foot. Pages
 * by a simple pager; the loading, empty and error states are the list's.
 */
import { Card, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { AnyWorkflowRow } from '../../src/api/workflow';
import { type DeadlineUrgency, deadlineUrgency } from '../../src/domain/deadline-urgency';
import type { ApprovalRow } from '../../src/domain/workflow-api';
import { type MessageKey, t } from '../../src/i18n';
import { displayValue, formatDate } from '../../src/utils/display';
import '../common/ListCards.css';
import type { WorkflowListConfig } from './listConfig';
import { type CardPage, CardPager } from '../common/CardPager';

const URGENCY: Record<DeadlineUrgency, { color?: string; label?: MessageKey }> = {
  overdue: { color: 'red', label: 'workflow.overdue' },
  today: { color: 'orangered', label: 'workflow.dueToday' },
  soon: { color: 'orange', label: 'workflow.dueSoon' },
  later: {},
};

interface Props {
  config: WorkflowListConfig;
  rows: readonly AnyWorkflowRow[];
  rowKey: (row: AnyWorkflowRow) => string;
  loading: boolean;
  /** What shows without rows: the list's empty or error state. */
  empty: ReactNode;
  onOpen: (row: AnyWorkflowRow) => void;
  actions: (row: AnyWorkflowRow) => ReactNode;
  unread: (row: AnyWorkflowRow) => boolean;
  page: CardPage;
}

export function WorkflowCards({ config, rows, rowKey, loading, empty, onOpen, actions, unread, page }: Props) {
  const today = dayjs().format('YYYY-MM-DD');
  if (rows.length === 0) return loading ? <Spin className="list-cards__loading" block /> : empty;
  return (
    <Spin loading={loading} block>
      <ul className="list-cards" data-testid="workflow-cards">
        {rows.map((row) => {
          // Urgency is for what still waits; a done row's deadline is history.
          const urgency = config.waiting ? deadlineUrgency(row.deadline, row.overdue, today) : null;
          const tone = urgency ? URGENCY[urgency] : {};
          return (
            <li key={rowKey(row)}>
              <Card size="small" className={unread(row) ? 'list-card workflow-card workflow-card--unread' : 'list-card workflow-card'} data-testid="workflow-card">
                <button type="button" className="workflow-card__title" data-testid="workflow-row-link" onClick={() => onOpen(row)}>
                  {row.title}
                </button>
                {row.contract && <div className="workflow-card__contract">{row.contract.name}</div>}
                <div className="list-card__facts">
                  <Tag size="small">{t(`contract.matterKind.${row.kind}` as MessageKey)}</Tag>
                  {config.rowKind === 'approval' && <span>{t('workflow.level', { level: (row as ApprovalRow).level })}</span>}
                  <span>
                    <span className="list-card__label">{t('workflow.col.submitter')}</span>
                    {displayValue(row.submitterName)}
                  </span>
                </div>
                <div className="list-card__foot">
                  <span className="workflow-card__deadline" data-urgency={urgency ?? undefined}>
                    <span className="list-card__label">{t('workflow.col.deadline')}</span>
                    {formatDate(row.deadline, 'YYYY-MM-DD')}
                    {tone.label && (
                      <Tag size="small" color={tone.color} data-testid={urgency === 'overdue' ? 'workflow-overdue' : undefined}>
                        {t(tone.label)}
                      </Tag>
                    )}
                  </span>
                  <span className="workflow-card__actions">{actions(row)}</span>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <CardPager {...page} />
    </Spin>
  );
}
