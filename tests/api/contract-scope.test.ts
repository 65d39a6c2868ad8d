/**
 * contracts/scope.ts gives a staff caller's data scope twice: as SQL (`where`: every list, count and
 * write) and as a test on a contract's row (`covers`: contract/detail, which reads the row from
 * memory). For every staff demo account the two pick the same contracts of the demo seed, and the
 * detail over HTTP answers 200 inside the scope and 403 outside it, read anew and from memory alike;
 * a contract moved out of reach is refused on the next call.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { contracts } from '../../server/db/schema';
import { loadAuthContext } from '../../server/http/auth';
import { contractScope } from '../../server/modules/contracts/scope';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const STAFF = ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county'] as const;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe('the staff scope as SQL and as a test on the row', () => {
  it.each(STAFF)('%s: both pick the same contracts, and the detail follows them', async (user) => {
    const token = await s.login(user);
    const ctx = await loadAuthContext(s.db, token);
    if (!ctx || ctx === 'expired') throw new Error(`no session for ${user}`);
    const scope = await contractScope(s.db, ctx);
    if (!scope.covers) throw new Error(`${user}: a staff scope has a row test`);
    const rows = await s.db.select({ id: contracts.id, unitId: contracts.unitId, areaId: contracts.areaId, bureauUnitId: contracts.bureauUnitId }).from(contracts);
    const bySql = new Set(
      (await queryRows<{ id: number }>(s.db, sql`select ${contracts.id} as id from ${contracts} where ${scope.where ?? sql`true`}`)).map((r) => Number(r.id)),
    );
    const byRow = new Set(rows.filter(scope.covers).map((r) => r.id));
    expect(byRow).toEqual(bySql);
    expect(rows.length).toBeGreaterThan(1000);

    // A few on each side (both sides exist for every account but the administrator), each asked twice.
    const inside = [...bySql].slice(0, 6);
    const outside = rows.filter((r) => !bySql.has(r.id)).slice(0, 6).map((r) => r.id);
    expect(inside.length).toBe(6);
    if (user !== 'admin') expect(outside.length).toBe(6);
    for (let round = 0; round < 2; round++) {
      for (const id of inside) {
        const r = await s.call('GET', 'contract/detail', { token, query: { id } });
        expect([r.status, r.body.code], `${user} contract ${id}`).toEqual([200, 200]);
      }
      for (const id of outside) {
        const r = await s.call('GET', 'contract/detail', { token, query: { id } });
        expect([r.status, r.body.code], `${user} contract ${id}`).toEqual([403, 403]);
      }
    }
    // A contract moved out of the caller's reach is refused on the very next call (the row in memory is dropped).
    if (user === 'clerk') {
      const [moved] = await s.db.select({ id: contracts.id, unitId: contracts.unitId, areaId: contracts.areaId }).from(contracts).where(inArray(contracts.id, inside));
      const other = rows.find((r) => !bySql.has(r.id))!;
      await s.db.update(contracts).set({ unitId: other.unitId, areaId: other.areaId, bureauUnitId: other.bureauUnitId }).where(inArray(contracts.id, [moved!.id]));
      const r = await s.call('GET', 'contract/detail', { token, query: { id: moved!.id } });
      expect(r.status).toBe(403);
      await s.db.update(contracts).set({ unitId: moved!.unitId, areaId: moved!.areaId }).where(inArray(contracts.id, [moved!.id]));
    }
  });

  it('bureau: a contract reached only by its area, or only by its filing bureau, is in both', async () => {
    const token = await s.login('bureau');
    const ctx = await loadAuthContext(s.db, token);
    if (!ctx || ctx === 'expired') throw new Error('no session');
    const before = await contractScope(s.db, ctx);
    if (before.units === 'all' || !before.units.length) throw new Error('the bureau has an area scope');
    const reach = before.units;
    const outside = (await s.db.select().from(contracts)).filter((r) => !before.covers!(r)).slice(0, 2);
    const [byArea, byBureau] = outside;
    if (!byArea || !byBureau) throw new Error('two contracts outside the bureau');
    await s.db.update(contracts).set({ areaId: reach[0]!, bureauUnitId: null }).where(inArray(contracts.id, [byArea.id]));
    await s.db.update(contracts).set({ areaId: null, bureauUnitId: reach[0]! }).where(inArray(contracts.id, [byBureau.id]));
    try {
      const scope = await contractScope(s.db, ctx);
      const rows = await s.db.select().from(contracts).where(inArray(contracts.id, [byArea.id, byBureau.id]));
      const bySql = await queryRows<{ id: number }>(s.db, sql`select ${contracts.id} as id from ${contracts} where ${contracts.id} in (${byArea.id}, ${byBureau.id}) and ${scope.where}`);
      expect(bySql.map((r) => Number(r.id)).sort()).toEqual([byArea.id, byBureau.id].sort());
      expect(rows.filter(scope.covers!).map((r) => r.id).sort()).toEqual([byArea.id, byBureau.id].sort());
      for (const id of [byArea.id, byBureau.id]) {
        const r = await s.call('GET', 'contract/detail', { token, query: { id } });
        expect([r.status, r.body.code], `contract ${id}`).toEqual([200, 200]);
      }
    } finally {
      await s.db.update(contracts).set({ areaId: byArea.areaId, bureauUnitId: byArea.bureauUnitId }).where(inArray(contracts.id, [byArea.id]));
      await s.db.update(contracts).set({ areaId: byBureau.areaId, bureauUnitId: byBureau.bureauUnitId }).where(inArray(contracts.id, [byBureau.id]));
    }
  });

  it('an unknown contract is refused (code 500, not found), asked twice', async () => {
    const token = await s.login('clerk');
    for (let round = 0; round < 2; round++) {
      const r = await s.call('GET', 'contract/detail', { token, query: { id: 2_000_000_000 } });
      expect([r.status, r.body.code]).toEqual([200, 500]);
    }
  });
});
