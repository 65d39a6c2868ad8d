/**
 * Journey (a) of issue 6 item 6, all in the browser, each step as its demo account: the clerk registers
 * a MAJOR contract with the demo company and submits it for review; walks the owner steps (survey,
 * seeking: asks the legal adviser, who answers, then concludes); the reviewer passes the unit review
 * (to the bureau); the bureau passes its review; the clerk uploads the final draft (to the bureau);
 * the leader records the collective decision's meeting (通过, with the minutes) choosing the approver and approves; the clerk starts
 * online signing and signs with the unit seal, the company signs; the clerk submits the filing, the
 * bureau files it conditionally with a defect, the clerk rectifies, the bureau confirms (filed); the
 * clerk starts performance, registers a done milestone, completes performance and archives.
 * The API is only read, to assert the status after every step. Screenshots:
 * test-results/screenshots/journey-a-<nn>-<page>.png.
 */
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { fillDecision } from './helpers/decision';
import { COMPANY, cstDay, detailOf, pickDate, pickOption, read, searchWorkflow, shooter } from './helpers/journey';
import { expect, test } from './fixtures';

const shot = shooter('a');
const WAIT_BACKLOG = '/#/backlog/me/wait-backlog';

async function realPdf(title: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const doc = await PDFDocument.create();
  for (let i = 1; i <= 2; i++) doc.addPage([595, 842]).drawText(`${title} - page ${i}`, { x: 60, y: 760, size: 14 });
  return { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** Confirms a generic move of the contract detail page (its button and the confirmation modal). */
async function confirmMove(page: Page, action: string, name: string): Promise<void> {
  await page.getByTestId(`contract-move-${action}`).click();
  const modal = page.locator('.arco-modal:visible');
  await expect(modal).toContainText('确认');
  await shot(page, `detail-${name}-confirm`);
  await modal.locator('.arco-modal-footer .arco-btn-primary').click();
  await expect(modal).toBeHidden();
}

/** Opens the caller's to-do of the contract from the to-do list (search by the contract's name). */
async function openTodo(page: Page, contractName: string, name: string): Promise<void> {
  await page.goto(WAIT_BACKLOG);
  await searchWorkflow(page, contractName);
  await expect(page.getByTestId('workflow-list-total')).toHaveAttribute('data-total', '1');
  await shot(page, `${name}-todo`);
  await page.getByTestId('workflow-open').first().click();
}

/** The contract detail page's link button to the page of a move (e.g. the pending matter's page). */
async function followLink(page: Page, id: number, href: RegExp): Promise<void> {
  await page.goto(`/#/contract/detail?id=${id}`);
  const links = page.getByTestId('contract-move-link');
  // The page may first show the cached detail of the step before; wait for the link to appear.
  let hrefs: string[] = [];
  await expect
    .poll(
      async () => {
        hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('data-href') ?? ''));
        return hrefs.some((h) => href.test(`#${h}`));
      },
      { message: `a link to ${href}`, timeout: 15_000 },
    )
    .toBe(true);
  const index = hrefs.findIndex((h) => href.test(`#${h}`));
  await links.nth(index).click();
  await expect(page).toHaveURL(href);
}

