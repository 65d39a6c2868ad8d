/**
 * The command centre's tables (ARCHITECTURE.md section 3, Screens): screens with their version history,
 * the share links that open a screen on a public display, and the region geometry (GeoJSON of an
 * area's child regions) the map widget draws. docs/api/screens.md explains each call.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ScreenBody } from '../../src/domain/screen';
import type { RegionFeatureCollection } from '../../src/domain/region-geometry';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One screen per route (src/domain/screen.ts SCREEN_ROUTES): the current body and its version. */
export const screens = pgTable(
  'screens',
  {
    id: serial('id').primaryKey(),
    route: text('route').notNull(),
    /** The validated body (screenBodySchema's output). */
    body: jsonb('body').$type<ScreenBody>().notNull(),
    /** Optimistic lock: +1 on every save, revert and import; equals the newest screen_versions row. */
    version: integer('version').notNull().default(1),
    /** Null for the seeded defaults. */
    updatedBy: integer('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('screens_route_uq').on(t.route)],
);

/**
 * Every saved body of a screen, never rewritten (a revert adds a version). The newest 50 per screen
 * are kept (SCREEN_VERSIONS_KEPT in server/modules/screens/store.ts); older ones are pruned on save.
 */
export const screenVersions = pgTable(
  'screen_versions',
  {
    screenId: integer('screen_id').notNull(),
    version: integer('version').notNull(),
    body: jsonb('body').$type<ScreenBody>().notNull(),
    savedBy: integer('saved_by'),
    savedAt: at('saved_at').notNull().defaultNow(),
    /** null (an edit), 'seed', 'import' or 'revert:<version>'. */
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.screenId, t.version] })],
);

/** Share links of a screen (a service-hall display): revocable, expiring, counted when opened. */
export const screenShares = pgTable(
  'screen_shares',
  {
    id: serial('id').primaryKey(),
    screenId: integer('screen_id').notNull(),
    /** The area the display shows and may drill within (the province by default). */
    rootAreaId: integer('root_area_id').notNull(),
    /** sha256 of the link's random nonce; the link itself is never stored. */
    nonceHash: text('nonce_hash').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [uniqueIndex('screen_shares_nonce_uq').on(t.nonceHash), index('screen_shares_screen_idx').on(t.screenId)],
);

/** The GeoJSON of an area's child regions (features keyed by properties.adcode), with its approval number. */
export const regionGeometries = pgTable(
  'region_geometries',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id').notNull(),
    /** The adcode of the area itself (the client registers the map as cn-<adcode>). */
    adcode: text('adcode'),
    geojson: jsonb('geojson').$type<RegionFeatureCollection>().notNull(),
    /** 审图号: shown by a public map; configured text (the demo data says it is not an approved map). */
    approvalNo: text('approval_no').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('region_geometries_area_uq').on(t.areaId)],
);
