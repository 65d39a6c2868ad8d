/**
 * Payload schemas of the system calls (spec section 7): the server validates with them and the
 * client takes its types from them. One definition per concept: the station messages' are in
 * message-api.ts, self-registration's in register.ts.
 */
import { z } from './zod';
import { ACTIONS, type PermissionEntry } from './permissions';
import type { MenuNode } from './menus';
import { passwordChangeReasonSchema } from './security-policy';
import { PASSWORD_MIN_LENGTH } from './password-strength';
import { unitNoTemplateSchema, unitShortNameSchema } from './unit-numbering';

/** The largest value of a PostgreSQL integer column: every integer input is held to its column's range. */
export const INT32_MAX = 2_147_483_647;
/** Ids arrive as numbers in JSON bodies and as strings in query strings. */
export const idSchema = z.coerce.number().int().positive().max(INT32_MAX);
/** An optimistic-lock version (an integer column counting up from 1). */
export const versionSchema = z.number().int().min(1).max(INT32_MAX);
const text = (max: number) => z.string().trim().min(1).max(max);
const boolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const pageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(10),
});

// ---------------------------------------------------------------- units
export const UNIT_TYPES = ['A', 'N', 'U', 'D', 'O'] as const;
export const unitTypeSchema = z.enum(UNIT_TYPES);
export type UnitType = z.infer<typeof unitTypeSchema>;
export const AREA_LEVELS = ['province', 'city', 'county'] as const;

export const unitSchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  unitName: z.string(),
  type: unitTypeSchema,
  areaLevel: z.enum(AREA_LEVELS).nullable(),
  adcode: z.string().nullable(),
  isJudicialBureau: z.boolean(),
  creditCode: z.string().nullable(),
  sort: z.number().int(),
  /** The short name (简称) for the number template, e.g. 杭财. */
  shortName: z.string().nullable(),
  /** The contract-number template (src/domain/unit-numbering.ts); null: no own numbering. */
  numberTemplate: z.string().nullable(),
});
export type Unit = z.infer<typeof unitSchema>;
export type UnitNode = Unit & { children: UnitNode[] };
/** A unit with the units under it (the tree calls' answers). */
export const unitNodeSchema: z.ZodType<UnitNode> = unitSchema.extend({
  children: z.lazy(() => z.array(unitNodeSchema)),
  // Named, so the OpenAPI document can refer to the tree from inside itself (a component).
}).meta({ id: 'UnitNode' });

export const unitInputSchema = z.object({
  pid: idSchema.nullable(),
  unitName: text(100),
  type: unitTypeSchema,
  areaLevel: z.enum(AREA_LEVELS).nullable().optional(),
  adcode: z.string().trim().regex(/^\d{6}$/, 'adcode is 6 digits').nullable().optional(),
  isJudicialBureau: z.boolean().optional(),
  creditCode: z.string().trim().max(18).nullable().optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
  /** The short name (简称) the number template's {简称} stands for; null clears it. */
  shortName: unitShortNameSchema.nullable().optional(),
  /**
   * The contract-number template, e.g. {简称}合〔{年}〕{序号}号 (units, departments and offices only);
   * null: the unit gives no numbers of its own. A change applies to numbers handed out after it.
   */
  numberTemplate: unitNoTemplateSchema.nullable().optional(),
});
export type UnitInput = z.infer<typeof unitInputSchema>;
export const unitEditSchema = unitInputSchema.partial().extend({ id: idSchema });
export type UnitEdit = z.infer<typeof unitEditSchema>;

/** getComUnitInfo: the unit and its chain of ancestors, root first. */
export const unitInfoSchema = unitSchema.extend({ unitList: z.array(unitSchema) });
export type UnitInfo = z.infer<typeof unitInfoSchema>;

export const sealInputSchema = z.object({
  id: idSchema.optional(),
  unitId: idSchema,
  sealSn: z.string().trim().regex(/^[0-9A-Za-z-]{6,40}$/, 'seal serial number: 6-40 letters, digits or -'),
  sealName: text(60),
  imageFileId: idSchema.nullable().optional(),
  enabled: z.boolean().optional(),
});
export type SealInput = z.infer<typeof sealInputSchema>;
export const sealSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  sealSn: z.string(),
  sealName: z.string(),
  imageFileId: z.number().int().nullable(),
  enabled: z.boolean(),
});
export type Seal = z.infer<typeof sealSchema>;

