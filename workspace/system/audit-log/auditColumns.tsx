/**
 * The audit log's columns (AuditLog.tsx): when, who (the system or anonymous when nobody signed in),
 * unit, address, event, outcome, target, and the button that opens a record's details. What someone
 * typed (an account tried, a name) is shown as text, not translated.
 */
import { Button, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { TimeCell } from '../../../src/components/TimeCell';
import type { AuditOutcome, AuditRow } from '../../../src/domain/audit';
import { type MessageKey, t } from '../../../src/i18n';
import { userText } from './AuditDetail';

const OUTCOME_COLORS: Record<AuditOutcome, string> = { success: 'green', failure: 'orange', refused: 'red' };

/** An audit event's name. */
export const eventLabel = (event: string): string => t(`systemAudit.event.${event}` as MessageKey);

/** The columns of the audit table; `onShow` opens a record's details. */
export function auditColumns(onShow: (row: AuditRow) => void): ColumnProps<AuditRow>[] {
  return [
    { title: t('systemAudit.col.at'), dataIndex: 'at', width: 170, render: (v: string) => <TimeCell value={v} format="YYYY-MM-DD HH:mm:ss" /> },
    {
      title: t('systemAudit.col.user'),
      dataIndex: 'username',
      width: 150,
      ellipsis: true,
      render: (_: unknown, r) =>
        r.username ? (
          <span translate="no">{userText(r)}</span>
        ) : (
          t(r.event === 'auditArchive' ? 'systemAudit.system' : 'systemAudit.anonymous')
        ),
    },
    { title: t('systemAudit.col.unit'), dataIndex: 'unitName', width: 150, ellipsis: true, render: (v: string | null) => v ?? '--' },
    { title: t('systemAudit.col.ip'), dataIndex: 'ip', width: 130, render: (v: string) => <span style={{ fontFamily: 'monospace' }}>{v || '--'}</span> },
    { title: t('systemAudit.col.event'), dataIndex: 'event', width: 130, render: (v: string) => eventLabel(v) },
    {
      title: t('systemAudit.col.outcome'),
      dataIndex: 'outcome',
      width: 90,
      render: (v: AuditOutcome) => <Tag color={OUTCOME_COLORS[v]}>{t(`systemAudit.outcome.${v}`)}</Tag>,
    },
    { title: t('systemAudit.col.target'), dataIndex: 'target', width: 200, ellipsis: true, render: (v: string | null) => <span translate="no">{v ?? '--'}</span> },
    {
      title: t('systemAudit.col.detail'),
      key: 'detail',
      width: 80,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button type="text" size="small" onClick={() => onShow(r)} data-testid="audit-show">
          {t('systemAudit.detail.show')}
        </Button>
      ),
    },
  ];
}
