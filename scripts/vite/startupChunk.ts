/**
 * Vite plugin and chunk group: every module the app's entry imports statically (what runs before the
 * first render, react's vendor chunk aside) in one chunk, instead of the dozen small chunks the
 * splitter makes of the modules the entry shares with lazy pages. A cold start then asks the server
 * for four files, not twenty-five: the browser has six connections to it, so the rest used to wait
 * their turn. Nothing lazy becomes eager: the group takes only modules the entry loads anyway.
 */
import type { Plugin } from 'vite';

/** The packages of the start taken into the chunk (the API client, SWR, dates). */
const STARTUP_PACKAGES = /[\\/]node_modules[\\/](zod|axios|swr|dayjs|dequal|use-sync-external-store)[\\/]/;

/**
 * Besides: tiny modules that walls and workspace pages share, each of which would be a request of a
 * few hundred bytes on a wall's first load (tslib for ECharts, the permission hook, HTML escaping).
 */
const SHARED_SMALL = /[\\/](node_modules[\\/]tslib[\\/]|src[\\/]permissions[\\/]usePermission\.ts$|src[\\/]domain[\\/]escape\.ts$)/;

export function startupChunk(entry: RegExp) {
  const startup = new Set<string>();
  const plugin: Plugin = {
    name: 'startup-chunk',
    apply: 'build',
    // The module graph is complete here, before the output is split into chunks.
    buildEnd() {
      startup.clear();
      const roots = [...this.getModuleIds()].filter((id) => entry.test(id));
      const visit = (id: string) => {
        if (startup.has(id)) return;
        startup.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      roots.forEach(visit);
    },
  };
  // Packages only through the few the start needs whole: a barrel's other modules (Arco's components)
  // are in its import list too, and would come along though only lazy pages use them.
  return { plugin, test: (id: string) => SHARED_SMALL.test(id) || (startup.has(id) && (!id.includes('node_modules') || STARTUP_PACKAGES.test(id))) };
}