// ---------------------------------------------------------------- users and sessions
export const loginQuerySchema = z.object({
  username: text(64),
  password: z.string().min(1).max(128),
});
export const loginResultSchema = z.object({ token: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The unit chain entry of currentUnitInList. */
export const unitChainEntrySchema = unitSchema.pick({ id: true, pid: true, unitName: true, type: true });
export type UnitChainEntry = z.infer<typeof unitChainEntrySchema>;

export const actionSchema = z.enum(ACTIONS);
/** One permission id and its granted actions (src/domain/permissions.ts, which the client's shell loads without zod). */
export const permissionEntrySchema = z.object({
  permissionId: z.string().min(1).max(64),
  actionList: z.array(actionSchema),
}) satisfies z.ZodType<PermissionEntry>;

export const USER_TYPES = ['staff', 'company', 'lawyer'] as const;
export const loginUserInfoSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  realName: z.string(),
  userType: z.enum(USER_TYPES),
  unitIdList: z.array(z.number().int()),
  currentUnitId: z.number().int().nullable(),
  /** The current unit's chain, root area first, the unit itself last. */
  currentUnitInList: z.array(unitChainEntrySchema),
  roles: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  permissions: z.array(permissionEntrySchema),
  /**
   * Set when the password policy requires a new password before anything else (src/domain/security-policy.ts):
   * 'reset' (an administrator set it) or 'expired'. Until then every other call is refused (403).
   */
  passwordChange: passwordChangeReasonSchema.nullable(),
  /** When the password expires under the policy (ISO time), or null when it does not. */
  passwordExpiresAt: z.string().nullable(),
});
export type LoginUserInfo = z.infer<typeof loginUserInfoSchema>;

/** getCurrentLoginUserInfo: the signed-in user's own profile, with every unit's chain. */
export const currentLoginUserInfoSchema = loginUserInfoSchema.extend({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  units: z.array(z.object({ id: z.number().int(), unitName: z.string(), chain: z.array(unitChainEntrySchema) })),
});
export type CurrentLoginUserInfo = z.infer<typeof currentLoginUserInfoSchema>;

export const mobileSchema = z.string().trim().regex(/^1[3-9]\d{9}$/, 'mobile number: 11 digits starting with 1');
export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.@-]{2,31}$/, 'username: 3-32 letters, digits, _ . @ -, starting with a letter');
/** Every password the product accepts: 6 (the spec's "too short" rule, PASSWORD_MIN_LENGTH) to 64 characters. */
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(64);

export const addByMobileSchema = z.object({
  mobile: mobileSchema,
  username: usernameSchema.optional(),
  realName: text(40),
  email: z.string().trim().email().max(100).optional(),
  password: passwordSchema.optional(),
  unitIdList: z.array(idSchema).min(1).max(20),
  roleIdList: z.array(idSchema).max(20).default([]),
});
export type AddByMobile = z.infer<typeof addByMobileSchema>;

export const userEditSchema = z.object({
  userId: idSchema,
  realName: text(40).optional(),
  mobile: mobileSchema.optional(),
  email: z.string().trim().email().max(100).nullable().optional(),
  enabled: z.boolean().optional(),
  password: passwordSchema.optional(),
  unitIdList: z.array(idSchema).min(1).max(20).optional(),
  roleIdList: z.array(idSchema).max(20).optional(),
  /** The user's current unit: one of the memberships (of unitIdList when given). */
  currentUnitId: idSchema.optional(),
});
export type UserEdit = z.infer<typeof userEditSchema>;

/** sys_user/editUser: the signed-in user edits their own profile (password change needs the old one). */
export const selfEditSchema = z
  .object({
    realName: text(40).optional(),
    email: z.string().trim().email().max(100).nullable().optional(),
    mobile: mobileSchema.optional(),
    oldPassword: z.string().max(128).optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine((v) => !v.newPassword || !!v.oldPassword, { path: ['oldPassword'], message: 'old password required' });
export type SelfEdit = z.infer<typeof selfEditSchema>;

export const userRowSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  realName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  enabled: z.boolean(),
  createdAt: z.string(),
  currentUnitId: z.number().int().nullable(),
  units: z.array(z.object({ id: z.number().int(), unitName: z.string() })),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userPageQuerySchema = pageQuerySchema.extend({
  unitId: idSchema.optional(),
  keyword: z.string().trim().max(64).optional(),
  /** With unitId: include users of the unit's descendants too. */
  includeChildren: boolish.optional(),
  /** enabled or disabled accounts only; all when left out. */
  status: z.enum(['enabled', 'disabled']).optional(),
});
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;

/** getComUserInfo: what any signed-in user may see of another user. */
export const comUserInfoSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  realName: z.string(),
  userType: z.enum(USER_TYPES),
  units: z.array(z.object({ id: z.number().int(), unitName: z.string() })),
});
export type ComUserInfo = z.infer<typeof comUserInfoSchema>;

