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
 *
 * For a staff session it also makes the first calls before the app's scripts have run
 * (src/api/earlyCalls.ts): the signed-in user on every page (src/session/startSession.ts takes it),
 * and on a wall's address the screen and the scope (screens/pages/preloadWall.ts takes them).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

export interface WallHintOptions {
  /** Each wall's route -> the module of its page (src/router/routes.tsx, screenPageOf). */
  pages: Record<string, string>;
  /** The module the entry imports when the address opens a wall (screens/pages/startWall.ts imports it). */
  starter: string;
  /**
   * Sign-in routes -> the module of their frame (the public layout), linked at once when there is no
   * session: the frame then arrives with the entry and draws first (the login page's largest text).
   */
  frames: Record<string, string>;
  /** The routes shown without a session (the public display). */
  publicRoutes: readonly string[];
  /** The localStorage key of the session (src/session/token.ts). */
  tokenKey: string;
  /** The first calls, made for a staff session (src/api/earlyCalls.ts). */
  early: {
    /** The staff base in the build's environment (src/config.ts, apiBases). */
    base: (env: Record<string, string>) => string;
    /** The token prefixes of the other bases (src/domain/session.ts: a token without one is staff's). */
    otherPrefixes: readonly string[];
    /** The access_token header, and the lang header's value while the app starts (src/i18n). */
    tokenHeader: string;
    language: string;
    /** A share link's parameter: a shared display makes none of these calls. */
    shareParam: string;
    /** Where the calls are left, and their paths (src/api/earlyCalls.ts). */
    global: string;
    paths: { user: string; screen: string; scope: string };
  };
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

export function wallHint({ pages, starter, frames, publicRoutes, tokenKey, early }: WallHintOptions): Plugin {
  let outDir = 'dist';
  let base = '';
  let hint: { file: string; source: string } | null = null;
  return {
    name: 'wall-hint',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = early.base(config.env).replace(/\/$/, '');
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
        // The chunk a module is the entry of, or (a module a chunk group took) the chunk holding it.
        const chunkOf = (module: string, what: string) => {
          const named = (id: string | null | undefined) => id?.replaceAll('\\', '/').endsWith(module) ?? false;
          const chunk = chunks.find((c) => named(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(named));
          if (!chunk) throw new Error(`wall-hint: no chunk for ${module} (${what})`);
          return chunk.fileName;
        };
        // The wall's start first: it makes the calls, then asks for the page.
        const start = chunkOf(starter, 'the walls\' start');
        const assets: Record<string, { js: string[]; css: string[] }> = {};
        for (const [route, module] of Object.entries(pages)) {
          const { js, css } = closure(bundle, chunkOf(module, `the page of ${route}`), closure(bundle, start));
          assets[route] = {
            js: [...js].filter((f) => !shell.js.has(f)).map((f) => `/${f}`),
            css: [...css].filter((f) => !shell.css.has(f)).map((f) => `/${f}`),
          };
        }
        const frameAssets: Record<string, { js: string[]; css: string[] }> = {};
        for (const [route, module] of Object.entries(frames)) {
          const { js, css } = closure(bundle, chunkOf(module, `the frame of ${route}`));
          frameAssets[route] = {
            js: [...js].filter((f) => !shell.js.has(f)).map((f) => `/${f}`),
            css: [...css].filter((f) => !shell.css.has(f)).map((f) => `/${f}`),
          };
        }
        const source = `(function () {
  var assets = ${JSON.stringify(assets)};
  var frames = ${JSON.stringify(frameAssets)};
  var open = ${JSON.stringify(publicRoutes)};
  var route = location.hash.replace(/^#/, '').split('?')[0];
  var own = assets[route];
  var stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(tokenKey)}); } catch (e) {}
  // A staff session (a live token without another base's prefix) asks for the user on every page, and
  // on a wall's address for the screen and the scope too (src/api/earlyCalls.ts); not a shared display.
  var token = null;
  try {
    var entry = JSON.parse(stored);
    if (entry && typeof entry.value === 'string' && entry.value && typeof entry.expiresAt === 'number' && entry.expiresAt > Date.now()) token = entry.value;
  } catch (e) {}
  var others = ${JSON.stringify(early.otherPrefixes)};
  for (var i = 0; token !== null && i < others.length; i++) if (token.indexOf(others[i]) === 0) token = null;
  var query = location.hash.split('?')[1] || '';
  var shared = new URLSearchParams(query).has(${JSON.stringify(early.shareParam)});
  if (token !== null && !shared && typeof fetch === 'function') {
    var headers = {};
    headers[${JSON.stringify(early.tokenHeader)}] = token;
    headers.lang = ${JSON.stringify(early.language)};
    var ask = function (path) {
      return fetch(${JSON.stringify(base)} + '/' + path, { headers: headers, credentials: 'same-origin' })
        .then(function (r) { return r.json(); })
        .catch(function () { return null; });
    };
    var paths = ${JSON.stringify(early.paths)};
    var calls = { user: ask(paths.user) };
    if (own) {
      calls.screen = ask(paths.screen + '?route=' + encodeURIComponent(route));
      calls.scope = ask(paths.scope);
    }
    window[${JSON.stringify(early.global)}] = calls;
  }
  function link(rel, href, as) {
    var l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    if (as) l.as = as;
    l.crossOrigin = '';
    document.head.appendChild(l);
  }
  // A sign-in page without a session: its frame's chunks.
  var frame = token === null ? frames[route] : null;
  if (frame) {
    frame.css.forEach(function (href) { link('preload', href, 'style'); });
    frame.js.forEach(function (href) { link('modulepreload', href); });
  }
  // The wall's chunks; without a session only the public display's (the others go to the login page).
  if (!own || (stored === null && open.indexOf(route) < 0)) return;
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
