/**
 * User administration beyond the list and the add/edit calls of system.ts (docs/api/users.md,
 * "Administration"): enable/disable, reset password, role options, and the users' Excel import and
 * export. Shared by server and client.
 */
import { z } from './zod';
import { idSchema, mobileSchema, passwordSchema, usernameSchema } from './system';

/** enable, disable, resetPassword: the user acted on. */
export const userIdBodySchema = z.object({ userId: idSchema });
export type UserIdBody = z.infer<typeof userIdBodySchema>;

/** resetPassword: the temporary password, shown this once (only its hash is stored). */
export const resetPasswordResultSchema = z.object({ userId: z.number().int(), username: z.string(), password: z.string() });
export type ResetPasswordResult = z.infer<typeof resetPasswordResultSchema>;

/** roleOptions: the roles a caller may grant (a scoped caller: none whose scope is 'all'). */
export const roleOptionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), dataScope: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

// ---------------------------------------------------------------- Excel
export const USER_EXPORT_MAX_ROWS = 20_000;
export const USER_IMPORT_MAX_ROWS = 1_000;
export const USER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const USER_IMPORT_MAX_ERRORS = 100;

/** Separators between several unit or role names in one cell. */
export const NAME_LIST_SEPARATOR = /[、,，;；\n]+/;

export type UserImportKey = 'mobile' | 'realName' | 'username' | 'email' | 'units' | 'roles' | 'password';

export interface UserImportColumn {
  key: UserImportKey;
  header: string;
  required: boolean;
  /** What to write (the template's note and its 说明 sheet). */
  hint: string;
  width: number;
}

/** The import file's columns, in the template's order. */
export const USER_IMPORT_COLUMNS: readonly UserImportColumn[] = [
  { key: 'mobile', header: '手机号', required: true, hint: '11 位手机号，不能与已有账号重复', width: 16 },
  { key: 'realName', header: '姓名', required: true, hint: '1-40 个字', width: 14 },
  { key: 'units', header: '所属单位', required: true, hint: '单位全称，多个用“、”分隔，第一个为当前单位', width: 36 },
  { key: 'roles', header: '角色', required: false, hint: '角色名称，多个用“、”分隔，可不填', width: 24 },
  { key: 'username', header: '用户名', required: false, hint: '字母开头的 3-32 位字母、数字或 _ . @ -；不填则为手机号', width: 16 },
  { key: 'email', header: '邮箱', required: false, hint: '可不填', width: 24 },
  { key: 'password', header: '初始密码', required: false, hint: '6-64 位；不填则由系统生成并在导入结果中显示一次', width: 16 },
];

const normaliseHeader = (h: string) => h.trim().replace(/^\*/, '').trim();

export const userImportKeyOfHeader = (header: string): UserImportKey | undefined =>
  USER_IMPORT_COLUMNS.find((c) => c.header === normaliseHeader(header))?.key;

const cellText = z.preprocess(
  (v) => (v === null || v === undefined ? undefined : typeof v === 'string' ? v.trim() || undefined : String(v)),
  z.string().optional(),
);
const required = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || v === undefined || (typeof v === 'string' && !v.trim()) ? undefined : String(v).trim()), schema);

const nameList = z
  .string()
  .transform((v) =>
    v
      .split(NAME_LIST_SEPARATOR)
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string()).max(20));

/** One data row of the import file, checked before the database is asked. */
export const userImportRowSchema = z.object({
  mobile: required(mobileSchema),
  realName: required(z.string().min(1).max(40)),
  units: required(nameList.pipe(z.array(z.string()).min(1, 'at least one unit'))),
  roles: cellText.pipe(nameList.optional()),
  username: cellText.pipe(usernameSchema.optional()),
  email: cellText.pipe(z.string().email().max(100).optional()),
  password: cellText.pipe(passwordSchema.optional()),
});
export type UserImportRow = z.infer<typeof userImportRowSchema>;

/** The row path of a field error: 'row 3.mobile' (the header is row 1). */
export const userImportPath = (row: number, key: string) => `row ${row}.${key}`;

export const importedUserSchema = z.object({
  row: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  realName: z.string(),
  /** Present when the file gave no password: shown this once. */
  initialPassword: z.string().optional(),
});
export type ImportedUser = z.infer<typeof importedUserSchema>;

/** import: how many users came in, and each with its row (all or nothing). */
export const userImportResultSchema = z.object({ imported: z.number().int(), users: z.array(importedUserSchema) });
export type UserImportResult = z.infer<typeof userImportResultSchema>;
