/** The result of a check of the audit log's hash chain (AuditLog.tsx): whole, or the first broken record and why; and what was archived. */
import { Alert, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { AuditVerify } from '../../../src/domain/audit';
import { t } from '../../../src/i18n';
import { formatDate } from '../../../src/utils/display';

/** The check's alerts; the first closes them. */
export function VerifyResult({ result, onClose }: { result: AuditVerify; onClose: () => void }) {
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
