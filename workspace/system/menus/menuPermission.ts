/**
 * A menu entry's permissionId as the form edits it: a permission id and, optionally, one of its
 * actions ('contract' means contract.query; 'contract.add' needs add). Names come from systemRoles.
 */
import { ACTIONS, type Action, PERMISSION_IDS, type PermissionId } from '../../../src/domain/permissions';
import { type MessageKey, t } from '../../../src/i18n';

export interface PermissionChoice {
  id: PermissionId | undefined;
  action: Action | undefined;
}

export function splitPermission(value: string | null): PermissionChoice {
  if (!value) return { id: undefined, action: undefined };
  const [id, action] = value.split('.');
  return {
    id: (PERMISSION_IDS as readonly string[]).includes(id ?? '') ? (id as PermissionId) : undefined,
    action: (ACTIONS as readonly string[]).includes(action ?? '') ? (action as Action) : undefined,
  };
}

export function joinPermission(choice: PermissionChoice): string | null {
  if (!choice.id) return null;
  return choice.action ? `${choice.id}.${choice.action}` : choice.id;
}

export const permissionName = (id: string): string => t(`systemRoles.perm.${id}` as MessageKey);
export const actionName = (action: string): string => t(`systemRoles.action.${action}` as MessageKey);

/** '合同 · 新增' for 'contract.add', '合同' for 'contract', '' for none. */
export function permissionLabel(value: string | null): string {
  const { id, action } = splitPermission(value);
  if (!id) return value ?? '';
  return action ? `${permissionName(id)} · ${actionName(action)}` : permissionName(id);
}
