/**
 * Menu access of a role, pure: only pages and links count (docs/api/menus.md: the folders above a
 * granted page come along). The tree is fed the role's pages and derives the folders' states; what is
 * stored is the ticked pages and links plus every folder above them, as the seeded roles store it.
 */
import { MENU_TYPES, type MenuNode } from '../../../src/domain/system';

/** Every entry of the tree by id. */
export function indexMenu(nodes: readonly MenuNode[], byId = new Map<number, MenuNode>()): Map<number, MenuNode> {
  for (const n of nodes) {
    byId.set(n.id, n);
    indexMenu(n.children, byId);
  }
  return byId;
}

/** The ids that are pages or links of the tree (folders and unknown ids dropped). */
export const pagesOnly = (ids: readonly number[], byId: ReadonlyMap<number, MenuNode>): number[] =>
  ids.filter((id) => {
    const n = byId.get(id);
    return !!n && n.type !== MENU_TYPES.folder;
  });

/** The ticked pages and links and every folder above them, ascending. */
export function withFolders(pageIds: readonly number[], byId: ReadonlyMap<number, MenuNode>): number[] {
  const out = new Set<number>();
  for (const id of pagesOnly(pageIds, byId)) {
    for (let n = byId.get(id); n && !out.has(n.id); n = n.pid === null ? undefined : byId.get(n.pid)) out.add(n.id);
  }
  return [...out].sort((a, b) => a - b);
}
