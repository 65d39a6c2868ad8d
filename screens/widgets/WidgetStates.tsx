/** What a widget shows instead of its data: a skeleton while loading, a note when empty or failed. */
import { t } from '../../src/i18n';

export function WidgetSkeleton() {
  return (
    <div className="screen-state screen-state--loading" role="status" aria-label={t('screens.loading')}>
      <div className="screen-skeleton">
        <span className="screen-skeleton__bar" />
        <span className="screen-skeleton__bar" />
        <span className="screen-skeleton__bar" />
      </div>
    </div>
  );
}

export function WidgetEmpty({ message }: { message?: string }) {
  return (
    <div className="screen-state screen-state--empty">
      <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
        <rect x="6" y="28" width="8" height="12" rx="1" fill="currentColor" opacity="0.35" />
        <rect x="20" y="20" width="8" height="20" rx="1" fill="currentColor" opacity="0.5" />
        <rect x="34" y="12" width="8" height="28" rx="1" fill="currentColor" opacity="0.35" />
        <path d="M4 42h40" stroke="currentColor" strokeWidth="2" opacity="0.6" />
      </svg>
      <span>{message ?? t('screens.empty')}</span>
    </div>
  );
}

export function WidgetError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="screen-state screen-state--error" role="alert">
      <span className="screen-state__title">{t('screens.error')}</span>
      {message && <span className="screen-state__message">{message}</span>}
      {onRetry && (
        <button type="button" className="screen-state__retry" onClick={onRetry}>
          {t('screens.retry')}
        </button>
      )}
    </div>
  );
}