test('journey (a): a major contract from registration to archive', async ({ request, pageAs }) => {
  test.setTimeout(15 * 60_000);
  const options = await read<{ majorThresholdFen: number }>(request, 'clerk', 'GET', 'contract/formOptions');
  const name = `E2E旅程A重大工程合同${Date.now() % 1_000_000}`;
  const amountYuan = options.majorThresholdFen / 100 + 1000;
  const clerk = await pageAs('clerk');
  let id = 0;
  const status = async () => (await detailOf(request, 'clerk', id)).status;

  await test.step('clerk registers the major contract on step-register', async () => {
    await clerk.goto('/#/contract/step-register');
    await clerk.getByTestId('field-name').fill(name);
    await pickOption(clerk, clerk.getByTestId('field-category'), '', '采购（工程）');
    await clerk.getByTestId('field-subject').fill('政务服务中心改造工程');
    await shot(clerk, 'register-basic');
    await clerk.getByTestId('step-next').click();
    await expect(clerk.getByTestId('step-parties')).toBeVisible();
    await pickOption(clerk, clerk.getByTestId('party-cp-0'), '之江建设', COMPANY);
    await expect(clerk.getByTestId('counterpart-info')).toBeVisible();
    await shot(clerk, 'register-parties');
    await clerk.getByTestId('step-next').click();
    await expect(clerk.getByTestId('step-money')).toBeVisible();
    const amount = clerk.locator('[data-testid=field-amount] input, input[data-testid=field-amount]').first();
    await amount.fill(String(amountYuan));
    await amount.blur();
    await expect(clerk.getByTestId('panel-major')).toHaveAttribute('data-value', 'yes');
    await expect(clerk.getByTestId('panel-fair')).toHaveAttribute('data-value', 'no');
    await expect(clerk.getByTestId('panel-chain')).toContainText('司法局合法性审查');
    await shot(clerk, 'register-money');
    await clerk.getByTestId('step-next').click();
    await expect(clerk.getByTestId('step-files')).toBeVisible();
    await clerk.getByTestId('upload-draft').locator('input[type=file]').setInputFiles(await realPdf('draft'));
    await expect(clerk.getByTestId('step-files').locator('.arco-upload-list-item-done')).toContainText('draft.pdf');
    await shot(clerk, 'register-files');
    await clerk.getByTestId('register-submit').click();
    await expect(clerk).toHaveURL(/contract\/detail\?id=\d+/);
    id = Number(/id=(\d+)/.exec(clerk.url())?.[1]);
    const d = await detailOf(request, 'clerk', id);
    expect(d).toMatchObject({ name, status: 'registered', isMajor: true, needsFairReview: false, amountFen: amountYuan * 100 });
    expect(d.parties.filter((p) => p.kind === 'counterpart').map((p) => p.name)).toEqual([COMPANY]);
    await shot(clerk, 'detail-registered');
  });

  await test.step('clerk submits it for review from the detail page', async () => {
    await confirmMove(clerk, 'submitForReview', 'submit-review');
    await expect(clerk.getByTestId('contract-status')).toHaveAttribute('data-status', 'survey');
    expect(await status()).toBe('survey');
  });

  await test.step('clerk submits the counterpart survey', async () => {
    await followLink(clerk, id, /#\/matter\/survey-submit\?matterId=\d+/);
    await clerk.getByTestId('matter-submit-content').fill('相对方依法设立、有效存续，资信良好，具备履约能力。');
    await shot(clerk, 'survey-submit');
    await clerk.getByTestId('matter-submit').click();
    await expect(clerk).toHaveURL(/#\/matter\/seek-submit\?matterId=\d+/);
    expect(await status()).toBe('seeking');
  });

  await test.step('clerk asks the legal adviser for an opinion', async () => {
    await expect(clerk.getByTestId('matter-submit-form')).toHaveAttribute('data-mode', 'seekAsk');
    await clerk.getByTestId('matter-submit-people').click();
    await clerk.keyboard.type('lawyer');
    await clerk.locator('.arco-select-option').filter({ hasText: '吴律明（法律顾问' }).click();
    await clerk.keyboard.press('Escape');
    await clerk.getByTestId('matter-submit-content').fill('请对工程款支付和违约责任条款出具法律意见。');
    await shot(clerk, 'seek-submit');
    await clerk.getByTestId('matter-submit').click();
    await expect.poll(async () => (await detailOf(request, 'clerk', id)).matters.filter((m) => m.kind === 'seekReply' && m.status === 'pending').length).toBe(1);
    expect(await status()).toBe('seeking');
  });

  await test.step('the legal adviser answers from the to-do list', async () => {
    const lawyer = await pageAs('lawyer');
    await openTodo(lawyer, name, 'lawyer');
    await expect(lawyer).toHaveURL(/#\/backlog\/handle\/seek-handle\?matterId=\d+/);
    await lawyer.getByTestId('matter-handle-opinion').fill('付款与违约责任条款合法，建议明确违约金计算方式。');
    await lawyer.getByTestId('matter-handle-submit').scrollIntoViewIfNeeded();
    await shot(lawyer, 'seek-handle');
    await lawyer.getByTestId('matter-handle-submit').click();
    await expect(lawyer).toHaveURL(/#\/backlog\/me\/wait-backlog$/);
    const replies = (await detailOf(request, 'clerk', id)).matters.filter((m) => m.kind === 'seekReply');
    expect(replies).toEqual([expect.objectContaining({ status: 'passed', opinion: '付款与违约责任条款合法，建议明确违约金计算方式。' })]);
    await lawyer.context().close();
  });

  await test.step('clerk concludes seeking: to the unit legality review', async () => {
    // From the detail page's link to the seeking step, then its "conclude" button.
    await followLink(clerk, id, /#\/matter\/seek-submit\?matterId=\d+/);
    await clerk.getByTestId('matter-submit-conclude').click();
    await expect(clerk).toHaveURL(/#\/matter\/validity\/unit\/ValidityUnitSubmit\?matterId=\d+/);
    await expect(clerk.getByTestId('matter-submit-form')).toHaveAttribute('data-mode', 'seekConclude');
    await expect(clerk.getByTestId('matter-seek-replies')).toContainText('吴律明');
    await clerk.getByTestId('matter-submit-content').fill('已采纳法律顾问意见，送审材料齐全。');
    await clerk.getByTestId('matter-submit').scrollIntoViewIfNeeded();
    await shot(clerk, 'validity-unit-submit');
    await clerk.getByTestId('matter-submit').click();
    await expect(clerk).toHaveURL(new RegExp(`#/contract/detail\\?id=${id}`));
    expect(await status()).toBe('unitReview');
  });

  await test.step('reviewer passes the unit legality review: to the bureau', async () => {
    const reviewer = await pageAs('reviewer');
    await openTodo(reviewer, name, 'reviewer');
    await expect(reviewer).toHaveURL(/#\/matter\/validity\/validityReview\?matterId=\d+/);
    await expect(reviewer.getByTestId('matter-handle-form')).toBeVisible();
    await reviewer.getByTestId('matter-handle-opinion').fill('合同条款合法合规，重大合同报司法局审查。');
    await reviewer.getByTestId('matter-handle-submit').scrollIntoViewIfNeeded();
    await shot(reviewer, 'validity-review-unit');
    await reviewer.getByTestId('matter-handle-submit').click();
    await expect(reviewer).toHaveURL(new RegExp(`#/contract/detail\\?id=${id}`));
    expect(await status()).toBe('bureauReview');
    await reviewer.context().close();
  });

  await test.step('bureau passes the bureau legality review', async () => {
    const bureau = await pageAs('bureau');
    await openTodo(bureau, name, 'bureau-review');
    await expect(bureau).toHaveURL(/#\/matter\/validity\/validityReview\?matterId=\d+/);
    await expect(bureau.getByTestId('matter-info')).toContainText('合法性审查');
    await bureau.getByTestId('matter-handle-opinion').fill('经审查，合同合法有效，同意。');
    await bureau.getByTestId('matter-handle-submit').scrollIntoViewIfNeeded();
    await shot(bureau, 'validity-review-bureau');
    await bureau.getByTestId('matter-handle-submit').click();
    await expect(bureau).toHaveURL(/#\/contract\/detail/);
    expect(await status()).toBe('finalDraft');
    await bureau.context().close();
  });

  await test.step('clerk uploads the final draft (to the bureau)', async () => {
    await followLink(clerk, id, /#\/matter\/validity\/jud\/FinalDraftJudUpload\?matterId=\d+/);
    await clerk.locator('[data-testid=matter-submit-form] input[type=file]').setInputFiles(await realPdf('final-draft'));
    await expect(clerk.locator('.arco-upload-list-item-done')).toHaveCount(1);
    await clerk.getByTestId('matter-submit-content').fill('已按审查意见修改定稿。');
    await shot(clerk, 'final-draft-jud');
    await clerk.getByTestId('matter-submit').click();
    await expect.poll(status).toBe('decision');
  });

  await test.step('leader records the collective decision (通过) choosing the approver, then approves', async () => {
    const leader = await pageAs('leader');
    await openTodo(leader, name, 'leader');
    await expect(leader).toHaveURL(/#\/matter\/decision\?matterId=\d+/);
    await fillDecision(leader, {
      kind: '局长办公会议',
      attendees: ['张国强', '李明华', '王建国'],
      resolution: '通过',
      note: '经集体讨论，同意签订。',
      approvers: [{ search: 'leader', name: '张国强' }],
    });
    await leader.getByTestId('decision-submit').scrollIntoViewIfNeeded();
    await shot(leader, 'decision');
    await leader.getByTestId('decision-submit').click();
    await expect(leader).toHaveURL(new RegExp(`#/matter/approval\\?id=${id}`));
    expect(await status()).toBe('approval');
    await expect(leader.getByTestId('matter-approvals')).toContainText('张国强');
    await shot(leader, 'approval-progress');
    await leader.getByTestId('approval-go-handle').click();
    await expect(leader).toHaveURL(/#\/approval\/handle\/approval-handle\?matterId=\d+/);
    await leader.getByTestId('matter-handle-opinion').fill('同意签署。');
    await leader.getByTestId('matter-handle-submit').scrollIntoViewIfNeeded();
    await shot(leader, 'approval-handle');
    await leader.getByTestId('matter-handle-submit').click();
    await expect(leader.locator('.arco-message').filter({ hasText: '办理成功' })).toBeVisible();
    await expect(leader).toHaveURL(/#\/approval\/me\/wait-approval$/);
    expect(await status()).toBe('toSign');
    await leader.context().close();
  });

  await test.step('clerk starts online signing and signs with the unit seal', async () => {
    await followLink(clerk, id, /#\/contract\/sign-flow\?id=\d+/);
    await expect(clerk.getByTestId('sign-status')).toHaveText('待签署');
    await shot(clerk, 'sign-flow-to-sign');
    await clerk.getByTestId('sign-start').click();
    await clerk.locator('.arco-modal:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(clerk.getByTestId('sign-status')).toHaveText('签署中');
    expect(await status()).toBe('signing');
    const info = await read<{ seals: { id: number; sealSn: string }[] }>(request, 'clerk', 'GET', 'contract/signInfo', { id });
    const seal = info.seals[0]!;
    await clerk.getByTestId(`sign-seal-${seal.id}`).click();
    await clerk.getByTestId('sign-submit').scrollIntoViewIfNeeded();
    await shot(clerk, 'sign-flow-seal');
    await clerk.getByTestId('sign-submit').click();
    await expect(clerk.locator('.arco-modal:visible')).toContainText(seal.sealSn);
    await clerk.locator('.arco-modal:visible').getByRole('button', { name: /确\s*定|签\s*署|OK/ }).last().click();
    await expect(clerk.getByTestId('sign-parties')).toContainText(seal.sealSn);
    expect(await status()).toBe('signing');
  });

  await test.step('the company signs from its signing list', async () => {
    const company = await pageAs('company');
    await company.goto('/#/contract/sign-flow');
    await expect(company.getByTestId('sign-picker')).toBeVisible();
    await shot(company, 'company-sign-picker');
    await company.getByTestId(`sign-pick-${id}`).click();
    await expect(company.getByTestId('sign-panel')).toContainText(COMPANY);
    await shot(company, 'company-sign');
    await company.getByTestId('sign-submit').click();
    await company.locator('.arco-modal:visible').getByRole('button', { name: /确\s*定|签\s*署|OK/ }).last().click();
    await expect(company.getByTestId('sign-pdf-hash')).toBeVisible();
    await expect(company.getByTestId('sign-status')).toHaveText('待备案');
    const signed = await read<{ signedPdf: { fileId: number; sha256: string } | null }>(request, 'clerk', 'GET', 'contract/signInfo', { id });
    expect(signed.signedPdf?.sha256).toMatch(/^[0-9a-f]{64}$/);
    await expect(company.getByTestId('sign-pdf-hash')).toHaveAttribute('data-hash', signed.signedPdf!.sha256);
    await shot(company, 'company-signed');
    expect(await status()).toBe('filingPending');
    await company.context().close();
  });

  const bureau = await pageAs('bureau');

  await test.step('clerk submits the filing from the filing page', async () => {
    await followLink(clerk, id, /#\/contract\/contract-record\?id=\d+/);
    await expect(clerk.getByTestId('target-contract')).toHaveAttribute('data-contract-id', String(id));
    const form = clerk.getByTestId('filing-submit-form');
    await form.locator('input[type=file]').setInputFiles(await realPdf('signed-text'));
    await expect(clerk.getByTestId('filing-submit')).toBeEnabled();
    await clerk.getByTestId('filing-submit').scrollIntoViewIfNeeded();
    await shot(clerk, 'filing-submit');
    await clerk.getByTestId('filing-submit').click();
    await expect(clerk).toHaveURL(/\/result\/record-register-success/);
    await shot(clerk, 'filing-submitted');
    expect(await status()).toBe('filingReview');
  });

  await test.step('bureau files it conditionally with a defect', async () => {
    await openTodo(bureau, name, 'bureau-filing');
    await expect(bureau).toHaveURL(/#\/contract\/contract-record\?matterId=\d+/);
    const review = bureau.getByTestId('filing-review-form');
    await review.getByTestId('filing-review-result').getByText('附条件备案').click();
    const row = review.getByTestId('filing-condition').first();
    await row.locator('input').first().fill('补充履约保证金条款');
    await pickDate(row, cstDay(20));
    await review.getByTestId('filing-review-opinion').fill('基本符合要求，限期整改一项。');
    await bureau.getByTestId('filing-review-submit').scrollIntoViewIfNeeded();
    await shot(bureau, 'filing-review');
    await bureau.getByTestId('filing-review-submit').click();
    await expect(bureau).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
    expect(await status()).toBe('conditionallyFiled');
  });

  await test.step('clerk rectifies the defect', async () => {
    await followLink(clerk, id, /#\/contract\/contract-record\?id=\d+/);
    const rectify = clerk.getByTestId('filing-rectify-form');
    await expect(rectify.getByTestId('filing-defect')).toHaveCount(1);
    await rectify.getByTestId('filing-defect-text').first().fill('已签订履约保证金补充条款。');
    await clerk.getByTestId('filing-rectify-submit').scrollIntoViewIfNeeded();
    await shot(clerk, 'filing-rectify');
    await clerk.getByTestId('filing-rectify-submit').click();
    await expect(clerk).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
    expect(await status()).toBe('rectified');
  });

  await test.step('bureau confirms the rectification: filed', async () => {
    await followLink(bureau, id, /#\/contract\/contract-record\?(id|matterId)=\d+/);
    await expect(bureau.getByTestId('filing-confirm-form')).toBeVisible();
    await bureau.getByTestId('filing-confirm-submit').scrollIntoViewIfNeeded();
    await shot(bureau, 'filing-confirm');
    await bureau.getByTestId('filing-confirm-submit').click();
    await expect(bureau).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
    expect(await status()).toBe('filed');
    await bureau.context().close();
  });

  await test.step('clerk starts performance and registers a done milestone', async () => {
    await clerk.goto(`/#/contract/detail?id=${id}`);
    await confirmMove(clerk, 'startPerformance', 'start-performance');
    await expect(clerk.getByTestId('contract-status')).toHaveAttribute('data-status', 'performing');
    expect(await status()).toBe('performing');

    await followLink(clerk, id, /#\/matter\/performRegister\?id=\d+/);
    const form = clerk.getByTestId('perform-register-form');
    await expect(form).toBeVisible();
    await form.getByTestId('perform-kind').getByText('履行节点').click();
    await form.getByTestId('perform-title').fill('主体工程竣工验收');
    await form.getByTestId('perform-status').click();
    await clerk.getByRole('option', { name: '已完成' }).click();
    await pickDate(form.locator('.arco-form-item', { hasText: '完成日期' }), cstDay(0));
    await clerk.getByTestId('perform-submit').scrollIntoViewIfNeeded();
    await shot(clerk, 'perform-register');
    await clerk.getByTestId('perform-submit').click();
    await expect(clerk).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
    const d = await read<{ performance: { kind: string; title: string; status: string }[] }>(request, 'clerk', 'GET', 'contract/detail', { id });
    expect(d.performance).toEqual([expect.objectContaining({ kind: 'milestone', title: '主体工程竣工验收', status: 'done' })]);
  });

  await test.step('clerk completes performance and archives', async () => {
    await clerk.getByTestId('contract-tab-performance').click();
    await shot(clerk, 'detail-performance');
    await confirmMove(clerk, 'completePerformance', 'complete-performance');
    await expect(clerk.getByTestId('contract-status')).toHaveAttribute('data-status', 'performanceCompleted');
    expect(await status()).toBe('performanceCompleted');
    await confirmMove(clerk, 'archive', 'archive');
    await expect(clerk.getByTestId('contract-status')).toHaveAttribute('data-status', 'archived');
    expect(await status()).toBe('archived');
    await clerk.getByTestId('contract-tab-history').click();
    await shot(clerk, 'detail-archived-history', true);
    await clerk.context().close();
  });
});
