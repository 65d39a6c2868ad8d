/**
 * Stored screens and their history (docs/api/screens.md): reading by route (a route without a row
 * gets its default layout, so a database seeded before screens existed still answers), the list,
 * writing a new version under the optimistic lock (save, revert and import all end here, and the
 * start-up's replacement of untouched defaults), the version list and one version's body.
 *
 * History is never rewritten: every write adds a screen_versions row equal to the new body. The
 * newest SCREEN_VERSIONS_KEPT versions of a screen are kept; older ones are pruned in the same
 * transaction (the requirement is at least 20).
 */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { DEFAULT_UPGRADE_NOTE, type ScreenListRow, type ScreenVersion } from '../../../src/domain/screen-api';
import {
  type Screen,
  type ScreenBody,
  type ScreenRoute,
  type ScreenVersionRow,
  screenBodySchema,
  SCREEN_ROUTES,
} from '../../../src/domain/screen';
import { ApiCode } from '../../../src/domain/envelope';
import type { Db } from '../../db/client';
import { screens, screenVersions, users } from '../../db/schema';
import { ApiError, invalidField, notFound } from '../../http/errors';
import { DEFAULT_SCREENS } from '../../seed/screens';
import { nameOf, userNames } from '../contracts/names';

/** Versions kept per screen (at least 20 are required; older ones are pruned on write). */
export const SCREEN_VERSIONS_KEPT = 50;

export type ScreenRecord = typeof screens.$inferSelect;

const stale = () => new ApiError(ApiCode.stale, 'stale');

