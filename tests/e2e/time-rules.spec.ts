/**
 * The time-limit rules (/system/time-rules, 时限规则): as the administrator the page opens at the top
 * area with every rule at its default; a city sets its own filing-review limit in the Modal (the
 * form refuses a value beyond the bounds), the row says so, the district below inherits it, and the
 * change log shows old → new; removing it restores the default, logged too. The clerk has no entry,
 * gets 403 on the page and on both calls. Every value set here is removed again (other specs file
 * contracts under the same rules).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCall } from './helpers/session';
import { shot } from './helpers/shots';

const SHOTS = 'test-results/screenshots';
const PATH = '/system/time-rules';
const ruleRow = (page: Page, name: string) => page.getByTestId('time-rules-table').locator('tbody tr').filter({ hasText: name });

/**
 * Picks an area in the selector. The typed search stays in the input whether or not the node was
 * picked, so the pick counts once the popup has closed on it; a pick that did not take is tried again.
 */
async function chooseArea(page: Page, name: string): Promise<void> {
  const popup = page.locator('.arco-tree-select-popup:visible');
  await expect(async () => {
    await page.getByTestId('time-rules-area').click();
    await page.getByTestId('time-rules-area').locator('input').fill(name);
    await popup.locator('.arco-tree-node-title').filter({ hasText: new RegExp(`^${name}$`) }).first().click({ timeout: 3000 });
    await expect(popup).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('time-rules-area')).toContainText(name);
}

/** An area's id, as the unit tree answers it. */
async function areaId(page: Page, token: string, name: string): Promise<number> {
  const tree = await apiCall<{ id: number; unitName: string; children?: unknown[] }[]>(page.request, token, 'GET', 'admin_sys_unit/getTreeList', { params: { type: 'A' } });
  const find = (nodes: { id: number; unitName: string; children?: unknown[] }[]): number | undefined => {
    for (const n of nodes) {
      if (n.unitName === name) return n.id;
      const below = find((n.children ?? []) as typeof nodes);
      if (below !== undefined) return below;
    }
    return undefined;
  };
  const id = find(tree.result);
  expect(id, name).toBeDefined();
  return id!;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('admin: defaults at the top area; a city sets the filing review limit, its district inherits, the change is logged and undone', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', PATH);
  const cityId = await areaId(page, token, '杭州市');
  try {
    await expect(page.getByTestId('time-rules')).toContainText('时限规则');
    await expect(page.getByTestId('time-rules-area')).toContainText('浙江省');
    await expect(page.getByTestId('time-rules-table').locator('tbody tr')).toHaveCount(8);
    await expect(ruleRow(page, '备案审查期限')).toContainText('15 个工作日');
    await expect(ruleRow(page, '备案审查期限')).toContainText('系统默认');
    await expect(ruleRow(page, '重大合同金额标准')).toContainText('1,000 万元');
    await expect(page.getByTestId('time-rules-changes')).toContainText('该地区的规则尚无变更');

    await chooseArea(page, '杭州市');
    await ruleRow(page, '备案审查期限').getByTestId('time-rule-edit').click();
    const form = page.getByTestId('time-rule-form');
    await expect(form).toContainText('上级规定：15 个工作日');
    await form.locator('.arco-input-number input').fill('12');
    await shot(page, { path: `${SHOTS}/time-rules-edit.png` });
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(form).toBeHidden();
    await expect(ruleRow(page, '备案审查期限')).toContainText('12 个工作日');
    await expect(ruleRow(page, '备案审查期限')).toContainText('本级设置');
    const log = page.getByTestId('time-rules-changes').locator('tbody tr');
    await expect(log).toHaveCount(1);
    await expect(log.first()).toContainText('沿用上级 → 12 个工作日');
    await expect(log.first()).toContainText('王建华');
    await shot(page, { path: `${SHOTS}/time-rules-city.png` });

    // The district inherits the city's value.
    await chooseArea(page, '西湖区');
    await expect(ruleRow(page, '备案审查期限')).toContainText('12 个工作日');
    await expect(ruleRow(page, '备案审查期限')).toContainText('沿用杭州市');
    await expect(ruleRow(page, '备案审查期限').getByTestId('time-rule-reset')).toHaveCount(0);

    // Undone at the city: the default again, and a second change in the log.
    await chooseArea(page, '杭州市');
    await ruleRow(page, '备案审查期限').getByTestId('time-rule-reset').click();
    await page.locator('.arco-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(ruleRow(page, '备案审查期限')).toContainText('15 个工作日');
    await expect(ruleRow(page, '备案审查期限')).toContainText('系统默认');
    await expect(log).toHaveCount(2);
    await expect(log.first()).toContainText('12 个工作日 → 沿用上级');
  } finally {
    // Whatever happened above, the city inherits again (other specs file contracts under its rules).
    const city = await apiCall<{ area: { id: number } }>(page.request, token, 'GET', 'sys_time_rule/list', { params: { areaId: cityId } });
    if (city.code === 200) await apiCall(page.request, token, 'POST', 'sys_time_rule/save', { data: { areaId: cityId, key: 'filingReviewDays', value: null } });
  }
});

test('the clerk has no time-rules entry and gets 403 on the page and its calls', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/dashboard/workplace');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('side-menu')).not.toContainText('时限规则');
  await page.evaluate((p) => {
    window.location.hash = p;
  }, PATH);
  await expect(page.getByTestId('page-403')).toBeVisible();
  for (const [method, path, opts] of [
    ['GET', 'sys_time_rule/list', {}],
    ['POST', 'sys_time_rule/save', { data: { areaId: 1, key: 'filingReviewDays', value: 3 } }],
  ] as const) {
    const r = await apiCall(page.request, token, method, path, opts);
    expect(r.status, `${method} ${path}`).toBe(403);
  }
});
