/**
 * Account binding: whether this account can be entered from 浙政钉 (workplace messaging). The
 * server's zzdLogin matches the 浙政钉 identity to an account by username or by mobile number
 * (docs/api/users.md), so the status follows from the account's own data; nothing to toggle here.
 */
import { Button, List, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconMobile } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import type { CurrentLoginUserInfo } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { maskMobile } from '../maskMobile';
import { accountTabPath } from './tabs';

export function BindingSettings({ profile }: { profile: CurrentLoginUserInfo }) {
  const navigate = useNavigate();
  const mobile = profile.mobile?.trim();
  return (
    <List bordered={false} data-testid="binding-zzd">
      <List.Item
        actions={
          mobile
            ? [
                <Tag key="status" color="green">
                  {t('account.binding.available')}
                </Tag>,
              ]
            : [
                <Tag key="status">{t('account.binding.noMobile')}</Tag>,
                <Button key="add" type="text" size="small" onClick={() => navigate(accountTabPath('basic'))}>
                  {t('account.binding.addMobile')}
                </Button>,
              ]
        }
      >
        <List.Item.Meta
          avatar={<IconMobile style={{ fontSize: 28, color: 'rgb(var(--primary-6))' }} />}
          title={t('account.binding.zzd')}
          description={
            <>
              <div>{t('account.binding.zzdDescription')}</div>
              <Typography.Text type="secondary">
                {mobile
                  ? t('account.binding.matchBoth', { mobile: maskMobile(mobile), username: profile.username })
                  : t('account.binding.matchUsername', { username: profile.username })}
              </Typography.Text>
            </>
          }
        />
      </List.Item>
    </List>
  );
}
