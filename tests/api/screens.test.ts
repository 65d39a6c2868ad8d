/**
 * Stored screens (server/modules/screens, docs/api/screens.md): the seeded defaults of every route,
 * save under the optimistic lock, the version history (who and when, at least 20 kept, pruning past
 * 50), revert as a new version, export and import round trips and every refused file changing
 * nothing, permissions, and share links: opening without a session, the one invalid-link answer,
 * revoke and expiry, and the public stats call running only the screen's saved, public queries.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { screenShares, screens, screenVersions, units } from '../../server/db/schema';
import { seedInitialAdmin } from '../../server/seed';
import { DEFAULT_SCREENS } from '../../server/seed/screens';
import type { FieldErrors } from '../../src/domain/envelope';
import {
  type Screen,
  type ScreenBody,
  type ScreenRoute,
  SCREEN_ROUTES,
  screenBodySchema,
  screenSchema,
  type ScreenVersionRow,
} from '../../src/domain/screen';
import {
  type ScreenListRow,
  type ScreenShareLink,
  type ScreenShareRow,
  type ScreenShareView,
  type ScreenVersion,
  screenShareLinkSchema,
  screenShareViewSchema,
} from '../../src/domain/screen-api';
import { startTestServer, type TestServer } from './harness';

const INVALID_LINK_ZH = '该大屏分享链接无效或已过期';
const ADMIN_NAME = '王建华';

let server: TestServer;
type Who = 'admin' | 'clerk' | 'leader' | 'bureau' | 'company' | 'lawyer';
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['admin', 'clerk', 'leader', 'bureau', 'company', 'lawyer'] as const) tokens[u] = await server.login(u);
});

afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------- helpers
async function byRoute(route: ScreenRoute, token = tokens.admin): Promise<Screen> {
  const r = await server.call<Screen>('GET', 'screen/byRoute', { token, query: { route } });
  expect(r.body.code, r.body.message).toBe(200);
  return screenSchema.parse(r.body.result);
}

const save = (id: number, version: number, body: unknown, token = tokens.admin) =>
  server.call<Screen>('POST', 'screen/save', { token, body: { id, version, body } });

async function saveOk(id: number, version: number, body: ScreenBody): Promise<Screen> {
  const r = await save(id, version, body);
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
}

async function versions(id: number): Promise<ScreenVersionRow[]> {
  const r = await server.call<ScreenVersionRow[]>('GET', 'screen/versions', { token: tokens.admin, query: { id } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

const fieldPaths = (r: { body: { result: unknown } }) => (r.body.result as FieldErrors).fields.map((f) => f.path);

const withTitle = (body: ScreenBody, title: string): ScreenBody => ({ ...body, title });

/** A body with known widgets (the seeded defaults belong to the screen engine and may change). */
const fixture = (route: ScreenRoute): ScreenBody =>
  screenBodySchema.parse({
    route,
    title: '测试大屏',
    designSize: { w: 1920, h: 1080 },
    theme: 'dark',
    refreshSec: 60,
    grid: { cols: 24, rowHeight: 40, margin: [10, 10] },
    widgets: [
      { i: 'header', x: 0, y: 0, w: 24, h: 2, type: 'header', title: '测试大屏', query: null },
      { i: 'kpiCount', x: 0, y: 2, w: 6, h: 3, type: 'kpi', title: '合同数', query: { metric: 'contractCount' } },
      { i: 'byCategory', x: 6, y: 2, w: 9, h: 6, type: 'bar', title: '类别', query: { metric: 'contractAmount', groupBy: 'category' } },
      { i: 'byArea', x: 15, y: 2, w: 9, h: 6, type: 'map', title: '区域', query: { metric: 'contractCount', groupBy: 'area' } },
    ],
  });

/** Saves the fixture body over the route's screen and answers the screen. */
async function reset(route: ScreenRoute): Promise<Screen> {
  const s = await byRoute(route);
  return saveOk(s.id, s.version, fixture(route));
}

async function currentVersion(id: number): Promise<number> {
  const [row] = await server.db.select({ version: screens.version }).from(screens).where(eq(screens.id, id));
  return row!.version;
}

