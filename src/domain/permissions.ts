/**
 * Permission ids and actions (spec section 6). A permission string `permissionId.action` is granted
 * when the user's entry for permissionId lists the action.
 */
export const ACTIONS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

/** Stable permission ids. Template route tags (dashboard ... user) come from the spec. */
export const PERMISSION_IDS = [
  // system management
  'menu',
  'sysUser',
  'unit',
  'role',
  'counterpart',
  'companyUser',
  'tag',
  'template',
  'lawyer',
  'seal',
  'file',
  'message',
  'config',
  // 三员分立 (src/domain/admin-duties.ts): the security policy, and the security audit log
  'security',
  'audit',
  // the product
  'project',
  'contract',
  'matter',
  'backlog',
  'approval',
  'carboncopy',
  'filing',
  'supervise',
  'screen',
  // template route tags of the spec
  'dashboard',
  'form',
  'table',
  'profile',
  'result',
  'exception',
  'user',
] as const;
export type PermissionId = (typeof PERMISSION_IDS)[number];

/** One permission id and the actions granted on it (its schema: permissionEntrySchema, src/domain/system.ts). */
export interface PermissionEntry {
  permissionId: string;
  actionList: Action[];
}

/** Does the permission list grant `permissionId.action`? A bare id asks for any action. */
export function hasPermission(entries: readonly PermissionEntry[], permission: string): boolean {
  const dot = permission.lastIndexOf('.');
  const id = dot < 0 ? permission : permission.slice(0, dot);
  const action = dot < 0 ? undefined : permission.slice(dot + 1);
  return entries.some(
    (e) => e.permissionId === id && (action === undefined ? e.actionList.length > 0 : e.actionList.includes(action as Action)),
  );
}

/** Merges the entries of several roles into one list, each id once with the union of its actions. */
export function mergePermissions(entries: readonly PermissionEntry[]): PermissionEntry[] {
  const byId = new Map<string, Set<Action>>();
  for (const e of entries) {
    const set = byId.get(e.permissionId) ?? new Set<Action>();
    for (const a of e.actionList) set.add(a);
    byId.set(e.permissionId, set);
  }
  return [...byId].map(([permissionId, set]) => ({
    permissionId,
    actionList: ACTIONS.filter((a) => set.has(a)),
  }));
}
