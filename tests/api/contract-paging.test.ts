/**
 * contract/queryPage's keyset paging (contracts/list.ts afterBound): a page whose previous page was read
 * since the last contract change is read as the rows after that page's last contract, whatever its
 * depth (and a page shortly after a page read, with the pages between skipped). For every sort field both ways (empty signing dates last, ties by id, text in the database's
 * collation, timestamps to the microsecond), paging through the demo seed's 2 000 contracts that way
 * gives exactly the pages read by offset, and after a write the next page is read anew.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../server/db/schema';
import { CONTRACT_SORT_FIELDS, type ContractRow, SORT_ORDERS } from '../../src/domain/contract-api';
import type { Page } from '../../src/domain/envelope';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
const SIZE = 100;

async function page(query: Record<string, unknown>): Promise<Page<ContractRow>> {
  const r = await s.call<Page<ContractRow>>('POST', 'contract/queryPage', { token: admin, body: { size: SIZE, ...query } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

/** Any change to contracts drops every kept page and page end (a statement trigger notifies 'c'). */
async function touchContracts() {
  await s.db.execute(sql`update contracts set name = name where id = (select min(id) from contracts)`);
}

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  // Ties on every sort: equal amounts and signing dates, one update time to the microsecond.
  await s.db.execute(sql`update contracts set updated_at = '2026-03-01 10:00:00.123456+08' where id % 7 = 0`);
  await s.db.execute(sql`update contracts set amount_fen = 50000000, sign_date = '2026-02-02' where id % 11 = 0`);
});
afterAll(async () => {
  await s?.close();
});

describe('contract/queryPage: keyset paging', () => {
  for (const sortField of CONTRACT_SORT_FIELDS) {
    for (const sortOrder of SORT_ORDERS) {
      it(`${sortField} ${sortOrder}: pages read one after another equal the pages read by offset`, async () => {
        const q = { sortField, sortOrder };
        const first = await page({ ...q, current: 1 });
        const pages = Math.ceil(first.total / SIZE);
        expect(pages).toBeGreaterThan(10);
        await touchContracts();
        // By offset: from the last page back (no page's predecessor has been read yet).
        const byOffset: number[][] = [];
        for (let n = pages; n >= 1; n--) byOffset[n] = (await page({ ...q, current: n })).records.map((r) => r.id);
        await touchContracts();
        // One after another: page n + 1 after page n's last contract.
        for (let n = 1; n <= pages; n++) {
          const ids = (await page({ ...q, current: n })).records.map((r) => r.id);
          expect(ids, `page ${n}`).toEqual(byOffset[n]);
        }
        expect(new Set(byOffset.flat()).size).toBe(first.total);
        // Jumps: a page after the nearest page end read before it, the pages between skipped.
        await touchContracts();
        for (const n of [1, 4, 9, 3, pages]) {
          const ids = (await page({ ...q, current: n })).records.map((r) => r.id);
          expect(ids, `page ${n} after a jump`).toEqual(byOffset[n]);
        }
      });
    }
  }

  it('after a write the next page is read anew, not after a page end kept from before', async () => {
    const q = { sortField: 'amountFen', sortOrder: 'desc' };
    const one = await page({ ...q, current: 1 });
    const top = one.records[0]!;
    // The first contract of page 2 jumps to the top: page 2 now starts one row later.
    const two = await page({ ...q, current: 2 });
    const moved = two.records[0]!;
    await s.db.update(contracts).set({ amountFen: top.amountFen + 1 }).where(eq(contracts.id, moved.id));
    const again = await page({ ...q, current: 2 });
    expect(again.records[0]!.id).toBe(one.records.at(-1)!.id);
    expect(again.records.map((r) => r.id)).not.toContain(moved.id);
  });
});
