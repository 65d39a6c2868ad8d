/**
 * The latest five messages (sys_message/queryPageMessage page 1, the key the bell's reads share):
 * title, content and relative time, unread ones marked. Opening one marks it read (the bell and
 * the count follow) and goes to the page it points to.
 */
import { Badge, Button, Card, Empty, List, Result, Spin, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import {
  fetchMessagePage,
  isMessageRead,
  isRead,
  MESSAGE_PAGE_SIZE,
  type Message as UserMessage,
  messageKeys,
  revalidateMessages,
} from '../../src/api/messages';
import { appRoute } from '../../src/domain/escape';
import { t } from '../../src/i18n';
import { relativeTime } from '../../src/utils/relativeTime';
import { reportFailure } from '../../src/api/reportFailure';

export function LatestMessages() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading, mutate: reload } = useSWR(messageKeys.page(1, MESSAGE_PAGE_SIZE), fetchMessagePage);
  const now = Date.now();

  const open = async (message: UserMessage) => {
    if (!isMessageRead(message)) {
      try {
        await isRead([message.id]);
      } catch (e) {
        reportFailure(e);
      }
      void revalidateMessages(mutate);
    }
    const route = appRoute(message.link);
    if (route) navigate(route);
  };

  let body: ReactNode;
  if (data) {
    body = data.records.length ? (
      <List
        bordered={false}
        dataSource={data.records}
        render={(message: UserMessage) => (
          <List.Item
            key={message.id}
            className="workplace__message"
            data-testid="workplace-message"
            data-read={isMessageRead(message)}
            onClick={() => void open(message)}
          >
            <div className="workplace__message-head">
              <Typography.Text bold={!isMessageRead(message)} className="workplace__message-title">
                {/* The unread dot is a picture with a name (a bare span may not carry an aria-label). */}
                {!isMessageRead(message) && <Badge status="processing" text="" role="img" aria-label={t('workplace.unreadDot')} />}
                <span translate="no">{message.title}</span>
              </Typography.Text>
              <span className="workplace__message-time">{relativeTime(message.createTime, now)}</span>
            </div>
            {/* A message's text is data: as it was written. One line, cut by CSS from the first render (Arco's
                measured ellipsis left a phone only the dots, and the rows changed height as it measured). */}
            <Typography.Paragraph type="secondary" className="workplace__message-content">
              <span translate="no">{message.content}</span>
            </Typography.Paragraph>
          </List.Item>
        )}
      />
    ) : (
      <Empty description={t('workplace.noMessages')} />
    );
  } else if (error && !isLoading) {
    body = (
      <Result
        status="error"
        title={t('workplace.loadFailed')}
        extra={
          <Button size="small" onClick={() => void reload()}>
            {t('workplace.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="workplace__loading workplace__loading--messages">
        <Spin />
      </div>
    );
  }

  return (
    <Card title={t('workplace.latestMessages')} data-testid="workplace-messages" bodyStyle={{ paddingTop: 4 }}>
      {body}
    </Card>
  );
}
