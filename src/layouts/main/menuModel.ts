/**
 * The side menu's rules, pure: which entry the current route selects (and which folders are open
 * above it), and what clicking an entry does (route, new window, external link).
 */
import { safeLink } from '../../domain/escape';
import { MENU_TYPES, type MenuNode } from '../../domain/menus';
import { DEFAULT_LANGUAGE, seededText, t, translate } from '../../i18n';
import { findRoute } from '../../router/findRoute';

export const isFolder = (node: MenuNode): boolean => node.type === MENU_TYPES.folder;
export const isExternal = (path: string): boolean => /^https?:\/\//i.test(path);

export const menuKey = (node: MenuNode): string => String(node.id);

/**
 * The entry's title in the user's language: an entry still named as seeded (its page's title in the
 * route table; a seeded folder's or link's text, `layout.seededMenu.*`) follows the language; a name
 * an administrator typed stays as typed.
 */
export function menuTitle(node: MenuNode): string {
  const route = isFolder(node) ? undefined : findRoute(node.path);
  if (route) return translate(DEFAULT_LANGUAGE, route.title) === node.title ? t(route.title) : node.title;
  return seededText(node.title, 'layout.seededMenu.');
}

export interface MenuSelection {
  /** The selected entry's key, if the route belongs to one. */
  selectedKey?: string;
  /** The folders above it, outermost first. */
  openKeys: string[];
}

/** Does the entry's path cover the pathname (itself, or a page below it such as '/list/table-list/2')? */
function covers(path: string, pathname: string): boolean {
  if (isExternal(path) || !path.startsWith('/')) return false;
  const base = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The entry the pathname selects: the page whose path covers it most closely. */
export function selectionFor(tree: readonly MenuNode[], pathname: string): MenuSelection {
  let best: { node: MenuNode; folders: string[] } | undefined;
  const walk = (nodes: readonly MenuNode[], folders: string[]) => {
    for (const node of nodes) {
      if (isFolder(node)) walk(node.children, [...folders, menuKey(node)]);
      else if (covers(node.path, pathname) && (!best || node.path.length > best.node.path.length)) best = { node, folders };
    }
  };
  walk(tree, []);
  return best ? { selectedKey: menuKey(best.node), openKeys: best.folders } : { openKeys: [] };
}

export type MenuTarget =
  | { kind: 'route'; path: string }
  | { kind: 'window'; url: string }
  | { kind: 'location'; url: string }
  | { kind: 'none' };

/**
 * What clicking an entry does: an in-app page is a route, or with isNewTab a new window on
 * '#<path>'; an http(s) link opens in a new window with isNewTab, else replaces the app. A path that
 * is neither (javascript:, data:, '//host', ...: the server refuses them, but the menu is data) does
 * nothing: it never reaches window.open or location (src/domain/escape.ts safeLink).
 */
export function menuTarget(node: MenuNode): MenuTarget {
  const link = safeLink(node.path);
  if (!link) return { kind: 'none' };
  if (link.kind === 'external') return node.isNewTab ? { kind: 'window', url: link.url } : { kind: 'location', url: link.url };
  return node.isNewTab ? { kind: 'window', url: `#${link.path}` } : { kind: 'route', path: link.path };
}

/** Every entry of the tree by key. */
export function indexMenu(tree: readonly MenuNode[]): Map<string, MenuNode> {
  const map = new Map<string, MenuNode>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      map.set(menuKey(n), n);
      walk(n.children);
    }
  };
  walk(tree);
  return map;
}
