/**
 * Journey (b) of issue 6: a review returned with an opinion goes back and is resubmitted. A
 * contract of 杭州市财政局 at unitReview (demo data, the clerk's own): the reviewer opens the
 * legality review from the to-do list and returns it to 征求意见 with an opinion; the clerk finds the
 * returned step in the to-do list, sees the reviewer's opinion on the page, goes on to 提交合法性审查
 * and resubmits with a note; the reviewer gets the review again in the to-do list and passes it.
 * Each step is checked in the API. Screenshots: test-results/screenshots/journey-b-*.png.
 */
import type { Page } from '@playwright/test';
import { detailOf, type JourneyDetail, type PageOf, read, searchWorkflow, shooter } from './helpers/journey';
import { expect, test } from './fixtures';

const shot = shooter('b');
const OPINION = '违约金比例过高且付款节点不明确，请与相对方重新协商后再送审。';
const RESUBMIT = '已按审查意见将违约金调整为合同价款的5%，并明确分三期付款的节点。';

/** Opens the pending row of the contract in the caller's to-do list. */
async function openFromTodo(page: Page, code: string, name: string): Promise<void> {
  await page.goto('/#/backlog/me/wait-backlog');
  await searchWorkflow(page, code);
  const row = page.getByTestId('workflow-table').locator('tbody tr').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByTestId('workflow-row-link').click();
}

test('the reviewer returns a contract with an opinion; the clerk resubmits; the reviewer passes it', async ({ request, pageAs }) => {
  test.setTimeout(150_000);
  // Setup: a non-major contract at unitReview whose review the reviewer may handle and whose owner
  // is the clerk (its earlier seek step was the clerk's); from the end (other specs take the first).
  const clerkId = (await read<{ userId: number }>(request, 'clerk', 'GET', 'sys_user/getLoginUserInfo')).userId;
  const waiting = await read<PageOf<{ matterId: number; contract: { id: number } | null }>>(request, 'reviewer', 'POST', 'backlog/queryWaiting', {
    size: 100,
    kind: ['validityUnit'],
  });
  let c: JourneyDetail | undefined;
  for (const row of [...waiting.records].reverse()) {
    if (!row.contract) continue;
    const d = await detailOf(request, 'reviewer', row.contract.id);
    if (d.status !== 'unitReview' || d.isMajor) continue;
    if (!d.matters.some((m) => m.kind === 'seek' && m.handlerUserId === clerkId)) continue;
    if ((await read<{ canHandle: boolean }>(request, 'reviewer', 'GET', 'matter/detail', { id: row.matterId })).canHandle) {
      c = d;
      break;
    }
  }
  expect(c, 'a unitReview contract of the clerk that the reviewer handles').toBeDefined();
  const contract = c!;
  const review = contract.matters.find((m) => m.kind === 'validityUnit' && m.status === 'pending')!;

  // 1. The reviewer returns it to seeking with an opinion.
  const reviewer = await pageAs('reviewer');
  await openFromTodo(reviewer, contract.code, contract.name);
  await expect(reviewer).toHaveURL(new RegExp(`#/matter/validity/validityReview\\?matterId=${review.id}`));
  await expect(reviewer.getByTestId('matter-contract')).toContainText(contract.name);
  await reviewer.getByTestId('matter-handle-result').getByText('退回').click();
  const target = reviewer.getByTestId('matter-handle-target');
  await target.click();
  await reviewer.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: '征求意见' }).click();
  await reviewer.getByTestId('matter-handle-submit').click();
  await expect(reviewer.getByText('退回或不同意时必须填写意见')).toBeVisible();
  expect((await detailOf(request, 'reviewer', contract.id)).status).toBe('unitReview');
  await reviewer.getByTestId('matter-handle-opinion').fill(OPINION);
  await shot(reviewer, 'reviewer-return', true);
  await reviewer.getByTestId('matter-handle-submit').click();
  await expect(reviewer).toHaveURL(new RegExp(`#/contract/detail\\?id=${contract.id}`));
  // One success message, saying where the contract went (not also a bare "办理成功").
  await expect(reviewer.locator('.arco-message')).toHaveCount(1);
  await expect(reviewer.locator('.arco-message')).toContainText('合同现为「征求意见」');
  let d = await detailOf(request, 'clerk', contract.id);
  expect(d.status).toBe('seeking');
  expect(d.matters.find((m) => m.id === review.id)).toMatchObject({ status: 'returned', opinion: OPINION });
  const seek = d.matters.find((m) => m.kind === 'seek' && m.status === 'pending');
  expect(seek?.handlerUserId).toBe(clerkId);
  await shot(reviewer, 'reviewer-detail-returned');

  // 2. The clerk sees the returned step in the to-do list, with the opinion, and resubmits.
  const clerk = await pageAs('clerk');
  await openFromTodo(clerk, contract.code, contract.name);
  await expect(clerk).toHaveURL(new RegExp(`#/matter/seek-submit\\?matterId=${seek!.id}`));
  await expect(clerk.getByTestId('matter-history')).toContainText(OPINION);
  await shot(clerk, 'clerk-returned-step', true);
  await clerk.getByTestId('matter-submit-conclude').click();
  await expect(clerk).toHaveURL(new RegExp(`#/matter/validity/unit/ValidityUnitSubmit\\?matterId=${seek!.id}`));
  await expect(clerk.getByTestId('matter-submit-form')).toHaveAttribute('data-mode', 'seekConclude');
  await expect(clerk.getByTestId('matter-history')).toContainText(OPINION);
  await clerk.getByTestId('matter-submit-content').fill(RESUBMIT);
  await shot(clerk, 'clerk-resubmit', true);
  await clerk.getByTestId('matter-submit').click();
  await expect(clerk).toHaveURL(new RegExp(`#/contract/detail\\?id=${contract.id}`));
  d = await detailOf(request, 'clerk', contract.id);
  expect(d.status).toBe('unitReview');
  expect(d.matters.find((m) => m.id === seek!.id)?.status).not.toBe('pending');
  const again = d.matters.find((m) => m.kind === 'validityUnit' && m.status === 'pending');
  expect(again && again.id !== review.id, 'a new legality review').toBe(true);
  await shot(clerk, 'clerk-detail-resubmitted');

  // 3. The reviewer gets it again and passes it.
  await openFromTodo(reviewer, contract.code, contract.name);
  await expect(reviewer).toHaveURL(new RegExp(`#/matter/validity/validityReview\\?matterId=${again!.id}`));
  await expect(reviewer.getByTestId('matter-history')).toContainText(OPINION);
  await reviewer.getByTestId('matter-handle-opinion').fill('已按意见修改，同意。');
  await shot(reviewer, 'reviewer-pass', true);
  await reviewer.getByTestId('matter-handle-submit').click();
  await expect(reviewer).toHaveURL(new RegExp(`#/contract/detail\\?id=${contract.id}`));
  d = await detailOf(request, 'reviewer', contract.id);
  expect(d.status).toBe('finalDraft');
  expect(d.matters.find((m) => m.id === again!.id)).toMatchObject({ status: 'passed', opinion: '已按意见修改，同意。' });
  await reviewer.context().close();
  await clerk.context().close();
});
