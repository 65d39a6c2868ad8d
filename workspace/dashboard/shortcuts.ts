/** The workplace's shortcuts: the first page entries of the user's menu, in menu order. */
import { appRoute } from '../../src/domain/escape';
import { MENU_TYPES, type MenuNode } from '../../src/domain/menus';

export const SHORTCUT_LIMIT = 8;

/**
 * Page entries (type 1; not folders, not external links) of the tree, depth first in menu order,
 * without the paths in `exclude` (the workplace itself), at most `limit`. A page whose path is not an
 * in-app route (src/domain/escape.ts appRoute: no javascript:, no '//host') is left out.
 */
export function shortcutEntries(tree: readonly MenuNode[], exclude: readonly string[] = [], limit = SHORTCUT_LIMIT): MenuNode[] {
  const found: MenuNode[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (found.length >= limit) return;
      if (node.type === MENU_TYPES.page && !exclude.includes(node.path) && appRoute(node.path) !== null) found.push(node);
      walk(node.children);
    }
  };
  walk(tree);
  return found;
}
