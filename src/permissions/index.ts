export { Permission, type PermissionProps } from './Permission';
export { usePermission, usePermissionCheck } from './usePermission';
