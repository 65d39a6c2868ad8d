/** Permission checks against the signed-in user's permission list (spec section 6). */
import { useCallback } from 'react';
import { hasPermission } from '../domain/permissions';
import { useCurrentUser } from '../session/useCurrentUser';

/** A checker for `permissionId` or `permissionId.action`; false while the user is not loaded. */
export function usePermissionCheck(): (permission: string) => boolean {
  const { user } = useCurrentUser();
  const entries = user?.permissions;
  return useCallback((permission: string) => (entries ? hasPermission(entries, permission) : false), [entries]);
}

/** Does the signed-in user hold `permission` (`permissionId` or `permissionId.action`)? */
export function usePermission(permission: string): boolean {
  return usePermissionCheck()(permission);
}
