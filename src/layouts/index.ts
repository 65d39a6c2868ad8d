/**
 * The component of each layout of the route table. The main layout is a lazy chunk (the login page
 * does not download the workspace's menu, header, tabs and bell, and the wall screens do not either).
 * The blank layout of the walls is in the entry: with its route gate it is about 3 kB, and as chunks
 * it was four more requests a wall opened by its address waited for, behind its first calls on the
 * browser's six connections to the server. The public layout (the portal's frame around the login
 * page: no Arco component, about 9 kB compressed with its styles) is in the entry too: the login page
 * then draws its frame in the first render, while Arco and the form are still on their way; as a chunk
 * a phone showed a spinner until it came.
 */
import type { ComponentType, ReactNode } from 'react';
import { type LazyComponent, lazyComponent } from '../router/lazyPage';
import type { LayoutName } from '../router/routes';
import { BlankLayout } from './BlankLayout';
import { PublicLayout } from './PublicLayout';

type LayoutProps = { children: ReactNode };
type LayoutComponent = LazyComponent<LayoutProps>;

const lazyLayout = (load: () => Promise<ComponentType<LayoutProps>>): LayoutComponent =>
  lazyComponent(() => load().then((component) => ({ default: component })));

export const LAYOUTS: Record<LayoutName, LayoutComponent> = {
  public: Object.assign(PublicLayout, { preload: () => Promise.resolve() }),
  main: lazyLayout(() => import('./MainLayout').then((m) => m.MainLayout)),
  full: Object.assign(BlankLayout, { preload: () => Promise.resolve() }),
};

/** Arco's provider (ArcoProvider.tsx): around every page but the walls. */
export const ARCO_PROVIDER: LayoutComponent = lazyLayout(() => import('./ArcoProvider').then((m) => m.ArcoProvider));