async function unitId(name: string): Promise<number> {
  const [u] = await server.db.select({ id: units.id }).from(units).where(eq(units.unitName, name));
  return u!.id;
}

// ---------------------------------------------------------------- reading
describe('reading screens', () => {
  it('answers the seeded default of every route, each a valid body at version 1', async () => {
    for (const route of SCREEN_ROUTES) {
      const s = await byRoute(route);
      expect(s.body.route).toBe(route);
      expect(s.version).toBe(1);
      expect(s.updatedByName).toBeNull();
      expect(screenBodySchema.safeParse(s.body).success).toBe(true);
    }
    expect(DEFAULT_SCREENS.map((d) => d.route).sort()).toEqual([...SCREEN_ROUTES].sort());
    for (const d of DEFAULT_SCREENS) expect(screenBodySchema.safeParse(d).success, d.route).toBe(true);
    const seeded = await server.db.select().from(screenVersions).where(eq(screenVersions.version, 1));
    expect(seeded.map((v) => v.note)).toEqual(SCREEN_ROUTES.map(() => 'seed'));
  });

  it('lists every screen with its title, version and time', async () => {
    const r = await server.call<ScreenListRow[]>('GET', 'screen/list', { token: tokens.clerk });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result.map((s) => s.route).sort()).toEqual([...SCREEN_ROUTES].sort());
    for (const row of r.body.result) {
      expect(row.title.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(row.updatedAt))).toBe(false);
    }
  });

  it('lets staff with screen.query read; counterpart users and lawyers: their bases serve no screens (404), the staff base knows no session of theirs (401)', async () => {
    expect((await byRoute('/view-index', tokens.clerk)).body.route).toBe('/view-index');
    expect((await byRoute('/county-index', tokens.bureau)).body.route).toBe('/county-index');
    for (const who of ['company', 'lawyer'] as const) {
      for (const [path, query] of [
        ['screen/byRoute', { route: '/view-index' }],
        ['screen/list', {}],
        ['screen/versions', { id: 1 }],
      ] as const) {
        const r = await server.call('GET', path, { token: tokens[who], query });
        expect(r.status, `${who} ${path}`).toBe(404);
        const staffBase = await server.call('GET', `/api/admin/${path}`, { token: tokens[who], query });
        expect(staffBase.status, `${who} ${path}`).toBe(401);
      }
    }
    const anonymous = await server.call('GET', 'screen/byRoute', { query: { route: '/view-index' } });
    expect(anonymous.status).toBe(401);
  });

  it('refuses an unknown route with a field error', async () => {
    const r = await server.call('GET', 'screen/byRoute', { token: tokens.admin, query: { route: '/nowhere' } });
    expect(r.body.code).toBe(501);
    expect(fieldPaths(r)).toEqual(['querystring.route']);
  });

  it('seeds the screens without the demo data too (SEED_DEMO=0)', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://', FILES_DIR: server.config.filesDir, LOG_LEVEL: 'silent', SEED_DEMO: '0' });
    const database = await openDatabase(config);
    try {
      await seedInitialAdmin(database.db, config, 'Initial@2026');
      const rows = await database.db.select({ route: screens.route, version: screens.version }).from(screens);
      expect(rows.map((r) => r.route).sort()).toEqual([...SCREEN_ROUTES].sort());
      expect(rows.every((r) => r.version === 1)).toBe(true);
    } finally {
      await database.close();
    }
  }, 30_000);
});

