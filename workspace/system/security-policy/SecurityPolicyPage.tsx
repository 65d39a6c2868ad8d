/**
 * /system/security-policy (安全策略): the password and session policy (src/domain/security-policy.ts)
 * as the security administrator sets it: each value with what it does, where the values in force come
 * from (stored, or the server's SECURITY_PROFILE), a button that fills in the 等保三级 (mlps3) values,
 * and the save (PUT sys_config/securityPolicy, SECURITY_POLICY_EDIT), which applies at once and is
 * recorded in the security audit. Without the permission the page shows the values read-only.
 */
import { Alert, Button, Card, Form, InputNumber, Message, Space, Switch, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useEffect, useState } from 'react';
import { saveSecurityPolicy, useSecurityPolicy } from '../../../src/api/securityPolicy';
import {
  PASSWORD_HISTORY_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_FLOOR,
  PROFILE_POLICIES,
  SECURITY_POLICY_EDIT,
  SESSION_HOURS_MAX,
  type SecurityPolicy,
} from '../../../src/domain/security-policy';
import { type MessageKey, t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { LoadFailed, Loading } from '../../common/LoadState';
import { useFormSave } from '../menus/useFormSave';
import './SecurityPolicyPage.css';

type Field = keyof SecurityPolicy;

/** The fields by section: numbers with their range, or switches. */
const SECTIONS: { title: MessageKey; fields: { field: Field; min?: number; max?: number }[] }[] = [
  {
    title: 'securityPolicy.page.section.password',
    fields: [
      { field: 'minLength', min: PASSWORD_MIN_FLOOR, max: PASSWORD_MAX_LENGTH },
      { field: 'requiredClasses', min: 1, max: 4 },
      { field: 'forbidUsername' },
    ],
  },
  {
    title: 'securityPolicy.page.section.change',
    fields: [{ field: 'expiryDays', min: 0, max: 3650 }, { field: 'historyCount', min: 0, max: PASSWORD_HISTORY_MAX }, { field: 'forceChangeOnReset' }],
  },
  {
    title: 'securityPolicy.page.section.session',
    fields: [
      { field: 'idleMinutes', min: 0, max: 24 * 60 },
      { field: 'sessionHours', min: 1, max: SESSION_HOURS_MAX },
    ],
  },
];

const label = (field: Field) => t(`securityPolicy.page.${field}` as MessageKey);
const help = (field: Field) => t(`securityPolicy.page.${field}.help` as MessageKey);

export default function SecurityPolicyPage() {
  const [form] = Form.useForm<SecurityPolicy>();
  const { data, error, isLoading, mutate } = useSecurityPolicy();
  const canEdit = usePermission(SECURITY_POLICY_EDIT);
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    if (data) form.setFieldsValue(data.policy);
  }, [data, form]);

  const { saving, save } = useFormSave(form, async (values: SecurityPolicy) => {
    await mutate(await saveSecurityPolicy(values), { revalidate: false });
    setFilled(false);
    Message.success(t('securityPolicy.page.saved'));
  });

  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Loading />;
  const profile = t(`securityPolicy.profile.${data.profile}` as MessageKey);

  return (
    <Card title={t('route.securityPolicy')} data-testid="security-policy">
      <p className="security-policy__intro">{t('securityPolicy.page.intro')}</p>
      <div className="security-policy__source" data-testid="security-policy-source">
        <Tag color={data.stored ? 'arcoblue' : 'gray'}>
          {data.stored ? t('securityPolicy.page.source.stored', { profile }) : t('securityPolicy.page.source.profile', { profile })}
        </Tag>
      </div>
      {!canEdit && <Alert type="info" content={t('securityPolicy.page.readOnly')} className="security-policy__alert" />}
      {filled && <Alert type="warning" showIcon content={t('securityPolicy.page.appliedMlps3')} className="security-policy__alert" data-testid="security-policy-filled" />}
      <Form<SecurityPolicy> form={form} layout="vertical" disabled={!canEdit} className="security-policy__form" aria-label={t('route.securityPolicy')}>
        {SECTIONS.map((section) => (
          <fieldset key={section.title} className="security-policy__section">
            <legend>{t(section.title)}</legend>
            {section.fields.map(({ field, min, max }) =>
              min === undefined ? (
                <Form.Item key={field} field={field} label={label(field)} extra={help(field)} triggerPropName="checked">
                  <Switch aria-label={label(field)} data-testid={`policy-${field}`} />
                </Form.Item>
              ) : (
                <Form.Item
                  key={field}
                  field={field}
                  label={label(field)}
                  extra={help(field)}
                  rules={[{ required: true, type: 'number', min, max, message: `${label(field)}: ${min} – ${max}` }]}
                >
                  <InputNumber min={min} max={max} precision={0} style={{ width: 180 }} aria-label={label(field)} data-testid={`policy-${field}`} />
                </Form.Item>
              ),
            )}
          </fieldset>
        ))}
      </Form>
      <p className="security-policy__throttle">{t('securityPolicy.page.throttle')}</p>
      {canEdit && (
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="security-policy-save">
            {t('securityPolicy.page.save')}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue(PROFILE_POLICIES.mlps3);
              setFilled(true);
            }}
            data-testid="security-policy-mlps3"
          >
            {t('securityPolicy.page.applyMlps3')}
          </Button>
          <Button
            type="text"
            onClick={() => {
              form.setFieldsValue(data.policy);
              setFilled(false);
            }}
          >
            {t('securityPolicy.page.revert')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
