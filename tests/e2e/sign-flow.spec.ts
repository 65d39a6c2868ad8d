/**
 * Online signing (/contract/sign-flow, /matter/signFlow): the clerk takes a new contract with the
 * demo company to toSign through the API, then in the browser starts online signing and signs with
 * the unit's seal; the company user signs for its company; the stamped PDF appears with its sha256;
 * the downloaded PDF verifies as valid and a changed copy as invalid. Without ?id= the page lists the
 * caller's contracts to sign, as many as the API counts.
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { loginResponse } from './helpers/session';
import { SHOTS_WANTED, shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';
const COMPANY = '浙江之江建设集团有限公司';
type Base = 'admin' | 'company';

interface Page1<T> {
  records: T[];
  total: number;
}
interface Matter {
  id: number;
  kind: string;
  status: string;
}

async function login(request: APIRequestContext, username: string): Promise<string> {
  const res = await loginResponse(request, username, PASSWORD);
  const body = await res.json();
  expect(body.code, `sign-in of ${username}`).toBe(200);
  return body.result.token as string;
}

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown, base: Base = 'admin'): Promise<T> {
  const url = `/api/${base}/${path}`;
  const res =
    method === 'GET'
      ? await request.get(url, { headers: { access_token: token }, params: data as Record<string, string | number> })
      : await request.post(url, { headers: { access_token: token }, data });
  const body = await res.json();
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result as T;
}

async function draftPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 1; i <= 2; i++) doc.addPage([595, 842]).drawText(`Service contract - final draft, page ${i}`, { x: 60, y: 760, size: 14 });
  return Buffer.from(await doc.save());
}

/** A new contract of the clerk's unit with the demo company as party B, taken to toSign through the API. */
async function contractToSign(request: APIRequestContext): Promise<{ id: number; code: string }> {
  const [clerk, reviewer, leader, company] = await Promise.all(['clerk', 'reviewer', 'leader', 'company'].map((u) => login(request, u)));
  // The company's counterpart id, from one of its contracts.
  const mine = await call<Page1<{ id: number }>>(request, company!, 'POST', 'contract/queryPage', { size: 1 }, 'company');
  const detail = await call<{ parties: { kind: string; name: string; counterpartId: number | null }[] }>(
    request,
    company!,
    'GET',
    'contract/detail',
    { id: mine.records[0]!.id },
    'company',
  );
  const counterpartId = detail.parties.find((p) => p.kind === 'counterpart' && p.name === COMPANY)!.counterpartId!;
  const upload = await request.post('/api/admin/sys_files/uploadFile', {
    headers: { access_token: clerk! },
    multipart: { file: { name: '服务合同定稿.pdf', mimeType: 'application/pdf', buffer: await draftPdf() } },
  });
  const fileId = (await upload.json()).result.fileId as number;
  const c = await call<{ id: number; version: number }>(request, clerk!, 'POST', 'contract/register', {
    name: `在线签署演示：政务云运维服务合同 ${Date.now() % 100000}`,
    category: 'procurementServices',
    subject: '政务云平台运维、安全巡检及应急保障服务',
    amountFen: 48_000_000,
    direction: 'expenditure',
    fundSource: '财政资金',
    procurementMethod: '竞争性磋商',
    performStart: '2027-01-01',
    performEnd: '2027-12-31',
    counterparts: [{ counterpartId, role: 'B' }],
    files: [{ fileId, kind: 'draft' }],
    submit: true,
  });
  const v = await call<{ version: number }>(request, clerk!, 'POST', 'contract/move', { id: c.id, version: c.version, action: 'submitForReview' });
  let m = await call<{ contractVersion: number }>(request, clerk!, 'POST', 'matter/submit', { contractId: c.id, version: v.version, kind: 'survey', content: '相对方依法设立、有效存续，资信良好。' });
  m = await call(request, clerk!, 'POST', 'matter/submit', { contractId: c.id, version: m.contractVersion, kind: 'seek', content: '已征求财务处意见' });
  const pending = async (kind: string) => {
    const d = await call<{ matters: Matter[] }>(request, clerk!, 'GET', 'contract/detail', { id: c.id });
    const found = d.matters.find((x) => x.kind === kind && x.status === 'pending');
    expect(found, `pending ${kind}`).toBeTruthy();
    return found!;
  };
  const handle = async (token: string, kind: string, path: string) => {
    const matter = await pending(kind);
    const full = await call<{ version: number }>(request, token, 'GET', 'matter/detail', { id: matter.id });
    return call<{ contractVersion: number; contractStatus: string }>(request, token, 'POST', path, { id: matter.id, version: full.version, result: 'pass', opinion: '同意' });
  };
  const r = await handle(reviewer!, 'validityUnit', 'matter/handle');
  expect(r.contractStatus).toBe('finalDraft');
  await call(request, clerk!, 'POST', 'matter/submit', { contractId: c.id, version: r.contractVersion, kind: 'finalDraftUnit', fileIds: [fileId] });
  const a = await handle(leader!, 'approval', 'approval/handle');
  expect(a.contractStatus).toBe('toSign');
  const final = await call<{ id: number; code: string; status: string }>(request, clerk!, 'GET', 'contract/detail', { id: c.id });
  expect(final.status).toBe('toSign');
  return { id: final.id, code: final.code };
}

const confirmModal = (page: Page) => page.locator('.arco-modal').filter({ hasText: /确认/ }).getByRole('button', { name: /确\s*定|签\s*署|OK/ }).last();

