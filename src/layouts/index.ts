/**
 * The component of each layout of the route table. The shell issue replaces 'public' (banner,
 * service tiles, footer) and 'main' (side menu, header, tabs); 'full' stays blank for wall screens.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../router/routes';
import { BlankLayout } from './BlankLayout';

export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  public: BlankLayout,
  main: BlankLayout,
  full: BlankLayout,
};
