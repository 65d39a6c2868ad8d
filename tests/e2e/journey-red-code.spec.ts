/**
 * Journey (c) of issue 6: a contract overdue for filing turns red and the unit answers the warning.
 * The clerk opens a toSign contract of its unit, follows its signing action to /contract/sign-flow,
 * records an offline signing (signed scan, signing date 40 days ago); the contract turns red with
 * the filingOverdue rule (API) and shows red in 红码合同; a warnTips matter appears in the clerk's
 * to-do list; the clerk opens it there, answers it on /matter/WarnTips with an opinion; the matter
 * is answered (API) and shows in the done list. Screenshots: test-results/screenshots/journey-c-*.png.
 */
import { cstDay, detailOf, type JourneyDetail, PDF, type PageOf, pickDate, read, searchWorkflow, shooter } from './helpers/journey';
import { expect, test } from './fixtures';

interface RiskDetail extends JourneyDetail {
  signDate: string | null;
  riskFlags: { rule: string; level: string; detail: string }[];
}

const shot = shooter('c');

test('an offline signing 40 days ago turns the contract red; the clerk answers the warning', async ({ request, pageAs }) => {
  test.setTimeout(150_000);
  // Setup: a toSign contract of the clerk's unit that is not red and has no warning pending; from the
  // end of the list (other specs take the first ones).
  const toSign = await read<PageOf<{ id: number }>>(request, 'clerk', 'POST', 'contract/queryPage', { status: ['toSign'], riskCode: ['green', 'yellow'], size: 50 });
  let contract: RiskDetail | undefined;
  for (const row of [...toSign.records].reverse()) {
    const d = await read<RiskDetail>(request, 'clerk', 'GET', 'contract/detail', { id: row.id });
    const moves = (d as unknown as { moves: { action: string }[] }).moves;
    if (d.riskCode !== 'red' && !d.matters.some((m) => m.kind === 'warnTips' && m.status === 'pending') && moves.some((m) => m.action === 'uploadSignedScan')) {
      contract = d;
      break;
    }
  }
  expect(contract, 'a toSign contract of the clerk that is not red').toBeDefined();
  const c = contract!;
  const signDate = cstDay(-40);

  // The clerk opens the contract and follows its signing action.
  const page = await pageAs('clerk');
  await page.goto(`/#/contract/detail?id=${c.id}`);
  await expect(page.getByTestId('contract-name')).toHaveText(c.name);
  const link = page.locator('[data-testid=contract-move-link][data-href*="/contract/sign-flow"]');
  await expect(link).toHaveCount(1);
  await shot(page, 'detail-to-sign');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#/contract/sign-flow\\?id=${c.id}`));
  await expect(page.getByTestId('sign-status')).toHaveText('待签署');

  // Offline signing: the signed scan and a signing date 40 days ago.
  await page.getByTestId('sign-offline').click();
  const form = page.getByTestId('sign-offline-form');
  await expect(form).toBeVisible();
  await pickDate(form.locator('.arco-form-item').filter({ hasText: '签' }).first(), signDate);
  await form.locator('input[type=file]').setInputFiles(PDF);
  await expect(form.locator('.arco-upload-list-item-done')).toHaveCount(1);
  await form.scrollIntoViewIfNeeded();
  await shot(page, 'sign-flow-offline');
  await page.getByTestId('sign-offline-submit').click();
  await expect(page.locator('.arco-message').first()).toBeVisible();
  await expect.poll(async () => (await detailOf(request, 'clerk', c.id)).status).not.toBe('toSign');

  // Red, for the filing overdue (API), with a warnTips matter for the unit.
  const red = await read<RiskDetail>(request, 'clerk', 'GET', 'contract/detail', { id: c.id });
  expect(red.signDate).toBe(signDate);
  expect(red.riskCode).toBe('red');
  expect(red.riskFlags.map((f) => f.rule)).toContain('filingOverdue');
  const warn = red.matters.find((m) => m.kind === 'warnTips' && m.status === 'pending');
  expect(warn, 'a pending warnTips matter').toBeTruthy();
  await expect(page.getByTestId('sign-status')).not.toHaveText('待签署');
  await shot(page, 'sign-flow-signed');

  // The red-code list: its total is the API's, and the contract is there, red.
  await page.goto('/#/contract/red-code-contract');
  const redList = await read<PageOf<unknown>>(request, 'clerk', 'POST', 'contract/queryPage', { view: 'redCode' });
  await expect(page.getByTestId('contract-list')).toHaveAttribute('data-view', 'redCode');
  await expect(page.getByTestId('contract-list-total')).toHaveAttribute('data-total', String(redList.total));
  await page.getByTestId('contract-filters').getByPlaceholder('合同名称或编号').fill(c.code);
  await page.getByTestId('filter-search').click();
  await expect(page.getByTestId('contract-list-total')).toHaveAttribute('data-total', '1');
  const row = page.getByTestId('contract-table').locator('tbody .arco-table-tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(c.name);
  await expect(row.locator('[data-risk]')).toHaveAttribute('data-risk', 'red');
  await shot(page, 'red-code-list');

  // The warning is in the clerk's to-do list; opened from there, answered with an opinion.
  await page.goto('/#/backlog/me/wait-backlog');
  await searchWorkflow(page, c.code);
  const todo = page.getByTestId('workflow-table').locator('tbody tr').filter({ hasText: c.name });
  await expect(todo).toHaveCount(1);
  await shot(page, 'wait-backlog');
  await todo.getByTestId('workflow-row-link').click();
  await expect(page).toHaveURL(new RegExp(`#/matter/WarnTips\\?matterId=${warn!.id}`));
  await expect(page.getByTestId('warn-flags')).toContainText('备案逾期');
  await page.getByTestId('matter-handle-submit').click();
  await expect(page.getByText('请填写答复意见')).toBeVisible();
  expect((await read<{ status: string }>(request, 'clerk', 'GET', 'matter/detail', { id: warn!.id })).status).toBe('pending');
  const opinion = '已补齐签署材料，将于三日内报送备案。';
  await page.getByTestId('matter-handle-opinion').fill(opinion);
  await shot(page, 'warn-tips');
  await page.getByTestId('matter-handle-submit').scrollIntoViewIfNeeded();
  await shot(page, 'warn-tips-answer');
  await page.getByTestId('matter-handle-submit').click();
  await expect(page).toHaveURL(/#\/backlog\/me\/wait-backlog/);
  const answered = await read<{ status: string; opinion: string | null }>(request, 'clerk', 'GET', 'matter/detail', { id: warn!.id });
  expect(answered.status).not.toBe('pending');
  expect(answered.opinion).toBe(opinion);

  // The done list shows it with the answer.
  await page.goto('/#/backlog/me/already-backlog');
  await searchWorkflow(page, c.code);
  const done = page.getByTestId('workflow-table').locator('tbody tr').filter({ hasText: '红码预警' });
  await expect(done).toHaveCount(1);
  await expect(done).toContainText(c.name);
  await expect(done).toContainText(opinion);
  await shot(page, 'already-backlog');
  await page.context().close();
});
