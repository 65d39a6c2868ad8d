/**
 * Asks before unsaved input is lost (keptForms.ts holds it while it differs from the server's):
 * - the browser's own prompt when the browser tab is closed or reloaded (beforeunload);
 * - a confirmation when a route change leaves a page with unsaved input and no tab keeps it (the
 *   tab bar is off: with it on, the page stays open in its tab and keeps its input). Leaving forgets
 *   the input; staying cancels the navigation. Going to a sign-in page is never held up.
 * The tab bar asks on its own when a tab with unsaved input is closed (src/layouts/tabs/TabBar.tsx).
 * Rendered once, by the main layout.
 */
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useEffect } from 'react';
import { type BlockerFunction, useBlocker, useLocation } from 'react-router-dom';
import { t } from '../i18n';
import { tabKeyOf } from '../layouts/tabs/tabsModel';
import { findRoute } from '../router/findRoute';
import { dropKeptOfTabs, unsavedTabKeys } from './keptForms';

function warnBeforeUnload(event: BeforeUnloadEvent) {
  if (unsavedTabKeys().size === 0) return;
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

export function UnsavedGuard({ tabsKeepPages }: { tabsKeepPages: boolean }) {
  useEffect(() => {
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, []);

  const { pathname, search } = useLocation();
  const here = tabKeyOf(pathname, search);

  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) => {
    if (tabsKeepPages) return false;
    const from = tabKeyOf(currentLocation.pathname, currentLocation.search);
    if (from === tabKeyOf(nextLocation.pathname, nextLocation.search)) return false;
    // A sign-in page (signed out, or the session ended): the input belonged to that session.
    if (findRoute(nextLocation.pathname)?.layout === 'public') return false;
    return unsavedTabKeys().has(from);
  };
  const blocker = useBlocker(shouldBlock);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one confirmation per blocked navigation.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const modal = Modal.confirm({
      title: t('forms.unsaved.title'),
      content: t('forms.unsaved.leave'),
      okText: t('forms.unsaved.discard'),
      cancelText: t('forms.unsaved.stay'),
      okButtonProps: { status: 'danger' },
      onOk: () => {
        dropKeptOfTabs([here]);
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
    return () => modal.close();
  }, [blocker.state]);

  return null;
}
