/**
 * The Form.Items of a contract's own fields, in four groups, each with the contract rules of
 * docs/api/contract-writes.md (lengths, amount, period order). The test form shows them all in one
 * card; the advanced form puts each group in its own section.
 */
import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { CONTRACT_CATEGORIES, MONEY_DIRECTIONS, SIGNING_METHODS } from '../../src/domain/contract';
import { PARTY_ROLES } from '../../src/domain/contract-write';
import { type MessageKey, t } from '../../src/i18n';
import { isPeriodReversed } from './contractForm';

const required = () => ({ required: true, message: t('examples.test.required') });
const max = (n: number) => ({ maxLength: n, message: t('examples.test.maxLength', { max: n }) });
const label = (key: string) => t(`contractDetail.field.${key}` as MessageKey);

export function BasicItems() {
  return (
    <>
      <Form.Item label={label('name')} field="name" rules={[required(), max(200)]}>
        <Input showWordLimit maxLength={{ length: 200, errorOnly: true }} data-testid="contract-form-name" />
      </Form.Item>
      <Form.Item label={label('category')} field="category" rules={[required()]}>
        <Select options={CONTRACT_CATEGORIES.map((c) => ({ value: c, label: t(`contract.category.${c}` as MessageKey) }))} />
      </Form.Item>
      <Form.Item label={label('ourRole')} field="ourRole" rules={[required()]}>
        <Radio.Group options={PARTY_ROLES.map((v) => ({ value: v, label: t(`contract.role.${v}` as MessageKey) }))} />
      </Form.Item>
      <Form.Item label={label('subject')} field="subject" rules={[max(2000)]}>
        <Input.TextArea autoSize={{ minRows: 2 }} showWordLimit maxLength={{ length: 2000, errorOnly: true }} />
      </Form.Item>
    </>
  );
}

export function MoneyItems() {
  return (
    <>
      <Form.Item label={label('amount')} field="amountYuan" rules={[required(), { type: 'number', min: 0, message: t('examples.test.amountMin') }]}>
        <InputNumber precision={2} suffix="¥" style={{ width: 240 }} data-testid="contract-form-amount" />
      </Form.Item>
      <Form.Item label={label('direction')} field="direction" rules={[required()]}>
        <Radio.Group type="button" options={MONEY_DIRECTIONS.map((v) => ({ value: v, label: t(`contract.direction.${v}` as MessageKey) }))} />
      </Form.Item>
      <Form.Item label={label('fundSource')} field="fundSource" rules={[max(50)]}>
        <Input />
      </Form.Item>
      <Form.Item label={label('procurementMethod')} field="procurementMethod" rules={[max(50)]}>
        <Input />
      </Form.Item>
    </>
  );
}

export function SigningItems() {
  return (
    <>
      <Form.Item label={label('signingMethod')} field="signingMethod">
        <Select allowClear options={SIGNING_METHODS.map((v) => ({ value: v, label: t(`contract.signingMethod.${v}` as MessageKey) }))} />
      </Form.Item>
      <Form.Item label={label('signPlace')} field="signPlace" rules={[max(100)]}>
        <Input />
      </Form.Item>
      <Form.Item label={label('effectiveDate')} field="effectiveDate">
        <DatePicker />
      </Form.Item>
      <Form.Item
        label={label('performPeriod')}
        field="performPeriod"
        rules={[{ validator: (v: string[] | undefined, cb) => cb(isPeriodReversed(v) ? t('examples.test.dateOrder') : undefined) }]}
      >
        <DatePicker.RangePicker />
      </Form.Item>
    </>
  );
}

export function FlagItems() {
  return (
    <>
      <Form.Item label={label('majorDecision')} field="majorDecision" triggerPropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={label('keyProject')} field="keyProject" triggerPropName="checked">
        <Checkbox />
      </Form.Item>
      <Form.Item label={label('preferentialTerms')} field="preferentialTerms" triggerPropName="checked">
        <Checkbox />
      </Form.Item>
    </>
  );
}
