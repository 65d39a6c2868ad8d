/**
 * Carries out the error actions of errorRules.ts: the session's part (sign-out, the login page, a
 * reload) at once, the message through Arco's Message and Notification (errorToasts.ts), a chunk
 * loaded on the first error so a wall, which uses no Arco, does not download it to start.
 */
import { t } from '../i18n';
import { goToLogin, goToPasswordChange, reloadAfter } from '../router/navigation';
import { clearToken } from '../session/token';
import type { ApiFailure } from './ApiFailure';
import { type ErrorAction, RELOAD_DELAY_MS } from './errorRules';
import type { Toast } from './errorToasts';

function toast(message: Toast): void {
  import('./errorToasts').then(
    (m) => m.showToast(message),
    (error: unknown) => console.error('Could not show the error message', message, error),
  );
}

export function applyErrorAction(action: ErrorAction, failure: ApiFailure): void {
  switch (action) {
    case 'none':
      return;
    case 'logout-to-login':
      clearToken();
      toast({ kind: 'message', content: failure.message });
      goToLogin();
      return;
    case 'token-expired':
      clearToken();
      toast({ kind: 'message', content: t('request.tokenExpired') });
      goToLogin();
      return;
    case 'forbidden-notice':
      toast({ kind: 'notification', title: t('request.forbidden'), content: failure.message });
      return;
    case 'unauthorized-notice':
      toast({ kind: 'notification', title: t('request.unauthorized'), content: t('request.unauthorizedDescription') });
      return;
    case 'password-change':
      // The page itself explains why; the session info it reads says so too.
      goToPasswordChange();
      return;
    case 'unauthorized-logout':
      toast({ kind: 'notification', title: t('request.unauthorized'), content: t('request.unauthorizedDescription') });
      clearToken();
      reloadAfter(RELOAD_DELAY_MS);
      return;
  }
}
