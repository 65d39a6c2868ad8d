/**
 * The component of each layout of the route table: the public and main layouts are lazy chunks (the
 * login page does not download the main layout's menu, header, tabs and bell, and the wall screens
 * download neither). The blank layout of the walls is in the entry: with its route gate it is about
 * 3 kB, and as chunks it was four more requests a wall opened by its address waited for, behind its
 * first calls on the browser's six connections to the server.
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
