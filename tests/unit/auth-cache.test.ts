/**
 * The auth cache's rules without a database: which notification drops what, that nothing is kept
 * while the listener is not live, and that a read begun before an invalidation is not kept. Also the
 * settings of scale-out (WORKERS, FILES_S3_*).
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { AuthContext } from '../../server/http/auth';
import { AuthCache } from '../../server/http/auth-cache';

const ctx = (sessionId: number, userId: number, roleIds: number[]): AuthContext => ({
  sessionId,
  userId,
  username: `u${userId}`,
  realName: '',
  userType: 'staff',
  base: 'admin',
  counterpartId: null,
  currentUnitId: null,
  unitIds: [],
  roles: roleIds.map((id) => ({ id, code: `r${id}`, name: `r${id}` })),
  dataScope: 'unit',
  permissions: [],
  mustChangePassword: false,
  passwordChangedAt: 0,
});

/** A cache that believes it is listening. */
function liveCache(): AuthCache {
  const cache = new AuthCache();
  cache.live = () => true;
  return cache;
}

async function filled(): Promise<AuthCache> {
  const cache = liveCache();
  const expiresAt = Date.now() + 60_000;
  const lastSeenAt = Date.now();
  await cache.sessions.get('t1', async () => ({ ctx: ctx(1, 10, [100]), expiresAt, lastSeenAt }));
  await cache.sessions.get('t2', async () => ({ ctx: ctx(2, 10, [100]), expiresAt, lastSeenAt }));
  await cache.sessions.get('t3', async () => ({ ctx: ctx(3, 20, [200]), expiresAt, lastSeenAt }));
  await cache.menus.get('100', async () => []);
  await cache.unread.get(10, async () => 4);
  await cache.unread.get(20, async () => 1);
  await cache.units.get('chain:5', async () => [5]);
  return cache;
}

const keys = <K>(m: Map<K, unknown>) => [...m.keys()];

describe('auth cache invalidation', () => {
  it("a session's notification drops that session only", async () => {
    const cache = await filled();
    cache.invalidate('s:2');
    expect(keys(cache.sessions.map)).toEqual(['t1', 't3']);
    expect(cache.unread.map.size).toBe(2);
  });

  it("a user's notification drops all their sessions and their unread count", async () => {
    const cache = await filled();
    cache.invalidate('u:10');
    expect(keys(cache.sessions.map)).toEqual(['t3']);
    expect(keys(cache.unread.map)).toEqual([20]);
  });

  it("a role's notification drops its holders' sessions and every menu", async () => {
    const cache = await filled();
    cache.invalidate('r:200');
    expect(keys(cache.sessions.map)).toEqual(['t1', 't2']);
    expect(cache.menus.map.size).toBe(0);
  });

  it('menus, units and messages drop what they feed', async () => {
    const cache = await filled();
    cache.invalidate('m');
    expect(cache.menus.map.size).toBe(0);
    expect(cache.sessions.map.size).toBe(3);
    cache.invalidate('n');
    expect(cache.units.map.size).toBe(0);
    cache.invalidate('b:20');
    expect(keys(cache.unread.map)).toEqual([10]);
  });

  it("a contract change drops the lists' totals, pages and page ends, the details and the rows; a unit change drops the pages and page ends (their scope, unit names) too", async () => {
    const cache = await filled();
    await cache.listTotals.get('k', async () => 7);
    await cache.listPages.get('k|1', async () => ({ records: [] }));
    cache.listBounds.keep('k|1', { id: 5, empty: false }, cache.listBounds.generation);
    await cache.contractRows.get(5, async () => ({ id: 5 }));
    cache.invalidate('n');
    expect(cache.listPages.map.size + cache.listBounds.map.size).toBe(0);
    expect(cache.listTotals.map.size + cache.contractRows.map.size).toBe(2);
    await cache.listPages.get('k|1', async () => ({ records: [] }));
    cache.listBounds.keep('k|1', { id: 5, empty: false }, cache.listBounds.generation);
    await cache.contractDetails.get('1|staff', async () => ({ body: {} }));
    cache.invalidate('c');
    const kept = [cache.listTotals, cache.listPages, cache.listBounds, cache.contractDetails, cache.contractRows].map((m) => m.map.size);
    expect(kept).toEqual([0, 0, 0, 0, 0]);
    expect(cache.sessions.map.size).toBe(3);
  });

  it("a setting's notification drops that setting (each variant) only", async () => {
    const cache = await filled();
    await cache.settings.get('securityPolicy:default', async () => ({ value: null }));
    await cache.settings.get('securityPolicy:mlps3', async () => ({ value: null }));
    await cache.settings.get('other', async () => ({ value: 1 }));
    cache.invalidate('g:securityPolicy');
    expect(keys(cache.settings.map)).toEqual(['other']);
    expect(cache.sessions.map.size).toBe(3);
  });

  it('keeps a page end only if nothing was dropped since it was read', () => {
    const cache = liveCache();
    const since = cache.listBounds.generation;
    cache.invalidate('c');
    cache.listBounds.keep('k|1', { id: 5, empty: false }, since);
    expect(cache.listBounds.map.size).toBe(0);
    cache.listBounds.keep('k|1', { id: 5, empty: false }, cache.listBounds.generation);
    expect(cache.listBounds.map.size).toBe(1);
  });

  it('an unknown notification forgets everything', async () => {
    const cache = await filled();
    cache.invalidate('z:1');
    expect(cache.sessions.map.size + cache.menus.map.size + cache.unread.map.size + cache.units.map.size).toBe(0);
  });

  it('keeps nothing while not listening, and never a null answer', async () => {
    const cache = new AuthCache();
    let reads = 0;
    const read = async () => {
      reads++;
      return 3;
    };
    await cache.unread.get(1, read);
    await cache.unread.get(1, read);
    expect(reads).toBe(2);
    const live = liveCache();
    expect(await live.sessions.get('x', async () => null)).toBeNull();
    expect(live.sessions.map.size).toBe(0);
  });

  it('does not keep a read that an invalidation overtook', async () => {
    const cache = liveCache();
    let release!: () => void;
    const pending = cache.unread.get(7, async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return 9;
    });
    await Promise.resolve();
    cache.invalidate('b:7');
    release();
    expect(await pending).toBe(9);
    expect(cache.unread.map.has(7)).toBe(false);
    expect(await cache.unread.get(7, async () => 8)).toBe(8);
    expect(cache.unread.map.get(7)).toBe(8);
  });
});

describe('scale-out settings', () => {
  it('WORKERS defaults to one process', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ WORKERS: 'many' }).workers).toBe(1);
  });

  it('files go to local disk unless FILES_S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ FILES_S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
    expect(
      loadConfig({ FILES_S3_BUCKET: 'contracts', FILES_S3_ENDPOINT: 'http://minio:9000', FILES_S3_ACCESS_KEY_ID: 'k', FILES_S3_SECRET_ACCESS_KEY: 's' }).s3,
    ).toEqual({
      bucket: 'contracts',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      prefix: '',
      forcePathStyle: true,
    });
    expect(loadConfig({ FILES_S3_BUCKET: 'b', FILES_S3_PATH_STYLE: '0', FILES_S3_REGION: 'cn-hangzhou' }).s3).toMatchObject({
      forcePathStyle: false,
      region: 'cn-hangzhou',
    });
  });
});
