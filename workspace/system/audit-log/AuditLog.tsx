/**
 * /system/audit-log: the security audit log for the audit administrator (permission audit; 等保 2.0
 * level 3, docs/security.md). Filters by user, unit, event, outcome and time; a record's details
 * (before -> after of a change, the reason of a failure) in a drawer; export of the filtered records
 * to Excel; a check of the whole hash chain. Read-only: the server offers no call that changes a record.
 * Everything in a record that someone typed (an account tried, a name) is shown as text.
 */
import { Button, Card, Drawer, Empty, Result, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconDownload, IconSafe } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { auditExportUrl, auditKeys, queryAudit, verifyAudit } from '../../../src/api/audit';
import { startDownload } from '../../../src/api/files';
import { LinkButton } from '../../../src/components/FileLinks';
import { FitTable } from '../../../src/components/FitTable';
import type { AuditQuery, AuditRow, AuditVerify } from '../../../src/domain/audit';
import type { Page } from '../../../src/domain/envelope';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { reportFailure } from '../../../src/api/reportFailure';
import { auditColumns } from './auditColumns';
import { AuditDetail } from './AuditDetail';
import { AuditFilters, type AuditFilterValues } from './AuditFilters';
import { VerifyResult } from './VerifyResult';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['ip', 'unitName', 'target'];

export default function AuditLog() {
  const canExport = usePermission('audit.export');
  const canVerify = usePermission('audit.get');
  const [query, setQuery] = useState<AuditQuery>({ current: 1, size: 20 });
  const [shown, setShown] = useState<AuditRow | null>(null);
  const [verified, setVerified] = useState<AuditVerify | null>(null);
  const { data, error, isLoading, mutate } = useSWR<Page<AuditRow>>(auditKeys.page(query), () => queryAudit(query));

  const search = (filters: AuditFilterValues) => setQuery((q) => ({ ...filters, current: 1, size: q.size }));
  const { current: _c, size: _s, ...filters } = query;

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
        <AuditFilters onSearch={search} />
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
          columns={auditColumns(setShown)}
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
