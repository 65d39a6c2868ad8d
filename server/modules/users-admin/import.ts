/**
 * admin_sys_user/import: staff accounts from an .xlsx file (docs/api/users.md, "Excel").
 *
 * All or nothing, like the contract import (docs/api/contract-excel.md): the upload is checked
 * (readXlsxUpload: one .xlsx by name and content, size; then its unpacked size), the first sheet read
 * by header names, every row validated with userImportRowSchema and then against the database (units
 * and roles by name, the caller's data scope, mobiles and usernames neither taken nor repeated in the
 * file). Any error refuses the whole file with code 501 and `row <n>.<key>` paths; otherwise one
 * transaction creates the users with their memberships (the first unit current) and roles.
 */
import { inArray, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiCode, type FieldErrors } from '../../../src/domain/envelope';
import {
  type ImportedUser,
  USER_IMPORT_COLUMNS,
  type UserImportKey,
  type UserImportResult,
  type UserImportRow,
  userImportKeyOfHeader,
  userImportPath,
  userImportRowSchema,
} from '../../../src/domain/user-admin';
import type { Db } from '../../db/client';
import { roles, units, userRoles, userUnits, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { ApiError } from '../../http/errors';
import type { Lang, } from '../../http/messages';
import { inUnitScope, unitScopeOf } from '../../http/scope';
import { hashPassword } from '../../security/password';
import { describeProblems, passwordColumns, rememberPassword } from '../../security/password-policy';
import { passwordProblems, type SecurityPolicy } from '../../../src/domain/security-policy';
import { type ImportLimits, readSheetRows, readXlsxUpload } from '../contracts/import-v1';
import { uniqueViolation } from '../users/checks';
import { policyPassword } from '../users/password';
import { checkUserDuties } from '../duties';

type FieldError = FieldErrors['fields'][number];

interface SheetRow {
  row: number;
  cells: Partial<Record<UserImportKey, unknown>>;
}

/** The data rows of the first sheet by the header names of row 1; blank rows skipped; dates as YYYY-MM-DD. */
const readSheet = (data: Buffer, limits: ImportLimits): Promise<SheetRow[]> =>
  readSheetRows(data, limits, {
    columns: USER_IMPORT_COLUMNS,
    keyOfHeader: userImportKeyOfHeader,
    noRowsKey: 'userImportNoRows',
    missingColumns: (fields) => new ApiError(ApiCode.invalid, 'invalid', {}, { fields }),
    cell: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  });

interface CheckedRow {
  row: number;
  data: UserImportRow;
  username: string;
  unitIds: number[];
  roleIds: number[];
}

/** Every row against the schema and the database; the errors in sheet order. */
async function checkRows(
  db: Db,
  ctx: AuthContext,
  sheet: SheetRow[],
  password: { policy: SecurityPolicy; lang: Lang },
): Promise<{ checked: CheckedRow[]; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const valid: { row: number; data: UserImportRow }[] = [];
  for (const { row, cells } of sheet) {
    const parsed = userImportRowSchema.safeParse(cells);
    if (parsed.success) valid.push({ row, data: parsed.data });
    else {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'row');
        const blank = issue.code === 'invalid_type' && cells[key as UserImportKey] == null;
        errors.push({ path: userImportPath(row, key), message: blank ? 'required' : issue.message });
      }
    }
  }

  const scope = await unitScopeOf(db, ctx);
  const unitNames = [...new Set(valid.flatMap((v) => v.data.units))];
  const roleNames = [...new Set(valid.flatMap((v) => v.data.roles ?? []))];
  const unitRows = unitNames.length
    ? await db.select({ id: units.id, unitName: units.unitName }).from(units).where(inArray(units.unitName, unitNames))
    : [];
  const roleRows = roleNames.length
    ? await db.select({ id: roles.id, name: roles.name, dataScope: roles.dataScope }).from(roles).where(inArray(roles.name, roleNames))
    : [];
  const mobiles = valid.map((v) => v.data.mobile);
  const usernames = valid.map((v) => v.data.username ?? v.data.mobile);
  const taken = mobiles.length
    ? await db
        .select({ username: users.username, mobile: users.mobile })
        .from(users)
        .where(or(inArray(users.mobile, mobiles), inArray(users.username, usernames)))
    : [];
  const takenMobiles = new Set(taken.map((u) => u.mobile));
  const takenNames = new Set(taken.map((u) => u.username));

  const firstRowOfMobile = new Map<string, number>();
  const firstRowOfName = new Map<string, number>();
  const checked: CheckedRow[] = [];
  for (const { row, data } of valid) {
    const before = errors.length;
    const at = (key: string, message: string) => errors.push({ path: userImportPath(row, key), message });
    const username = data.username ?? data.mobile;
    if (takenMobiles.has(data.mobile)) at('mobile', `mobile ${data.mobile} is taken`);
    const mobileRow = firstRowOfMobile.get(data.mobile);
    if (mobileRow) at('mobile', `duplicate mobile ${data.mobile}: also in row ${mobileRow}`);
    else firstRowOfMobile.set(data.mobile, row);
    if (takenNames.has(username)) at('username', `username ${username} is taken`);
    const nameRow = firstRowOfName.get(username);
    if (nameRow) at('username', `duplicate username ${username}: also in row ${nameRow}`);
    else firstRowOfName.set(username, row);
    const unitIds: number[] = [];
    for (const name of data.units) {
      const found = unitRows.filter((u) => u.unitName === name);
      if (!found.length) at('units', `no unit named ${name}`);
      else if (found.length > 1) at('units', `${found.length} units are named ${name}`);
      else if (!inUnitScope(scope, found[0]!.id)) at('units', `${name} is outside your data scope`);
      else if (!unitIds.includes(found[0]!.id)) unitIds.push(found[0]!.id);
    }
    // A password given in the file meets the policy (the reasons in the caller's language).
    const problems = data.password ? passwordProblems(password.policy, data.password, { username }) : [];
    if (problems.length) at('password', describeProblems(password.lang, password.policy, problems));
    const roleIds: number[] = [];
    for (const name of data.roles ?? []) {
      const found = roleRows.filter((r) => r.name === name);
      if (!found.length) at('roles', `no role named ${name}`);
      else if (scope !== 'all' && found.some((r) => r.dataScope === 'all')) at('roles', `${name} is outside your data scope`);
      else if (!roleIds.includes(found[0]!.id)) roleIds.push(found[0]!.id);
    }
    if (errors.length === before) checked.push({ row, data, username, unitIds, roleIds });
  }
  errors.sort((a, b) => rowOf(a.path) - rowOf(b.path));
  return { checked, errors };
}

