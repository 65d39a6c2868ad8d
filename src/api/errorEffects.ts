/** Carries out the error actions of errorRules.ts with Arco's Message and Notification. */
import { Message, Notification } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Notification/style/css.js';
import { t } from '../i18n';
import { goToLogin, reloadAfter } from '../router/navigation';
import { clearToken } from '../session/token';
import type { ApiFailure } from './ApiFailure';
import { type ErrorAction, RELOAD_DELAY_MS } from './errorRules';

export function applyErrorAction(action: ErrorAction, failure: ApiFailure): void {
  switch (action) {
    case 'none':
      return;
    case 'logout-to-login':
      clearToken();
      Message.error(failure.message);
      goToLogin();
      return;
    case 'token-expired':
      clearToken();
      Message.error(t('request.tokenExpired'));
      goToLogin();
      return;
    case 'forbidden-notice':
      Notification.error({ title: t('request.forbidden'), content: failure.message });
      return;
    case 'unauthorized-notice':
      Notification.error({ title: t('request.unauthorized'), content: t('request.unauthorizedDescription') });
      return;
    case 'unauthorized-logout':
      Notification.error({ title: t('request.unauthorized'), content: t('request.unauthorizedDescription') });
      clearToken();
      reloadAfter(RELOAD_DELAY_MS);
      return;
  }
}
