/**
 * The editor's state and its calls: the stored screen it started from (`base`, moved on by every
 * save, revert and import), the edited body (`draft`, drawn at once on the canvas), the selected
 * widget, and the writes. A write that finds a newer version (code 502) offers to reload it; one the
 * server refuses (code 501) lists its problems with their field paths; a refused import changes
 * nothing. Writes also put the new screen into the wall's cache, so leaving the editor shows it.
 */
import { Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useCallback, useMemo, useState } from 'react';
import type { Layout } from 'react-grid-layout';
import { mutate } from 'swr';
import { isApiFailure } from '../../src/api/client';
import { getScreenByRoute, importScreen, revertScreen, saveScreen, screenKeys } from '../../src/api/screens';
import { ApiCode } from '../../src/domain/envelope';
import type { Screen, ScreenBody, Widget, WidgetType } from '../../src/domain/screen';
import { t } from '../../src/i18n';
import { addWidget, applyLayout, bodyProblems, fieldProblems, type Problem, removeWidget, sameBody, updateWidget } from './body';
import { widgetTypeName } from './labels';
import { reportFailure } from '../../src/api/reportFailure';

export interface ScreenEditorState {
  base: Screen;
  draft: ScreenBody;
  dirty: boolean;
  busy: boolean;
  selected: Widget | null;
  select(key: string | null): void;
  onLayoutChange(layout: Layout): void;
  edit(change: (body: ScreenBody) => ScreenBody): void;
  editWidget(key: string, change: (w: Widget) => Widget): void;
  add(type: WidgetType): void;
  remove(key: string): void;
  save(): Promise<void>;
  discard(): void;
  revert(toVersion: number): Promise<boolean>;
  importFile(text: string): Promise<void>;
}

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

export function useScreenEditor(initial: Screen): ScreenEditorState {
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState<ScreenBody>(initial.body);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = useMemo(() => !sameBody(base.body, draft), [base.body, draft]);
  const selected = useMemo(() => draft.widgets.find((w) => w.i === selectedKey) ?? null, [draft.widgets, selectedKey]);

  /** The stored screen is now `screen`: editor, wall cache and history follow. */
  const adopt = useCallback((screen: Screen) => {
    setBase(screen);
    setDraft(screen.body);
    void mutate(screenKeys.byRoute(screen.body.route), screen, { revalidate: false });
    void mutate(screenKeys.versions(screen.id));
  }, []);

  const reload = useCallback(async () => {
    try {
      const screen = await getScreenByRoute(base.body.route);
      adopt(screen);
      setSelectedKey((key) => (screen.body.widgets.some((w) => w.i === key) ? key : null));
      Message.info(t('screens.editor.reloaded', { version: screen.version }));
    } catch (error) {
      reportFailure(error);
    }
  }, [adopt, base.body.route]);

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

  const onLayoutChange = useCallback((layout: Layout) => setDraft((body) => applyLayout(body, layout)), []);
  const edit = useCallback((change: (body: ScreenBody) => ScreenBody) => setDraft(change), []);
  const editWidget = useCallback((key: string, change: (w: Widget) => Widget) => setDraft((body) => updateWidget(body, key, change)), []);

  const add = useCallback(
    (type: WidgetType) => {
      const title = type === 'header' ? '' : widgetTypeName(type);
      const added = addWidget(draft, type, title);
      if (!added) {
        Message.warning(t('screens.editor.full'));
        return;
      }
      setDraft(added.body);
      setSelectedKey(added.key);
      Message.success(t('screens.editor.added', { title: title || widgetTypeName(type) }));
    },
    [draft],
  );

  const remove = useCallback((key: string) => {
    setDraft((body) => removeWidget(body, key));
    setSelectedKey((current) => (current === key ? null : current));
  }, []);

  const save = useCallback(async () => {
    const problems = bodyProblems(draft);
    if (problems.length > 0) {
      showProblems(t('screens.editor.invalid'), problems);
      return;
    }
    await write(
      () => saveScreen({ id: base.id, version: base.version, body: draft }),
      (s) => t('screens.editor.saved', { version: s.version }),
      t('screens.editor.invalid'),
    );
  }, [draft, base.id, base.version, write]);

  const discard = useCallback(() => {
    setDraft(base.body);
    setSelectedKey((key) => (base.body.widgets.some((w) => w.i === key) ? key : null));
  }, [base.body]);

  const revert = useCallback(
    (toVersion: number) =>
      write(
        () => revertScreen({ id: base.id, version: base.version, toVersion }),
        (s) => t('screens.editor.history.reverted', { from: toVersion, version: s.version }),
        t('screens.editor.saveFailed'),
      ),
    [base.id, base.version, write],
  );

  const importFile = useCallback(
    async (text: string) => {
      await write(
        () => importScreen({ id: base.id, version: base.version, json: text }),
        (s) => t('screens.editor.imported', { version: s.version }),
        t('screens.editor.importFailed'),
      );
    },
    [base.id, base.version, write],
  );

  return {
    base,
    draft,
    dirty,
    busy,
    selected,
    select: setSelectedKey,
    onLayoutChange,
    edit,
    editWidget,
    add,
    remove,
    save,
    discard,
    revert,
    importFile,
  };
}
