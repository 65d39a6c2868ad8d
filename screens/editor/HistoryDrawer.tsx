/**
 * The screen's kept versions, newest first, with who saved each and when: preview one on the canvas,
 * or bring it back (a new version with its body, after a confirmation). The list follows the screen's
 * changes (live sync revalidates 'screen/' keys).
 */
import { Button, Drawer, Empty, Modal, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import useSWR from 'swr';
import { listScreenVersions, screenKeys } from '../../src/api/screens';
import type { ScreenVersionRow } from '../../src/domain/screen';
import { DEFAULT_UPGRADE_NOTE } from '../../src/domain/screen-api';
import { t } from '../../src/i18n';
import { formatDate } from '../../src/utils/display';

export interface HistoryDrawerProps {
  visible: boolean;
  screenId: number;
  currentVersion: number;
  /** The version on preview, if any. */
  previewing: number | null;
  dirty: boolean;
  onPreview(version: number): void;
  onRevert(version: number): Promise<boolean>;
  onClose(): void;
  /** Where the drawer opens (the editor's main area: the bar above stays usable). */
  container?: () => Element;
}

/** The note of a version in words: seed, import, revert:<n>, default (a newer default layout), or nothing (an edit). */
export function versionNote(note: string | null): string | null {
  if (!note) return null;
  if (note === 'seed') return t('screens.editor.history.note.seed');
  if (note === 'import') return t('screens.editor.history.note.import');
  if (note === DEFAULT_UPGRADE_NOTE) return t('screens.editor.history.note.default');
  const m = /^revert:(\d+)$/.exec(note);
  if (m) return t('screens.editor.history.note.revert', { version: m[1]! });
  return note;
}

export function HistoryDrawer({ visible, screenId, currentVersion, previewing, dirty, onPreview, onRevert, onClose, container }: HistoryDrawerProps) {
  const versions = useSWR(visible ? screenKeys.versions(screenId) : null, () => listScreenVersions(screenId), { revalidateOnFocus: false });
  const confirmRevert = (row: ScreenVersionRow) =>
    Modal.confirm({
      title: t('screens.editor.history.revert'),
      content: `${t('screens.editor.history.revertConfirm', { version: row.version })}${dirty ? ` ${t('screens.editor.history.revertDirty')}` : ''}`,
      onOk: async () => {
        if (await onRevert(row.version)) onClose();
      },
    });
  return (
    <Drawer
      visible={visible}
      width={360}
      getPopupContainer={container}
      title={t('screens.editor.history')}
      footer={null}
      onCancel={onClose}
      mask={false}
      className="screen-editor__history"
      data-testid="screen-history"
    >
      {versions.isLoading && <Spin />}
      {versions.data && versions.data.length === 0 && <Empty description={t('screens.editor.history.empty')} />}
      <ol className="screen-editor__versions">
        {versions.data?.map((row) => {
          const current = row.version === currentVersion;
          const note = versionNote(row.note);
          return (
            <li
              key={row.version}
              className={`screen-editor__version${previewing === row.version ? ' screen-editor__version--previewing' : ''}`}
              data-testid={`history-row-${row.version}`}
            >
              <div className="screen-editor__version-head">
                <strong>v{row.version}</strong>
                {current && <Tag color="arcoblue">{t('screens.editor.history.current')}</Tag>}
                {note && <Tag>{note}</Tag>}
              </div>
              <div className="screen-editor__version-meta">
                {formatDate(row.savedAt)} · {row.savedByName ?? t('screens.editor.history.system')} · {t('screens.editor.history.widgets', { count: row.widgets })}
              </div>
              <div className="screen-editor__version-actions">
                <Button size="mini" onClick={() => onPreview(row.version)} data-testid={`history-preview-${row.version}`}>
                  {t('screens.editor.history.preview')}
                </Button>
                {!current && (
                  <Button size="mini" type="primary" onClick={() => confirmRevert(row)} data-testid={`history-revert-${row.version}`}>
                    {t('screens.editor.history.revert')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Drawer>
  );
}