/** The default body of a route, validated (a broken default fails loudly at seed time). */
export function defaultBody(route: ScreenRoute): ScreenBody {
  const input = DEFAULT_SCREENS.find((s) => s.route === route);
  if (!input) throw new Error(`seed: no default screen for ${route}`);
  const parsed = screenBodySchema.safeParse(input);
  if (!parsed.success) throw new Error(`seed: the default screen of ${route} is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** Inserts version 1 of the default layout of each route that has no screen yet. */
export async function insertDefaultScreens(db: Db, routes: readonly ScreenRoute[] = SCREEN_ROUTES): Promise<void> {
  for (const route of routes) {
    const body = defaultBody(route);
    const [row] = await db.insert(screens).values({ route, body, version: 1 }).onConflictDoNothing().returning({ id: screens.id });
    if (row) await db.insert(screenVersions).values({ screenId: row.id, version: 1, body, note: 'seed' });
  }
}

/**
 * Brings untouched screens to the current defaults (at start-up: server/main.ts). A screen whose
 * body equals a default this database was given before — a version the system wrote (note `seed`
 * or `default`, saved by nobody) — gets the current default of its route as a new version (note
 * `default`; the history keeps the old one). A screen a user saved, imported or reverted to
 * anything else keeps its body. Safe with several processes: the optimistic lock lets one write it.
 * Returns the routes whose screen was replaced.
 */
export async function upgradeDefaultScreens(db: Db): Promise<ScreenRoute[]> {
  const upgraded: ScreenRoute[] = [];
  for (const route of SCREEN_ROUTES) {
    const body = defaultBody(route);
    const [row] = await db
      .select({ id: screens.id, version: screens.version })
      .from(screens)
      .where(
        and(
          eq(screens.route, route),
          sql`${screens.body} <> ${JSON.stringify(body)}::jsonb`,
          sql`exists (select 1 from screen_versions v where v.screen_id = ${screens.id} and v.saved_by is null
            and v.note in ('seed', ${DEFAULT_UPGRADE_NOTE}) and v.body = ${screens.body})`,
        ),
      );
    if (!row) continue;
    try {
      await writeVersion(db, { id: row.id, version: row.version, body, userId: null, note: DEFAULT_UPGRADE_NOTE, routePath: 'body.route' });
      upgraded.push(route);
    } catch (e) {
      // Another process upgraded it (or a user saved) in between: its version stands.
      if (!(e instanceof ApiError && e.code === ApiCode.stale)) throw e;
    }
  }
  return upgraded;
}

export const toScreen = (r: ScreenRecord, updatedByName: string | null): Screen => ({
  id: r.id,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedByName,
  body: r.body,
});

export async function screenById(db: Db, id: number): Promise<ScreenRecord> {
  const [row] = await db.select().from(screens).where(eq(screens.id, id));
  if (!row) throw notFound('screen');
  return row;
}

export async function screenByRoute(db: Db, route: ScreenRoute): Promise<Screen> {
  let [row] = await db.select().from(screens).where(eq(screens.route, route));
  if (!row) {
    await db.transaction((tx) => insertDefaultScreens(tx, [route]));
    [row] = await db.select().from(screens).where(eq(screens.route, route));
  }
  if (!row) throw notFound('screen');
  return toScreen(row, nameOf(await userNames(db, [row.updatedBy]), row.updatedBy));
}

export async function listScreens(db: Db): Promise<ScreenListRow[]> {
  const present = await db.select({ route: screens.route }).from(screens);
  const missing = SCREEN_ROUTES.filter((r) => !present.some((p) => p.route === r));
  if (missing.length) await db.transaction((tx) => insertDefaultScreens(tx, missing));
  const rows = await db
    .select({
      id: screens.id,
      route: screens.route,
      title: sql<string>`${screens.body}->>'title'`,
      version: screens.version,
      updatedAt: screens.updatedAt,
      updatedByName: sql<string | null>`nullif(${users.realName}, '')`,
      username: users.username,
    })
    .from(screens)
    .leftJoin(users, eq(users.id, screens.updatedBy))
    .orderBy(screens.id);
  return rows.map((r) => ({
    id: r.id,
    route: r.route as ScreenRoute,
    title: r.title,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    updatedByName: r.updatedByName ?? r.username ?? null,
  }));
}

/**
 * Writes `body` as the next version of screen `id` if its current version is `version` (else 502),
 * with the history row and the pruning, in one transaction. The body's route must be the screen's.
 */
export async function writeVersion(
  db: Db,
  input: { id: number; version: number; body: ScreenBody; userId: number | null; note: string | null; routePath: string },
): Promise<Screen> {
  const current = await screenById(db, input.id);
  if (input.body.route !== current.route) {
    throw invalidField(input.routePath, `this screen is ${current.route}; the body is for ${input.body.route}`);
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(screens)
      .set({ body: input.body, version: sql`${screens.version} + 1`, updatedBy: input.userId, updatedAt: new Date() })
      .where(and(eq(screens.id, input.id), eq(screens.version, input.version)))
      .returning();
    if (!updated) throw stale();
    await tx.insert(screenVersions).values({
      screenId: updated.id,
      version: updated.version,
      body: input.body,
      savedBy: input.userId,
      savedAt: updated.updatedAt,
      note: input.note,
    });
    await tx
      .delete(screenVersions)
      .where(and(eq(screenVersions.screenId, updated.id), lte(screenVersions.version, updated.version - SCREEN_VERSIONS_KEPT)));
    return updated;
  });
  return toScreen(row, nameOf(await userNames(db, [row.updatedBy]), row.updatedBy));
}

/** The versions of a screen, newest first, with who saved each and when. */
export async function listVersions(db: Db, id: number): Promise<ScreenVersionRow[]> {
  await screenById(db, id);
  const rows = await db
    .select({
      version: screenVersions.version,
      savedAt: screenVersions.savedAt,
      savedBy: screenVersions.savedBy,
      note: screenVersions.note,
      widgets: sql<number>`jsonb_array_length(${screenVersions.body}->'widgets')::int`,
    })
    .from(screenVersions)
    .where(eq(screenVersions.screenId, id))
    .orderBy(desc(screenVersions.version));
  const names = await userNames(
    db,
    rows.map((r) => r.savedBy),
  );
  return rows.map((r) => ({
    version: r.version,
    savedAt: r.savedAt.toISOString(),
    savedByName: nameOf(names, r.savedBy),
    note: r.note,
    widgets: Number(r.widgets),
  }));
}

/** One stored version with its body (500 when the screen or the version does not exist, or was pruned). */
export async function getVersion(db: Db, id: number, version: number): Promise<ScreenVersion> {
  const [row] = await db
    .select()
    .from(screenVersions)
    .where(and(eq(screenVersions.screenId, id), eq(screenVersions.version, version)));
  if (!row) throw notFound('screenVersion');
  return {
    screenId: row.screenId,
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedByName: nameOf(await userNames(db, [row.savedBy]), row.savedBy),
    note: row.note,
    body: row.body,
  };
}
