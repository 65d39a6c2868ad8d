/**
 * The fillable fields of a template (TemplateForm.tsx), a Form.List: each field's key (unique, a
 * placeholder name), label, type and whether it is required; up to TEMPLATE_MAX_FIELDS of them.
 */
import { Button, Checkbox, Form, Input, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { FormInstance } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { FIELD_KEY_PATTERN, TEMPLATE_FIELD_TYPES, TEMPLATE_MAX_FIELDS, type TemplateField, type TemplateInput } from '../../../src/domain/template';
import { t } from '../../../src/i18n';

/** The values of the template form (the file is beside it). */
export type TemplateFormValues = Omit<TemplateInput, 'fileId'>;

/** A new field's values. */
export const EMPTY_FIELD: TemplateField = { key: '', label: '', type: 'text', required: true };

/** The template's fields in the form (`fields`). */
export function TemplateFieldList({ form }: { form: FormInstance<TemplateFormValues> }) {
  return (
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
  );
}
