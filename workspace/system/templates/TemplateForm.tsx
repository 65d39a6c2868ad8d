/**
 * The add/edit drawer of template management: name, category, an optional template file (.docx or
 * .pdf, uploaded through the files API), the fillable fields (Form.List: key, label, type, required)
 * and the clauses with {{key}} placeholders, checked against the fields before saving.
 */
import { Button, Checkbox, Drawer, Form, Input, Message, Select, Space, Switch, Typography, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import { IconDelete, IconPlus, IconUpload } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { addTemplate, editTemplate } from '../../../src/api/templates';
import { uploadAttachment } from '../../../src/api/workflow';
import {
  type ContractTemplate,
  FIELD_KEY_PATTERN,
  placeholdersOf,
  TEMPLATE_BODY_MAX,
  TEMPLATE_FIELD_TYPES,
  TEMPLATE_MAX_FIELDS,
  type TemplateField,
  type TemplateInput,
} from '../../../src/domain/template';
import { t } from '../../../src/i18n';
import { CategorySelect } from '../../templates/CategorySelect';
import { reportFailure } from '../../../src/api/reportFailure';

export type TemplateFormTarget = { mode: 'add' } | { mode: 'edit'; template: ContractTemplate };

type FormValues = Omit<TemplateInput, 'fileId'>;

const EMPTY_FIELD: TemplateField = { key: '', label: '', type: 'text', required: true };

export function TemplateForm({ target, onClose, onSaved }: { target: TemplateFormTarget | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [file, setFile] = useState<{ fileId: number; fileName: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = target?.mode === 'edit' ? target.template : null;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({ name: editing.name, category: editing.category, fields: editing.fields, body: editing.body, enabled: editing.enabled });
      setFile(editing.fileId ? { fileId: editing.fileId, fileName: editing.fileName ?? String(editing.fileId) } : null);
    } else {
      form.setFieldsValue({ fields: [{ ...EMPTY_FIELD }], enabled: true, body: '' });
      setFile(null);
    }
  }, [target, editing, form]);

  const save = async () => {
    let values: FormValues;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    const input: TemplateInput = { ...values, category: values.category ?? null, fields: values.fields ?? [], fileId: file?.fileId ?? null };
    setSaving(true);
    try {
      if (editing) await editTemplate({ ...input, id: editing.id });
      else await addTemplate(input);
      Message.success(t('templates.manage.saved'));
      onSaved();
    } catch (e) {
      reportFailure(e);
    } finally {
      setSaving(false);
    }
  };

  const upload = async (f: File) => {
    try {
      const meta = await uploadAttachment(f);
      setFile({ fileId: meta.fileId, fileName: meta.fileName });
    } catch (e) {
      reportFailure(e);
    }
  };

  return (
    <Drawer
      width={760}
      title={editing ? t('templates.form.editTitle') : t('templates.form.addTitle')}
      visible={target !== null}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      unmountOnExit
      data-testid="template-form"
    >
      <Form form={form} layout="vertical">
        <Form.Item field="name" label={t('templates.form.name')} rules={[{ required: true, message: t('templates.form.nameRequired') }, { maxLength: 100 }]}>
          <Input data-testid="tf-name" />
        </Form.Item>
        <Space size={24} align="start">
          <Form.Item field="category" label={t('templates.form.category')} style={{ width: 280 }}>
            <CategorySelect />
          </Form.Item>
          <Form.Item field="enabled" label={t('templates.form.enabled')} triggerPropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item label={t('templates.form.file')}>
          {file ? (
            <Space>
              <Typography.Text>{file.fileName}</Typography.Text>
              <Button size="mini" type="text" status="danger" onClick={() => setFile(null)}>
                {t('templates.form.removeFile')}
              </Button>
            </Space>
          ) : (
            <Upload
              accept=".docx,.pdf"
              showUploadList={false}
              autoUpload={false}
              onChange={(_, item) => {
                if (item.originFile) void upload(item.originFile);
              }}
            >
              <Button icon={<IconUpload />}>{t('templates.form.upload')}</Button>
            </Upload>
          )}
        </Form.Item>
        <Form.Item label={t('templates.form.fields')}>
          <Form.List field="fields">
            {(items, { add, remove }) => (
              <div data-testid="tf-fields">
                {items.map((item, index) => (
                  <Space key={item.key} align="start" size={8} style={{ display: 'flex' }}>
                    <Form.Item
                      field={`${item.field}.key`}
                      noStyle={false}
                      style={{ width: 170, marginBottom: 8 }}
                      rules={[
                        { required: true, message: t('templates.form.keyRule') },
                        { match: FIELD_KEY_PATTERN, message: t('templates.form.keyRule') },
                        {
                          validator: (v: string | undefined, cb: (e?: string) => void) => {
                            const all = (form.getFieldValue('fields') as TemplateField[] | undefined) ?? [];
                            cb(all.some((f, i) => i !== index && f?.key === v) ? t('templates.form.duplicateKey') : undefined);
                          },
                        },
                      ]}
                    >
                      <Input placeholder={t('templates.form.key')} data-testid="tf-key" />
                    </Form.Item>
                    <Form.Item field={`${item.field}.label`} style={{ width: 200, marginBottom: 8 }} rules={[{ required: true }, { maxLength: 40 }]}>
                      <Input placeholder={t('templates.form.label')} data-testid="tf-label" />
                    </Form.Item>
                    <Form.Item field={`${item.field}.type`} style={{ width: 110, marginBottom: 8 }} initialValue="text">
                      <Select options={TEMPLATE_FIELD_TYPES.map((v) => ({ value: v, label: t(`templates.type.${v}`) }))} data-testid="tf-type" />
                    </Form.Item>
                    <Form.Item field={`${item.field}.required`} triggerPropName="checked" style={{ width: 80, marginBottom: 8 }} initialValue={true}>
                      <Checkbox>{t('templates.form.requiredField')}</Checkbox>
                    </Form.Item>
                    <Button icon={<IconDelete />} shape="circle" status="danger" onClick={() => remove(index)} aria-label="remove" />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<IconPlus />}
                  disabled={items.length >= TEMPLATE_MAX_FIELDS}
                  onClick={() => add({ ...EMPTY_FIELD })}
                  data-testid="tf-add-field"
                >
                  {t('templates.form.addField')}
                </Button>
              </div>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item
          field="body"
          label={t('templates.form.body')}
          extra={t('templates.form.bodyHint')}
          rules={[
            { required: true, message: t('templates.form.bodyRequired') },
            { maxLength: TEMPLATE_BODY_MAX },
            {
              validator: (v: string | undefined, cb: (e?: string) => void) => {
                const keys = new Set(((form.getFieldValue('fields') as TemplateField[] | undefined) ?? []).map((f) => f?.key));
                const unknown = placeholdersOf(v ?? '').filter((k) => !keys.has(k));
                cb(unknown.length ? t('templates.form.unknownPlaceholders', { names: unknown.join(', ') }) : undefined);
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 10, maxRows: 24 }} data-testid="tf-body" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
