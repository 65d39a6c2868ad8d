/**
 * The message bell of the header (spec sections 2 and 4): the unread count as a badge; a click opens
 * the dropdown with the messages. Opening a message marks it read and shows it in full; 'all read'
 * marks every message read; 'clear read' (after a confirmation: it deletes) removes the read ones.
 * On a phone the list opens as a sheet from the bottom of the screen, at the screen's width.
 */
import { Badge, Button, Drawer, Message as Toast, Modal, Popover } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Popover/style/css.js';
import { IconNotification } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../api/client';
import type { Message } from '../../api/messages';
import { t } from '../../i18n';
import { useMobile } from '../../preferences/useMobile';
import { MessageDetailModal } from './MessageDetailModal';
import { MessageList } from './MessageList';
import { useMessageList, useUnreadCount } from './useMessages';
import './messages.css';

const failureText = (e: unknown) => (isApiFailure(e) ? e.message : t('messages.actionFailed'));

export function MessageBell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The list loads the first time the dropdown opens, then stays (and refreshes) in the cache.
  const [opened, setOpened] = useState(false);
  const [detail, setDetail] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  // While a modal of the bell is open, a click in it must not close the dropdown behind it.
  const modalOpen = useRef(false);
  const { unread } = useUnreadCount();
  const list = useMessageList(opened);
  const mobile = useMobile();

  const onVisibleChange = (visible: boolean) => {
    if (!visible && modalOpen.current) return;
    setOpen(visible);
    if (visible) setOpened(true);
  };

  const closeDetail = () => {
    modalOpen.current = false;
    setDetail(null);
  };

  const openMessage = (message: Message) => {
    modalOpen.current = true;
    setDetail(message);
    list.open(message).catch((e: unknown) => Toast.error(failureText(e)));
  };

  const run = async (action: () => Promise<number>, done: (n: number) => string) => {
    setBusy(true);
    try {
      Toast.success(done(await action()));
    } catch (e) {
      Toast.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const readAll = () => run(list.readAll, (n) => t('messages.readAllDone', { n }));

  const clearRead = () => {
    modalOpen.current = true;
    Modal.confirm({
      title: t('messages.clearConfirmTitle'),
      content: t('messages.clearConfirmContent'),
      okText: t('messages.clearConfirmOk'),
      okButtonProps: { status: 'danger' },
      onOk: () => run(list.clearRead, (n) => t('messages.clearDone', { n })),
      afterClose: () => {
        modalOpen.current = false;
      },
    });
  };

  const go = (link: string) => {
    closeDetail();
    setOpen(false);
    navigate(link);
  };

  const panel = (
    <MessageList list={list} unread={unread} busy={busy} onOpen={openMessage} onReadAll={readAll} onClearRead={clearRead} />
  );
  const bell = (
    <span className="message-bell" data-testid="message-bell">
      <Badge count={unread} maxCount={99} offset={[2, -2]} data-testid="message-badge">
        <Button
          type="text"
          shape="circle"
          icon={<IconNotification />}
          aria-label={t('messages.bell')}
          title={t('messages.bell')}
          onClick={mobile ? () => onVisibleChange(true) : undefined}
        />
      </Badge>
    </span>
  );

  return (
    <>
      {mobile ? (
        <>
          {bell}
          <Drawer
            className="message-sheet"
            placement="bottom"
            height="min(80vh, 640px)"
            visible={open}
            onCancel={() => onVisibleChange(false)}
            title={null}
            footer={null}
            closable={false}
          >
            {panel}
          </Drawer>
        </>
      ) : (
        <Popover
          trigger="click"
          position="br"
          popupVisible={open}
          onVisibleChange={onVisibleChange}
          className="message-popover"
          content={panel}
        >
          {bell}
        </Popover>
      )}
      {detail && <MessageDetailModal message={detail} onClose={closeDetail} onGo={go} />}
    </>
  );
}
