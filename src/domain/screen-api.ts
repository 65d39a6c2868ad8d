/**
 * The calls around a stored screen (src/domain/screen.ts holds the screen itself): the list, the
 * version history, revert, import, share links and the public display's calls. Shared by server
 * and client; docs/api/screens.md explains each call.
 */
import { z } from './zod';
import { formatShareToken, parseShareToken } from './share-token';
import { geometryStampSchema, regionAreaSchema } from './region-geometry';
import { screenBodySchema, screenRouteSchema, screenSchema } from './screen';
import { statsPeriodSchema } from './stats';
import { idSchema, INT32_MAX, versionSchema } from './system';

/** An import carries the file's text: at most 512 kB. */
export const SCREEN_IMPORT_MAX_CHARS = 512 * 1024;
/** Share links of a screen live 1..365 days. */
export const SCREEN_SHARE_MIN_DAYS = 1;
export const SCREEN_SHARE_MAX_DAYS = 365;
export const SCREEN_SHARE_DEFAULT_DAYS = 30;
/** The query parameter of the screen route a share link opens (`#/public-view-index?share=...`). */
export const SCREEN_SHARE_PARAM = 'share';

// ---------------------------------------------------------------- reading and history
export const screenByRouteQuerySchema = z.object({ route: screenRouteSchema });
export const screenIdQuerySchema = z.object({ id: idSchema });
export const screenVersionQuerySchema = z.object({ id: idSchema, version: z.coerce.number().int().min(1).max(INT32_MAX) });

export const screenListRowSchema = z.object({
  id: z.number().int(),
  route: screenRouteSchema,
  title: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type ScreenListRow = z.infer<typeof screenListRowSchema>;

/** One stored version with its body (GET screen/version). */
export const screenVersionSchema = z.object({
  screenId: z.number().int(),
  version: z.number().int(),
  savedAt: z.string(),
  savedByName: z.string().nullable(),
  note: z.string().nullable(),
  body: screenBodySchema,
});
export type ScreenVersion = z.infer<typeof screenVersionSchema>;

/** Revert: `version` is the current one (optimistic lock), `toVersion` the one whose body comes back. */
export const screenRevertSchema = z
  .object({ id: idSchema, version: versionSchema, toVersion: versionSchema })
  .strict();

/** Import: the exported file's text, validated against screenBodySchema on the server. */
export const screenImportSchema = z
  .object({ id: idSchema, version: versionSchema, json: z.string().min(1).max(SCREEN_IMPORT_MAX_CHARS) })
  .strict();

/** The version notes the server writes (null for an ordinary save). */
export const revertNote = (toVersion: number): string => `revert:${toVersion}`;
/** The note of a version the start-up wrote: a newer default layout replacing an untouched one. */
export const DEFAULT_UPGRADE_NOTE = 'default';

// ---------------------------------------------------------------- share links
export const screenShareCreateSchema = z
  .object({
    id: idSchema,
    days: z.number().int().min(SCREEN_SHARE_MIN_DAYS).max(SCREEN_SHARE_MAX_DAYS).default(SCREEN_SHARE_DEFAULT_DAYS),
    /** The area the display shows and may drill within; default the top area (the province). */
    areaId: idSchema.optional(),
  })
  .strict();
export type ScreenShareCreateInput = z.input<typeof screenShareCreateSchema>;
export const screenShareRevokeSchema = z.object({ id: idSchema }).strict();

/** A token is `<linkId>.<nonce>`, like a contract share link's (src/domain/share-token.ts). */
export const formatScreenShareToken = formatShareToken;
export const parseScreenShareToken = parseShareToken;

/**
 * The link a display opens. Every share link opens on the public display route, the one page the
 * guard lets through without a session; it shows whichever screen the token names (read-only, its
 * saved queries only, de-identified).
 */
export function screenShareUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/#/public-view-index?${SCREEN_SHARE_PARAM}=${encodeURIComponent(token)}`;
}

/** The answer of create: the link, shown once (the server keeps only the nonce's hash). */
export const screenShareLinkSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  rootArea: regionAreaSchema,
  /** Widgets whose queries a public display refuses (private dimensions or metrics): they stay empty. */
  privateWidgets: z.array(z.string()),
  qrDataUrl: z.string(),
});
export type ScreenShareLink = z.infer<typeof screenShareLinkSchema>;

