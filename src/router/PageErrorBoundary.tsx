/**
 * Catches a page that failed to load (a chunk that broke or took over 120 s) or to render, and
 * shows an error with a retry instead of a blank page (DESIGN.md section 4). The retry reloads the
 * app, which also picks up a new deployment whose chunk names changed.
 */
import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
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
        <Result
          status="error"
          title={t(chunk ? 'page.chunkError.title' : 'page.error.title')}
          subTitle={t(chunk ? 'page.chunkError.subtitle' : 'page.error.subtitle')}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('page.retry')}
            </Button>
          }
        />
      </div>
    );
  }
}
