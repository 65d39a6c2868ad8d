/**
 * 三员分立 (等保 2.0 level 3, GB/T 22239-2019 access control; docs/security.md): the administration is
 * split into three duties, each held by a different person.
 * - system (系统管理员): users, units, menus and the other system data (counterparts, company users,
 *   tags, templates, lawyers, seals, the working calendar and time rules);
 * - security (安全管理员): roles with their permissions and menus, and the security policy;
 * - audit (审计管理员): reading the security audit log.
 * A role, and a person through all their roles, holds at most one duty. The built-in development
 * account's role (`admin`, ADMIN_ROLE_CODE) is the one exception, documented as a role a real
 * deployment does not hand out. The server refuses every grant that would break the rule; the role
 * and user forms use the same function to say so before saving.
 */
import type { Action, PermissionEntry, PermissionId } from './permissions';

export const ADMIN_DUTIES = ['system', 'security', 'audit'] as const;
export type AdminDuty = (typeof ADMIN_DUTIES)[number];

/** The permission ids of each duty. */
export const DUTY_PERMISSIONS: Record<AdminDuty, readonly PermissionId[]> = {
  system: ['menu', 'sysUser', 'unit', 'counterpart', 'companyUser', 'tag', 'template', 'lawyer', 'seal', 'config'],
  security: ['role', 'security'],
  audit: ['audit'],
};

/**
 * The actions that make up a duty: for the system data, changing it (reading a unit tree or a
 * counterpart list is what every clerk's form does); for the security settings and the audit log,
 * any access at all.
 */
const DUTY_ACTIONS: Record<AdminDuty, readonly Action[] | 'any'> = {
  system: ['add', 'edit', 'delete', 'enable', 'disable', 'import'],
  security: 'any',
  audit: 'any',
};

/** The duties a list of permission entries (one role's, or a person's roles merged) holds. */
export function dutiesOf(entries: readonly PermissionEntry[]): AdminDuty[] {
  return ADMIN_DUTIES.filter((duty) => {
    const actions = DUTY_ACTIONS[duty];
    return entries.some(
      (e) =>
        (DUTY_PERMISSIONS[duty] as readonly string[]).includes(e.permissionId) &&
        e.actionList.some((a) => actions === 'any' || actions.includes(a)),
    );
  });
}

/** Does the list hold more than one duty (what a grant may never create)? */
export const mixesDuties = (entries: readonly PermissionEntry[]): boolean => dutiesOf(entries).length > 1;
