/** The unread-message count (sys_message/messageUnread, the key the bell shares). */
import { Button, Card, Statistic } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Statistic/style/css.js';
import { IconNotification } from '@arco-design/web-react/icon';
import useSWR from 'swr';
import { messageKeys, messageUnread } from '../../src/api/messages';
import { t } from '../../src/i18n';

export function UnreadCard() {
  const { data, error, isLoading, mutate } = useSWR(messageKeys.unread, messageUnread);
  return (
    <Card data-testid="workplace-unread">
      <div className="workplace__unread">
        <IconNotification className="workplace__unread-icon" />
        <div>
          <Statistic
            title={t('workplace.unread')}
            value={data ?? 0}
            suffix={t('workplace.unreadUnit')}
            loading={isLoading && data === undefined}
            groupSeparator
          />
          {error && data === undefined ? (
            <Button type="text" size="mini" onClick={() => void mutate()}>
              {t('workplace.loadFailed')} · {t('workplace.retry')}
            </Button>
          ) : (
            <div className="workplace__hint">{t('workplace.unreadHint')}</div>
          )}
        </div>
      </div>
    </Card>
  );
}
