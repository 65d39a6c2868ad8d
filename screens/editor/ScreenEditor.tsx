/**
 * The screen editor (permission screen.edit), opened from a wall's toolbar: the wall's design canvas,
 * scaled into the window beside a property panel, with the widgets draggable and resizable
 * (react-grid-layout with the scaled strategy, STACK-NOTES 16). The edited body renders at once with
 * real data (live preview). The bar above: add a widget, history (preview and revert), export and
 * import JSON, discard, save (optimistic lock: a newer version offers a reload), and leave.
 * A lazy chunk: walls that are only watched never load it.
 */
import { Button, Dropdown, Menu, Message, Modal, Tabs, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { type ChangeEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { startDownload } from '../../src/api/files';
import { getScreenVersion, screenExportUrl } from '../../src/api/screens';
import { runLink } from '../../src/components/FileLinks';
import type { Screen, WidgetType } from '../../src/domain/screen';
import { WIDGET_TYPES } from '../../src/domain/screen';
import type { ScreenVersion } from '../../src/domain/screen-api';
import { t } from '../../src/i18n';
import { formatDate } from '../../src/utils/display';
import type { AreaCrumb } from '../engine/drill';
import { WallStage } from '../engine/ScreenView';
import { sessionSource } from '../engine/source';
import { HistoryDrawer } from './HistoryDrawer';
import { widgetTypeName } from './labels';
import { ScreenPanel } from './ScreenPanel';
import { useScreenEditor } from './useScreenEditor';
import { WidgetPanel } from './WidgetPanel';
import './editor.css';
import { reportFailure } from '../../src/api/reportFailure';

export interface ScreenEditorProps {
  screen: Screen;
  root: AreaCrumb | null;
  onExit(): void;
}

/** The key of the widget a click on the canvas landed on (its grid item), or null. */
function widgetKeyAt(target: EventTarget | null): string | null {
  const item = target instanceof Element ? target.closest('.screen-grid__item') : null;
  return item?.querySelector('[data-widget]')?.getAttribute('data-widget') ?? null;
}


export default function ScreenEditor({ screen, root, onExit }: ScreenEditorProps) {
  const editor = useScreenEditor(screen);
  const { base, draft, dirty, busy, selected } = editor;
  const [tab, setTab] = useState<'widget' | 'screen'>('widget');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [preview, setPreview] = useState<ScreenVersion | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const main = useRef<HTMLDivElement>(null);

  // Closing the tab with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return undefined;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  // A press on the canvas selects the widget under it (or nothing) once the pointer is released:
  // re-rendering the grid while react-grid-layout holds the press would cancel the drag, and the
  // click that follows a press lands on the grid rather than the widget.
  const pressed = useRef<string | null | undefined>(undefined);
  const onCanvasPress = (e: MouseEvent) => {
    if (e.button !== 0 || preview) return;
    pressed.current = widgetKeyAt(e.target);
  };
  const { select } = editor;
  useEffect(() => {
    let timer: number | undefined;
    const onRelease = () => {
      const key = pressed.current;
      pressed.current = undefined;
      if (key === undefined) return;
      timer = window.setTimeout(() => {
        select(key);
        if (key) setTab('widget');
      }, 0);
    };
    window.addEventListener('mouseup', onRelease);
    return () => {
      window.removeEventListener('mouseup', onRelease);
      window.clearTimeout(timer);
    };
  }, [select]);

  const confirmIfDirty = (content: string, then: () => void) => {
    if (!dirty) then();
    else Modal.confirm({ title: t('screens.editor.unsaved'), content, onOk: then });
  };

  const exit = () => confirmIfDirty(t('screens.editor.exitConfirm'), onExit);
  const discard = () => Modal.confirm({ title: t('screens.editor.discard'), content: t('screens.editor.discardConfirm', { version: base.version }), onOk: editor.discard });

  const showVersion = useCallback(
    async (version: number) => {
      try {
        setPreview(await getScreenVersion(base.id, version));
      } catch (error) {
        reportFailure(error);
      }
    },
    [base.id],
  );

  const revert = useCallback(
    async (version: number) => {
      const ok = await editor.revert(version);
      if (ok) setPreview(null);
      return ok;
    },
    [editor.revert],
  );

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      Message.error(t('screens.editor.unreadable'));
      return;
    }
    confirmIfDirty(t('screens.editor.importConfirm'), () => void editor.importFile(text));
  };

  // Keys on the canvas: Delete removes the selected widget (after a confirmation), Escape deselects.
  const removeSelected = useCallback(() => {
    if (!selected) return;
    Modal.confirm({
      title: t('screens.editor.remove'),
      content: t('screens.editor.removeConfirm', { title: selected.title || widgetTypeName(selected.type) }),
      okButtonProps: { status: 'danger' },
      onOk: () => editor.remove(selected.i),
    });
  }, [selected, editor.remove]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest?.('input, textarea, select, [contenteditable="true"], .arco-modal, .arco-select-popup')) return;
      if (e.key === 'Delete' && selected && !preview) removeSelected();
      else if (e.key === 'Escape') editor.select(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected, preview, removeSelected, editor.select]);

  const addMenu = (
    <Menu onClickMenuItem={(key) => editor.add(key as WidgetType)} data-testid="screen-add-menu">
      {WIDGET_TYPES.map((type) => (
        <Menu.Item key={type} data-testid={`screen-add-${type}`}>
          {widgetTypeName(type)}
        </Menu.Item>
      ))}
    </Menu>
  );

  return (
    <div className="screen-editor" data-testid="screen-editor" data-dirty={dirty ? 'true' : 'false'} data-version={base.version}>
      <header className="screen-editor__bar">
        <div className="screen-editor__heading">
          <span className="screen-editor__title">{t('screens.editor.heading', { title: draft.title })}</span>
          <Tag size="small" color="arcoblue" data-testid="screen-editor-version">
            {t('screens.editor.version', { version: base.version })}
          </Tag>
          {dirty && (
            <Tag size="small" color="orange" data-testid="screen-editor-dirty">
              {t('screens.editor.unsaved')}
            </Tag>
          )}
        </div>
        <div className="screen-editor__actions">
          <Dropdown droplist={addMenu} trigger="click" position="bl" disabled={!!preview}>
            <Button type="outline" data-testid="screen-add">
              {t('screens.editor.add')}
            </Button>
          </Dropdown>
          <Button onClick={() => setHistoryOpen(true)} data-testid="screen-history-open">
            {t('screens.editor.history')}
          </Button>
          <Tooltip content={t('screens.editor.exportHint', { version: base.version })}>
            <Button onClick={() => void runLink(async () => startDownload(await screenExportUrl(base.id)))} data-testid="screen-export">
              {t('screens.editor.export')}
            </Button>
          </Tooltip>
          <Tooltip content={t('screens.editor.importHint')}>
            <Button onClick={() => fileInput.current?.click()} disabled={busy} data-testid="screen-import">
              {t('screens.editor.import')}
            </Button>
          </Tooltip>
          <input ref={fileInput} type="file" accept=".json,application/json" hidden onChange={onFile} data-testid="screen-import-file" />
          <span className="screen-editor__gap" />
          <Button onClick={discard} disabled={!dirty || busy} data-testid="screen-discard">
            {t('screens.editor.discard')}
          </Button>
          <Button type="primary" onClick={() => void editor.save()} loading={busy} disabled={!dirty} data-testid="screen-save">
            {t('screens.editor.save')}
          </Button>
          <Button onClick={exit} data-testid="screen-edit-exit">
            {t('screens.editor.exit')}
          </Button>
        </div>
      </header>
      <div className="screen-editor__main" ref={main}>
        <div className={`screen-editor__stage${preview ? ' screen-editor__stage--preview' : ''}`} onMouseDownCapture={onCanvasPress} data-testid="screen-editor-stage">
          <WallStage
            body={preview ? preview.body : draft}
            source={sessionSource}
            root={root}
            editable={!preview}
            onLayoutChange={editor.onLayoutChange}
            selected={preview ? null : (selected?.i ?? null)}
          />
          {preview && (
            <div className="screen-editor__banner" data-testid="screen-preview-banner">
              <span>
                {t('screens.editor.history.previewing', {
                  version: preview.version,
                  time: formatDate(preview.savedAt),
                  who: preview.savedByName ?? t('screens.editor.history.system'),
                })}
              </span>
              <Button size="small" onClick={() => setPreview(null)} data-testid="screen-preview-close">
                {t('screens.editor.history.closePreview')}
              </Button>
            </div>
          )}
        </div>
        <aside className="screen-editor__panel">
          <Tabs activeTab={tab} onChange={(k) => setTab(k as 'widget' | 'screen')} size="small">
            <Tabs.TabPane key="widget" title={t('screens.editor.tab.widget')}>
              {selected ? (
                <WidgetPanel key={selected.i} widget={selected} route={draft.route} onChange={(change) => editor.editWidget(selected.i, change)} onRemove={editor.remove} />
              ) : (
                <p className="screen-editor__hint" data-testid="screen-editor-hint">
                  {t('screens.editor.noSelection')}
                </p>
              )}
            </Tabs.TabPane>
            <Tabs.TabPane key="screen" title={t('screens.editor.tab.screen')}>
              <ScreenPanel body={draft} onChange={editor.edit} />
            </Tabs.TabPane>
          </Tabs>
        </aside>
      </div>
      <HistoryDrawer
        visible={historyOpen}
        screenId={base.id}
        currentVersion={base.version}
        previewing={preview?.version ?? null}
        dirty={dirty}
        container={() => main.current ?? document.body}
        onPreview={(v) => void showVersion(v)}
        onRevert={revert}
        onClose={() => {
          setHistoryOpen(false);
          setPreview(null);
        }}
      />
    </div>
  );
}
