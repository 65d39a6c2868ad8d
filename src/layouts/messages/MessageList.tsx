/**
 * The dropdown's panel: the loaded messages (title, content on at most two lines, relative time;
 * read ones greyed), with loading, error and empty states, and the bottom buttons 'all read',
 * 'clear read' and 'view more'.
 */
import { Button, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconExclamationCircle } from '@arco-design/web-react/icon';
import { isMessageRead, type Message } from '../../api/messages';
import { t } from '../../i18n';
import { formatDate } from '../../utils/display';
import { relativeTime } from '../../utils/relativeTime';
import type { MessageListState } from './useMessages';

interface Props {
  list: MessageListState;
  unread: number;
  /** An action (all read, clear read) is running. */
  busy: boolean;
  onOpen: (message: Message) => void;
  onReadAll: () => void;
  onClearRead: () => void;
}

function MessageItem({ message, onOpen }: { message: Message; onOpen: (m: Message) => void }) {
  const read = isMessageRead(message);
  return (
    <li>
      <button
        type="button"
        className={`message-item${read ? ' message-item-read' : ''}`}
        onClick={() => onOpen(message)}
        data-testid="message-item"
        data-read={read ? 'true' : 'false'}
      >
        <span className="message-item-head">
          {!read && <span className="message-item-dot" role="img" aria-label={t('messages.unread')} />}
          <span className="message-item-title">{message.title}</span>
          <span className="message-item-time" title={formatDate(message.createTime)} data-testid="message-time">
            {relativeTime(message.createTime)}
          </span>
        </span>
        <span className="message-item-content">{message.content}</span>
      </button>
    </li>
  );
}

function Body({ list, onOpen }: Pick<Props, 'list' | 'onOpen'>) {
  if (list.messages.length === 0) {
    if (list.loading) {
      return (
        <div className="message-panel-state">
          <Spin />
        </div>
      );
    }
    if (list.error) {
      return (
        <div className="message-panel-state" data-testid="messages-error">
          <Empty
            icon={<IconExclamationCircle className="message-panel-error-icon" />}
            description={t('messages.loadFailed')}
          />
          <Button size="small" onClick={list.retry}>
            {t('messages.retry')}
          </Button>
        </div>
      );
    }
    return (
      <div className="message-panel-state" data-testid="messages-empty">
        <Empty description={t('messages.empty')} />
      </div>
    );
  }
  return (
    <ul className="message-list" data-testid="message-list">
      {list.messages.map((m) => (
        <MessageItem key={m.id} message={m} onOpen={onOpen} />
      ))}
      {list.error !== undefined && !list.loadingMore && (
        <li className="message-list-error">
          {t('messages.loadFailed')}
          <Button size="mini" type="text" onClick={list.retry}>
            {t('messages.retry')}
          </Button>
        </li>
      )}
    </ul>
  );
}

export function MessageList({ list, unread, busy, onOpen, onReadAll, onClearRead }: Props) {
  return (
    <div className="message-panel" data-testid="message-panel">
      <div className="message-panel-header">
        <span className="message-panel-title">{t('messages.title')}</span>
        <span className="message-panel-count">{t('messages.unreadCount', { n: unread })}</span>
      </div>
      <Spin loading={busy || (list.loading && list.messages.length > 0)} block>
        <Body list={list} onOpen={onOpen} />
      </Spin>
      <div className="message-panel-footer">
        <Button size="small" type="text" onClick={onReadAll} disabled={busy || unread === 0}>
          {t('messages.readAll')}
        </Button>
        <Button size="small" type="text" onClick={onClearRead} disabled={busy}>
          {t('messages.clearRead')}
        </Button>
        <Button
          size="small"
          type="text"
          onClick={list.loadMore}
          disabled={busy || !list.canLoadMore}
          loading={list.loadingMore}
        >
          {t('messages.viewMore')}
        </Button>
      </div>
    </div>
  );
}
