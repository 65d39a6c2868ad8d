/**
 * What the app's entry (src/main.tsx) loads before its first render: every module its static imports
 * reach, read with the TypeScript parser (type-only imports and `import()` do not count). A phone pays
 * for each of them on every first visit (Lighthouse's mobile run: 4× slower CPU, slow 4G), so:
 *
 * - no zod: building the shared schemas cost the login page about 100 ms of a phone's main thread.
 *   The modules of src/domain the entry needs are kept free of it (session, permissions, share-token,
 *   live-sync, screen-routes); their schemas live beside the rest (tickets.ts, system.ts, ...).
 * - nothing of a wall's start (its calls, the screens' engine): it is a chunk the entry imports only
 *   when the address opens a wall (screens/pages/startWall.ts).
 *
 * The same holds for the workspace's frame and the pages a signed-in phone opens first (the
 * workplace, the contract lists, the to-do, approval and carbon-copy lists): they read the vocabulary
 * (contract.ts, lifecycle.ts, contract-views.ts, matter.ts, menus.ts, messages.ts), never the
 * schemas, so zod loads only with a form or a detail page.
 */
import { describe, expect, it } from 'vitest';
import { readSource, resolveRelative, runtimeImports } from './support/imports';

const ENTRY = 'src/main.tsx';

/** The project's modules and the packages some entries reach through static imports. */
function entryClosure(...entries: string[]) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    if (!/\.(ts|tsx)$/.test(file)) return;
    for (const specifier of runtimeImports(readSource(file), file)) {
      if (specifier.startsWith('.')) {
        const next = resolveRelative(file, specifier);
        if (!next) throw new Error(`${file}: cannot resolve ${specifier}`);
        visit(next);
      } else {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier));
      }
    }
  };
  for (const entry of entries) visit(entry);
  return { modules, packages };
}

describe('what the app loads before its first render', () => {
  const { modules, packages } = entryClosure(ENTRY);

  it('reads the entry and what it reaches', () => {
    expect(modules).toContain('src/App.tsx');
    expect(modules).toContain('src/api/createClient.ts');
    expect(modules).toContain('screens/pages/startWall.ts');
    expect(packages).toContain('react');
  });

  it('builds no zod schema', () => {
    expect([...packages].filter((p) => p === 'zod')).toEqual([]);
    expect([...modules].filter((m) => m === 'src/domain/zod.ts')).toEqual([]);
  });

  it("runs nothing of a wall's start or the screens' engine", () => {
    expect([...modules].filter((m) => m === 'screens/pages/preloadWall.ts' || m.startsWith('screens/engine/'))).toEqual([]);
  });

  it('counts only imports that stay at run time', () => {
    const code = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { D, type E } from './d';",
      "export type { F } from './f';",
      "export { G } from './g';",
      "import './h.css';",
      "const lazy = () => import('./i');",
    ].join('\n');
    expect(runtimeImports(code)).toEqual(['./d', './g', './h.css']);
  });
});

describe("what a signed-in phone's first pages load: the workspace's frame, the workplace and the lists", () => {
  const { modules, packages } = entryClosure(
    'src/layouts/MainLayout.tsx',
    'workspace/dashboard/Workplace.tsx',
    'workspace/contracts/pages.tsx',
    'workspace/workflow/pages.tsx',
  );

  it('reads the frame, the list and their vocabulary', () => {
    expect(modules).toContain('src/layouts/main/SideMenu.tsx');
    expect(modules).toContain('workspace/contracts/ContractList.tsx');
    expect(modules).toContain('workspace/workflow/WorkflowList.tsx');
    expect(modules).toContain('workspace/dashboard/overviewTiles.ts');
    expect(modules).toContain('src/domain/lifecycle.ts');
  });

  it('builds no zod schema', () => {
    expect([...packages].filter((p) => p === 'zod')).toEqual([]);
    expect([...modules].filter((m) => m === 'src/domain/zod.ts')).toEqual([]);
  });
});