const rowOf = (path: string) => Number(/^row (\d+)\./.exec(path)?.[1] ?? 0);

/**
 * Reads, checks and (when every row is right) writes the file's users in one transaction. Their
 * passwords (given, or generated when the file has none) were set by an administrator: under the
 * policy `policy` they must be changed at the first sign-in.
 */
export async function importUsers(db: Db, ctx: AuthContext, req: FastifyRequest, limits: ImportLimits, policy: SecurityPolicy): Promise<UserImportResult> {
  const data = await readXlsxUpload(req, limits);
  const sheet = await readSheet(data, limits);
  const { checked, errors } = await checkRows(db, ctx, sheet, { policy, lang: req.lang });
  if (errors.length) {
    throw new ApiError(
      ApiCode.invalid,
      'userImportInvalid',
      { count: errors.length },
      { fields: errors.slice(0, limits.maxErrors), total: errors.length },
    );
  }
  const prepared = await Promise.all(
    checked.map(async (c) => {
      const initialPassword = c.data.password ? undefined : policyPassword(policy, c.username);
      return { ...c, initialPassword, passwordHash: await hashPassword(c.data.password ?? initialPassword!) };
    }),
  );
  try {
    const created = await db.transaction(async (tx) => {
      const out: ImportedUser[] = [];
      for (const p of prepared) {
        await checkUserDuties(tx, p.username, p.roleIds);
        const [u] = await tx
          .insert(users)
          .values({
            username: p.username,
            ...passwordColumns(policy, p.passwordHash, 'administrator'),
            realName: p.data.realName,
            mobile: p.data.mobile,
            email: p.data.email ?? null,
            userType: 'staff',
            currentUnitId: p.unitIds[0]!,
          })
          .returning({ id: users.id });
        const userId = u!.id;
        await rememberPassword(tx, userId, p.passwordHash);
        await tx.insert(userUnits).values(p.unitIds.map((unitId) => ({ userId, unitId })));
        if (p.roleIds.length) await tx.insert(userRoles).values(p.roleIds.map((roleId) => ({ userId, roleId })));
        out.push({
          row: p.row,
          userId,
          username: p.username,
          realName: p.data.realName,
          ...(p.initialPassword ? { initialPassword: p.initialPassword } : {}),
        });
      }
      return out;
    });
    return { imported: created.length, users: created };
  } catch (e) {
    throw uniqueViolation(e) ?? e;
  }
}
