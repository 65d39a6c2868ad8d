/**
 * The screen editor's bar (ScreenEditor.tsx): the heading with the version and the unsaved mark, then
 * add a widget, history, export and import JSON, discard, save, and leave.
 */
import { Button, Dropdown, Menu, Message, Modal, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { type ChangeEvent, useRef } from 'react';
import { startDownload } from '../../src/api/files';
import { screenExportUrl } from '../../src/api/screens';
import { runLink } from '../../src/components/FileLinks';
import { WIDGET_TYPES, type WidgetType } from '../../src/domain/screen';
import { t } from '../../src/i18n';
import { widgetTypeName } from './labels';
import type { ScreenEditorState } from './useScreenEditor';

/** What the bar shows and does. */
export interface EditorBarProps {
  editor: ScreenEditorState;
  /** A past version is previewed: nothing can be added. */
  previewing: boolean;
  /** Runs `then` at once, or after a confirmation with `content` when the draft has unsaved changes. */
  confirmIfDirty(content: string, then: () => void): void;
  onHistory(): void;
  onExit(): void;
}

/** The editor's bar. */
export function EditorBar({ editor, previewing, confirmIfDirty, onHistory, onExit }: EditorBarProps) {
  const { base, draft, dirty, busy } = editor;
  const fileInput = useRef<HTMLInputElement>(null);
  const exit = () => confirmIfDirty(t('screens.editor.exitConfirm'), onExit);
  const discard = () => Modal.confirm({ title: t('screens.editor.discard'), content: t('screens.editor.discardConfirm', { version: base.version }), onOk: editor.discard });

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
        <Dropdown droplist={addMenu} trigger="click" position="bl" disabled={previewing}>
          <Button type="outline" data-testid="screen-add">
            {t('screens.editor.add')}
          </Button>
        </Dropdown>
        <Button onClick={onHistory} data-testid="screen-history-open">
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
  );
}
