/**
 * Step 3, amount and dates: the amount in yuan (two decimals; sent as integer fen), the money's
 * direction, fund source and procurement method, the effective date and the performance period
 * (its end not before its start), the signing method and place.
 */
import { DatePicker, Form, Grid, Input, InputNumber, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { MONEY_DIRECTIONS, SIGNING_METHODS } from '../../../src/domain/contract';
import { t } from '../../../src/i18n';
import { datesOutOfOrder, MAX_AMOUNT_YUAN, type RegisterForm } from './formModel';

export function MoneyStep({ form }: { form: RegisterForm }) {
  return (
    <Grid.Row gutter={16}>
        <Grid.Col span={12}>
          <Form.Item
            field="amountYuan"
            label={t('contractRegister.field.amount')}
            rules={[{ required: true, message: t('contractRegister.rule.amount') }]}
            extra={t('contractRegister.hint.amount')}
          >
            <InputNumber min={0} max={MAX_AMOUNT_YUAN} precision={2} step={1000} suffix={t('contractRegister.unit.yuan')} data-testid="field-amount" />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item field="direction" label={t('contractRegister.field.direction')} rules={[{ required: true }]}>
            <Radio.Group type="button" data-testid="field-direction">
              {MONEY_DIRECTIONS.map((d) => (
                <Radio key={d} value={d}>
                  {t(`contract.direction.${d}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item field="fundSource" label={t('contractRegister.field.fundSource')} rules={[{ maxLength: 50 }]}>
            <Input maxLength={50} placeholder={t('contractRegister.hint.fundSource')} />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item field="procurementMethod" label={t('contractRegister.field.procurementMethod')} rules={[{ maxLength: 50 }]}>
            <Input maxLength={50} placeholder={t('contractRegister.hint.procurementMethod')} />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={8}>
          <Form.Item field="effectiveDate" label={t('contractRegister.field.effectiveDate')}>
            <DatePicker style={{ width: '100%' }} data-testid="field-effectiveDate" />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={8}>
          <Form.Item field="performStart" label={t('contractRegister.field.performStart')}>
            <DatePicker
              style={{ width: '100%' }}
              data-testid="field-performStart"
              onChange={() => void form.validate(['performEnd']).catch(() => undefined)}
            />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={8}>
          <Form.Item
            field="performEnd"
            label={t('contractRegister.field.performEnd')}
            rules={[
              {
                validator: (v: string | undefined, cb) =>
                  cb(datesOutOfOrder(form.getFieldValue('performStart') as string | undefined, v) ? t('contractRegister.rule.endBeforeStart') : undefined),
              },
            ]}
          >
            <DatePicker style={{ width: '100%' }} data-testid="field-performEnd" />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item field="signingMethod" label={t('contractRegister.field.signingMethod')}>
            <Radio.Group data-testid="field-signingMethod">
              {SIGNING_METHODS.map((m) => (
                <Radio key={m} value={m}>
                  {t(`contract.signingMethod.${m}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item field="signPlace" label={t('contractRegister.field.signPlace')} rules={[{ maxLength: 100 }]}>
            <Input maxLength={100} data-testid="field-signPlace" />
          </Form.Item>
        </Grid.Col>
      </Grid.Row>
  );
}
