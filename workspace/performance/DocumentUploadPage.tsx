/**
 * /matter/documentUpload (?id=<contractId> or ?matterId=): performance documents of a contract
 * (acceptance reports, invoices, receipts) uploaded with performance/uploadDocument.
 */
import { Button, Card, Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { uploadPerformanceDocument } from '../../src/api/contracts';
import type { ContractDetail } from '../../src/domain/contract-api';
import { contractLink } from '../../src/domain/matter';
import { t } from '../../src/i18n';
import { PerformanceTable } from '../contracts/detail/RecordsTables';
import { FileUpload, fileIdsOf, isUploading } from '../filing/shared/FileUpload';
import { TargetFrame } from '../filing/shared/TargetFrame';
import { useTargetContract } from '../filing/shared/useTargetContract';
import { canPerform } from './performState';
import { useSubmit } from '../../src/forms/useSubmit';

function UploadForm({ contract, reload }: { contract: ContractDetail; reload: () => void }) {
  const navigate = useNavigate();
  const [files, setFiles] = useState<UploadItem[]>([]);
  const { busy, run } = useSubmit({ reload });
  const submit = async (v: { title: string; note?: string }) => {
    const fileIds = fileIdsOf(files);
    if (fileIds.length === 0) {
      Message.warning(t('filing.doc.filesRequired'));
      return;
    }
    await run(async () => {
      await uploadPerformanceDocument({ contractId: contract.id, title: v.title.trim(), fileIds, note: v.note?.trim() || undefined });
      Message.success(t('filing.doc.done'));
      navigate(contractLink(contract.id));
    });
  };
  return (
    <Card title={t('filing.doc.title')} data-testid="doc-upload-form">
      <Form labelCol={{ span: 4 }} wrapperCol={{ span: 16 }} onSubmit={(v) => void submit(v)}>
        <Form.Item label={t('filing.doc.docTitle')} field="title" rules={[{ required: true, message: t('filing.doc.titleRequired') }, { maxLength: 200 }]}>
          <Input maxLength={200} placeholder={t('filing.doc.titlePlaceholder')} data-testid="doc-title" />
        </Form.Item>
        <Form.Item label={t('filing.doc.files')} required>
          <FileUpload value={files} onChange={setFiles} limit={20} testId="doc-files" />
        </Form.Item>
        <Form.Item label={t('filing.perform.note')} field="note" rules={[{ maxLength: 2000 }]}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" htmlType="submit" loading={busy} disabled={isUploading(files)} data-testid="doc-submit">
            {t('filing.doc.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

export default function DocumentUploadPage() {
  const target = useTargetContract();
  return (
    <TargetFrame target={target} pickView="execute" testId="doc-upload">
      {(contract, reload) => (
        <>
          <Card title={t('filing.doc.list')}>
            <PerformanceTable records={contract.performance.filter((r) => r.kind === 'document')} />
          </Card>
          {canPerform(contract.status) ? (
            <UploadForm key={contract.version} contract={contract} reload={reload} />
          ) : (
            <Card data-testid="perform-closed">{t('filing.perform.notPerforming')}</Card>
          )}
        </>
      )}
    </TargetFrame>
  );
}