// ---------------------------------------------------------------- saving and history
describe('saving', () => {
  it('saves a new version with who and when, and refuses a stale version with 502', async () => {
    const s = await byRoute('/view-index');
    const saved = await saveOk(s.id, s.version, withTitle(s.body, '指挥中心（新）'));
    expect(saved.version).toBe(s.version + 1);
    expect(saved.updatedByName).toBe(ADMIN_NAME);
    expect((await byRoute('/view-index')).body.title).toBe('指挥中心（新）');

    const stale = await save(s.id, s.version, withTitle(s.body, '过期的修改'));
    expect(stale.body.code).toBe(502);
    expect(await currentVersion(s.id)).toBe(saved.version);
    expect((await byRoute('/view-index')).body.title).toBe('指挥中心（新）');

    const [newest] = await versions(s.id);
    expect(newest).toMatchObject({ version: saved.version, savedByName: ADMIN_NAME, note: null, widgets: s.body.widgets.length });
    expect(Date.now() - Date.parse(newest!.savedAt)).toBeLessThan(60_000);
  });

  it('refuses a body for another route, an invalid body, and callers without screen.edit (403), changing nothing', async () => {
    const s = await reset('/data-view');
    const otherRoute = await save(s.id, s.version, { ...s.body, route: '/view-index' });
    expect(otherRoute.body.code).toBe(501);
    expect(fieldPaths(otherRoute)).toEqual(['body.body.route']);

    const overflow = structuredClone(s.body);
    overflow.widgets[1]!.x = overflow.grid.cols - 1;
    overflow.widgets[1]!.w = 4;
    const bad = await save(s.id, s.version, overflow);
    expect(bad.body.code).toBe(501);
    expect(fieldPaths(bad)).toContain('body.body.widgets.1.w');

    for (const who of ['clerk', 'leader', 'bureau'] as const) {
      const r = await save(s.id, s.version, s.body, tokens[who]);
      expect(r.status, who).toBe(403);
    }
    expect(await currentVersion(s.id)).toBe(s.version);
  });

  it('keeps at least 20 versions with who and when, and prunes past 50', async () => {
    const s = await byRoute('/data-view');
    const before = (await versions(s.id)).length;
    let version = s.version;
    for (let n = 1; n <= 22; n++) version = (await saveOk(s.id, version, withTitle(s.body, `版本 ${n}`))).version;
    const after22 = await versions(s.id);
    expect(after22.length).toBe(before + 22);
    expect(after22.map((v) => v.version)).toEqual(Array.from({ length: before + 22 }, (_, i) => version - i));
    for (const v of after22.slice(0, 22)) {
      expect(v.savedByName).toBe(ADMIN_NAME);
      expect(Number.isNaN(Date.parse(v.savedAt))).toBe(false);
    }
    const third = await server.call<ScreenVersion>('GET', 'screen/version', { token: tokens.admin, query: { id: s.id, version: version - 19 } });
    expect(third.body.result.body.title).toBe('版本 3');

    while (version < 55) version = (await saveOk(s.id, version, withTitle(s.body, `版本 ${version}`))).version;
    const kept = await versions(s.id);
    expect(kept.length).toBe(50);
    expect(kept.at(-1)!.version).toBe(version - 49);
    const pruned = await server.call('GET', 'screen/version', { token: tokens.admin, query: { id: s.id, version: 1 } });
    expect(pruned.body.code).toBe(500);
  }, 60_000);
});

describe('revert', () => {
  it('adds a new version whose body is the old one; the history stays as it was', async () => {
    const s = await byRoute('/county-index');
    const v2 = await saveOk(s.id, s.version, withTitle(s.body, '区县 A'));
    const v3 = await saveOk(s.id, v2.version, { ...withTitle(s.body, '区县 B'), widgets: s.body.widgets.slice(0, 2) });
    const r = await server.call<Screen>('POST', 'screen/revert', { token: tokens.admin, body: { id: s.id, version: v3.version, toVersion: 1 } });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result.version).toBe(v3.version + 1);
    expect(r.body.result.body).toEqual(s.body);
    expect((await byRoute('/county-index')).body).toEqual(s.body);
    const list = await versions(s.id);
    expect(list.map((v) => [v.version, v.note])).toEqual([
      [4, 'revert:1'],
      [3, null],
      [2, null],
      [1, 'seed'],
    ]);
    const old = await server.call<ScreenVersion>('GET', 'screen/version', { token: tokens.admin, query: { id: s.id, version: 3 } });
    expect(old.body.result.body.widgets.length).toBe(2);
  });

  it('refuses a stale version (502), a version that is not earlier (501) or unknown (500), and clerks (403)', async () => {
    const s = await byRoute('/county-index');
    const revert = (body: Record<string, unknown>, token = tokens.admin) => server.call('POST', 'screen/revert', { token, body });
    expect((await revert({ id: s.id, version: s.version - 1, toVersion: 1 })).body.code).toBe(502);
    const notEarlier = await revert({ id: s.id, version: s.version, toVersion: s.version });
    expect(notEarlier.body.code).toBe(501);
    expect(fieldPaths(notEarlier)).toEqual(['body.toVersion']);
    expect((await revert({ id: s.id, version: s.version + 5, toVersion: s.version + 3 })).body.code).toBe(500);
    expect((await revert({ id: 999_999, version: 2, toVersion: 1 })).body.code).toBe(500);
    expect((await revert({ id: s.id, version: s.version, toVersion: 1 }, tokens.clerk)).status).toBe(403);
    expect(await currentVersion(s.id)).toBe(s.version);
  });
});

