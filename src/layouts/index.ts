/**
 * The component of each layout of the route table, each its own lazy chunk: the login page does not
 * download the main layout (menu, header, tabs, bell), and the wall screens download neither.
 */
import type { ComponentType, ReactNode } from 'react';
import { type LazyComponent, lazyComponent } from '../router/lazyPage';
import type { LayoutName } from '../router/routes';

type LayoutProps = { children: ReactNode };
type LayoutComponent = LazyComponent<LayoutProps>;

const lazyLayout = (load: () => Promise<ComponentType<LayoutProps>>): LayoutComponent =>
  lazyComponent(() => load().then((component) => ({ default: component })));

export const LAYOUTS: Record<LayoutName, LayoutComponent> = {
  public: lazyLayout(() => import('./PublicLayout').then((m) => m.PublicLayout)),
  main: lazyLayout(() => import('./MainLayout').then((m) => m.MainLayout)),
  full: lazyLayout(() => import('./BlankLayout').then((m) => m.BlankLayout)),
};

/** Arco's provider (ArcoProvider.tsx): around every page but the walls. */
export const ARCO_PROVIDER: LayoutComponent = lazyLayout(() => import('./ArcoProvider').then((m) => m.ArcoProvider));
