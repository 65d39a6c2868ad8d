/**
 * Units, pickers and files (issue 7 items 5 and 7). As the administrator: /system/unit-manage adds a
 * unit under an area, edits it (name, judicial-bureau flag), deletes it; deleting a unit that still has
 * a user shows the server's refusal; a GeoJSON whose feature is not a child region of the area is
 * refused with the field listed. /system/file-test uploads (a bad file's refusal shown), previews,
 * downloads and deletes a file. The picker pages (/system/filter/unit, /system/filter/user,
 * /system/select-test) as demonstrations: system-demos.spec.ts.
 * As the clerk: the unit and picker pages show 403 and the unit calls answer 403.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiBase } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const SHOTS = 'test-results/screenshots';

interface UnitNode {
  id: number;
  pid: number | null;
  unitName: string;
  type: string;
  isJudicialBureau: boolean;
  children: UnitNode[];
}

async function call<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { params?: Record<string, string | number>; data?: unknown } = {},
): Promise<{ status: number; code: number; message: string; result: T }> {
  const res = await request.fetch(`${apiBase(token)}/${path}`, { method, headers: { access_token: token }, ...opts });
  const body = await res.json();
  return { status: res.status(), code: body.code, message: body.message, result: body.result as T };
}

const flatten = (nodes: UnitNode[]): UnitNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

async function units(request: APIRequestContext, token: string): Promise<UnitNode[]> {
  const r = await call<UnitNode[]>(request, token, 'GET', 'admin_sys_unit/getTreeList');
  expect(r.code).toBe(200);
  return flatten(r.result);
}

const messageBox = (page: Page, text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text });
const confirmOk = (page: Page, title: string) =>
  page.locator('.arco-modal').filter({ hasText: title }).getByRole('button', { name: /确\s*定/ });
const searchInput = (page: Page, id: string) => page.locator(`input[data-testid=${id}], [data-testid=${id}] input`).first();

async function selectNode(page: Page, name: string, id: number) {
  await searchInput(page, 'unit-search').fill(name);
  await page.getByTestId(`unit-node-${id}`).click();
  await expect(page.getByTestId('unit-detail-title')).toHaveText(name);
}

/** A solid-colour PNG (valid signature, IHDR, IDAT, IEND) of the given size. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([22, 93, 255]))]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('admin: add a unit under an area, edit it, delete it; a unit with users is refused', async ({ page, signIn }) => {
  test.setTimeout(180_000);
  const token = await signIn(page, 'admin', '/system/unit-manage');
  await expect(page.getByTestId('unit-tree').locator('.arco-tree-node').first()).toBeVisible({ timeout: 30_000 });
  const all = await units(page.request, token);
  const hangzhou = all.find((u) => u.unitName === '杭州市' && u.type === 'A');
  expect(hangzhou).toBeTruthy();
  await shot(page, { path: `${SHOTS}/system-units-tree.png` });

  // Add a U unit under the area 杭州市.
  await selectNode(page, '杭州市', hangzhou!.id);
  await expect(page.getByTestId('geo-status')).toBeVisible();
  await page.getByTestId('unit-add-child').click();
  const modal = page.locator('.arco-modal').filter({ hasText: '在「杭州市」下新增单位' });
  await expect(modal).toBeVisible();
  await modal.getByTestId('unit-add-name').fill('E2E测试单位');
  await modal.getByTestId('unit-add-type').click();
  await page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: 'U · 单位' }).click();
  await shot(page, { path: `${SHOTS}/system-units-add.png` });
  await modal.getByRole('button', { name: /新\s*增/ }).click();
  await expect(messageBox(page, '已新增单位「E2E测试单位」')).toBeVisible();
  await expect(page.getByTestId('unit-detail-title')).toHaveText('E2E测试单位');
  const added = (await units(page.request, token)).find((u) => u.unitName === 'E2E测试单位');
  expect(added?.pid).toBe(hangzhou!.id);
  expect(added?.type).toBe('U');

  // Edit: a new name and the judicial-bureau flag.
  await page.getByTestId('unit-edit-name').fill('E2E测试单位（改）');
  await page.getByTestId('unit-edit-bureau').click();
  await page.getByTestId('unit-save').click();
  await expect(messageBox(page, '已保存「E2E测试单位（改）」')).toBeVisible();
  const edited = (await units(page.request, token)).find((u) => u.id === added!.id);
  expect(edited?.unitName).toBe('E2E测试单位（改）');
  expect(edited?.isJudicialBureau).toBe(true);
  await searchInput(page, 'unit-search').fill('E2E测试');
  await expect(page.getByTestId(`unit-node-${added!.id}`)).toContainText('司法局');
  await shot(page, { path: `${SHOTS}/system-units-edit.png` });

  // Delete, confirmed.
  await page.getByTestId('unit-delete').click();
  await expect(page.locator('.arco-modal').filter({ hasText: '删除单位' })).toContainText('E2E测试单位（改）');
  await confirmOk(page, '删除单位').click();
  await expect(messageBox(page, '已删除单位「E2E测试单位（改）」')).toBeVisible();
  expect((await units(page.request, token)).some((u) => u.id === added!.id)).toBe(false);

  // A unit with a user: the server's refusal is shown and nothing is deleted.
  const staffed = await call<{ id: number }>(page.request, token, 'POST', 'admin_sys_unit/add', {
    data: { pid: hangzhou!.id, unitName: 'E2E有用户单位', type: 'U' },
  });
  expect(staffed.code).toBe(200);
  const user = await call(page.request, token, 'POST', 'admin_sys_user/addByMobile', {
    data: { mobile: '13900007788', realName: 'E2E单位用户', unitIdList: [staffed.result.id] },
  });
  expect(user.code, user.message).toBe(200);
  await page.reload();
  await expect(page.getByTestId('unit-tree').locator('.arco-tree-node').first()).toBeVisible({ timeout: 30_000 });
  await selectNode(page, 'E2E有用户单位', staffed.result.id);
  await page.getByTestId('unit-delete').click();
  await confirmOk(page, '删除单位').click();
  await expect(messageBox(page, '该单位下还有 1 名用户，不能删除')).toBeVisible();
  await shot(page, { path: `${SHOTS}/system-units-delete-refused.png` });
  expect((await units(page.request, token)).some((u) => u.id === staffed.result.id)).toBe(true);
});

test("admin: a unit's contract numbering: a bad template says why, a good one shows its first number, saved", async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/system/unit-manage');
  const hangzhou = (await units(page.request, token)).find((u) => u.unitName === '杭州市' && u.type === 'A');
  const made = await call<{ id: number }>(page.request, token, 'POST', 'admin_sys_unit/add', {
    data: { pid: hangzhou!.id, unitName: 'E2E编号单位', type: 'U' },
  });
  expect(made.code, made.message).toBe(200);
  await page.reload();
  await expect(page.getByTestId('unit-tree').locator('.arco-tree-node').first()).toBeVisible({ timeout: 30_000 });
  await selectNode(page, 'E2E编号单位', made.result.id);
  const detail = page.getByTestId('unit-detail');
  const template = page.getByTestId('unit-edit-number-template');

  await template.fill('{简称}合〔{年}〕号');
  await expect(detail).toContainText('编号模板须包含且只包含一个 {序号}');
  await template.fill('{简称}合〔{年}〕{序号:3}号');
  await expect(detail).toContainText('编号模板使用了 {简称}，请填写简称');
  await page.getByTestId('unit-edit-short-name').fill('E2E编');
  const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
  await expect(page.getByTestId('unit-edit-number-sample')).toContainText(`E2E编合〔${year}〕001号`);
  await expect(detail).not.toContainText('请填写简称');
  await shot(page, { path: `${SHOTS}/system-units-numbering.png` });
  await page.getByTestId('unit-save').click();
  await expect(messageBox(page, '已保存「E2E编号单位」')).toBeVisible();
  const saved = (await units(page.request, token)).find((u) => u.id === made.result.id) as unknown as { shortName: string; numberTemplate: string };
  expect(saved).toMatchObject({ shortName: 'E2E编', numberTemplate: '{简称}合〔{年}〕{序号:3}号' });
});

test('admin: a GeoJSON naming a region that is not a child of the area is refused and listed', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/system/unit-manage');
  await expect(page.getByTestId('unit-tree').locator('.arco-tree-node').first()).toBeVisible({ timeout: 30_000 });
  const province = (await units(page.request, token)).find((u) => u.unitName === '浙江省' && u.type === 'A');
  await selectNode(page, '浙江省', province!.id);
  const panel = page.getByTestId('geo-panel');
  // The demo stores the province's city outlines.
  await expect(panel.getByTestId('geo-status')).toContainText('已上传');
  await expect(panel.getByTestId('geo-status')).toContainText('示例数据，非正式审图');
  await expect(panel.getByTestId('geo-status')).toContainText('杭州市');
  const before = await call<{ geometry: { version: string } }>(page.request, token, 'GET', 'region/children', { params: { areaId: province!.id } });

  await panel.getByTestId('geo-approval').fill('GS(2026)0001号');
  const bad = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { adcode: '990199' },
        geometry: { type: 'Polygon', coordinates: [[[120, 30], [121, 30], [121, 31], [120, 30]]] },
      },
    ],
  };
  await panel.locator('input[type=file]').setInputFiles({ name: 'bad.geojson', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  const error = panel.getByTestId('geo-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('file.features.0.properties.adcode');
  await expect(error).toContainText('990199');
  await shot(page, { path: `${SHOTS}/system-units-geojson-error.png` });

  // A file that is not JSON at all.
  await panel.locator('input[type=file]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
  await expect(error).toContainText('file');
  const after = await call<{ geometry: { version: string } }>(page.request, token, 'GET', 'region/children', { params: { areaId: province!.id } });
  expect(after.result.geometry.version).toBe(before.result.geometry.version);
});

test('admin: file-test uploads, refuses a bad file, previews, downloads and deletes', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', '/system/file-test');
  await expect(page.getByTestId('file-limits')).toContainText('50 MB');
  await expect(page.getByTestId('file-limits')).toContainText('pdf');
  const input = page.getByTestId('file-test-page').locator('input[type=file]');

  await input.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('this is not a pdf') });
  await expect(page.getByTestId('file-upload-error')).toContainText('fake.pdf');
  await shot(page, { path: `${SHOTS}/system-files-error.png` });

  await input.setInputFiles({ name: '测试图片.png', mimeType: 'image/png', buffer: png(320, 200) });
  await expect(messageBox(page, '已上传 测试图片.png')).toBeVisible();
  const table = page.getByTestId('file-table');
  const row = table.locator('tr').filter({ hasText: '测试图片.png' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('正常');
  await shot(page, { path: `${SHOTS}/system-files-list.png` });

  await row.getByRole('button', { name: /预\s*览/ }).click();
  const image = page.getByTestId('file-preview-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await shot(page, { path: `${SHOTS}/system-files-preview.png` });
  await page.keyboard.press('Escape');

  const [saved] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /下\s*载/ }).click()]);
  const href = saved.url();
  expect(href).toMatch(/\/sys_files\/downloadFile\/[0-9a-f-]{36}\?ticket=/);
  expect(fs.readFileSync((await saved.path())!).subarray(1, 4).toString('ascii')).toBe('PNG');

  await row.getByRole('button', { name: /删\s*除/ }).click();
  await confirmOk(page, '删除文件').click();
  await expect(messageBox(page, '已删除 测试图片.png')).toBeVisible();
  await expect(row).toContainText('已删除');
  const gone = await page.request.get(href!);
  expect((await gone.json()).code).toBe(500);
  await shot(page, { path: `${SHOTS}/system-files-deleted.png` });
});

test('the clerk cannot reach the unit and picker pages nor call the unit APIs', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/system/unit-manage');
  await expect(page.getByTestId('page-403')).toBeVisible();
  await shot(page, { path: `${SHOTS}/system-units-clerk-403.png` });
  for (const path of ['/system/filter/unit', '/system/filter/user', '/system/select-test']) {
    await page.goto(`/#${path}`);
    await expect(page.getByTestId('page-403'), path).toBeVisible();
  }
  const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, opts: { params?: Record<string, string | number>; data?: unknown }][] = [
    ['GET', 'admin_sys_unit/getTreeList', {}],
    ['POST', 'admin_sys_unit/add', { data: { pid: 1, unitName: 'x', type: 'N' } }],
    ['PUT', 'admin_sys_unit/edit', { data: { id: 1, unitName: 'x' } }],
    ['DELETE', 'admin_sys_unit/del', { params: { id: 1 } }],
  ];
  for (const [method, path, opts] of calls) {
    const r = await call(page.request, token, method, path, opts);
    expect(r.status, `${method} ${path}`).toBe(403);
    expect(r.code, `${method} ${path}`).toBe(403);
  }
});
