/**
 * The add/edit drawer of template management: name, category, an optional template file (.docx or
 * .pdf, uploaded through the files API), the fillable fields (Form.List: key, label, type, required)
 * and the clauses with {{key}} placeholders, checked against the fields before saving.
 */
import { Drawer, Form, Input, Message, Space, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { useEffect, useState } from 'react';
import { addTemplate, editTemplate } from '../../../src/api/templates';
import { type ContractTemplate, placeholdersOf, TEMPLATE_BODY_MAX, type TemplateField, type TemplateInput } from '../../../src/domain/template';
import { t } from '../../../src/i18n';
import { CategorySelect } from '../../templates/CategorySelect';
import { useFormSave } from '../menus/useFormSave';
import { EMPTY_FIELD, TemplateFieldList, type TemplateFormValues } from './TemplateFieldList';
import { type TemplateFile, TemplateFileField } from './TemplateFileField';

/** What the drawer edits: a new template, or this one. */
export type TemplateFormTarget = { mode: 'add' } | { mode: 'edit'; template: ContractTemplate };

export function TemplateForm({ target, onClose, onSaved }: { target: TemplateFormTarget | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<TemplateFormValues>();
  const [file, setFile] = useState<TemplateFile | null>(null);
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

  const { saving, save } = useFormSave(form, async (values) => {
    const input: TemplateInput = { ...values, category: values.category ?? null, fields: values.fields ?? [], fileId: file?.fileId ?? null };
    if (editing) await editTemplate({ ...input, id: editing.id });
    else await addTemplate(input);
    Message.success(t('templates.manage.saved'));
    onSaved();
  });

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
        <TemplateFileField file={file} onChange={setFile} />
        <TemplateFieldList form={form} />
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
