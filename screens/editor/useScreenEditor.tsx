/**
 * The editor's state and its calls: the stored screen it started from (`base`, moved on by every
 * save, revert and import), the edited body (`draft`, drawn at once on the canvas), the selected
 * widget, and the writes (useScreenWrite.tsx: a newer version offers a reload, a refused body lists
 * its problems; a refused import changes nothing). Writes also put the new screen into the wall's
 * cache, so leaving the editor shows it.
 */
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useCallback, useMemo, useState } from 'react';
import type { Layout } from 'react-grid-layout';
import { importScreen, revertScreen, saveScreen } from '../../src/api/screens';
import type { Screen, ScreenBody, Widget, WidgetType } from '../../src/domain/screen';
import { t } from '../../src/i18n';
import { addWidget, applyLayout, bodyProblems, removeWidget, sameBody, updateWidget } from './body';
import { widgetTypeName } from './labels';
import { showProblems, useScreenWrite } from './useScreenWrite';

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

export function useScreenEditor(initial: Screen): ScreenEditorState {
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState<ScreenBody>(initial.body);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const dirty = useMemo(() => !sameBody(base.body, draft), [base.body, draft]);
  const selected = useMemo(() => draft.widgets.find((w) => w.i === selectedKey) ?? null, [draft.widgets, selectedKey]);

  const { busy, write } = useScreenWrite({ route: base.body.route, setBase, setDraft, setSelectedKey });

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
