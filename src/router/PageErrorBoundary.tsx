/**
 * Catches a page that failed to load (a chunk that broke or took over 120 s) or to render, and
 * shows an error with a retry instead of a blank page (ARCHITECTURE.md section 4). The retry reloads the
 * app, which also picks up a new deployment whose chunk names changed. Arco's markup and styles,
 * not its components: the walls use no Arco, and a boundary that needs a chunk could not show that
 * the chunks do not load.
 */
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { IconClose } from '@arco-design/web-react/icon';
import { Component, type ReactNode } from 'react';
import { t } from '../i18n';

const CHUNK_ERROR =
  /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export const isChunkError = (error: unknown): boolean =>
  error instanceof Error && (CHUNK_ERROR.test(error.name) || CHUNK_ERROR.test(error.message));

interface State {
  error: unknown;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkError(error);
    return (
      <div className="page-error" data-testid="page-error">
        {/* Arco's <Result status="error"> markup: the component itself imports the 403/404/500
            illustrations (over 20 kB gzip), which would all land in the entry chunk. */}
        <div className="arco-result arco-result-is-error">
          <div className="arco-result-icon">
            <span className="arco-result-icon-tip arco-result-icon-error">
              <IconClose />
            </span>
          </div>
          <div className="arco-result-title">{t(chunk ? 'page.chunkError.title' : 'page.error.title')}</div>
          <div className="arco-result-subtitle">{t(chunk ? 'page.chunkError.subtitle' : 'page.error.subtitle')}</div>
          <div className="arco-result-extra">
            {/* Arco's <Button type="primary"> markup. */}
            <button type="button" className="arco-btn arco-btn-primary arco-btn-size-default arco-btn-shape-square" onClick={() => window.location.reload()}>
              <span>{t('page.retry')}</span>
            </button>
          </div>
        </div>
      </div>
    );
  }
}
