/**
 * Arco's configuration (its locale in the app's language) around the pages that use Arco: every
 * page but the walls (routes.tsx `withoutArco`), and the screen editor on a wall. A lazy chunk with
 * Arco's core, so a wall opened by its address loads neither. While it is mounted, the roles Arco's
 * markup lacks are put right (arcoAria.ts).
 */
import { ConfigProvider } from '@arco-design/web-react';
import { type ReactNode, useEffect } from 'react';
import { getLanguage } from '../i18n';
import { arcoLocale } from '../i18n/vendor';
import { watchArcoRoles } from './arcoAria';

export function ArcoProvider({ children }: { children: ReactNode }) {
  useEffect(() => watchArcoRoles(), []);
  // The router is keyed by language (App.tsx): a switch renders everything under it again.
  return <ConfigProvider locale={arcoLocale(getLanguage())}>{children}</ConfigProvider>;
}
