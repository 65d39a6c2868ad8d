/**
 * /matter/performSupervise (?id=<contractId> or ?matterId=): the bureau's supervision of a contract
 * (supervision/add): an inspection, interview, rectification notice or follow-up, optionally opening
 * a WarnTips matter the owning unit must answer by a deadline.
 */
import { Button, Card, DatePicker, Form, Input, Message, Select, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addSupervision } from '../../src/api/contracts';
import type { ContractDetail } from '../../src/domain/contract-api';
import { SUPERVISION_KINDS } from '../../src/domain/contract-write';
import { contractLink } from '../../src/domain/matter';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { SupervisionTable } from '../contracts/detail/RecordsTables';
import { FileUpload, fileIdsOf, isUploading } from '../filing/shared/FileUpload';
import { TargetFrame } from '../filing/shared/TargetFrame';
import { useTargetContract } from '../filing/shared/useTargetContract';
import { useSubmit } from '../../src/forms/useSubmit';

interface Values {
  kind: (typeof SUPERVISION_KINDS)[number];
  content: string;
  warn: boolean;
  deadline?: string;
}

function SuperviseForm({ contract, reload }: { contract: ContractDetail; reload: () => void }) {
  const navigate = useNavigate();
  const [files, setFiles] = useState<UploadItem[]>([]);
  const { busy, run } = useSubmit({ reload });
  const today = dayjs().format('YYYY-MM-DD');
  const submit = async (v: Values) => {
    await run(async () => {
      await addSupervision({
        contractId: contract.id,
        kind: v.kind,
        content: v.content.trim(),
        fileIds: fileIdsOf(files),
        warn: v.warn,
        ...(v.warn && v.deadline ? { deadline: v.deadline } : {}),
      });
      Message.success(t(v.warn ? 'filing.sup.doneWarn' : 'filing.sup.done'));
      navigate(contractLink(contract.id));
    });
  };
  return (
    <Card title={t('filing.sup.title')} data-testid="supervise-form">
      <Form<Values> labelCol={{ span: 4 }} wrapperCol={{ span: 16 }} initialValues={{ kind: 'inspection', warn: false }} onSubmit={(v) => void submit(v)}>
        <Form.Item label={t('filing.sup.kind')} field="kind" rules={[{ required: true }]}>
          <Select
            style={{ width: 240 }}
            data-testid="supervise-kind"
            options={SUPERVISION_KINDS.map((k) => ({ value: k, label: t(`contract.supervisionKind.${k}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('filing.sup.content')} field="content" rules={[{ required: true, message: t('filing.sup.contentRequired') }, { maxLength: 4000 }]}>
          <Input.TextArea maxLength={4000} showWordLimit autoSize={{ minRows: 4 }} data-testid="supervise-content" />
        </Form.Item>
        <Form.Item label={t('filing.attachments')}>
          <FileUpload value={files} onChange={setFiles} limit={20} />
        </Form.Item>
        <Form.Item label={t('filing.sup.warn')} field="warn" triggerPropName="checked" extra={t('filing.sup.warnHelp')}>
          <Switch data-testid="supervise-warn" />
        </Form.Item>
        <Form.Item shouldUpdate noStyle>
          {(values: Values) =>
            values.warn ? (
              <Form.Item label={t('filing.sup.deadline')} field="deadline" extra={t('filing.sup.deadlineHelp')}>
                <DatePicker disabledDate={(d) => d.format('YYYY-MM-DD') <= today} />
              </Form.Item>
            ) : null
          }
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" htmlType="submit" loading={busy} disabled={isUploading(files)} data-testid="supervise-submit">
            {t('filing.sup.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

export default function PerformSupervisePage() {
  const target = useTargetContract();
  const canAdd = usePermission('supervise.add');
  return (
    <TargetFrame target={target} pickView="supervise" testId="perform-supervise">
      {(contract, reload) => (
        <>
          <Card title={t('filing.sup.records')}>
            <SupervisionTable records={contract.supervision} />
          </Card>
          {canAdd && <SuperviseForm key={contract.version} contract={contract} reload={reload} />}
        </>
      )}
    </TargetFrame>
  );
}
