/**
 * Roles that Arco Design's markup lacks (@arco-design/web-react 2.66.16) and that no prop of its
 * components can add, put right once for the whole document: ArcoProvider starts it for every page
 * with Arco. axe-core reports each of them on the workspace pages (issue 17,
 * tests/e2e/accessibility.spec.ts). Drop a fix when Arco's own markup has the role.
 *
 * - Tabs (es/Tabs/tab-header/index.js): the role="tab" titles sit in `.arco-tabs-header`, which has no
 *   role="tablist" (axe: aria-required-parent, critical).
 * - Menu (es/Menu/sub-menu/inline.js and pop.js): a sub-menu's header is a focusable div with
 *   aria-expanded and aria-controls but no role, inside role="menu" (axe: aria-allowed-attr on the
 *   header, aria-required-children on the menu, both critical). It is the menu item that opens its
 *   sub-menu: role="menuitem" (which takes aria-expanded).
 * - Pagination (es/Pagination/page-options.js): the page-size box is a div with an aria-label and no
 *   role (axe: aria-prohibited-attr, serious): role="group", which that label names.
 *
 * Only a missing role is added and nothing Arco (or React) renders is changed, so React's updates and
 * these never undo each other; elements Arco adds later are put right as they arrive.
 */

interface RoleFix {
  selector: string;
  role: string;
}

export const ARCO_ROLE_FIXES: readonly RoleFix[] = [
  { selector: '.arco-tabs-header', role: 'tablist' },
  { selector: '.arco-menu-inline-header, .arco-menu-pop-header', role: 'menuitem' },
  { selector: '.arco-pagination-option[aria-label]', role: 'group' },
];

const ANY_FIX = ARCO_ROLE_FIXES.map((fix) => fix.selector).join(', ');

/** Gives `root` and the elements under it the roles Arco left out. */
export function fixArcoRoles(root: Element): void {
  const found = root.matches(ANY_FIX) ? [root, ...root.querySelectorAll(ANY_FIX)] : root.querySelectorAll(ANY_FIX);
  for (const el of found) {
    if (el.hasAttribute('role')) continue;
    const fix = ARCO_ROLE_FIXES.find((f) => el.matches(f.selector));
    if (fix) el.setAttribute('role', fix.role);
  }
}

let users = 0;
let observer: MutationObserver | null = null;

/**
 * Puts the roles right in the document now and in whatever is added to it later, until every caller
 * has called the function it returns (one observer however many callers).
 */
export function watchArcoRoles(doc: Document = document): () => void {
  users += 1;
  if (!observer) {
    fixArcoRoles(doc.body);
    observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) fixArcoRoles(node);
      }
    });
    observer.observe(doc.body, { childList: true, subtree: true });
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
}
