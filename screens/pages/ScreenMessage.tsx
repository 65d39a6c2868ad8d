/** A full-window note in the screen's dark style: loading, a failure with a retry, or a refusal. */
import { t } from '../../src/i18n';
import '../engine/screens.css';

export function ScreenMessage({ title, message, onRetry, loading = false }: { title?: string; message?: string; onRetry?: () => void; loading?: boolean }) {
  return (
    <div className="screen-page screen--dark screen-message" data-testid={loading ? 'screen-loading' : 'screen-message'}>
      <div className="screen-message__box">
        {loading && <div className="screen-message__spinner" aria-hidden="true" />}
        {title && <h1 className="screen-message__title">{title}</h1>}
        {message && <p className="screen-message__text">{message}</p>}
        {onRetry && (
          <button type="button" className="screen-state__retry" onClick={onRetry}>
            {t('screens.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