test('clerk and company sign online; the stamped PDF shows its hash and verifies', async ({ page, signIn }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const contract = await contractToSign(page.request);

  // The clerk: the picker lists what the API counts, then the contract's page.
  const clerk = await signIn(page, 'clerk');
  const api = await call<Page1<unknown>>(page.request, clerk, 'POST', 'contract/queryPage', { status: ['toSign', 'signing'], size: 10 });
  await page.goto('/#/contract/sign-flow');
  const picker = page.getByTestId('sign-picker');
  await expect(picker.locator('.arco-pagination-total-text')).toContainText(String(api.total));
  await expect(picker.locator('tbody tr')).toHaveCount(Math.min(10, api.total));
  await shot(page, { path: `${SHOTS}/sign-flow-picker.png` });

  await page.goto(`/#/contract/sign-flow?id=${contract.id}`);
  await expect(page.getByTestId('sign-summary')).toContainText(contract.code);
  await expect(page.getByTestId('sign-status')).toHaveText('待签署');
  await shot(page, { path: `${SHOTS}/sign-flow-to-sign.png` });
  await page.getByTestId('sign-start').click();
  await page.locator('.arco-modal').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByTestId('sign-status')).toHaveText('签署中');

  const info = await call<{ seals: { id: number; sealSn: string }[] }>(page.request, clerk, 'GET', 'contract/signInfo', { id: contract.id });
  const seal = info.seals[0]!;
  await page.getByTestId(`sign-seal-${seal.id}`).click();
  await page.getByTestId('sign-submit').scrollIntoViewIfNeeded();
  await shot(page, { path: `${SHOTS}/sign-flow-choose-seal.png` });
  await page.getByTestId('sign-submit').click();
  await expect(page.locator('.arco-modal')).toContainText(seal.sealSn);
  await confirmModal(page).click();
  await expect(page.getByTestId('sign-parties')).toContainText(seal.sealSn);
  await expect(page.getByTestId('sign-panel')).toHaveCount(0);
  await expect(page.getByTestId('sign-pdf')).toContainText('各方全部在线签署后');

  // The company user signs for its company.
  await signIn(page, 'company');
  await page.goto(`/#/contract/sign-flow?id=${contract.id}`);
  await expect(page.getByTestId('sign-panel')).toContainText(COMPANY);
  await shot(page, { path: `${SHOTS}/sign-flow-company.png` });
  await page.getByTestId('sign-submit').click();
  await confirmModal(page).click();
  const hash = page.getByTestId('sign-pdf-hash');
  await expect(hash).toBeVisible();
  await expect(page.getByTestId('sign-status')).toHaveText('待备案');

  const after = await call<{ signedPdf: { fileId: number; sha256: string } }>(page.request, clerk, 'GET', 'contract/signInfo', { id: contract.id });
  await expect(hash).toHaveAttribute('data-hash', after.signedPdf.sha256);

  // Download the PDF through the page's link and verify it in the box: valid; a changed copy: invalid.
  const download = page.waitForEvent('download');
  await page.getByTestId('sign-pdf-download').click();
  const file = await (await download).path();
  const fs = await import('node:fs');
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(after.signedPdf.sha256);
  const input = page.getByTestId('sign-verify').locator('input[type=file]');
  await input.setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByTestId('sign-verify-valid')).toContainText(contract.code);
  await page.getByTestId('sign-verify-valid').scrollIntoViewIfNeeded();
  await shot(page, { path: `${SHOTS}/sign-flow-signed-valid.png` });
  const changed = Buffer.from(bytes);
  changed[changed.length - 20] = changed[changed.length - 20]! ^ 0xff;
  await input.setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: changed });
  await expect(page.getByTestId('sign-verify-invalid')).toBeVisible();
  await page.getByTestId('sign-verify-invalid').scrollIntoViewIfNeeded();
  await shot(page, { path: `${SHOTS}/sign-flow-verify-invalid.png` });

  // The stamped PDF as its preview link serves it: inline, the same bytes.
  const link = await page.request.post('/api/company/sys_ticket/issue', {
    headers: { access_token: await login(page.request, 'company') },
    data: { purpose: 'file', fileId: after.signedPdf.fileId, kind: 'preview' },
  });
  const previewUrl = ((await link.json()) as { result: { url: string } }).result.url;
  const preview = await page.request.get(previewUrl);
  expect(preview.headers()['content-type']).toContain('application/pdf');
  expect(preview.headers()['content-disposition']).toMatch(/^inline/);
  expect(createHash('sha256').update(await preview.body()).digest('hex')).toBe(after.signedPdf.sha256);
  // A picture of it needs a browser with a PDF viewer (the headless shell the suite runs in downloads
  // PDFs): E2E_SHOTS=1 PLAYWRIGHT_CHROMIUM=/usr/bin/chromium.
  if (SHOTS_WANTED && process.env.PLAYWRIGHT_CHROMIUM) {
    await page.goto(`${previewUrl}#page=2`);
    await page.waitForTimeout(1500);
    await shot(page, { path: `${SHOTS}/sign-flow-pdf.png` });
  }
});

test('the signFlow matter opens the signing page of its contract', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { id } = await contractToSign(page.request);
  const clerk = await signIn(page, 'clerk');
  const detail = await call<{ code: string; matters: Matter[] }>(page.request, clerk, 'GET', 'contract/detail', { id });
  const matter = detail.matters.find((m) => m.kind === 'signFlow' && m.status === 'pending');
  expect(matter, 'a pending signFlow matter of a toSign contract').toBeTruthy();
  await page.goto(`/#/matter/signFlow?matterId=${matter!.id}`);
  await expect(page).toHaveURL(new RegExp(`/contract/sign-flow\\?id=${id}$`));
  await expect(page.getByTestId('sign-summary')).toContainText(detail.code);
  await expect(page.getByTestId('sign-start')).toBeVisible();
  await expect(page.getByTestId('sign-offline')).toBeVisible();
});
