/**
 * Vite plugin: a wall opened by its address (a display's bookmark, a browser started on /#/view-index)
 * asks for its page's chunks while the app's own scripts download, not once they have run.
 *
 * The route is in the URL's hash, which the server never sees, and the page's CSP allows no inline
 * script. So the build writes a tiny classic script (assets/wall-hint-<hash>.js, loaded `async` from
 * index.html) that reads the hash and adds a `modulepreload` link for each chunk of the wall's page
 * (ECharts among them) and a preload for its stylesheet. Without a session only the public display's
 * chunks are asked for (the other walls send the visitor to the login page). The lazy route's own
 * import then finds the chunks fetched: Vite's preload helper skips hrefs already linked, and the links
 * are CORS requests as its own are (crossorigin), so the browser reuses what they fetched.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

export interface WallHintOptions {
  /** Each wall's route -> the module of its page (src/router/routes.tsx, screenPageOf). */
  pages: Record<string, string>;
  /** The routes shown without a session (the public display). */
  publicRoutes: readonly string[];
  /** The localStorage key of the session (src/session/token.ts). */
  tokenKey: string;
}

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The chunks `file` imports statically, itself included, and their stylesheets. */
function closure(bundle: Rollup.OutputBundle, file: string, into = { js: new Set<string>(), css: new Set<string>() }) {
  const chunk = bundle[file] as Chunk | undefined;
  if (chunk?.type !== 'chunk' || into.js.has(file)) return into;
  into.js.add(file);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.css.add(css);
  for (const next of chunk.imports) closure(bundle, next, into);
  return into;
}

export function wallHint({ pages, publicRoutes, tokenKey }: WallHintOptions): Plugin {
  let outDir = 'dist';
  let hint: { file: string; source: string } | null = null;
  return {
    name: 'wall-hint',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        // What the entry loads anyway is left to index.html's own links.
        const shell = closure(bundle, entry.fileName);
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        const assets: Record<string, { js: string[]; css: string[] }> = {};
        for (const [route, module] of Object.entries(pages)) {
          const page = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
          if (!page) throw new Error(`wall-hint: no chunk for ${module} (the page of ${route})`);
          const { js, css } = closure(bundle, page.fileName);
          assets[route] = {
            js: [...js].filter((f) => !shell.js.has(f)).map((f) => `/${f}`),
            css: [...css].filter((f) => !shell.css.has(f)).map((f) => `/${f}`),
          };
        }
        const source = `(function () {
  var assets = ${JSON.stringify(assets)};
  var open = ${JSON.stringify(publicRoutes)};
  var route = location.hash.replace(/^#/, '').split('?')[0];
  var own = assets[route];
  if (!own) return;
  var signedIn = false;
  try { signedIn = localStorage.getItem(${JSON.stringify(tokenKey)}) !== null; } catch (e) {}
  if (!signedIn && open.indexOf(route) < 0) return;
  function link(rel, href, as) {
    var l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    if (as) l.as = as;
    l.crossOrigin = '';
    document.head.appendChild(l);
  }
  own.css.forEach(function (href) { link('preload', href, 'style'); });
  own.js.forEach(function (href) { link('modulepreload', href); });
})();
`;
        const file = `assets/wall-hint-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        hint = { file, source };
        return { html, tags: [{ tag: 'script', attrs: { async: true, src: `/${file}` }, injectTo: 'head' }] };
      },
    },
    writeBundle() {
      if (!hint) throw new Error('wall-hint: index.html was not transformed');
      fs.writeFileSync(path.join(outDir, hint.file), hint.source);
    },
  };
}
