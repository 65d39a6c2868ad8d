/**
 * The one database schema (PGlite and PostgreSQL alike). Migrations in ./migrations are generated
 * from this file with `npm run db:generate` and applied at start-up.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Organisational units: A area, N node, U unit, D department, O office. */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid'),
    unitName: text('unit_name').notNull(),
    type: text('type').notNull(),
    /** For areas: province, city or county. */
    areaLevel: text('area_level'),
    /** Administrative division code of an area (e.g. 330000). */
    adcode: text('adcode'),
    isJudicialBureau: boolean('is_judicial_bureau').notNull().default(false),
    creditCode: text('credit_code'),
    sort: integer('sort').notNull().default(0),
    /** The short name (简称) the unit's number template uses, e.g. 杭财. */
    shortName: text('short_name'),
    /** The unit's contract-number template (src/domain/unit-numbering.ts); null: the unit has no own numbering. */
    numberTemplate: text('number_template'),
    createdAt: createdAt(),
  },
  (t) => [index('units_pid_idx').on(t.pid)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull().default(''),
    mobile: text('mobile'),
    email: text('email'),
    /** staff (government units), company (counterpart users), lawyer (legal advisers). */
    userType: text('user_type').notNull().default('staff'),
    counterpartId: integer('counterpart_id'),
    currentUnitId: integer('current_unit_id'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    /** When the password was last set (the password policy's expiry counts from it). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** An administrator set the password (new account, reset): the user must change it first (src/domain/security-policy.ts). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), uniqueIndex('users_mobile_uq').on(t.mobile)],
);

export const userUnits = pgTable(
  'user_units',
  {
    userId: integer('user_id').notNull(),
    unitId: integer('unit_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId] }), index('user_units_unit_idx').on(t.unitId)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** unit (current unit and below), area (bureau: the area subtree), self, all. */
    dataScope: text('data_scope').notNull().default('unit'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_code_uq').on(t.code)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
    actionList: jsonb('action_list').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id').notNull(),
    menuId: integer('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Menu entries: type 0 folder, 1 page, 2 external link. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid'),
    title: text('title').notNull(),
    icon: text('icon').notNull().default(''),
    path: text('path').notNull(),
    type: integer('type').notNull(),
    isNewTab: boolean('is_new_tab').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** The permission id this entry needs (query action), or null for everyone signed in. */
    permissionId: text('permission_id'),
    createdAt: createdAt(),
  },
  (t) => [index('menus_pid_idx').on(t.pid)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** The API base the session was opened on and is good for (src/domain/session.ts). */
    base: text('base').notNull().default('admin'),
    /**
     * When the session was last used, to about a minute (server/http/auth.ts writes it at most once a
     * minute per session and process): the policy's idle timeout counts from it.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** The source address of the attempt (the socket's, or the trusted proxy's client address). */
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_user_idx').on(t.username, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
);

/** QR sign-in tickets: the login page shows one, a signed-in device confirms it. */
export const qrTickets = pgTable('qr_tickets', {
  id: text('id').primaryKey(),
  status: text('status').notNull().default('waiting'),
  userId: integer('user_id'),
  token: text('token'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** Optional in-app link (a hash route) the message points to. */
    link: text('link'),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lookTime: timestamp('look_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createTime)],
);

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The file's id in links: random, so links cannot be guessed from the sequential id. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    uploaderId: integer('uploader_id'),
    unitId: integer('unit_id'),
    isDel: boolean('is_del').notNull().default(false),
    createTime: createdAt(),
  },
  (t) => [index('files_uploader_idx').on(t.uploaderId), uniqueIndex('files_public_id_uq').on(t.publicId)],
);

export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Counterparts: outside parties to contracts. */
export const counterparts = pgTable(
  'counterparts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    creditCode: text('credit_code').notNull(),
    legalRepresentative: text('legal_representative').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    /** A, B, C, D. */
    creditRating: text('credit_rating').notNull().default('A'),
    seriousDishonest: boolean('serious_dishonest').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('counterparts_credit_code_uq').on(t.creditCode)],
);

export const legalAdvisers = pgTable('legal_advisers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  firm: text('firm').notNull(),
  licenceNo: text('licence_no').notNull(),
  phone: text('phone').notNull().default(''),
  userId: integer('user_id'),
  createdAt: createdAt(),
});

export const legalAdviserUnits = pgTable(
  'legal_adviser_units',
  {
    adviserId: integer('adviser_id').notNull(),
    unitId: integer('unit_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adviserId, t.unitId] })],
);

export const seals = pgTable(
  'seals',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id').notNull(),
    sealSn: text('seal_sn').notNull(),
    sealName: text('seal_name').notNull(),
    imageFileId: integer('image_file_id'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('seals_sn_uq').on(t.sealSn), index('seals_unit_idx').on(t.unitId)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull().default('arcoblue'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_name_uq').on(t.name)],
);

export * from './contract-schema';
export * from './matter-schema';
export * from './filing-schema';
export * from './screen-schema';
export * from './calendar-schema';
export * from './rules-schema';
export * from './decision-schema';
export * from './audit-schema';
export * from './password-schema';
