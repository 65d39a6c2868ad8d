/** Shows its children only when the signed-in user holds `perm` (e.g. 'contract.add'). */
import type { ReactNode } from 'react';
import { usePermission } from './usePermission';

export interface PermissionProps {
  /** `permissionId` or `permissionId.action`. */
  perm: string;
  children: ReactNode;
  /** Shown instead when the permission is missing (default nothing). */
  fallback?: ReactNode;
}

export function Permission({ perm, children, fallback = null }: PermissionProps) {
  return <>{usePermission(perm) ? children : fallback}</>;
}
