/**
 * Untouched screens follow the defaults (server/modules/screens/store.ts upgradeDefaultScreens, run
 * at start-up): a stored screen still on a default this database was given before (a version the
 * system wrote) gets the current default as a new version noted `default`; a screen a user saved
 * keeps its body; nothing happens twice, and a database already on the current defaults is left alone.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens, screenVersions } from '../../server/db/schema';
import { defaultBody, upgradeDefaultScreens } from '../../server/modules/screens/store';
import { type Screen, type ScreenBody, type ScreenRoute, type ScreenVersionRow, screenSchema } from '../../src/domain/screen';
import { DEFAULT_UPGRADE_NOTE } from '../../src/domain/screen-api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});

afterAll(async () => {
  await server?.close();
});

async function byRoute(route: ScreenRoute): Promise<Screen> {
  const r = await server.call<Screen>('GET', 'screen/byRoute', { token: admin, query: { route } });
  expect(r.body.code, r.body.message).toBe(200);
  return screenSchema.parse(r.body.result);
}

async function versions(id: number): Promise<ScreenVersionRow[]> {
  const r = await server.call<ScreenVersionRow[]>('GET', 'screen/versions', { token: admin, query: { id } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

/** An earlier default of a route: the current one with another period and title on its first KPI (as before issue 13). */
function olderDefault(route: ScreenRoute): ScreenBody {
  const body = defaultBody(route);
  return {
    ...body,
    widgets: body.widgets.map((w) => (w.query && w.type === 'kpi' ? { ...w, title: `旧${w.title}`, query: { ...w.query, filters: { ...w.query.filters, period: 'all' } } } : w)),
  };
}

/** Puts the screen of `route` back to version 1, seeded with `body` (a database seeded by an older release). */
async function seededWith(route: ScreenRoute, body: ScreenBody): Promise<number> {
  const [row] = await server.db.update(screens).set({ body, version: 1, updatedBy: null }).where(eq(screens.route, route)).returning({ id: screens.id });
  await server.db.delete(screenVersions).where(eq(screenVersions.screenId, row!.id));
  await server.db.insert(screenVersions).values({ screenId: row!.id, version: 1, body, note: 'seed' });
  return row!.id;
}

describe('untouched default screens are brought to the current defaults', () => {
  it('leaves a database already on the current defaults alone', async () => {
    expect(await upgradeDefaultScreens(server.db)).toEqual([]);
  });

  it('replaces a screen still on an older default, keeps an edited one, and does it once', async () => {
    const untouched = await seededWith('/view-index', olderDefault('/view-index'));
    // Seeded with an older default too, then edited by an administrator.
    const editedId = await seededWith('/data-view', olderDefault('/data-view'));
    const edited = await byRoute('/data-view');
    const mine = { ...edited.body, title: '我的分析大屏' };
    const saved = await server.call<Screen>('POST', 'screen/save', { token: admin, body: { id: editedId, version: edited.version, body: mine } });
    expect(saved.body.code, saved.body.message).toBe(200);

    expect(await upgradeDefaultScreens(server.db)).toEqual(['/view-index']);

    const now = await byRoute('/view-index');
    expect(now.body).toEqual(defaultBody('/view-index'));
    expect(now.version).toBe(2);
    expect(now.updatedByName).toBeNull();
    const history = await versions(untouched);
    expect(history.map((v) => [v.version, v.note])).toEqual([
      [2, DEFAULT_UPGRADE_NOTE],
      [1, 'seed'],
    ]);
    const [kept] = await server.db
      .select({ body: screenVersions.body })
      .from(screenVersions)
      .where(and(eq(screenVersions.screenId, untouched), eq(screenVersions.version, 1)));
    expect(kept!.body).toEqual(olderDefault('/view-index'));

    const other = await byRoute('/data-view');
    expect(other.body).toEqual(mine);
    expect(other.version).toBe(2);

    expect(await upgradeDefaultScreens(server.db)).toEqual([]);
    expect((await byRoute('/view-index')).version).toBe(2);
  });
});
