/**
 * A form in a modal (or a panel) keeps its input like any long form (useKeptForm, ids `<prefix>:<record>`),
 * but the page unmounts with the modal when the user switches tabs: on return the page asks this hook
 * which such form was left with unsaved input, and opens it again (its page state, e.g. the record
 * edited, comes back as `extra`).
 */
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { t } from '../i18n';
import { tabKeyOf } from '../layouts/tabs/tabsModel';
import { firstKeptForm } from './keptForms';

export function useKeptModal<X>(prefix: string): { formId: string; extra: X | undefined } | null {
  const { pathname, search } = useLocation();
  const [found] = useState(() => firstKeptForm<X>(tabKeyOf(pathname, search), prefix));
  return found;
}

/** Closing a form with unsaved input: asks first; `discard` runs when the user lets it go. */
export function confirmDiscard(unsaved: boolean, discard: () => void): void {
  if (!unsaved) {
    discard();
    return;
  }
  Modal.confirm({
    title: t('forms.unsaved.title'),
    content: t('forms.unsaved.close'),
    okText: t('forms.unsaved.discardClose'),
    cancelText: t('forms.unsaved.keepEditing'),
    okButtonProps: { status: 'danger' },
    onOk: discard,
  });
}
