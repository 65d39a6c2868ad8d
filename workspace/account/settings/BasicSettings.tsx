/** Basic settings: the user's real name, mobile and email, saved through PUT sys_user/editUser. */
import { Button, Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useState } from 'react';
import { editUser } from '../../../src/api/account';
import type { CurrentLoginUserInfo } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { revalidateProfile } from '../useProfile';
import { type BasicValues, basicChanges } from './basicChanges';
import { reportFailure } from '../../../src/api/reportFailure';

const MOBILE = /^1[3-9]\d{9}$/;

export function BasicSettings({ profile }: { profile: CurrentLoginUserInfo }) {
  const [form] = Form.useForm<BasicValues>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: BasicValues) => {
    const changes = basicChanges(profile, values);
    setSaving(true);
    try {
      if (Object.keys(changes).length) await editUser(changes);
      Message.success(t('account.basic.saved'));
      await revalidateProfile();
    } catch (e) {
      reportFailure(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<BasicValues>
      form={form}
      layout="vertical"
      aria-label={t('account.tab.basic')}
      initialValues={{ realName: profile.realName, mobile: profile.mobile ?? '', email: profile.email ?? '' }}
      onSubmit={submit}
    >
      <Form.Item label={t('account.username')} extra={t('account.basic.usernameHint')}>
        <Input value={profile.username} disabled aria-label={t('account.username')} />
      </Form.Item>
      <Form.Item
        label={t('account.realName')}
        field="realName"
        rules={[
          { required: true, message: t('account.basic.realName.required') },
          { validator: (v: string | undefined, cb) => cb((v ?? '').trim().length > 40 ? t('account.basic.realName.max') : undefined) },
        ]}
      >
        <Input aria-label={t('account.realName')} maxLength={40} allowClear />
      </Form.Item>
      <Form.Item
        label={t('account.mobile')}
        field="mobile"
        rules={[
          { required: !!profile.mobile, message: t('account.basic.mobile.required') },
          { match: MOBILE, message: t('account.basic.mobile.invalid') },
        ]}
      >
        <Input aria-label={t('account.mobile')} maxLength={11} allowClear={!profile.mobile} />
      </Form.Item>
      <Form.Item label={t('account.email')} field="email" rules={[{ type: 'email', message: t('account.basic.email.invalid') }]}>
        <Input aria-label={t('account.email')} maxLength={100} allowClear />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('account.basic.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
