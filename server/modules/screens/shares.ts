/**
 * Share links of a screen (docs/api/screens.md): a display in a service hall opens the screen
 * read-only through a revocable, expiring token, without a sign-in. Only the nonce's hash is stored;
 * the token (`<linkId>.<nonce>`, as contract share links) carries no data. Opening checks the nonce,
 * revocation and expiry in one statement; anything that cannot be opened gets the one
 * screenShareInvalid answer (code 500), whatever the reason, and never data.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  formatScreenShareToken,
  parseScreenShareToken,
  type ScreenShareLink,
  type ScreenShareRow,
  type screenShareCreateSchema,
  screenShareUrl,
} from '../../../src/domain/screen-api';
import { PRIVATE_DIMENSIONS, PRIVATE_METRICS } from '../../../src/domain/stats';
import type { Widget } from '../../../src/domain/screen';
import { qrDataUrl } from '../../../src/domain/qr-image';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { screenShares, units } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { invalidField, notFound, refused } from '../../http/errors';
import { hashToken, randomSecret } from '../../security/tokens';
import { nameOf, userNames } from '../contracts/names';
import { areaById, toRegionArea, topArea } from './areas';
import { type ScreenRecord, screenById } from './store';

const DAY_MS = 86_400_000;

export type ScreenShareRecord = typeof screenShares.$inferSelect;

/** Any link that cannot be opened (malformed, unknown, wrong nonce, expired, revoked): one answer. */
export const invalidScreenShare = () => refused('screenShareInvalid');

/** Does a public display refuse this widget's query (a private metric or dimension, or one unit's figures)? */
export const isPrivateWidget = (w: Widget): boolean =>
  !!w.query &&
  (PRIVATE_METRICS.includes(w.query.metric) ||
    (!!w.query.groupBy && PRIVATE_DIMENSIONS.includes(w.query.groupBy)) ||
    w.query.filters.unitId !== undefined);

export async function createScreenShare(
  db: Db,
  ctx: AuthContext,
  input: z.output<typeof screenShareCreateSchema>,
  origin: string,
): Promise<ScreenShareLink> {
  const screen = await screenById(db, input.id);
  const root = input.areaId ? await areaById(db, input.areaId, 'body.areaId') : await topArea(db);
  if (!root) throw invalidField('body.areaId', 'there is no area to show: create the area tree first');
  const nonce = randomSecret();
  const [row] = await db
    .insert(screenShares)
    .values({
      screenId: screen.id,
      rootAreaId: root.id,
      nonceHash: hashToken(nonce),
      createdBy: ctx.userId,
      expiresAt: new Date(Date.now() + input.days * DAY_MS),
    })
    .returning({ id: screenShares.id, expiresAt: screenShares.expiresAt });
  const token = formatScreenShareToken({ id: row!.id, nonce });
  const url = screenShareUrl(origin, token);
  return {
    id: row!.id,
    url,
    token,
    expiresAt: row!.expiresAt.toISOString(),
    rootArea: root,
    privateWidgets: screen.body.widgets.filter(isPrivateWidget).map((w) => w.i),
    qrDataUrl: await qrDataUrl(url),
  };
}

/** The links of a screen, newest first (never their tokens: they cannot be shown again). */
export async function listScreenShares(db: Db, screenId: number): Promise<ScreenShareRow[]> {
  await screenById(db, screenId);
  const rows = await db
    .select()
    .from(screenShares)
    .where(eq(screenShares.screenId, screenId))
    .orderBy(desc(screenShares.createdAt), desc(screenShares.id));
  const rootIds = [...new Set(rows.map((r) => r.rootAreaId))];
  const [areas, names] = await Promise.all([
    rootIds.length ? db.select().from(units).where(inArray(units.id, rootIds)) : Promise.resolve([]),
    userNames(
      db,
      rows.map((r) => r.createdBy),
    ),
  ]);
  const now = Date.now();
  return rows.map((r) => {
    const area = areas.find((a) => a.id === r.rootAreaId);
    return {
      id: r.id,
      screenId: r.screenId,
      rootArea: area ? toRegionArea(area) : null,
      status: r.revokedAt ? 'revoked' : r.expiresAt.getTime() <= now ? 'expired' : 'active',
      createdAt: r.createdAt.toISOString(),
      createdByName: nameOf(names, r.createdBy),
      expiresAt: r.expiresAt.toISOString(),
      revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
      openCount: r.openCount,
    };
  });
}

/** Revokes a link (a second revoke is refused). */
export async function revokeScreenShare(db: Db, id: number): Promise<void> {
  const [link] = await db.select({ id: screenShares.id }).from(screenShares).where(eq(screenShares.id, id));
  if (!link) throw notFound('screenShare');
  const done = await db
    .update(screenShares)
    .set({ revokedAt: new Date() })
    .where(and(eq(screenShares.id, id), isNull(screenShares.revokedAt)))
    .returning({ id: screenShares.id });
  if (!done.length) throw refused('screenShareRevoked');
}

/**
 * The link and its screen for a token, or the invalid-link answer. `count` adds one to the link's
 * open count (opening the screen; the display's stats refreshes do not count).
 */
export async function resolveScreenShare(
  db: Db,
  token: unknown,
  count: boolean,
): Promise<{ link: ScreenShareRecord; screen: ScreenRecord }> {
  const parsed = parseScreenShareToken(token);
  if (!parsed) throw invalidScreenShare();
  const valid = and(
    eq(screenShares.id, parsed.id),
    eq(screenShares.nonceHash, hashToken(parsed.nonce)),
    isNull(screenShares.revokedAt),
    gt(screenShares.expiresAt, new Date()),
  );
  const [link] = count
    ? await db
        .update(screenShares)
        .set({ openCount: sql`${screenShares.openCount} + 1` })
        .where(valid)
        .returning()
    : await db.select().from(screenShares).where(valid);
  if (!link) throw invalidScreenShare();
  try {
    return { link, screen: await screenById(db, link.screenId) };
  } catch {
    throw invalidScreenShare();
  }
}
