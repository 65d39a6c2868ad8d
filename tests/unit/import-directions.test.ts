/**
 * Which part of the project may import which (ARCHITECTURE.md, "Import directions"), read from every
 * import of every file: values and types, static and `import()`. A break fails here with the file and
 * what it imports; the fix is to move the shared piece down (to src/domain, src, workspace/common),
 * never to add an exception.
 */
import { describe, expect, it } from 'vitest';
import { allImports, readSource, resolveRelative, sourceFiles } from './support/imports';

type Edge = { from: string; to: string };

const edges: Edge[] = sourceFiles('server', 'src', 'workspace', 'screens', 'themes').flatMap((from) =>
  allImports(readSource(from), from)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ from, to: resolveRelative(from, specifier) ?? `${from} -> ${specifier} (unresolved)` })),
);

const under = (file: string, ...folders: string[]) => folders.some((folder) => file.startsWith(`${folder}/`));
const breaks = (allowed: (edge: Edge) => boolean, from: (file: string) => boolean) =>
  edges.filter((edge) => from(edge.from) && !allowed(edge)).map(({ from, to }) => `${from} -> ${to}`);

/** The app's composition root: the entry and the route table name the pages of workspace and screens. */
const COMPOSITION_ROOT = new Set(['src/main.tsx', 'src/router/routes.tsx']);

/** A workspace feature: workspace/<feature>/…; workspace/common holds what features share. */
const featureOf = (file: string): string | null => {
  const [top, feature, ...rest] = file.split('/');
  return top === 'workspace' && feature && rest.length > 0 ? feature : null;
};

describe('import directions', () => {
  it('reads the imports of every part', () => {
    expect(edges.length).toBeGreaterThan(2000);
    expect(edges.filter((e) => e.to.endsWith('(unresolved)'))).toEqual([]);
  });

  it('server imports only server and src/domain', () => {
    expect(breaks(({ to }) => under(to, 'server', 'src/domain'), (f) => under(f, 'server'))).toEqual([]);
  });

  it("server/http (the framework) imports no module's code", () => {
    expect(breaks(({ to }) => !under(to, 'server/modules'), (f) => under(f, 'server/http'))).toEqual([]);
  });

  it('src/domain imports nothing but src/domain', () => {
    expect(breaks(({ to }) => under(to, 'src/domain'), (f) => under(f, 'src/domain'))).toEqual([]);
  });

  it('src imports no page of workspace or screens, but for the entry and the route table', () => {
    expect(breaks(({ from, to }) => COMPOSITION_ROOT.has(from) || under(to, 'src', 'themes'), (f) => under(f, 'src'))).toEqual([]);
  });

  it('screens never import workspace', () => {
    expect(breaks(({ to }) => under(to, 'screens', 'src', 'themes'), (f) => under(f, 'screens'))).toEqual([]);
  });

  it('themes import only themes and src', () => {
    expect(breaks(({ to }) => under(to, 'themes', 'src'), (f) => under(f, 'themes'))).toEqual([]);
  });

  it('no front-end part imports the server', () => {
    expect(breaks(({ to }) => !under(to, 'server'), (f) => under(f, 'src', 'workspace', 'screens', 'themes'))).toEqual([]);
  });

  it('workspace/common imports no feature', () => {
    expect(breaks(({ to }) => !under(to, 'workspace') || under(to, 'workspace/common'), (f) => under(f, 'workspace/common'))).toEqual([]);
  });

  it('workspace features import each other without cycles', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      const a = featureOf(from);
      const b = featureOf(to);
      if (!a || !b || a === b || b === 'common' || a === 'common') continue;
      graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    // Every cycle's features, found by a walk from each feature.
    const cycles = new Set<string>();
    const walk = (start: string, at: string, trail: string[]) => {
      for (const next of graph.get(at) ?? []) {
        if (next === start) cycles.add([...trail, next].join(' -> '));
        else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
      }
    };
    for (const feature of graph.keys()) walk(feature, feature, [feature]);
    expect([...cycles]).toEqual([]);
  });
});
