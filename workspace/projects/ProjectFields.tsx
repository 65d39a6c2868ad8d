/**
 * The fields of one step of the project form (Arco Form items with the server schema's rules:
 * lengths, amount with at most two decimals, end dates not before start dates). The registration
 * page shows one step at a time; the solicitation sample shows every step disabled.
 */
import { DatePicker, Form, Input, InputTag, Select, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputTag/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import type { ReactNode } from 'react';
import { CONTRACT_CATEGORIES } from '../../src/domain/contract';
import { PROJECT_PLAN_MAX, PROJECT_TEXT_MAX } from '../../src/domain/project-api';
import { type MessageKey, t } from '../../src/i18n';
import { endBeforeStart, type ProjectFormField, type ProjectFormValues, type ProjectStep, yuanTextToFen } from './formModel';

type Rule = RulesProps<unknown>;
const label = (f: ProjectFormField | 'budget') => t(`projects.field.${f}` as MessageKey);
const required = (f: ProjectFormField): Rule => ({ required: true, message: t('projects.rule.required', { label: label(f) }) });
const max = (n: number): Rule => ({ maxLength: n });

const amountRule: Rule = {
  validator: (value: unknown, cb: (e?: string) => void) => {
    const s = typeof value === 'string' ? value.trim() : '';
    cb(s && yuanTextToFen(s) === undefined ? t('projects.rule.amount') : undefined);
  },
};

/** A rule for an end date: not before the start date field. */
const afterRule = (startField: ProjectFormField, getValues: () => ProjectFormValues): Rule => ({
  validator: (value: unknown, cb: (e?: string) => void) => {
    const start = getValues()[startField] as string | undefined;
    cb(endBeforeStart(start, value as string | undefined) ? t('projects.rule.endBeforeStart') : undefined);
  },
});

const textArea = (n: number, disabled: boolean) => <Input.TextArea maxLength={n} showWordLimit autoSize={{ minRows: 3, maxRows: 8 }} disabled={disabled} />;

interface Props {
  step: Exclude<ProjectStep, 'files' | 'confirm'>;
  disabled?: boolean;
  getValues: () => ProjectFormValues;
}

export function ProjectFields({ step, disabled = false, getValues }: Props): ReactNode {
  const item = (f: ProjectFormField, rules: Rule[], node: ReactNode, extra: Partial<{ triggerPropName: string; dependencies: string[] }> = {}) => (
    <Form.Item key={f} field={f} label={label(f === 'budgetYuan' ? 'budget' : f)} rules={rules} data-testid={`project-field-${f}`} {...extra}>
      {node}
    </Form.Item>
  );
  switch (step) {
    case 'basic':
      return [
        item('name', [required('name'), max(100)], <Input maxLength={100} showWordLimit disabled={disabled} />),
        item(
          'category',
          [required('category')],
          <Select placeholder={t('projects.placeholder.select')} disabled={disabled} showSearch>
            {CONTRACT_CATEGORIES.map((c) => (
              <Select.Option key={c} value={c}>
                {t(`contract.category.${c}` as MessageKey)}
              </Select.Option>
            ))}
          </Select>,
        ),
        item('keyProject', [], <Switch disabled={disabled} />, { triggerPropName: 'checked' }),
        item('procurementMethod', [max(32)], <Input maxLength={32} disabled={disabled} />),
      ];
    case 'budget':
      return [
        item('fundSource', [max(32)], <Input maxLength={32} disabled={disabled} />),
        item('budgetYuan', [amountRule], <Input disabled={disabled} />),
        item('plannedStart', [], <DatePicker style={{ width: '100%' }} disabled={disabled} />),
        item('plannedEnd', [afterRule('plannedStart', getValues)], <DatePicker style={{ width: '100%' }} disabled={disabled} />, {
          dependencies: ['plannedStart'],
        }),
      ];
    case 'plan':
      return [
        item('basis', [max(PROJECT_TEXT_MAX)], textArea(PROJECT_TEXT_MAX, disabled)),
        item('necessity', [max(PROJECT_TEXT_MAX)], textArea(PROJECT_TEXT_MAX, disabled)),
        item('plan', [max(PROJECT_PLAN_MAX)], textArea(PROJECT_PLAN_MAX, disabled)),
        item('riskAssessment', [max(PROJECT_TEXT_MAX)], textArea(PROJECT_TEXT_MAX, disabled)),
      ];
    case 'survey':
      return [
        item(
          'solicitedUnits',
          [{ type: 'array', maxLength: 30 }],
          <InputTag allowClear saveOnBlur disabled={disabled} placeholder={disabled ? undefined : t('projects.placeholder.solicitedUnits')} />,
        ),
        item('survey', [max(PROJECT_TEXT_MAX)], textArea(PROJECT_TEXT_MAX, disabled)),
        item('publicSolicitation', [], <Switch disabled={disabled} />, { triggerPropName: 'checked' }),
        item('solicitationStart', [], <DatePicker style={{ width: '100%' }} disabled={disabled} />),
        item('solicitationEnd', [afterRule('solicitationStart', getValues)], <DatePicker style={{ width: '100%' }} disabled={disabled} />, {
          dependencies: ['solicitationStart'],
        }),
        item('notes', [max(PROJECT_TEXT_MAX)], textArea(PROJECT_TEXT_MAX, disabled)),
      ];
  }
}
