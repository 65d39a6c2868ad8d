/**
 * The current page's title from the route table, in the current language: the text of its tab
 * (layouts/tabs/TabBar.tsx tabTitle), so a page heading it shows is the tab's title by construction.
 */
import { useLocation } from 'react-router-dom';
import { t } from '../i18n';
import { findRoute } from './findRoute';

export function useRouteTitle(): string | null {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  return route ? t(route.title) : null;
}
