/**
 * The screen editor's writes (save, revert, import; useScreenEditor.tsx): busy while one runs, the new
 * stored screen adopted by the editor and put into the wall's cache and history, a success message.
 * A write that finds a newer version (code 502) offers to reload it; one the server refuses (code 501)
 * lists its problems with their field paths.
 */
import { Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useCallback, useState } from 'react';
import { mutate } from 'swr';
import { isApiFailure } from '../../src/api/client';
import { reportFailure } from '../../src/api/reportFailure';
import { getScreenByRoute, screenKeys } from '../../src/api/screens';
import { ApiCode } from '../../src/domain/envelope';
import type { Screen, ScreenBody } from '../../src/domain/screen';
import { t } from '../../src/i18n';
import { fieldProblems, type Problem } from './body';

/** A dialog listing the problems of a refused body or file, each with its field path. */
export function showProblems(title: string, problems: readonly Problem[], fallback?: string) {
  Modal.error({
    title,
    content: (
      <ul className="screen-editor__problems" data-testid="screen-editor-problems">
        {problems.length === 0 && fallback ? <li>{fallback}</li> : null}
        {problems.map((p) => (
          <li key={`${p.path}:${p.message}`}>
            <code>{p.path || '—'}</code> {p.message}
          </li>
        ))}
      </ul>
    ),
  });
}

/** What a write changes in the editor: the stored screen, the edited body, the selected widget. */
export interface ScreenWriteTarget {
  route: ScreenBody['route'];
  setBase(screen: Screen): void;
  setDraft(body: ScreenBody): void;
  setSelectedKey(change: (key: string | null) => string | null): void;
}

/** The editor's one way to write: `write(call, done, failTitle)` is true when it went through. */
export function useScreenWrite({ route, setBase, setDraft, setSelectedKey }: ScreenWriteTarget) {
  const [busy, setBusy] = useState(false);

  /** The stored screen is now `screen`: editor, wall cache and history follow. */
  const adopt = useCallback(
    (screen: Screen) => {
      setBase(screen);
      setDraft(screen.body);
      void mutate(screenKeys.byRoute(screen.body.route), screen, { revalidate: false });
      void mutate(screenKeys.versions(screen.id));
    },
    [setBase, setDraft],
  );

  const reload = useCallback(async () => {
    try {
      const screen = await getScreenByRoute(route);
      adopt(screen);
      setSelectedKey((key) => (screen.body.widgets.some((w) => w.i === key) ? key : null));
      Message.info(t('screens.editor.reloaded', { version: screen.version }));
    } catch (error) {
      reportFailure(error);
    }
  }, [adopt, route, setSelectedKey]);

  const failed = useCallback(
    (error: unknown, title: string) => {
      if (isApiFailure(error) && error.code === ApiCode.stale) {
        Modal.confirm({
          title: t('screens.editor.stale.title'),
          content: t('screens.editor.stale.content'),
          okText: t('screens.editor.stale.reload'),
          onOk: () => reload(),
        });
      } else if (isApiFailure(error) && error.code === ApiCode.invalid) {
        showProblems(title, fieldProblems(error.result), error.message);
      } else {
        Message.error(isApiFailure(error) ? error.message : title);
      }
    },
    [reload],
  );

  /** Runs one write; true when it went through. */
  const write = useCallback(
    async (call: () => Promise<Screen>, done: (screen: Screen) => string, failTitle: string): Promise<boolean> => {
      setBusy(true);
      try {
        const screen = await call();
        adopt(screen);
        Message.success(done(screen));
        return true;
      } catch (error) {
        failed(error, failTitle);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [adopt, failed],
  );

  return { busy, write };
}
