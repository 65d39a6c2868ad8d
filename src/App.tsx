/**
 * The app: the current language and theme, the hash router and the route table. Arco's provider is
 * around the pages that use Arco (src/router/LayoutRoute.tsx), not here: a wall loads no Arco.
 *
 * The router is a data router (createHashRouter) for one feature only, useBlocker: a page with
 * unsaved input asks before a route change leaves it (src/forms/UnsavedGuard.tsx). The route table
 * itself stays in <Routes> under one catch-all route (src/router/AppRoutes.tsx).
 */
import { useMemo } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useAppTheme } from '../themes/useAppTheme';
import { LiveSync } from './api/liveSync';
import { swrConfig } from './api/swr';
import { useAppLanguage } from './i18n/useAppLanguage';
import { AppRoutes } from './router/AppRoutes';

export function App() {
  // The language and theme follow the layout preferences (src/preferences) live.
  const lang = useAppLanguage();
  useAppTheme();
  // A new router per language: a switch re-renders every page (texts come from t()) without a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is the reason for a new router.
  const router = useMemo(() => createHashRouter([{ path: '*', element: <AppRoutes /> }]), [lang]);
  return (
    <SWRConfig value={swrConfig}>
      {/* The server's change stream revalidates what other users' writes touched (docs/live-sync.md). */}
      <LiveSync />
      <RouterProvider key={lang} router={router} />
    </SWRConfig>
  );
}
