/**
 * The wall toolbar's way into the editor, for those holding screen.edit (the wall page decides; the
 * shared display never shows it). Small on purpose: the editor itself is a lazy chunk.
 */
import { lazy } from 'react';
import { t } from '../../src/i18n';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from '../../src/router/lazyPage';

/** The editor, loaded when first opened. */
export const LazyScreenEditor = lazy(() => withTimeout(import('./ScreenEditor'), CHUNK_LOAD_TIMEOUT_MS));

export function EditButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="screen-toolbar__button" onClick={onClick} data-testid="screen-edit">
      {t('screens.editor.open')}
    </button>
  );
}
