/**
 * The add/edit Modal of seal management: the unit (TreeSelect), serial number (6-40 letters, digits
 * or -; fixed once the seal has signed), name and the seal image: a PNG of at most
 * SEAL_IMAGE_MAX_BYTES, checked here and again by the server, uploaded through the files API and
 * previewed.
 */
import { Button, Form, Input, Message, Modal, Space, Typography, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import { IconUpload } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { addSeal, editSeal } from '../../../src/api/registries';
import { uploadAttachment } from '../../../src/api/workflow';
import { SEAL_IMAGE_MAX_BYTES, SEAL_SN_PATTERN, type SealAdd, type SealRow } from '../../../src/domain/registries';
import { t } from '../../../src/i18n';
import { reportFailure } from '../../../src/api/reportFailure';
import { useFormSave } from '../menus/useFormSave';
import { UnitPicker } from '../pickers/UnitPicker';
import { SealImage } from './SealImage';

export type SealFormTarget = { mode: 'add'; unitId?: number | undefined } | { mode: 'edit'; seal: SealRow };

const MAX_KB = SEAL_IMAGE_MAX_BYTES / 1024;

/** Why a file cannot be a seal image, or null. */
export function sealImageProblem(file: { name: string; type: string; size: number }): string | null {
  const png = file.type === 'image/png' || file.name.toLowerCase().endsWith('.png');
  if (!png) return t('seals.imageNotPng');
  if (file.size > SEAL_IMAGE_MAX_BYTES) return t('seals.imageTooLarge', { size: MAX_KB });
  return null;
}

export function SealForm({
  target,
  onClose,
  onSaved,
}: {
  target: SealFormTarget | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const [form] = Form.useForm<Omit<SealAdd, 'imageFileId'>>();
  const [imageFileId, setImageFileId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const editing = target?.mode === 'edit' ? target.seal : null;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'edit') {
      form.setFieldsValue({ unitId: target.seal.unitId, sealSn: target.seal.sealSn, sealName: target.seal.sealName });
      setImageFileId(target.seal.imageFileId);
    } else {
      if (target.unitId) form.setFieldsValue({ unitId: target.unitId });
      setImageFileId(null);
    }
  }, [target, form]);

  const pick = async (file: File) => {
    const problem = sealImageProblem(file);
    if (problem) {
      Message.error(problem);
      return;
    }
    setUploading(true);
    try {
      setImageFileId((await uploadAttachment(file)).fileId);
    } catch (e) {
      reportFailure(e);
    } finally {
      setUploading(false);
    }
  };

  const { saving, save } = useFormSave(form, async (values: Omit<SealAdd, 'imageFileId'>) => {
    if (editing) await editSeal({ ...values, id: editing.id, imageFileId });
    else await addSeal({ ...values, imageFileId });
    Message.success(t('registries.saved'));
    onSaved(!editing);
  });

  const snLocked = !!editing && editing.signatureCount > 0;

  return (
    <Modal
      visible={!!target}
      title={editing ? t('seals.editTitle') : t('seals.addTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okButtonProps={{ disabled: uploading }}
      okText={t('registries.save')}
      cancelText={t('registries.cancel')}
      unmountOnExit
      style={{ width: 560 }}
      data-testid="seal-form"
    >
      <Form form={form} layout="vertical">
        <Form.Item label={t('seals.unit')} field="unitId" rules={[{ required: true, message: t('seals.unitRequired') }]}>
          <UnitPicker kind="all" data-testid="seal-unit" />
        </Form.Item>
        <Form.Item
          label={t('seals.sealSn')}
          field="sealSn"
          extra={snLocked ? t('seals.sealSnLocked') : undefined}
          rules={[
            { required: true, message: t('seals.sealSnRequired') },
            { match: SEAL_SN_PATTERN, message: t('seals.sealSnFormat') },
          ]}
        >
          <Input maxLength={40} disabled={snLocked} data-testid="seal-sn" />
        </Form.Item>
        <Form.Item label={t('seals.sealName')} field="sealName" rules={[{ required: true, message: t('seals.sealNameRequired') }, { maxLength: 60 }]}>
          <Input maxLength={60} data-testid="seal-name" />
        </Form.Item>
        <Form.Item label={t('seals.image')} extra={t('seals.imageHint', { size: MAX_KB })}>
          <Space align="center" size={16}>
            <SealImage fileId={imageFileId} size={72} />
            <Upload
              accept=".png,image/png"
              showUploadList={false}
              autoUpload={false}
              onChange={(_, f) => f.originFile && void pick(f.originFile)}
            >
              <Button icon={<IconUpload />} loading={uploading} data-testid="seal-upload">
                {uploading ? t('seals.uploading') : t('seals.upload')}
              </Button>
            </Upload>
            {imageFileId && (
              <Typography.Text type="secondary" style={{ cursor: 'pointer' }} onClick={() => setImageFileId(null)}>
                {t('seals.removeImage')}
              </Typography.Text>
            )}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
