/** Unit trees as Arco tree data, and the searches over them shared by the unit pickers and pages. */
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import type { UnitNode } from '../../../src/domain/system';

/** Arco tree data: keys are the unit ids as strings, titles the unit names. */
export const toTreeData = (nodes: readonly UnitNode[]): TreeDataType[] =>
  nodes.map((n) => ({ key: String(n.id), title: n.unitName, children: toTreeData(n.children) }));

/** Every node of a tree, parents first. */
export const flattenTree = (nodes: readonly UnitNode[]): UnitNode[] => nodes.flatMap((n) => [n, ...flattenTree(n.children)]);

/** The nodes whose name contains the text, with their ancestors (so the tree stays readable). */
export function searchTree(nodes: readonly UnitNode[], text: string): UnitNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((n) => {
    const children = searchTree(n.children, needle);
    return n.unitName.toLowerCase().includes(needle) || children.length ? [{ ...n, children }] : [];
  });
}

/** Keys of the first levels: open at first, the rest on demand. */
export const topKeys = (nodes: readonly UnitNode[], depth = 2): string[] =>
  depth <= 0 ? [] : nodes.flatMap((n) => [String(n.id), ...topKeys(n.children, depth - 1)]);

/** The node with this id and its ancestors, root first (empty when the tree has no such node). */
export function unitPath(nodes: readonly UnitNode[], id: number): UnitNode[] {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const below = unitPath(n.children, id);
    if (below.length) return [n, ...below];
  }
  return [];
}
