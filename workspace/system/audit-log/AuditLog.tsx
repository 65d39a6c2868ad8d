/**
 * /system/audit-log: the security audit log for the audit administrator (permission audit; 等保 2.0
 * level 3, docs/security.md). Filters by user, unit, event, outcome and time; a record's details
 * (before -> after of a change, the reason of a failure) in a drawer; export of the filtered records
 * to Excel; a check of the whole hash chain. Read-only: the server offers no call that changes a record.
 * Everything in a record that someone typed (an account tried, a name) is shown as text.
 */
import { Alert, Button, Card, DatePicker, Drawer, Empty, Input, Result, Select, Space, Tag, TreeSelect, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/TreeSelect/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { IconDownload, IconSafe } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { auditExportUrl, auditKeys, queryAudit, verifyAudit } from '../../../src/api/audit';
import { startDownload } from '../../../src/api/files';
import { getDataScopeTree, unitTreeKeys } from '../../../src/api/unitTrees';
import { LinkButton } from '../../../src/components/FileLinks';
import { FitTable } from '../../../src/components/FitTable';
import { TimeCell } from '../../../src/components/TimeCell';
import { AUDIT_EVENTS, AUDIT_OUTCOMES, type AuditOutcome, type AuditQuery, type AuditRow, type AuditVerify } from '../../../src/domain/audit';
import type { Page } from '../../../src/domain/envelope';
import { t, type MessageKey } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { formatDate } from '../../../src/utils/display';
import { reportFailure } from '../../../src/api/reportFailure';
import { toTreeData } from '../pickers/unitTreeData';
import { AuditDetail, userText } from './AuditDetail';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['ip', 'unitName', 'target'];

const OUTCOME_COLORS: Record<AuditOutcome, string> = { success: 'green', failure: 'orange', refused: 'red' };

type Filters = Omit<AuditQuery, 'current' | 'size'>;

export const eventLabel = (event: string): string => t(`systemAudit.event.${event}` as MessageKey);

export default function AuditLog() {
  const canExport = usePermission('audit.export');
  const canVerify = usePermission('audit.get');
  const [query, setQuery] = useState<AuditQuery>({ current: 1, size: 20 });
  const [draft, setDraft] = useState<Filters>({});
  const [shown, setShown] = useState<AuditRow | null>(null);
  const [verified, setVerified] = useState<AuditVerify | null>(null);
  const { data, error, isLoading, mutate } = useSWR<Page<AuditRow>>(auditKeys.page(query), () => queryAudit(query));
  const { data: tree } = useSWR(unitTreeKeys.dataScope, getDataScopeTree);

  const search = (filters: Filters) => setQuery((q) => ({ ...filters, current: 1, size: q.size }));
  const { current: _c, size: _s, ...filters } = query;

  const columns: ColumnProps<AuditRow>[] = [
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
        <Button type="text" size="small" onClick={() => setShown(r)} data-testid="audit-show">
          {t('systemAudit.detail.show')}
        </Button>
      ),
    },
  ];

  const runVerify = async () => {
    try {
      setVerified(await verifyAudit());
    } catch (e) {
      reportFailure(e);
    }
  };

  return (
    <Card title={t('route.auditLog')} data-testid="audit-log">
      <Typography.Paragraph type="secondary">{t('systemAudit.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input
            allowClear
            style={{ width: 180 }}
            placeholder={t('systemAudit.filter.userPlaceholder')}
            aria-label={t('systemAudit.filter.user')}
            value={draft.user ?? ''}
            onChange={(v) => setDraft((d) => ({ ...d, user: v.trim() || undefined }))}
            onPressEnter={() => search(draft)}
            data-testid="audit-user"
          />
          <TreeSelect
            allowClear
            showSearch
            style={{ width: 200 }}
            placeholder={t('systemAudit.filter.unit')}
            treeData={toTreeData(tree ?? [])}
            value={draft.unitId === undefined ? undefined : String(draft.unitId)}
            onChange={(v?: string) => setDraft((d) => ({ ...d, unitId: v ? Number(v) : undefined }))}
            filterTreeNode={(input, node) => String(node.props.title ?? '').includes(input)}
            data-testid="audit-unit"
          />
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('systemAudit.filter.event')}
            value={draft.event}
            onChange={(v?: AuditQuery['event']) => setDraft((d) => ({ ...d, event: v }))}
            options={AUDIT_EVENTS.map((e) => ({ value: e, label: eventLabel(e) }))}
            data-testid="audit-event"
          />
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t('systemAudit.filter.outcome')}
            value={draft.outcome}
            onChange={(v?: AuditOutcome) => setDraft((d) => ({ ...d, outcome: v }))}
            options={AUDIT_OUTCOMES.map((o) => ({ value: o, label: t(`systemAudit.outcome.${o}`) }))}
            data-testid="audit-outcome"
          />
          <DatePicker.RangePicker
            style={{ width: 250 }}
            value={draft.from && draft.to ? [draft.from, draft.to] : undefined}
            onChange={(v?: string[]) => setDraft((d) => ({ ...d, from: v?.[0], to: v?.[1] }))}
            data-testid="audit-time"
          />
          <Button type="primary" onClick={() => search(draft)} data-testid="audit-search">
            {t('systemAudit.filter.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              search({});
            }}
          >
            {t('systemAudit.filter.reset')}
          </Button>
        </Space>
        <Space>
          {canVerify && (
            <LinkButton icon={<IconSafe />} task={runVerify} data-testid="audit-verify">
              {t('systemAudit.verify')}
            </LinkButton>
          )}
          {canExport && (
            <LinkButton icon={<IconDownload />} task={async () => startDownload(await auditExportUrl(filters))} data-testid="audit-export">
              {t('systemAudit.export')}
            </LinkButton>
          )}
        </Space>
      </Space>
      {verified && <VerifyResult result={verified} onClose={() => setVerified(null)} />}
      {error ? (
        <Result
          status="error"
          title={t('systemAudit.loadFailed')}
          extra={
            <Button type="primary" onClick={() => void mutate()}>
              {t('systemAudit.retry')}
            </Button>
          }
        />
      ) : (
        <FitTable<AuditRow>
          rowKey="id"
          loading={isLoading}
          columns={columns}
          fold={FOLD}
          data={data?.records ?? []}
          noDataElement={<Empty description={t('systemAudit.empty')} />}
          pagination={{
            total: data?.total ?? 0,
            current: query.current,
            pageSize: query.size,
            showTotal: true,
            sizeCanChange: true,
            sizeOptions: [20, 50, 100],
            onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
          }}
          data-testid="audit-table"
        />
      )}
      <Drawer
        width={560}
        visible={!!shown}
        title={shown ? t('systemAudit.detail.title', { id: shown.id }) : ''}
        footer={null}
        onCancel={() => setShown(null)}
        data-testid="audit-detail"
      >
        {shown && <AuditDetail row={shown} />}
      </Drawer>
    </Card>
  );
}

function VerifyResult({ result, onClose }: { result: AuditVerify; onClose: () => void }) {
  const broken = result.firstBroken;
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Alert
        closable
        onClose={onClose}
        type={result.ok ? 'success' : 'error'}
        content={
          broken
            ? t('systemAudit.verifyBroken', { id: broken.id, reason: t(`systemAudit.reason.${broken.reason}`) })
            : t('systemAudit.verifyOk', { count: result.checked })
        }
        data-testid="audit-verify-result"
      />
      {result.archived && (
        <Alert
          type="info"
          content={t('systemAudit.archived', {
            throughId: result.archived.throughId,
            at: formatDate(result.archived.archivedAt, 'YYYY-MM-DD HH:mm'),
            files: result.archived.files.join('、'),
          })}
        />
      )}
    </Space>
  );
}
