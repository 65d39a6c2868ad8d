/** One message in full (opened from the bell): title, time, content, and a way to its page when it has a link. */
import { Button, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { Message } from '../../api/messages';
import { appRoute } from '../../domain/escape';
import { t } from '../../i18n';
import { formatDate } from '../../utils/display';
import { relativeTime } from '../../utils/relativeTime';

interface Props {
  message: Message;
  onClose: () => void;
  /** Goes to the message's link (an in-app route). */
  onGo: (link: string) => void;
}

export function MessageDetailModal({ message, onClose, onGo }: Props) {
  // Only an in-app route is followed (a stored link is data: never javascript: or another host).
  const link = appRoute(message.link);
  return (
    <Modal
      visible
      title={t('messages.detailTitle')}
      onCancel={onClose}
      unmountOnExit
      style={{ width: 480 }}
      footer={
        <>
          <Button onClick={onClose}>{t('messages.close')}</Button>
          {link && (
            <Button type="primary" onClick={() => onGo(link)} data-testid="message-go">
              {t('messages.goTo')}
            </Button>
          )}
        </>
      }
    >
      <div className="message-detail" data-testid="message-detail">
        <h4 className="message-detail-title">{message.title}</h4>
        <div className="message-detail-time">
          {t('messages.receivedAt', { time: formatDate(message.createTime) })}
          <span className="message-detail-relative">{relativeTime(message.createTime)}</span>
        </div>
        <p className="message-detail-content">{message.content}</p>
      </div>
    </Modal>
  );
}
