/**
 * The app: the current language and theme, the hash router and the route table. Arco's provider is
 * around the pages that use Arco (src/router/LayoutRoute.tsx), not here: a wall loads no Arco.
 */
import { HashRouter } from 'react-router-dom';
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
  return (
    <SWRConfig value={swrConfig}>
      {/* The server's change stream revalidates what other users' writes touched (docs/live-sync.md). */}
      <LiveSync />
      {/* Keyed by language: a switch re-renders every page (texts come from t()) without a reload. */}
      <HashRouter key={lang}>
        <AppRoutes />
      </HashRouter>
    </SWRConfig>
  );
}