// ---------------------------------------------------------------- export and import
describe('export and import', () => {
  const exportOf = async (id: number, token = tokens.admin, asLink = false) => {
    const ticket = asLink ? (await server.ticket(token, { purpose: 'link', path: 'screen/export' })).ticket : '';
    const res = await fetch(
      `${server.url}/api/admin/screen/export?id=${id}${asLink ? `&ticket=${encodeURIComponent(ticket)}` : ''}`,
      asLink ? {} : { headers: { access_token: token } },
    );
    return { res, text: await res.text() };
  };
  const importJson = (id: number, version: number, json: string, token = tokens.admin) =>
    server.call<Screen>('POST', 'screen/import', { token, body: { id, version, json } });

  it('exports the body as a JSON attachment named after the route and version', async () => {
    const s = await reset('/dashboard/analysis');
    const { res, text } = await exportOf(s.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toContain(`filename="dashboard-analysis-v${s.version}.json"`);
    expect(JSON.parse(text)).toEqual(s.body);
    // A download link carries a ticket (never the session token) in the query.
    const linked = await exportOf(s.id, tokens.clerk, true);
    expect(linked.res.status).toBe(200);
    expect(JSON.parse(linked.text)).toEqual(s.body);
    const withToken = await fetch(`${server.url}/api/admin/screen/export?id=${s.id}&token=${encodeURIComponent(tokens.clerk)}`);
    expect(withToken.status).toBe(401);
    const company = await exportOf(s.id, tokens.company);
    expect(company.res.status).toBe(401);
  });

  it('round-trips: an exported file imports as a new version with the same body', async () => {
    const s = await byRoute('/dashboard/analysis');
    const { text } = await exportOf(s.id);
    const r = await importJson(s.id, s.version, text);
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.version).toBe(s.version + 1);
    expect(r.body.result.body).toEqual(s.body);
    expect((await versions(s.id))[0]).toMatchObject({ version: s.version + 1, note: 'import', savedByName: ADMIN_NAME });

    const edited = { ...JSON.parse(text), title: '导入的标题' };
    const again = await importJson(s.id, s.version + 1, JSON.stringify(edited));
    expect(again.body.code).toBe(200);
    expect((await byRoute('/dashboard/analysis')).body.title).toBe('导入的标题');
  });

  it('keeps a function-like option as plain text', async () => {
    const s = await byRoute('/dashboard/analysis');
    const body = structuredClone(s.body);
    body.widgets[1]!.options = { formatter: 'function(v){return alert(v)}', unit: '件' };
    const r = await importJson(s.id, s.version, JSON.stringify(body));
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.body.widgets[1]!.options).toEqual({ formatter: 'function(v){return alert(v)}', unit: '件' });
  });

  it('refuses every bad file with clear field paths and changes nothing', async () => {
    const s = await byRoute('/dashboard/analysis');
    const body = (): ScreenBody => structuredClone(s.body);
    const cases: [string, string, string][] = [];
    cases.push(['not JSON', '{"route": "/dashboard/analysis", ', 'json']);
    cases.push(['an unknown top-level key', JSON.stringify({ ...body(), script: 'alert(1)' }), 'json']);
    const extra = body() as unknown as { widgets: Record<string, unknown>[] };
    extra.widgets[0]!.onClick = 'alert(1)';
    cases.push(['an extra widget property', JSON.stringify(extra), 'json.widgets.0']);
    const nested = body();
    nested.widgets[1]!.options = { formatter: { code: 'x' } } as never;
    cases.push(['an object as an option', JSON.stringify(nested), 'json.widgets.1.options.formatter']);
    const overflow = body();
    overflow.widgets[2]!.x = overflow.grid.cols - 1;
    overflow.widgets[2]!.w = 3;
    cases.push(['a widget beyond the grid', JSON.stringify(overflow), 'json.widgets.2.w']);
    const dup = body();
    dup.widgets[2]!.i = dup.widgets[1]!.i;
    cases.push(['duplicate widget keys', JSON.stringify(dup), 'json.widgets.2.i']);
    cases.push(['another route', JSON.stringify({ ...body(), route: '/view-index' }), 'json.route']);
    cases.push(['a JSON array', '[]', 'json']);

    for (const [what, json, path] of cases) {
      const r = await importJson(s.id, s.version, json);
      expect(r.body.code, what).toBe(501);
      expect(fieldPaths(r), what).toContain(path);
      expect(r.body.message.length, what).toBeGreaterThan(0);
    }
    const huge = await importJson(s.id, s.version, JSON.stringify({ ...body(), pad: 'x'.repeat(600 * 1024) }));
    expect(huge.body.code).toBe(501);
    expect(fieldPaths(huge)).toEqual(['body.json']);

    const notJson = await importJson(s.id, s.version, 'nope', tokens.admin);
    expect(notJson.body.message).toBe('导入文件不是有效的 JSON，大屏未做任何修改');
    expect((await importJson(s.id, s.version, JSON.stringify(body()), tokens.clerk)).status).toBe(403);
    expect(await currentVersion(s.id)).toBe(s.version);
    expect((await byRoute('/dashboard/analysis')).body).toEqual(s.body);
  });

  it('refuses an import over a stale version with 502', async () => {
    const s = await byRoute('/dashboard/analysis');
    const r = await importJson(s.id, s.version - 1, JSON.stringify(s.body));
    expect(r.body.code).toBe(502);
    expect(await currentVersion(s.id)).toBe(s.version);
  });
});

