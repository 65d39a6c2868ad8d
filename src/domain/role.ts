/**
 * Role management payloads (docs/api/roles.md): a role's permission matrix (permissionId x action),
 * its menu entries and its data scope. Shared by server/modules/roles.ts and the role-manage page.
 */
import { z } from './zod';
import { PERMISSION_IDS } from './permissions';
import { actionSchema, idSchema, pageQuerySchema } from './system';

/** Data-scope types, widest first (server/http/scope.ts applies them). */
export const ROLE_DATA_SCOPES = ['all', 'area', 'unit', 'self'] as const;
export const roleDataScopeSchema = z.enum(ROLE_DATA_SCOPES);
export type RoleDataScope = z.infer<typeof roleDataScopeSchema>;

/** The built-in administrator role: never deleted, never without role management. */
export const ADMIN_ROLE_CODE = 'admin';
/** The role-management actions the administrator role always keeps. */
export const ADMIN_ROLE_ACTIONS = ['query', 'get', 'add', 'edit', 'delete'] as const;

export const rolePermissionSchema = z.object({
  permissionId: z.enum(PERMISSION_IDS),
  actionList: z.array(actionSchema).max(20),
});
export type RolePermission = z.infer<typeof rolePermissionSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

export const roleRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  dataScope: roleDataScopeSchema,
  /** How many users hold the role. */
  userCount: z.number().int(),
  builtIn: z.boolean(),
  createdAt: z.string(),
});
export type RoleRow = z.infer<typeof roleRowSchema>;

export const roleDetailSchema = roleRowSchema.extend({
  permissions: z.array(rolePermissionSchema),
  menuIds: z.array(z.number().int()),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const rolePageQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(64).optional(),
});
export type RolePageQuery = z.infer<typeof rolePageQuerySchema>;

export const roleCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{1,31}$/, 'code: 2-32 letters, digits, _ or -, starting with a letter');

export const roleInputSchema = z.object({
  code: roleCodeSchema,
  name: text(40),
  description: z.string().trim().max(200).default(''),
  dataScope: roleDataScopeSchema,
  permissions: z.array(rolePermissionSchema).max(PERMISSION_IDS.length * 2).default([]),
  menuIds: z.array(idSchema).max(1000).default([]),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

/** admin_sys_role/edit: fields left out keep their values; the code never changes. */
export const roleEditSchema = z.object({
  id: idSchema,
  name: text(40).optional(),
  description: z.string().trim().max(200).optional(),
  dataScope: roleDataScopeSchema.optional(),
  permissions: z.array(rolePermissionSchema).max(PERMISSION_IDS.length * 2).optional(),
  menuIds: z.array(idSchema).max(1000).optional(),
});
export type RoleEdit = z.infer<typeof roleEditSchema>;
