/** The form item of one template field: the input of its type and the rules of its type. */
import { DatePicker, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import { renderValue, type TemplateField } from '../../src/domain/template';
import { t } from '../../src/i18n';

function rulesOf(field: TemplateField): RulesProps[] {
  const rules: RulesProps[] = [];
  if (field.required) rules.push({ required: true, message: t('templates.smart.required', { label: field.label }) });
  if (field.type === 'number' || field.type === 'money') {
    rules.push({
      validator: (value: unknown, cb: (error?: string) => void) => {
        const r = renderValue({ ...field, required: false }, value as string | undefined);
        cb('error' in r ? t(field.type === 'money' ? 'templates.smart.badMoney' : 'templates.smart.badNumber') : undefined);
      },
    });
  }
  return rules;
}

export function FieldInput({ field }: { field: TemplateField }) {
  return (
    <div data-testid={`field-${field.key}`}>
    <Form.Item field={field.key} label={field.label} rules={rulesOf(field)}>
      {field.type === 'date' ? (
        <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />
      ) : field.type === 'money' ? (
        <Input suffix={t('templates.smart.moneySuffix')} allowClear />
      ) : (
        <Input allowClear maxLength={field.type === 'text' ? 2000 : 30} />
      )}
    </Form.Item>
    </div>
  );
}
