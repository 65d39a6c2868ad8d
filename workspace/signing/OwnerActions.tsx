/**
 * The owning unit's part: start online signing (toSign), cancel it (signing, before the last
 * signature), or record an offline signing with the signed scan and its date (toSign).
 */
import { Button, Card, DatePicker, Form, Input, Message, Modal, Space, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { IconUpload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { moveContract, uploadSignedScan } from '../../src/api/contracts';
import { uploadFile } from '../../src/api/signing';
import type { SignInfo } from '../../src/domain/contract-signing';
import type { FileMeta } from '../../src/domain/system';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { reportFailure } from '../../src/api/reportFailure';
import { useSignWrite } from './useSignWrite';

interface ScanForm {
  signDate: string;
  signPlace?: string;
  files: UploadItem[];
}

const todayCst = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const doneIds = (items: readonly UploadItem[] | undefined) =>
  (items ?? []).filter((f) => f.status === 'done' && f.response).map((f) => (f.response as FileMeta).fileId);

function OfflineForm({ info, reload }: { info: SignInfo; reload: () => void }) {
  const [form] = Form.useForm<ScanForm>();
  const { busy, write } = useSignWrite(reload);
  const submit = async () => {
    const values = await form.validate();
    await write(async () => {
      await uploadSignedScan({
        id: info.id,
        version: info.version,
        fileIds: doneIds(values.files),
        signDate: values.signDate,
        ...(values.signPlace?.trim() ? { signPlace: values.signPlace.trim() } : {}),
      });
      return t('signing.offline.done');
    });
  };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 560 }} data-testid="sign-offline-form" initialValues={{ signDate: todayCst(), files: [] }}>
      <Form.Item
        label={t('signing.offline.date')}
        field="signDate"
        rules={[
          { required: true, message: t('signing.offline.dateRequired') },
          { validator: (v: string | undefined, cb) => cb(v && v > todayCst() ? t('signing.offline.dateFuture') : undefined) },
        ]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('signing.offline.place')} field="signPlace" rules={[{ maxLength: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        label={t('signing.offline.scan')}
        field="files"
        required
        triggerPropName="fileList"
        rules={[{ validator: (v: UploadItem[] | undefined, cb) => cb(doneIds(v).length ? undefined : t('signing.offline.scanRequired')) }]}
      >
        <Upload
          multiple
          limit={10}
          accept=".pdf,.png,.jpg,.jpeg"
          customRequest={({ file, onSuccess, onError }) => {
            uploadFile(file).then(
              (meta) => onSuccess(meta),
              (e: unknown) => {
                reportFailure(e);
                onError(e as object);
              },
            );
          }}
        >
          <Button icon={<IconUpload />}>{t('signing.offline.upload')}</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" loading={busy} onClick={() => void submit().catch(() => undefined)} data-testid="sign-offline-submit">
        {t('signing.offline.submit')}
      </Button>
    </Form>
  );
}

export function OwnerActions({ info, reload }: { info: SignInfo; reload: () => void }) {
  const canEdit = usePermission('contract.edit');
  const [offline, setOffline] = useState(false);
  if (!canEdit) return null;
  const anySigned = info.parties.some((p) => p.signed);
  const move = (action: 'startOnlineSigning' | 'cancelOnlineSigning') =>
    Modal.confirm({
      title: t(action === 'startOnlineSigning' ? 'signing.owner.startTitle' : 'signing.owner.cancelTitle'),
      content: t(action === 'startOnlineSigning' ? 'signing.owner.startContent' : 'signing.owner.cancelContent'),
      onOk: async () => {
        try {
          await moveContract({ id: info.id, version: info.version, action });
          Message.success(t(action === 'startOnlineSigning' ? 'signing.owner.started' : 'signing.owner.cancelled'));
        } catch (e) {
          reportFailure(e);
        } finally {
          reload();
        }
      },
    });
  return (
    <Card title={t('signing.owner.title')} data-testid="sign-owner">
      <Space wrap>
        {info.status === 'toSign' && (
          <>
            <Button type="primary" onClick={() => move('startOnlineSigning')} data-testid="sign-start">
              {t('signing.owner.start')}
            </Button>
            <Button onClick={() => setOffline((v) => !v)} data-testid="sign-offline">
              {t('signing.owner.offline')}
            </Button>
          </>
        )}
        {info.status === 'signing' && (
          <Button status="warning" onClick={() => move('cancelOnlineSigning')} data-testid="sign-cancel">
            {t('signing.owner.cancel')}
          </Button>
        )}
      </Space>
      {info.status === 'signing' && anySigned && <p style={{ marginTop: 12 }}>{t('signing.owner.partlySigned')}</p>}
      {info.status === 'toSign' && offline && (
        <div style={{ marginTop: 16 }}>
          <OfflineForm info={info} reload={reload} />
        </div>
      )}
    </Card>
  );
}
