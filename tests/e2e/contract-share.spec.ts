/**
 * Contract share links (QR codes): the clerk hands out a link for a contract of his unit through the
 * API; the link opens the public progress page in a fresh browser without a session (phone and
 * desktop widths) and in the clerk's own signed-in browser; a broken, a revoked and a missing token
 * show the invalid-link result and no data.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiBase } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const SHOTS = 'test-results/screenshots';
const INVALID = '该二维码链接无效或已过期';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

interface ContractRow {
  id: number;
  code: string;
  name: string;
}
interface ShareLink {
  id: number;
  url: string;
  token: string;
}

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`${apiBase(token)}/${path}`, { headers: { access_token: token }, data });
  const body = await res.json();
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result as T;
}

/** A page in a new browser context: no session, no stored preferences. */
async function freshPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  return context.newPage();
}

test('a share link shows the contract’s progress without a session, on a phone and a desktop', async ({ page, browser, signIn }) => {
  const token = await signIn(page, 'clerk');
  const list = await post<{ records: ContractRow[] }>(page.request, token, 'contract/queryPage', { view: 'execute', size: 1 });
  const contract = list.records[0];
  expect(contract, 'a performing contract of the clerk’s unit in the demo data').toBeDefined();
  const link = await post<ShareLink>(page.request, token, 'contract/share/create', { contractId: contract!.id, audience: 'unit', days: 7 });
  expect(link.url).toContain('/#/contract-share?token=');

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    const guest = await freshPage(browser, viewport);
    await guest.goto(link.url);
    await expect(guest.getByTestId('share-contract-name')).toHaveText(contract!.name);
    await expect(guest).toHaveURL(/#\/contract-share\?token=/);
    const stages = guest.getByTestId('share-stages');
    for (const stage of ['登记', '审查', '签署', '备案', '履行']) await expect(stages).toContainText(stage);
    await expect(guest.getByTestId('share-audience')).toContainText('合同主办单位');
    await expect(guest.getByTestId('share-review')).toBeVisible();
    await expect(guest.getByTestId('share-signing')).toBeVisible();
    await expect(guest.getByTestId('share-filing')).toBeVisible();
    await expect(guest.getByTestId('share-performance')).toBeVisible();
    await expect(guest.getByText(contract!.code).first()).toBeVisible();
    // Nothing of the page runs off the side of a phone.
    const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${label}`).toBeLessThanOrEqual(0);
    await shot(guest, { path: `${SHOTS}/contract-share-${label}.png`, fullPage: true });
    await guest.context().close();
  }

  // Signed in, the same link opens too (no redirect to the workplace or the login page).
  await page.goto(link.url);
  await expect(page.getByTestId('share-contract-name')).toHaveText(contract!.name);
  await expect(page).toHaveURL(/#\/contract-share\?token=/);
});

test('a counterpart’s link hides the amount and the filing', async ({ page, browser, signIn }) => {
  const token = await signIn(page, 'clerk');
  const list = await post<{ records: (ContractRow & { counterparts: string[] })[] }>(page.request, token, 'contract/queryPage', {
    view: 'execute',
    size: 20,
  });
  const contract = list.records.find((c) => c.counterparts.length > 0)!;
  const detail = await page.request.get('/api/admin/contract/detail', { headers: { access_token: token }, params: { id: contract.id } });
  const parties = (await detail.json()).result.parties as { kind: string; counterpartId: number | null }[];
  const counterpartId = parties.find((p) => p.kind === 'counterpart')!.counterpartId;
  const link = await post<ShareLink>(page.request, token, 'contract/share/create', { contractId: contract.id, audience: 'counterpart', partyId: counterpartId });

  const guest = await freshPage(browser, PHONE);
  await guest.goto(link.url);
  await expect(guest.getByTestId('share-contract-name')).toHaveText(contract.name);
  await expect(guest.getByTestId('share-audience')).toContainText('合同相对方');
  await expect(guest.getByText('合同金额')).toHaveCount(0);
  await expect(guest.getByTestId('share-filing')).toHaveCount(0);
  await expect(guest.getByTestId('share-stages')).not.toContainText('备案');
  await shot(guest, { path: `${SHOTS}/contract-share-counterpart-390.png`, fullPage: true });
  await guest.context().close();
});

test('a broken, revoked or missing token shows the invalid-link result and no data', async ({ page, browser, signIn }) => {
  const token = await signIn(page, 'clerk');
  const list = await post<{ records: ContractRow[] }>(page.request, token, 'contract/queryPage', { view: 'execute', size: 1 });
  const contract = list.records[0]!;
  const link = await post<ShareLink>(page.request, token, 'contract/share/create', { contractId: contract.id, audience: 'unit', days: 1 });
  await post(page.request, token, 'contract/share/revoke', { id: link.id });
  const origin = new URL(link.url).origin;
  const [id, nonce] = link.token.split('.') as [string, string];
  const wrongNonce = `${nonce.slice(0, -2)}${nonce.endsWith('AA') ? 'BB' : 'AA'}`;

  for (const [label, viewport, url] of [
    ['390', PHONE, `${origin}/#/contract-share?token=${id}.${wrongNonce}`],
    ['1366', DESKTOP, `${origin}/#/contract-share?token=not-a-token`],
  ] as const) {
    const guest = await freshPage(browser, viewport);
    await guest.goto(url);
    const invalid = guest.getByTestId('share-invalid');
    await expect(invalid).toContainText(INVALID);
    await expect(invalid).toContainText('无法查看合同进度');
    await expect(guest.getByTestId('share-contract-name')).toHaveCount(0);
    await expect(guest).toHaveURL(/#\/contract-share/);
    await shot(guest, { path: `${SHOTS}/contract-share-invalid-${label}.png`, fullPage: true });

    // The revoked link, and the page without any token, answer the same.
    await guest.goto(link.url);
    await expect(guest.getByTestId('share-invalid')).toContainText(INVALID);
    await expect(guest.getByText(contract.name)).toHaveCount(0);
    await guest.goto(`${origin}/#/contract-share`);
    await expect(guest.getByTestId('share-invalid')).toContainText(INVALID);
    await expect(guest).toHaveURL(/#\/contract-share$/);
    await guest.context().close();
  }
});
