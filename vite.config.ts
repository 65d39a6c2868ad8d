/**
 * Front-end build. Pages are lazy chunks (src/router/routes.tsx), so the login page loads neither the
 * workspace nor ECharts; React and the router get one long-cached vendor chunk, ECharts its own
 * (only the wall screens and dashboard charts reach it). `npm run dev:web` proxies /api to the server.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress';
import { entryChunk, startupChunk } from './scripts/vite/startupChunk';
import { trimArcoGrid } from './scripts/vite/trimGridCss';
import { wallHint } from './scripts/vite/wallHint';
import { EARLY_CALL_PATHS, EARLY_CALLS_GLOBAL } from './src/api/earlyCalls';
import { apiBases } from './src/config';
import { BACKENDS, TOKEN_HEADER, tokenPrefix } from './src/domain/session';
import { SCREEN_SHARE_PARAM } from './src/domain/screen-api';
import { DEFAULT_LANGUAGE } from './src/i18n';
import { LOGIN_PATH, PUBLIC_SCREEN_PATH } from './src/router/paths';
import { TOKEN_KEY } from './src/session/token';

const startup = startupChunk(/[\\/]src[\\/]main\.tsx$/);
// The login page's (its frame, the public layout, is in the start): Arco's provider, the page and the
// frame's language menu (src/router/routes.tsx, src/layouts/public/TopBar.tsx).
// Less what the walls' pages and start share with them: a wall loads no part of the workspace.
const WALLS = /[\\/]screens[\\/]pages[\\/](WallPage|PublicViewPage|preloadWall)\.tsx?$/;
// The login page's frame (the public layout: no Arco component), which the hint links at once.
const publicFrame = entryChunk('public-frame', /[\\/]src[\\/]layouts[\\/]PublicLayout\.tsx$/, WALLS);
const signIn = entryChunk('sign-in', /[\\/](src[\\/]layouts[\\/](ArcoProvider|settings[\\/]LanguageSwitcher)|workspace[\\/]user[\\/]Login)\.tsx$/, WALLS);
// A signed-in page's: the workspace's layout (menu, header, tabs, bell), and the lists (contracts, to-dos,
// projects, matters share their table, filters and cards).
const workspace = entryChunk('workspace', /[\\/]src[\\/]layouts[\\/]MainLayout\.tsx$/, WALLS);
const lists = entryChunk('lists', /[\\/]workspace[\\/]contracts[\\/]pages\.tsx$/, WALLS);
// The walls' pages and the analysis page (src/router/routes.tsx, screenPageOf), whose chunks a wall
// opened by its address asks for at once (scripts/vite/wallHint.ts).
const WALL_PAGE = 'screens/pages/WallPage.tsx';
const wallPages = {
  '/view-index': WALL_PAGE,
  '/county-index': WALL_PAGE,
  '/data-view': WALL_PAGE,
  '/public-view-index': 'screens/pages/PublicViewPage.tsx',
  '/dashboard/analysis': 'screens/pages/AnalysisPage.tsx',
};
const apiTarget = process.env.VITE_PROXY_TARGET || 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    trimArcoGrid(),
    precompress(),
    startup.plugin,
    publicFrame.plugin,
    signIn.plugin,
    workspace.plugin,
    lists.plugin,
    wallHint({
      pages: wallPages,
      starter: 'screens/pages/preloadWall.ts',
      frames: { [LOGIN_PATH]: 'src/layouts/PublicLayout.tsx' },
      publicRoutes: [PUBLIC_SCREEN_PATH],
      tokenKey: TOKEN_KEY,
      early: {
        base: (env) => apiBases(env).admin,
        otherPrefixes: BACKENDS.filter((b) => b !== 'admin').map(tokenPrefix),
        tokenHeader: TOKEN_HEADER,
        language: DEFAULT_LANGUAGE,
        shareParam: SCREEN_SHARE_PARAM,
        global: EARLY_CALLS_GLOBAL,
        paths: EARLY_CALL_PATHS,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 10 },
            // Before ECharts: a group takes its members' dependencies, and tslib (shared by ECharts and
            // the workspace) must not pull ECharts into the start.
            // With the little the login page's modules share with the walls' (the phone check, prop-types):
            // neither then loads the other's chunk for it.
            { name: 'startup', test: (id) => startup.test(id) || signIn.shared(id) || publicFrame.shared(id), priority: 9 },
            // The frame before the groups below: it shares its mark and helpers with the workspace, and
            // taken into theirs it would make the login page load the workspace's chunk and zod.
            { name: 'public-frame', test: publicFrame.test, priority: 8 },
            // zod, which the start does not load (tests/unit/entry-imports.test.ts): one chunk.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 7 },
            // What the workspace's modules share with the walls' (src/domain's rules and schemas both
            // use, display helpers): claimed before the workspace's groups, which would otherwise take
            // it with their members' dependencies and make a wall load them. The rest of src/domain goes
            // with the pages that use it: building every schema cost a list page 100 ms at once.
            { name: 'common', test: (id) => workspace.shared(id) || lists.shared(id), priority: 6 },
            { name: 'sign-in', test: signIn.test, priority: 5 },
            { name: 'workspace', test: workspace.test, priority: 4 },
            { name: 'lists', test: lists.test, priority: 3 },
            { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/, priority: 1 },
            // Arco's icons the app uses (a few dozen of about 1 kB each) in one chunk: the workspace's
            // first load asked for thirty of them one by one, behind the browser's six connections.
            { name: 'icons', test: /[\\/]node_modules[\\/]@arco-design[\\/]web-react[\\/]icon[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});
