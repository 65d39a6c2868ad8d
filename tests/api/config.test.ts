/** Config: getOperationBook answers the manual's file id, which downloads as a PDF. And GET /api/health, which needs no sign-in. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, sysConfig } from '../../server/db/schema';
import { translate } from '../../server/http/messages';
import type { Health } from '../../src/domain/health';
import { startTestServer, type TestServer } from './harness';

describe('config', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login('clerk');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('getOperationBook answers a file id whose download is a PDF', async () => {
    const r = await s.call<number>('GET', 'sys_config/getOperationBook', { token });
    expect(r.body.code).toBe(200);
    expect(Number.isInteger(r.body.result)).toBe(true);
    // The link the app opens: a ticket for this file, naming it by its public id.
    const link = await s.ticket(token, { purpose: 'file', fileId: r.body.result, kind: 'download' });
    const res = await fetch(new URL(link.url!, s.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('every signed-in account can read it; without a token it is 401', async () => {
    for (const name of ['admin', 'reviewer', 'bureau']) {
      const t = await s.login(name);
      expect((await s.call<number>('GET', 'sys_config/getOperationBook', { token: t })).body.code).toBe(200);
    }
    const none = await s.call('GET', 'sys_config/getOperationBook');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(401);
  });

  it('refuses with noManual when the key is absent, not a file id, or the file is deleted', async () => {
    const [entry] = await s.db.select().from(sysConfig).where(eq(sysConfig.key, 'operationBookFileId'));
    expect(entry).toBeDefined();
    const expectNoManual = async () => {
      const r = await s.call('GET', 'sys_config/getOperationBook', { token, headers: { lang: 'en-US' } });
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(500);
      expect(r.body.message).toBe(translate('en-US', 'noManual'));
    };
    try {
      await s.db.update(sysConfig).set({ value: 'abc' }).where(eq(sysConfig.key, 'operationBookFileId'));
      await expectNoManual();
      await s.db.update(sysConfig).set({ value: '999999' }).where(eq(sysConfig.key, 'operationBookFileId'));
      await expectNoManual();
      await s.db.update(sysConfig).set({ value: entry!.value }).where(eq(sysConfig.key, 'operationBookFileId'));
      await s.db.update(files).set({ isDel: true }).where(eq(files.id, Number(entry!.value)));
      await expectNoManual();
      await s.db.update(files).set({ isDel: false }).where(eq(files.id, Number(entry!.value)));
      await s.db.delete(sysConfig).where(eq(sysConfig.key, 'operationBookFileId'));
      await expectNoManual();
    } finally {
      await s.db
        .insert(sysConfig)
        .values({ key: 'operationBookFileId', value: entry!.value })
        .onConflictDoUpdate({ target: sysConfig.key, set: { value: entry!.value } });
      await s.db.update(files).set({ isDel: false }).where(eq(files.id, Number(entry!.value)));
    }
    const back = await s.call<number>('GET', 'sys_config/getOperationBook', { token });
    expect(back.body.result).toBe(Number(entry!.value));
  });

  it('GET /api/health answers that the server is up, with its clock, without a token', async () => {
    const before = Date.now();
    const r = await s.call<Health>('GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.result.status).toBe('up');
    expect(Date.parse(r.body.result.time)).toBeGreaterThanOrEqual(before - 1000);
  });
});
