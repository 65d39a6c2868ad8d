/**
 * The component of each layout of the route table. The main layout is a lazy chunk (the login page
 * does not download the workspace's menu, header, tabs and bell, and the wall screens do not either).
 * The blank layout of the walls is in the entry: with its route gate it is about 3 kB, and as chunks
 * it was four more requests a wall opened by its address waited for, behind its first calls on the
 * browser's six connections to the server. The public layout (the portal's frame around the login
 * page: no Arco component) is a chunk the build's hint script links at once on the login page without
 * a session (scripts/vite/wallHint.ts), so it arrives with the entry and draws before Arco and the
 * form have come.
 */
import type { ComponentType, ReactNode } from 'react';
import { type LazyComponent, lazyComponent } from '../router/lazyPage';
import type { LayoutName } from '../router/routes';
import { BlankLayout } from './BlankLayout';

type LayoutProps = { children: ReactNode };
type LayoutComponent = LazyComponent<LayoutProps>;

const lazyLayout = (load: () => Promise<ComponentType<LayoutProps>>): LayoutComponent =>
  lazyComponent(() => load().then((component) => ({ default: component })));

export const LAYOUTS: Record<LayoutName, LayoutComponent> = {
  public: lazyLayout(() => import('./PublicLayout').then((m) => m.PublicLayout)),
  main: lazyLayout(() => import('./MainLayout').then((m) => m.MainLayout)),
  full: Object.assign(BlankLayout, { preload: () => Promise.resolve() }),
};

/** Arco's provider (ArcoProvider.tsx): around every page but the walls. */
export const ARCO_PROVIDER: LayoutComponent = lazyLayout(() => import('./ArcoProvider').then((m) => m.ArcoProvider));
