/** Sign-out with confirmation (spec section 4): Modal.confirm, then logoutNow whatever the server says. */
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n';
import { logoutNow } from '../../session/useCurrentUser';

export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    Modal.confirm({
      title: t('layout.logoutConfirmTitle'),
      content: t('layout.logoutConfirmContent'),
      className: 'logout-confirm',
      onOk: () => logoutNow((path) => navigate(path, { replace: true })),
    });
  };
}