// ---------------------------------------------------------------- share links
describe('share links', () => {
  let publicScreen: Screen;
  const createShare = (body: Record<string, unknown>, token = tokens.admin) =>
    server.call<ScreenShareLink>('POST', 'screen/share/create', { token, body });
  async function createOk(body: Record<string, unknown>): Promise<ScreenShareLink> {
    const r = await createShare(body);
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    return screenShareLinkSchema.parse(r.body.result);
  }
  const open = (token: unknown) => server.call<ScreenShareView | null>('GET', '/api/screen-share/screen', { query: { token: token as string } });
  const stats = (token: unknown, widgets: string[], context: Record<string, unknown> = {}) =>
    server.call('POST', '/api/screen-share/stats', { body: { token, widgets, context } });
  const expectInvalid = (r: { status: number; body: unknown }, what: string) => {
    expect(r.status, what).toBe(200);
    expect(r.body, what).toEqual({ code: 500, message: INVALID_LINK_ZH, result: null });
  };

  beforeAll(async () => {
    publicScreen = await byRoute('/public-view-index');
  });

  it('creates a link to the screen route, by default over the province, shown once', async () => {
    const link = await createOk({ id: publicScreen.id, days: 7 });
    expect(link.url).toMatch(/\/#\/public-view-index\?share=\d+\.[A-Za-z0-9_-]{43}$/);
    expect(decodeURIComponent(link.url.split('share=')[1]!)).toBe(link.token);
    expect(link.rootArea).toMatchObject({ name: '浙江省', adcode: '330000', level: 'province' });
    expect(Math.abs(Date.parse(link.expiresAt) - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    expect(link.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await server.db.select().from(screenShares).where(eq(screenShares.id, link.id));
    expect(row!.nonceHash).not.toContain(link.token.split('.')[1]!);
  });

  it('opens the screen read-only without a session, counting the openings', async () => {
    const link = await createOk({ id: publicScreen.id });
    const r = await open(link.token);
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const view = screenShareViewSchema.parse(r.body.result);
    expect(view.screen.id).toBe(publicScreen.id);
    expect(view.screen.body).toEqual(publicScreen.body);
    expect(view.screen.updatedByName).toBeNull();
    expect(view.rootArea.name).toBe('浙江省');
    await open(link.token);
    const list = await server.call<ScreenShareRow[]>('GET', 'screen/share/list', { token: tokens.admin, query: { id: publicScreen.id } });
    expect(list.body.result.find((l) => l.id === link.id)).toMatchObject({ status: 'active', openCount: 2, createdByName: ADMIN_NAME });
    expect(JSON.stringify(list.body.result)).not.toContain(link.token);
  });

  it('gives one identical answer for malformed, unknown, wrong-nonce, expired and revoked tokens', async () => {
    const link = await createOk({ id: publicScreen.id });
    const [id, nonce] = link.token.split('.') as [string, string];
    expectInvalid(await open(undefined), 'missing');
    expectInvalid(await open('garbage'), 'malformed');
    expectInvalid(await open(`99999.${nonce}`), 'unknown id');
    expectInvalid(await open(`${id}.${'A'.repeat(43)}`), 'wrong nonce');
    expectInvalid(await stats('garbage', ['kpiCount']), 'stats, malformed');
    expectInvalid(await stats({ token: link.token }, ['kpiCount']), 'stats, not a string');

    const expired = await createOk({ id: publicScreen.id });
    await server.db.update(screenShares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(screenShares.id, expired.id));
    expectInvalid(await open(expired.token), 'expired');
    expectInvalid(await stats(expired.token, ['kpiCount']), 'stats, expired');

    const revoke = (linkId: number, token = tokens.admin) => server.call('POST', 'screen/share/revoke', { token, body: { id: linkId } });
    expect((await revoke(link.id, tokens.clerk)).status).toBe(403);
    expect((await open(link.token)).body.code).toBe(200);
    expect((await revoke(link.id)).body.code).toBe(200);
    expectInvalid(await open(link.token), 'revoked');
    expectInvalid(await stats(link.token, ['kpiCount']), 'stats, revoked');
    const again = await revoke(link.id);
    expect(again.body.code).toBe(500);
    expect((await revoke(999_999)).body.code).toBe(500);

    const list = await server.call<ScreenShareRow[]>('GET', 'screen/share/list', { token: tokens.admin, query: { id: publicScreen.id } });
    const status = (linkId: number) => list.body.result.find((l) => l.id === linkId)?.status;
    expect([status(link.id), status(expired.id)]).toEqual(['revoked', 'expired']);
  });

  it('validates the link input and who may hand one out', async () => {
    for (const days of [0, 366, 1.5]) {
      const r = await createShare({ id: publicScreen.id, days });
      expect(r.body.code, String(days)).toBe(501);
      expect(fieldPaths(r)).toEqual(['body.days']);
    }
    const bureauUnit = await createShare({ id: publicScreen.id, areaId: await unitId('杭州市司法局') });
    expect(bureauUnit.body.code).toBe(501);
    expect(fieldPaths(bureauUnit)).toEqual(['body.areaId']);
    expect((await createShare({ id: 999_999 })).body.code).toBe(500);
    for (const who of ['clerk', 'leader', 'company'] as const) {
      // Staff without the permission: 403; a counterpart user's base does not serve screens at all.
      const expected = who === 'company' ? 404 : 403;
      expect((await createShare({ id: publicScreen.id }, tokens[who])).status, who).toBe(expected);
      const list = await server.call('GET', 'screen/share/list', { token: tokens[who], query: { id: publicScreen.id } });
      expect(list.status, who).toBe(expected);
    }
    const count = await server.db.select({ n: sql<number>`count(*)::int` }).from(screenShares).where(eq(screenShares.createdBy, -1));
    expect(count[0]!.n).toBe(0);
  });

  describe('public stats', () => {
    let token: string;
    let hangzhouToken: string;
    beforeAll(async () => {
      const s = await byRoute('/public-view-index');
      const body = fixture('/public-view-index');
      body.widgets.push(
        { i: 'unitRank', x: 0, y: 20, w: 6, h: 4, type: 'ranking', title: '单位排名', query: { metric: 'contractCount', groupBy: 'unit', filters: { period: 'all' } }, options: {} },
        { i: 'feed', x: 6, y: 20, w: 6, h: 4, type: 'table', title: '预警', query: { metric: 'warningFeed', filters: { period: 'all' } }, options: {} },
        {
          i: 'locked',
          x: 12,
          y: 20,
          w: 6,
          h: 4,
          type: 'kpi',
          title: '累计登记合同',
          query: { metric: 'contractCount', filters: { period: 'all' } },
          options: { lockPeriod: true, lockArea: true },
        },
      );
      publicScreen = await saveOk(s.id, s.version, body);
      token = (await createOk({ id: s.id })).token;
      hangzhouToken = (await createOk({ id: s.id, areaId: await unitId('杭州市') })).token;
    });

    it('refuses widgets that are not on the screen, have no query, or name organisations (501)', async () => {
      const cases: [string[], string[]][] = [
        [['nope'], ['body.widgets.0']],
        [['kpiCount', 'nope'], ['body.widgets.1']],
        [['header'], ['body.widgets.0']],
        [['unitRank'], ['body.widgets.0']],
        [['feed'], ['body.widgets.0']],
      ];
      for (const [widgets, paths] of cases) {
        const r = await stats(token, widgets);
        expect(r.body.code, widgets.join()).toBe(501);
        expect(fieldPaths(r), widgets.join()).toEqual(paths);
      }
      const link = await createOk({ id: publicScreen.id });
      expect(link.privateWidgets.sort()).toEqual(['feed', 'unitRank']);
    });

    it('answers a drill area outside the link root with the root, and refuses a caller query or custom period (501)', async () => {
      const outside = await stats(hangzhouToken, ['kpiCount'], { areaId: await unitId('宁波市') });
      expect(outside.body.code).toBe(200);
      const root = await stats(hangzhouToken, ['kpiCount']);
      type Answer = { total: number; context: { areaId: number } }[];
      expect((outside.body.result as Answer)[0]!.total).toBe((root.body.result as Answer)[0]!.total);
      expect((outside.body.result as Answer)[0]!.context.areaId).toBe(await unitId('杭州市'));
      const custom = await stats(token, ['kpiCount'], { period: 'custom' });
      expect(custom.body.code).toBe(501);
      const query = await server.call('POST', '/api/screen-share/stats', {
        body: { token, widgets: ['kpiCount'], queries: [{ metric: 'contractCount', groupBy: 'unit' }] },
      });
      expect(query.body.code).toBe(501);
    });

    it('runs the saved queries of the named widgets within the root area, in order, with the drill context', async () => {
      type Result = { metric: string; groupBy: string | null; total: number | null; from: string | null };
      const run = async (t: string, widgets: string[], context: Record<string, unknown> = {}): Promise<Result[]> => {
        const r = await stats(t, widgets, context);
        expect(r.body.code, JSON.stringify(r.body)).toBe(200);
        expect(r.headers.get('cache-control')).toBe('no-store');
        return r.body.result as Result[];
      };
      const both = await run(token, ['kpiCount', 'byCategory'], { period: 'ytd' });
      expect(both.map((x) => [x.metric, x.groupBy])).toEqual([
        ['contractCount', null],
        ['contractAmount', 'category'],
      ]);
      expect(both[0]!.from).toBe(`${new Date().getFullYear()}-01-01`);

      const [province] = await run(token, ['kpiCount']);
      const [hangzhouRoot] = await run(hangzhouToken, ['kpiCount']);
      const [drilledToHangzhou] = await run(token, ['kpiCount'], { areaId: await unitId('杭州市') });
      const [xihu] = await run(hangzhouToken, ['kpiCount'], { areaId: await unitId('西湖区') });
      expect(province!.total).toBeGreaterThan(hangzhouRoot!.total!);
      expect(drilledToHangzhou!.total).toBe(hangzhouRoot!.total);
      expect(hangzhouRoot!.total).toBeGreaterThanOrEqual(xihu!.total!);
    });

    it('keeps the saved period and area of a widget that locks them, as the engine does', async () => {
      const r = await stats(token, ['locked', 'kpiCount'], { period: 'thisMonth', areaId: await unitId('杭州市') });
      expect(r.body.code, JSON.stringify(r.body)).toBe(200);
      const [locked, follows] = r.body.result as { total: number; from: string | null }[];
      expect(locked!.from).toBeNull();
      expect(follows!.from).toMatch(/-01$/);
      const all = await stats(token, ['locked']);
      expect(locked!.total).toBe((all.body.result as { total: number }[])[0]!.total);
    });
  });
});
