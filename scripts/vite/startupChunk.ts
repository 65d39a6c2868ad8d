/**
 * Vite plugin and chunk groups made of what an entry loads anyway.
 *
 * The startup chunk: every module the app's entry imports statically (what runs before the first
 * render, react's vendor chunk aside) in one chunk, instead of the dozen small chunks the splitter
 * makes of the modules the entry shares with lazy pages. A cold start then asks the server for four
 * files, not twenty-five: the browser has six connections to it, so the rest used to wait their turn.
 *
 * The sign-in chunk: the same for the login page (Arco's provider, the form, the language menu), which
 * the splitter cut into some forty chunks of Arco's components, their styles and lodash's helpers.
 * Their links alone (Vite's preload helper appends one per chunk) cost a phone's main thread 300 ms.
 *
 * Nothing lazy becomes eager: a group takes only modules its entries import statically.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The packages of the start taken into the chunk (the API client, SWR, dates). */
const STARTUP_PACKAGES = /[\\/]node_modules[\\/](axios|swr|dayjs|dequal|use-sync-external-store)[\\/]/;

/**
 * Besides: tiny modules that walls and workspace pages share, each of which would be a request of a
 * few hundred bytes on a wall's first load (tslib for ECharts, the permission hook, HTML escaping).
 */
const SHARED_SMALL = /[\\/](node_modules[\\/]tslib[\\/]|src[\\/]permissions[\\/]usePermission\.ts$|src[\\/]domain[\\/]escape\.ts$)/;

/**
 * Arco's barrels: a module's import list names the barrel, whose own list names every component (or
 * icon). What a module takes from one is read from its import statement instead.
 */
const BARRELS: Record<string, RegExp> = {
  '@arco-design/web-react': /[\\/]@arco-design[\\/]web-react[\\/]es[\\/]index\.js$/,
  '@arco-design/web-react/icon': /[\\/]@arco-design[\\/]web-react[\\/]icon[\\/]index\.es\.js$/,
};
const isBarrel = (id: string) => Object.values(BARRELS).some((b) => b.test(id));
const source = (id: string) => fs.readFileSync(id.split('?')[0] ?? id, 'utf8');

/** A barrel's exports: name -> the module it re-exports (`export { default as Button } from './Button'`). */
function barrelExports(barrel: string, ids: readonly string[]): Map<string, string> {
  const exports = new Map<string, string>();
  const dir = path.dirname(barrel);
  for (const [, name, target] of source(barrel).matchAll(/export \{ default as (\w+) \} from '([^']+)'/g)) {
    const base = path.join(dir, target ?? '');
    const id = ids.find((m) => m === `${base}.js` || m === path.join(base, 'index.js'));
    if (name && id) exports.set(name, id);
  }
  return exports;
}

/** The names a module imports from `specifier` (`import { A, B as C } from 'specifier'`). */
function namedImports(code: string, specifier: string): string[] {
  const names: string[] = [];
  const quoted = specifier.replace(/[/.-]/g, (c) => `\\${c}`);
  for (const [, list] of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    for (const part of (list ?? '').split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      if (name && !part.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * The modules that modules matching `entry` import statically, themselves included, once the graph is
 * complete; less those that modules matching `except` import (what another part shares with them).
 */
function reach(name: string, entry: RegExp, except?: RegExp) {
  const modules = new Set<string>();
  /** What `except`'s entries share with the entries' (taken out of `modules`). */
  const shared = new Set<string>();
  const plugin: Plugin = {
    name,
    apply: 'build',
    // The module graph is complete here, before the output is split into chunks.
    buildEnd() {
      modules.clear();
      shared.clear();
      const ids = [...this.getModuleIds()];
      const barrels = new Map<string, Map<string, string>>();
      const exportsOf = (specifier: string) => {
        const known = barrels.get(specifier);
        if (known) return known;
        const test = BARRELS[specifier];
        const barrel = test && ids.find((id) => test.test(id));
        const map = barrel ? barrelExports(barrel, ids) : new Map<string, string>();
        barrels.set(specifier, map);
        return map;
      };
      /** A visitor that adds what it reaches to `into`. */
      const visitInto = (into: Set<string>) => {
        const visit = (id: string) => {
          if (into.has(id)) return;
          into.add(id);
          const imported = this.getModuleInfo(id)?.importedIds ?? [];
          for (const next of imported) if (!isBarrel(next)) visit(next);
          if (!imported.some(isBarrel)) return;
          const code = source(id);
          for (const specifier of Object.keys(BARRELS)) {
            for (const named of namedImports(code, specifier)) {
              const target = exportsOf(specifier).get(named);
              if (target) visit(target);
            }
          }
        };
        return visit;
      };
      ids.filter((id) => entry.test(id)).forEach(visitInto(modules));
      if (!except) return;
      const theirs = new Set<string>();
      ids.filter((id) => except.test(id)).forEach(visitInto(theirs));
      for (const id of theirs) if (modules.delete(id)) shared.add(id);
    },
  };
  return { plugin, modules, shared };
}

export function startupChunk(entry: RegExp) {
  const { plugin, modules } = reach('startup-chunk', entry);
  // Packages only through the few the start needs whole: a barrel's other modules (Arco's components)
  // are in its import list too, and would come along though only lazy pages use them.
  return { plugin, test: (id: string) => SHARED_SMALL.test(id) || (modules.has(id) && (!id.includes('node_modules') || STARTUP_PACKAGES.test(id))) };
}

/**
 * What the entries import statically, the Arco components, icons and styles they name among them,
 * and `except`'s entries do not (the walls: a wall must not load the login page's chunk for a helper
 * both use). A group of higher priority (the start's) claims its own first.
 */
export function entryChunk(name: string, entry: RegExp, except?: RegExp) {
  const { plugin, modules, shared } = reach(`${name}-chunk`, entry, except);
  return { plugin, test: (id: string) => modules.has(id), shared: (id: string) => shared.has(id) };
}
