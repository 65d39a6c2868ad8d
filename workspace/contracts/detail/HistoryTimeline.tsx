/** 办理记录: the audit trail, oldest first: the action, the status change, who, which unit, when, the opinion. */
import { Empty, Timeline, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { t } from '../../../src/i18n';
import { displayValue, formatDate } from '../../../src/utils/display';
import { FileLinks } from './FileLinks';
import { actionLabel, statusLabel } from './format';

type Entry = ContractDetail['history'][number];
const STOP_ACTIONS = new Set(['void', 'terminate', 'refuseFiling', 'returnTo', 'returnFiling', 'rejectRectification', 'raiseDispute', 'suspend']);

export function HistoryTimeline({ history }: { history: Entry[] }) {
  if (history.length === 0) return <Empty />;
  return (
    <Timeline className="contract-detail__timeline" data-testid="contract-history">
      {history.map((h) => (
        <Timeline.Item
          key={h.id}
          label={formatDate(h.at, 'YYYY-MM-DD HH:mm')}
          dotColor={STOP_ACTIONS.has(h.action) ? 'rgb(var(--red-6))' : undefined}
          data-testid="contract-history-item"
        >
          <div className="contract-detail__history-head">
            <Typography.Text bold>{actionLabel(h.action)}</Typography.Text>
            <Typography.Text type="secondary">
              {h.fromStatus ? `${statusLabel(h.fromStatus)} → ` : ''}
              {statusLabel(h.toStatus)}
            </Typography.Text>
          </div>
          <div className="contract-detail__history-who">
            {displayValue([h.userName, h.unitName].filter(Boolean).join(' · '))}
          </div>
          {h.opinion && (
            <div className="contract-detail__history-opinion" data-testid="contract-history-opinion">
              {t('contractDetail.history.opinion')}{t('common.colon')}{h.opinion}
            </div>
          )}
          <FileLinks fileIds={h.fileIds} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
