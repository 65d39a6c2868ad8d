/**
 * The Modal that sets an area's own value of one rule: working days, or the major-contract threshold
 * in 万元, within the rule's bounds (TIME_RULE_BOUNDS); the parent's value is shown for comparison.
 */
import { Form, InputNumber, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useEffect } from 'react';
import { saveTimeRule } from '../../../src/api/timeRules';
import { isMoneyRule, type TimeRule } from '../../../src/domain/time-rules';
import { t } from '../../../src/i18n';
import { useFormSave } from '../menus/useFormSave';
import { fromInput, ruleValueText, toInput } from './ruleValue';

export function TimeRuleForm({ areaId, rule, onClose, onSaved }: { areaId: number; rule: TimeRule | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<{ value: number }>();

  useEffect(() => {
    if (rule) form.setFieldsValue({ value: toInput(rule.key, rule.value) });
  }, [rule, form]);

  const { saving, save } = useFormSave(form, async (values: { value: number }) => {
    if (!rule) return;
    await saveTimeRule({ areaId, key: rule.key, value: fromInput(rule.key, values.value) });
    Message.success(t('timeRules.saved'));
    onSaved();
  });

  const money = rule ? isMoneyRule(rule.key) : false;
  return (
    <Modal
      visible={!!rule}
      title={rule ? t('timeRules.editTitle', { name: t(`timeRules.key.${rule.key}`) }) : ''}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={t('timeRules.save')}
      cancelText={t('timeRules.cancel')}
      unmountOnExit
      data-testid="time-rule-form"
    >
      {rule && (
        <Form form={form} layout="vertical">
          <Form.Item
            label={money ? t('timeRules.form.valueWan') : t('timeRules.form.valueDays')}
            field="value"
            extra={t('timeRules.form.parent', { value: ruleValueText(rule.key, rule.parentValue) })}
            rules={[{ required: true, message: t('timeRules.form.required') }]}
          >
            <InputNumber
              min={toInput(rule.key, rule.min)}
              max={toInput(rule.key, rule.max)}
              precision={money ? 4 : 0}
              step={1}
              style={{ width: '100%' }}
              data-testid="time-rule-value"
            />
          </Form.Item>
          <div className="time-rules__note">{t('timeRules.form.note')}</div>
        </Form>
      )}
    </Modal>
  );
}
