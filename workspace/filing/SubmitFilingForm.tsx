/** The owner submits the filing (contract/move submitFiling) with the signed contract files. */
import { Button, Card, Form, Input, Message, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { moveContract } from '../../src/api/contracts';
import type { ContractDetail } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { FileUpload, fileIdsOf, isUploading } from './shared/FileUpload';
import { useSubmit } from '../../src/forms/useSubmit';

export function SubmitFilingForm({ contract, reload }: { contract: ContractDetail; reload: () => void }) {
  const navigate = useNavigate();
  const [files, setFiles] = useState<UploadItem[]>([]);
  const { busy, run } = useSubmit({ reload });
  const signed = contract.files.filter((f) => f.kind === 'signedScan' || f.kind === 'signedPdf');

  const submit = async (v: { opinion?: string }) => {
    const fileIds = fileIdsOf(files);
    if (fileIds.length === 0 && signed.length === 0) {
      Message.warning(t('filing.submit.filesRequired'));
      return;
    }
    await run(async () => {
      await moveContract({ id: contract.id, version: contract.version, action: 'submitFiling', opinion: v.opinion?.trim() || undefined, fileIds });
      Message.success(t('filing.submit.done'));
      navigate(`/result/record-register-success?id=${contract.id}`);
    });
  };

  return (
    <Card title={t('filing.submit.title')} data-testid="filing-submit-form">
      <Form labelCol={{ span: 4 }} wrapperCol={{ span: 18 }} onSubmit={(v) => void submit(v)}>
        <Form.Item label={t('filing.submit.signedFiles')}>
          <Space direction="vertical">
            <span>{signed.length ? signed.map((f) => f.fileName ?? `#${f.fileId}`).join('、') : t('filing.submit.noSigned')}</span>
            <FileUpload value={files} onChange={setFiles} testId="filing-submit-files" />
          </Space>
        </Form.Item>
        <Form.Item label={t('filing.submit.note')} field="opinion" rules={[{ maxLength: 2000 }]}>
          <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 3 }} data-testid="filing-submit-note" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" htmlType="submit" loading={busy} disabled={isUploading(files)} data-testid="filing-submit">
            {t('filing.submit.button')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
