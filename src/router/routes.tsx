/**
 * The route table: every page of the app, in one place, with its layout, whether it needs sign-in,
 * its permission id and its title. The router, the guard (and, with the shell, the menu
 * highlighting, breadcrumbs and tab titles) read it. Pages are lazy chunks, so the login page does
 * not download the workspace or the wall screens.
 */
import type { MessageKey } from '../i18n';
import { lazyPage, type PageComponent } from './lazyPage';
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH } from './paths';

/** public: sign-in pages; main: the workspace (menu, header, tabs); full: full-window pages. */
export type LayoutName = 'public' | 'main' | 'full';
export const LAYOUT_NAMES: readonly LayoutName[] = ['public', 'main', 'full'];

export interface AppRoute {
  path: string;
  /** Stable route name (the spec's names where it gives them: login, register, registerResult). */
  name: string;
  layout: LayoutName;
  requiresAuth: boolean;
  title: MessageKey;
  /** `permissionId` or `permissionId.action` the page needs (src/domain/permissions). */
  permission?: string;
  component: PageComponent;
}

const InProgress = lazyPage(() => import('../../workspace/common/InProgress'));

export const ROUTES: readonly AppRoute[] = [
  {
    path: LOGIN_PATH,
    name: 'login',
    layout: 'public',
    requiresAuth: false,
    title: 'route.login',
    component: lazyPage(() => import('../../workspace/user/Login')),
  },
  {
    path: NOT_FOUND_PATH,
    name: 'notFound',
    layout: 'full',
    requiresAuth: false,
    title: 'route.notFound',
    component: lazyPage(() => import('../../workspace/exception/NotFound')),
  },
  {
    // Built by the shell issue; until then the generic in-progress page.
    path: HOME_PATH,
    name: 'workplace',
    layout: 'main',
    requiresAuth: true,
    title: 'route.workplace',
    permission: 'dashboard',
    component: InProgress,
  },
];

/** Fixed redirects; every path not in ROUTES goes to NOT_FOUND_PATH. */
export const REDIRECTS: readonly { from: string; to: string }[] = [{ from: '/', to: HOME_PATH }];
