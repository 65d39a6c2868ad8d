/**
 * The screen editor (permission screen.edit), opened from a wall's toolbar: the wall's design canvas,
 * scaled into the window beside a property panel, with the widgets draggable and resizable
 * (react-grid-layout with the scaled strategy, STACK-NOTES 16). The edited body renders at once with
 * real data (live preview). The bar above: add a widget, history (preview and revert), export and
 * import JSON, discard, save (optimistic lock: a newer version offers a reload), and leave.
 * A lazy chunk: walls that are only watched never load it.
 */
import { Button, Modal, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getScreenVersion } from '../../src/api/screens';
import { reportFailure } from '../../src/api/reportFailure';
import type { Screen } from '../../src/domain/screen';
import type { ScreenVersion } from '../../src/domain/screen-api';
import { t } from '../../src/i18n';
import { formatDate } from '../../src/utils/display';
import type { AreaCrumb } from '../engine/drill';
import { WallStage } from '../engine/ScreenView';
import { sessionSource } from '../engine/source';
import { EditorBar } from './EditorBar';
import { HistoryDrawer } from './HistoryDrawer';
import { ScreenPanel } from './ScreenPanel';
import { useCanvasSelect } from './useCanvasSelect';
import { useScreenEditor } from './useScreenEditor';
import { WidgetPanel } from './WidgetPanel';
import './editor.css';

export interface ScreenEditorProps {
  screen: Screen;
  root: AreaCrumb | null;
  onExit(): void;
}

export default function ScreenEditor({ screen, root, onExit }: ScreenEditorProps) {
  const editor = useScreenEditor(screen);
  const { base, draft, dirty, selected } = editor;
  const [tab, setTab] = useState<'widget' | 'screen'>('widget');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [preview, setPreview] = useState<ScreenVersion | null>(null);
  const main = useRef<HTMLDivElement>(null);

  // Closing the tab with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return undefined;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  const onCanvasPress = useCanvasSelect(editor, !!preview, () => setTab('widget'));

  const confirmIfDirty = (content: string, then: () => void) => {
    if (!dirty) then();
    else Modal.confirm({ title: t('screens.editor.unsaved'), content, onOk: then });
  };

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

  return (
    <div className="screen-editor" data-testid="screen-editor" data-dirty={dirty ? 'true' : 'false'} data-version={base.version}>
      <EditorBar editor={editor} previewing={!!preview} confirmIfDirty={confirmIfDirty} onHistory={() => setHistoryOpen(true)} onExit={onExit} />
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
