/**
 * /form/step-form — the filing submission in three steps: choose a contract awaiting filing
 * (filingPending or filingReturned), check it and add a note and files, confirm and submit
 * (contract/move submitFiling, permission contract.edit); the last step shows the result.
 */
import { Alert, Button, Card, Descriptions, Form, Input, Message, Result, Select, Space, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { contractKeys, moveContract, queryContracts } from '../../src/api/contracts';
import type { ContractDetail, ContractListQueryInput } from '../../src/domain/contract-api';
import { contractLink } from '../../src/domain/matter';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { displayValue, formatFen } from '../../src/utils/display';
import { StatusTag } from '../contracts/detail/StatusTag';
import { useContractDetail } from '../contracts/detail/useContractDetail';
import { FileUpload, fileIdsOf, isUploading } from '../filing/shared/FileUpload';
import { reportFailure } from '../../src/api/reportFailure';
import './examples.css';

const AWAITING: ContractListQueryInput = { status: ['filingPending', 'filingReturned'], current: 1, size: 50, sortField: 'updatedAt', sortOrder: 'desc' };

function Check({ d, files, setFiles, note, setNote }: { d: ContractDetail; files: UploadItem[]; setFiles: (f: UploadItem[]) => void; note: string; setNote: (v: string) => void }) {
  const signed = d.files.filter((f) => f.kind === 'signedScan' || f.kind === 'signedPdf');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        border
        column={2}
        data={[
          { label: t('examples.col.code'), value: <span data-testid="step-form-code">{d.code}</span> },
          { label: t('examples.col.name'), value: d.name },
          { label: t('examples.col.status'), value: <StatusTag status={d.status} phase={d.phase} /> },
          { label: t('examples.col.amount'), value: formatFen(d.amountFen) },
          { label: t('examples.step.bureau'), value: displayValue(d.bureauUnitName) },
          { label: t('examples.step.signedFiles'), value: signed.length ? signed.map((f) => f.fileName ?? `#${f.fileId}`).join('、') : t('examples.step.noSigned') },
        ]}
      />
      <Form.Item label={t('examples.step.moreFiles')}>
        <FileUpload value={files} onChange={setFiles} />
      </Form.Item>
      <Form.Item label={t('examples.form.note')}>
        <Input.TextArea value={note} onChange={setNote} maxLength={2000} showWordLimit autoSize={{ minRows: 3 }} data-testid="step-form-note" />
      </Form.Item>
    </Space>
  );
}

export default function StepFormPage() {
  const canEdit = usePermission('contract.edit');
  const [step, setStep] = useState(1);
  const [contractId, setContractId] = useState<number | null>(null);
  const [files, setFiles] = useState<UploadItem[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useSWR(contractKeys.page(AWAITING), () => queryContracts(AWAITING));
  const detail = useContractDetail(contractId, 'admin');
  const d = detail.data;
  const hasSigned = (d?.files ?? []).some((f) => f.kind === 'signedScan' || f.kind === 'signedPdf') || fileIdsOf(files).length > 0;
  const submit = async () => {
    if (!d) return;
    setBusy(true);
    try {
      await moveContract({ id: d.id, version: d.version, action: 'submitFiling', opinion: note.trim() || undefined, fileIds: fileIdsOf(files) });
      Message.success(t('examples.step.done'));
      setStep(3);
    } catch (e) {
      reportFailure(e, { reload: () => void detail.mutate() });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('route.stepForm')} data-testid="step-form" data-step={step}>
      <Steps current={step} style={{ maxWidth: 780, margin: '0 auto 32px' }}>
        <Steps.Step title={t('examples.step.choose')} />
        <Steps.Step title={t('examples.step.check')} />
        <Steps.Step title={t('examples.step.result')} />
      </Steps>
      {!canEdit && <Alert type="warning" content={t('examples.step.noPermission')} style={{ marginBottom: 16 }} />}
      <div style={{ maxWidth: 780, margin: '0 auto' }}>
        {step === 1 && (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Select
              placeholder={t('examples.step.choosePlaceholder')}
              loading={list.isLoading}
              value={contractId ?? undefined}
              onChange={(id: number) => setContractId(id)}
              data-testid="step-form-contract"
              options={(list.data?.records ?? []).map((r) => ({ value: r.id, label: `${r.code} ${r.name}` }))}
            />
            <Button type="primary" disabled={!canEdit || !d} onClick={() => setStep(2)} data-testid="step-form-next">
              {t('examples.step.next')}
            </Button>
          </Space>
        )}
        {step === 2 && d && (
          <Form layout="vertical">
            <Check d={d} files={files} setFiles={setFiles} note={note} setNote={setNote} />
            {!hasSigned && <Alert type="warning" content={t('examples.step.filesRequired')} style={{ marginBottom: 16 }} />}
            <Space>
              <Button onClick={() => setStep(1)}>{t('examples.step.previous')}</Button>
              <Button type="primary" loading={busy} disabled={!hasSigned || isUploading(files)} onClick={() => void submit()} data-testid="step-form-submit">
                {t('examples.step.submit')}
              </Button>
            </Space>
          </Form>
        )}
        {step === 3 && d && (
          <Result
            status="success"
            title={t('examples.step.done')}
            subTitle={`${d.code} ${d.name}`}
            extra={
              <Link className="examples-link" to={contractLink(d.id)}>
                {t('examples.open')}
              </Link>
            }
          />
        )}
      </div>
    </Card>
  );
}
