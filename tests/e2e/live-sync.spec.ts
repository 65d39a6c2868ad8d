/**
 * Live sync in the browser (docs/live-sync.md): with the clerk's workplace open, a contract the same
 * clerk registers through the API (another tab, say) raises the overview's "在办合同" tile within
 * 5 seconds without a reload. The overview polls only every minute, so only the event stream can
 * make it in time.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiBase } from './helpers/session';
import { expect, test } from './fixtures';


async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ code: number; result: T }> {
  const res = await request.fetch(`${apiBase(token)}/${path}`, { method, headers: { access_token: token }, data });
  return (await res.json()) as { code: number; result: T };
}

/** The tile's figure ("1,234" -> 1234). */
async function tileValue(page: Page, id: string): Promise<number> {
  const text = (await page.getByTestId(`overview-${id}`).locator('.arco-statistic-value').innerText()).replace(/[^\d]/g, '');
  return Number(text);
}

test('a contract registered elsewhere raises the workplace overview within 5 seconds, without a reload', async ({ page, request, signIn }) => {
  const token = await signIn(page, 'clerk');
  const stream = page.waitForResponse((r) => r.url().includes('/api/admin/events/stream'));
  await page.goto('/#/dashboard/workplace');
  const tile = page.getByTestId('overview-underway');
  await expect(tile).toBeVisible();
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
  const before = await tileValue(page, 'underway');

  // Counterparts the clerk's unit has contracted with (any that is not on the dishonesty list will do).
  const list = await api<{ records: { id: number }[] }>(request, token, 'POST', 'contract/queryPage', { current: 1, size: 10 });
  expect(list.code).toBe(200);
  const candidates = new Set<number>();
  for (const { id } of list.result.records) {
    const d = await api<{ parties: { kind: string; counterpartId: number | null }[] }>(request, token, 'GET', `contract/detail?id=${id}`);
    for (const p of d.result.parties) if (p.kind === 'counterpart' && p.counterpartId) candidates.add(p.counterpartId);
  }
  let registered: { id: number; status: string } | null = null;
  for (const counterpartId of candidates) {
    const r = await api<{ id: number; status: string }>(request, token, 'POST', 'contract/register', {
      name: '实时同步端到端测试合同',
      category: 'procurementServices',
      amountFen: 500_000,
      counterparts: [{ counterpartId, role: 'B' }],
      submit: true,
    });
    if (r.code === 200) {
      registered = r.result;
      break;
    }
  }
  expect(registered?.status).toBe('registered');
  const at = Date.now();

  await expect.poll(() => tileValue(page, 'underway'), { timeout: 5000, intervals: [100] }).toBe(before + 1);
  expect(Date.now() - at).toBeLessThan(5000);
  // The page was never reloaded: still the one navigation.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});
