/**
 * The screen editor's canvas input (ScreenEditor.tsx): a press on the canvas selects the widget under
 * it (or nothing), Delete removes the selected widget after a confirmation, Escape deselects. Nothing
 * is selected or removed while a past version is previewed.
 */
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { type MouseEvent, useCallback, useEffect, useRef } from 'react';
import { t } from '../../src/i18n';
import { widgetTypeName } from './labels';
import type { ScreenEditorState } from './useScreenEditor';

/** The key of the widget a click on the canvas landed on (its grid item), or null. */
function widgetKeyAt(target: EventTarget | null): string | null {
  const item = target instanceof Element ? target.closest('.screen-grid__item') : null;
  return item?.querySelector('[data-widget]')?.getAttribute('data-widget') ?? null;
}

/** The canvas's press handler; `onSelected` runs when a press selected a widget. */
export function useCanvasSelect(editor: ScreenEditorState, previewing: boolean, onSelected: () => void) {
  const { select, selected } = editor;
  // A press on the canvas selects the widget under it (or nothing) once the pointer is released:
  // re-rendering the grid while react-grid-layout holds the press would cancel the drag, and the
  // click that follows a press lands on the grid rather than the widget.
  const pressed = useRef<string | null | undefined>(undefined);
  const onCanvasPress = (e: MouseEvent) => {
    if (e.button !== 0 || previewing) return;
    pressed.current = widgetKeyAt(e.target);
  };
  const selectedNow = useRef(onSelected);
  selectedNow.current = onSelected;
  useEffect(() => {
    let timer: number | undefined;
    const onRelease = () => {
      const key = pressed.current;
      pressed.current = undefined;
      if (key === undefined) return;
      timer = window.setTimeout(() => {
        select(key);
        if (key) selectedNow.current();
      }, 0);
    };
    window.addEventListener('mouseup', onRelease);
    return () => {
      window.removeEventListener('mouseup', onRelease);
      window.clearTimeout(timer);
    };
  }, [select]);

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
      if (e.key === 'Delete' && selected && !previewing) removeSelected();
      else if (e.key === 'Escape') select(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected, previewing, removeSelected, select]);

  return onCanvasPress;
}
