/**
 * The component of each layout of the route table. The shell issue replaces 'public' (banner,
 * service tiles, footer) and 'main' (side menu, header, tabs); 'full' stays blank for wall screens.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../router/routes';
import { BlankLayout } from './BlankLayout';
import { MainLayout } from './MainLayout';
import { PublicLayout } from './PublicLayout';

export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  public: PublicLayout,
  main: MainLayout,
  full: BlankLayout,
};
