/**
 * Notifications: what the system delivers today, read-only. Every message goes to the header's
 * message centre and cannot be turned off; there is no SMS or email channel, and no per-type
 * setting is stored, so none is offered.
 */
import { List, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconEmail, IconNotification } from '@arco-design/web-react/icon';
import useSWR from 'swr';
import { messageKeys, messageUnread } from '../../../src/api/messages';
import { t } from '../../../src/i18n';

export function NotificationSettings() {
  const { data: unread } = useSWR(messageKeys.unread, messageUnread);
  const iconStyle = { fontSize: 24, color: 'rgb(var(--primary-6))' };
  return (
    <List bordered={false} data-testid="notification-settings">
      <List.Item actions={[<Tag key="on" color="green">{t('account.notification.alwaysOn')}</Tag>]}>
        <List.Item.Meta
          avatar={<IconNotification style={iconStyle} />}
          title={t('account.notification.bell')}
          description={
            <>
              <div>{t('account.notification.bellDescription')}</div>
              {unread !== undefined && <div>{t('account.notification.unread', { n: unread })}</div>}
            </>
          }
        />
      </List.Item>
      <List.Item actions={[<Tag key="off">{t('account.notification.notOffered')}</Tag>]}>
        <List.Item.Meta
          avatar={<IconEmail style={iconStyle} />}
          title={t('account.notification.external')}
          description={t('account.notification.externalDescription')}
        />
      </List.Item>
    </List>
  );
}
