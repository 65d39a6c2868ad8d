/**
 * The component of each layout of the route table, each its own lazy chunk: the login page does not
 * download the main layout (menu, header, tabs, bell), and the wall screens download neither.
 */
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import type { LayoutName } from '../router/routes';
import { withTimeout, CHUNK_LOAD_TIMEOUT_MS } from '../router/lazyPage';

type LayoutComponent = LazyExoticComponent<ComponentType<{ children: ReactNode }>>;

const lazyLayout = (load: () => Promise<ComponentType<{ children: ReactNode }>>): LayoutComponent =>
  lazy(() => withTimeout(load().then((component) => ({ default: component })), CHUNK_LOAD_TIMEOUT_MS));

export const LAYOUTS: Record<LayoutName, LayoutComponent> = {
  public: lazyLayout(() => import('./PublicLayout').then((m) => m.PublicLayout)),
  main: lazyLayout(() => import('./MainLayout').then((m) => m.MainLayout)),
  full: lazyLayout(() => import('./BlankLayout').then((m) => m.BlankLayout)),
};
