/**
 * The wall toolbar's way into the editor, for those holding screen.edit (the wall page decides; the
 * shared display never shows it). Small on purpose: the editor itself is a lazy chunk.
 */
import { type ComponentProps, lazy } from 'react';
import { t } from '../../src/i18n';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from '../../src/router/lazyPage';

type EditorProps = ComponentProps<typeof import('./ScreenEditor').default>;

/**
 * The editor, loaded when first opened, inside Arco's provider: the walls show no Arco, so none is
 * around them (src/router/routes.tsx `withoutArco`).
 */
export const LazyScreenEditor = lazy(() =>
  withTimeout(
    Promise.all([import('./ScreenEditor'), import('../../src/layouts/ArcoProvider')]).then(([{ default: ScreenEditor }, { ArcoProvider }]) => ({
      default: (props: EditorProps) => (
        <ArcoProvider>
          <ScreenEditor {...props} />
        </ArcoProvider>
      ),
    })),
    CHUNK_LOAD_TIMEOUT_MS,
  ),
);

export function EditButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="screen-toolbar__button" onClick={onClick} data-testid="screen-edit">
      {t('screens.editor.open')}
    </button>
  );
}