export const screenShareRowSchema = z.object({
  id: z.number().int(),
  screenId: z.number().int(),
  rootArea: regionAreaSchema.nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  openCount: z.number().int(),
});
export type ScreenShareRow = z.infer<typeof screenShareRowSchema>;

// ---------------------------------------------------------------- the public display
/** GET /api/screen-share/screen: the screen (no editor names) and the area it shows. */
export const screenShareViewSchema = z.object({
  screen: screenSchema,
  rootArea: regionAreaSchema,
  expiresAt: z.string(),
});
export type ScreenShareView = z.infer<typeof screenShareViewSchema>;

/** The drill context a display may apply: an area within its root, and a period (no custom bounds). */
export const screenShareContextSchema = z
  .object({ areaId: idSchema.optional(), period: statsPeriodSchema.exclude(['custom']).optional() })
  .strict();

/** POST /api/screen-share/stats: the saved queries of these widgets, answered in the same order. */
export const screenShareStatsSchema = z
  .object({
    /** Checked by the handler: a malformed token gets the one invalid-link answer. */
    token: z.unknown(),
    widgets: z.array(z.string().max(40)).min(1).max(60),
    context: screenShareContextSchema.default({}),
  })
  .strict();
export type ScreenShareStatsInput = z.input<typeof screenShareStatsSchema>;

export const screenShareAreaQuerySchema = z.object({ token: z.unknown().optional(), areaId: idSchema.optional(), v: z.string().max(40).optional() });

// ---------------------------------------------------------------- the viewer's wall scope
/** An area named in a wall's address: its administrative code, or `u<id>` for an area without one. */
export const WALL_AREA_PARAM = 'area';
export const WALL_UNIT_PARAM = 'unit';
export const WALL_PERIOD_PARAM = 'period';
export const wallAreaRefSchema = z.string().trim().regex(/^(\d{6}|u\d{1,10})$/);
export const wallAreaRef = (area: { id: number; adcode: string | null }): string => area.adcode ?? `u${area.id}`;

/** GET stats/scope: where the caller's walls open, and the path to an area (and unit) the address names. */
export const wallScopeQuerySchema = z.object({
  area: z.string().max(20).optional(),
  unit: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
});
export type WallScopeQuery = z.infer<typeof wallScopeQuerySchema>;

export const wallScopeSchema = z.object({
  /** 'all': the whole tree (administrators, provincial staff); 'area': a bureau's area; 'unit': unit staff. */
  kind: z.enum(['all', 'area', 'unit']),
  /** The area the walls open at (the viewer's own; unit staff: their unit's area, as context). */
  root: regionAreaSchema.nullable(),
  /** Unit staff: their unit (what the walls count); null otherwise. */
  ownUnit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** From the root down to the area asked for ([root] when none was asked, or it lies outside the scope). */
  areas: z.array(regionAreaSchema),
  /** The unit asked for, when it is within the scope and the area; null otherwise. */
  unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The address named an area or unit outside the scope (or unknown): the viewer's own is answered. */
  fallback: z.boolean(),
  /**
   * The geometry stamp of the last of `areas` (null when it holds none): a wall opened by its address
   * asks for the map's geometry beside its regions instead of after them.
   */
  geometry: geometryStampSchema.nullable(),
});
export type WallScope = z.infer<typeof wallScopeSchema>;

/** POST stats/public: the signed-in caller's public display (/public-view-index) at their own area. */
/** GET screen/public-view (every base, signed in): the stored public screen and the area it shows the caller. */
export const publicWallViewSchema = screenShareViewSchema.omit({ expiresAt: true });
export type PublicWallView = z.infer<typeof publicWallViewSchema>;

/** GET screen/public-region and screen/public-geometry: an area within the caller's public root (the root by default). */
export const publicWallAreaQuerySchema = z.object({ areaId: idSchema.optional(), v: z.string().max(40).optional() });

export const publicWallStatsSchema = z
  .object({
    widgets: z.array(z.string().max(40)).min(1).max(60),
    context: screenShareContextSchema.default({}),
  })
  .strict();
export type PublicWallStatsInput = z.input<typeof publicWallStatsSchema>;
