/** The owner's rectification (filing/rectify): what was done for every open defect, with files. */
import { Button, Card, Form, Input, Message, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rectifyFiling } from '../../src/api/contracts';
import type { ContractDetail } from '../../src/domain/contract-api';
import { contractLink } from '../../src/domain/matter';
import { t } from '../../src/i18n';
import { openConditions } from './filingState';
import { FileUpload, fileIdsOf, isUploading } from './shared/FileUpload';
import { useSubmit } from '../../src/forms/useSubmit';

export function RectifyForm({ contract, reload }: { contract: ContractDetail; reload: () => void }) {
  const navigate = useNavigate();
  const conditions = openConditions(contract.filings);
  const [files, setFiles] = useState<Record<number, UploadItem[]>>({});
  const { busy, run } = useSubmit({ reload });
  const uploading = Object.values(files).some(isUploading);

  const submit = async (v: Record<string, string | undefined>) => {
    await run(async () => {
      await rectifyFiling({
        id: contract.id,
        version: contract.version,
        items: conditions.map((c) => ({ conditionId: c.id, rectification: (v[`c${c.id}`] ?? '').trim(), fileIds: fileIdsOf(files[c.id] ?? []) })),
      });
      Message.success(t('filing.rectify.done'));
      navigate(contractLink(contract.id));
    });
  };

  return (
    <Card title={t('filing.rectify.title')} data-testid="filing-rectify-form">
      <Form layout="vertical" onSubmit={(v) => void submit(v)}>
        {conditions.map((c, i) => (
          <div key={c.id} className="filing-page__defect" data-testid="filing-defect">
            <div className="filing-page__defect-title">
              {t('filing.rectify.defect', { n: i + 1, text: c.description })} <Tag color="orange">{t('filing.rectify.deadline', { date: c.deadline })}</Tag>
            </div>
            <Form.Item
              label={t('filing.rectify.measures')}
              field={`c${c.id}`}
              rules={[{ required: true, message: t('filing.rectify.measuresRequired') }, { maxLength: 2000 }]}
            >
              <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 2 }} data-testid="filing-defect-text" />
            </Form.Item>
            <FileUpload value={files[c.id] ?? []} onChange={(list) => setFiles((prev) => ({ ...prev, [c.id]: list }))} testId="filing-defect-files" />
          </div>
        ))}
        <div>
          <Button type="primary" htmlType="submit" loading={busy} disabled={uploading || conditions.length === 0} data-testid="filing-rectify-submit">
            {t('filing.rectify.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