export const qrLoginQuerySchema = z.object({
  /** create: a new ticket; poll (default): its status; confirm: a signed-in device approves it. */
  action: z.enum(['create', 'poll', 'confirm']).default('poll'),
  qrId: z.string().trim().regex(/^[A-Za-z0-9_-]{16,64}$/).optional(),
});
export const qrTicketSchema = z.object({
  qrId: z.string(),
  status: z.enum(['waiting', 'confirmed', 'expired']),
  expiresAt: z.string(),
  token: z.string().optional(),
});
export type QrTicket = z.infer<typeof qrTicketSchema>;

// ---------------------------------------------------------------- menus
export { MENU_TYPES, type MenuNode } from './menus';
export const menuNodeSchema: z.ZodType<MenuNode> = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  title: z.string(),
  icon: z.string(),
  path: z.string(),
  type: z.number().int(),
  isNewTab: z.boolean(),
  sort: z.number().int(),
  permissionId: z.string().nullable(),
  children: z.lazy(() => z.array(menuNodeSchema)),
  // Named, so the OpenAPI document can refer to the tree from inside itself (a component).
}).meta({ id: 'MenuNode' });

export const menuInputSchema = z.object({
  pid: idSchema.nullable().default(null),
  title: text(40),
  icon: z.string().trim().max(60).default(''),
  /** Pages and links need a path; folders get a random one. */
  path: z.string().trim().max(300).optional(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  isNewTab: z.boolean().default(false),
  sort: z.number().int().min(0).max(100_000).default(0),
  permissionId: z.string().trim().max(64).nullable().optional(),
});
export type MenuInput = z.infer<typeof menuInputSchema>;

// ---------------------------------------------------------------- files
export const fileMetaSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  ext: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  isDel: z.boolean(),
  uploaderId: z.number().int().nullable(),
  createTime: z.string(),
});
export type FileMeta = z.infer<typeof fileMetaSchema>;
export const fileIdsQuerySchema = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d+(,\d+)*$/, 'ids: comma-separated file ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((a) => a.length <= 200, 'at most 200 ids'),
});
export const delFileQuerySchema = z.object({ fileId: idSchema, isDel: boolish.default(true) });
/** File types the upload accepts. */
export const UPLOAD_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
};

// ---------------------------------------------------------------- users: additions of the users module
/** addByMobile's answer: the generated password is shown once, only when none was given. */
export const addByMobileResultSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  initialPassword: z.string().optional(),
});
export type AddByMobileResult = z.infer<typeof addByMobileResultSchema>;

/** sys_user/queryPage: a user picker's search (any signed-in user, within the caller's data scope). */
export const userPickQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(64).optional(),
  unitId: idSchema.optional(),
  /** With unitId: include users of the unit's descendants too. */
  includeChildren: boolish.optional(),
});
export type UserPickQuery = z.infer<typeof userPickQuerySchema>;

// ---------------------------------------------------------------- menus and units: additions of the menus/units modules
/** admin_sys_menu/edit: a patch; fields left out keep their values (so no defaults here). */
export const menuPatchSchema = z.object({
  id: idSchema,
  pid: idSchema.nullable().optional(),
  title: text(40).optional(),
  icon: z.string().trim().max(60).optional(),
  path: z.string().trim().max(300).optional(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  isNewTab: z.boolean().optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
  permissionId: z.string().trim().max(64).nullable().optional(),
});
export type MenuPatch = z.infer<typeof menuPatchSchema>;

/** `?id=` of the delete calls. */
export const idQuerySchema = z.object({ id: idSchema });
/** `?unitId=` of getComUnitInfo and getSealSn. */
export const unitIdQuerySchema = z.object({ unitId: idSchema });

/** admin_sys_unit/getTreeList: `type` is an optional comma list of unit types to keep (e.g. `A,N`). */
export const unitTreeQuerySchema = z.object({
  type: z
    .string()
    .trim()
    .regex(/^([ANUDO](,[ANUDO])*)?$/, 'type: comma-separated unit types A, N, U, D, O')
    .transform((s) => (s ? [...new Set(s.split(','))].map((t) => unitTypeSchema.parse(t)) : undefined))
    .optional(),
});
export type UnitTreeQuery = z.infer<typeof unitTreeQuerySchema>;

// ---------------------------------------------------------------- files: additions of the files module
/** getListByIds as served: fileIdsQuerySchema, with every id inside the id range (a larger number is refused, not ignored). */
// (zod runs an object's refinements even when a field failed, so ids may still be the raw string here.)
export const fileIdsListQuerySchema = fileIdsQuerySchema.refine((q) => !Array.isArray(q.ids) || q.ids.every((id) => id <= 2_147_483_647), {
  path: ['ids'],
  message: 'ids: each at most 2147483647',
});
/** The file types a browser can show inline (previewFile). */
export const PREVIEW_MIMES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** Longest original file name kept (characters); longer names are shortened, keeping the extension. */
export const FILE_NAME_MAX = 200;
