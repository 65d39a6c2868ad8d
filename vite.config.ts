/**
 * Front-end build. Pages are lazy chunks (src/router/routes.tsx), so the login page loads neither the
 * workspace nor ECharts; React and the router get one long-cached vendor chunk, ECharts its own
 * (only the wall screens and dashboard charts reach it). `npm run dev:web` proxies /api to the server.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress';

const apiTarget = process.env.VITE_PROXY_TARGET || 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            // tslib is shared with the workspace (use-sidecar): its own chunk, or the ECharts group
            // (which takes its members' dependencies) would pull ECharts into the main layout.
            { name: 'tslib', test: /[\\/]node_modules[\\/]tslib[\\/]/ },
            { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/ },
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
