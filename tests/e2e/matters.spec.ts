/**
 * The review-chain matter pages under /matter (workspace/matters) against the real server and demo
 * data: each account opens a pending matter of the demo seed that is its own (found through the
 * workflow lists and checked against contract/queryPage at the right status), submits or decides it
 * in the browser, and the contract's status has moved in the API afterwards. Screenshots at 1440x900.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { fillDecision, MINUTES } from './helpers/decision';
import { apiBase, loginResponse } from './helpers/session';
import { SHOTS_WANTED, shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';
const PDF = { name: '定稿.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}
interface PageOf<T> {
  records: T[];
  total: number;
}
interface Row {
  matterId: number;
  kind: string;
  contract: { id: number } | null;
}
interface ContractMatter {
  id: number;
  kind: string;
  status: string;
  handlerUserId: number | null;
  opinion: string | null;
}
interface Detail {
  id: number;
  status: string;
  version: number;
  isMajor: boolean;
  needsFairReview: boolean;
  matters: ContractMatter[];
}

const tokens: Record<string, string> = {};

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  if (tokens[username]) return tokens[username];
  const res = await loginResponse(request, username, PASSWORD);
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.code, body.message).toBe(200);
  tokens[username] = body.result.token;
  return body.result.token;
}

async function call<T>(request: APIRequestContext, user: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await tokenOf(request, user);
  const res = await request.fetch(`${apiBase(token)}/${path}`, {
    method,
    headers: { access_token: token },
    ...(method === 'GET' ? { params: data as Record<string, string | number> } : { data: data ?? {} }),
  });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result;
}

const detail = (request: APIRequestContext, user: string, id: number) => call<Detail>(request, user, 'GET', 'contract/detail', { id });

/**
 * Pending matters of a kind that `user` may handle now, on contracts at `status` (contract/queryPage
 * with the status filter) and matching `where`; the first `n` of them.
 */
async function mine(request: APIRequestContext, user: string, kind: string, status: string, n = 1, where: (d: Detail) => boolean = () => true) {
  const waiting = await call<PageOf<Row>>(request, user, 'POST', 'backlog/queryWaiting', { size: 100, kind: [kind] });
  const atStatus = await call<PageOf<{ id: number }>>(request, user, 'POST', 'contract/queryPage', { size: 100, status: [status] });
  const ids = new Set(atStatus.records.map((r) => r.id));
  const found: { matterId: number; contract: Detail }[] = [];
  for (const row of waiting.records) {
    if (!row.contract || !ids.has(row.contract.id)) continue;
    const m = await call<{ canHandle: boolean }>(request, user, 'GET', 'matter/detail', { id: row.matterId });
    const d = await detail(request, user, row.contract.id);
    if (m.canHandle && where(d)) found.push({ matterId: row.matterId, contract: d });
    if (found.length === n) return found;
  }
  throw new Error(`${user}: fewer than ${n} pending ${kind} matters at ${status}`);
}

async function pageShot(page: Page, name: string) {
  if (!SHOTS_WANTED) return;
  await page.waitForTimeout(300);
  await shot(page, { path: `${SHOTS}/matter-${name}.png`, fullPage: true });
}

test('clerk: the survey report passes the survey step and lands on the seek page', async ({ request, pageAs }) => {
  const [m] = await mine(request, 'clerk', 'survey', 'survey');
  const page = await pageAs('clerk');
  await page.goto(`/#/matter/survey-submit?matterId=${m!.matterId}`);
  await expect(page.getByTestId('matter-contract')).toBeVisible();
  await expect(page.getByTestId('matter-submit-form')).toBeVisible();
  await page.getByTestId('matter-submit').click();
  await expect(page.getByText('请填写调查报告')).toBeVisible();
  expect((await detail(request, 'clerk', m!.contract.id)).status).toBe('survey');
  await page.getByTestId('matter-submit-content').fill('相对方主体资格合法，资信良好，具备履约能力。');
  await page.locator('[data-testid=matter-submit-form] input[type=file]').setInputFiles(PDF);
  await expect(page.locator('.arco-upload-list-item-done')).toHaveCount(1);
  await pageShot(page, 'survey-submit');
  await page.getByTestId('matter-submit').click();
  await expect(page).toHaveURL(/#\/matter\/seek-submit\?matterId=\d+/);
  const after = await detail(request, 'clerk', m!.contract.id);
  expect(after.status).toBe('seeking');
  const seek = after.matters.find((x) => x.kind === 'seek' && x.status === 'pending');
  expect(page.url()).toContain(`matterId=${seek!.id}`);
  await expect(page.getByTestId('matter-submit-form')).toHaveAttribute('data-mode', 'seekAsk');
});

test('clerk: seek opinions from the legal adviser and a colleague, concluding refused while open; another contract goes to unit review', async ({ request, pageAs }) => {
  const [asked, concluded] = await mine(request, 'clerk', 'seek', 'seeking', 2);
  const reviewerId = (await call<{ userId: number }>(request, 'reviewer', 'GET', 'sys_user/getLoginUserInfo')).userId;
  const lawyerToken = await tokenOf(request, 'lawyer');
  const lawyerInfo = (await (await request.get('/api/lawyer/sys_user/getLoginUserInfo', { headers: { access_token: lawyerToken } })).json()) as Envelope<{ userId: number }>;
  const lawyerId = lawyerInfo.result.userId;
  const page = await pageAs('clerk');
  // Opened from the contract (?id=): its pending seek matter.
  await page.goto(`/#/matter/seek-submit?id=${asked!.contract.id}`);
  await expect(page.getByTestId('matter-handle')).toHaveAttribute('data-matter-id', String(asked!.matterId));
  await page.getByTestId('matter-submit').click();
  await expect(page.getByText('请选择征求对象')).toBeVisible();
  // The unit's legal adviser (the demo lawyer) and a colleague.
  await page.getByTestId('matter-submit-people').click();
  await page.keyboard.type('lawyer');
  await page.locator('.arco-select-option').filter({ hasText: '吴律明（法律顾问' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('matter-submit-people').click();
  await page.keyboard.type('reviewer');
  await page.locator('.arco-select-option').filter({ hasText: '陈静（本单位' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('matter-submit-content').fill('请对付款条款和违约责任提出意见。');
  await pageShot(page, 'seek-submit');
  await page.getByTestId('matter-submit').click();
  await expect(page.locator('.arco-message').first()).toContainText('征求意见');
  const after = await detail(request, 'clerk', asked!.contract.id);
  expect(after.status).toBe('seeking');
  expect(after.version).toBeGreaterThan(asked!.contract.version);
  const asks = after.matters.filter((x) => x.kind === 'seekReply' && x.status === 'pending');
  expect(asks.map((x) => x.handlerUserId).sort()).toEqual([reviewerId, lawyerId].sort());
  await expect(page).toHaveURL(new RegExp(`matterId=${asked!.matterId}`));

  // Concluding seeking while the answer is open: the server refuses, nothing moves.
  await page.goto(`/#/matter/validity/unit/ValidityUnitSubmit?matterId=${asked!.matterId}`);
  await expect(page.getByTestId('matter-seek-replies')).toContainText('陈静');
  await page.getByTestId('matter-submit').click();
  await expect(page.locator('.arco-message').filter({ hasText: '征求' }).last()).toBeVisible();
  expect((await detail(request, 'clerk', asked!.contract.id)).status).toBe('seeking');

  // Another contract without open answers goes to the unit's legality review.
  await page.goto(`/#/matter/validity/unit/ValidityUnitSubmit?matterId=${concluded!.matterId}`);
  await expect(page.getByTestId('matter-submit-form')).toHaveAttribute('data-mode', 'seekConclude');
  await page.getByTestId('matter-submit-content').fill('已征求财务处意见并采纳，送审材料齐全。');
  await pageShot(page, 'validity-unit-submit');
  await page.getByTestId('matter-submit').click();
  await expect(page).toHaveURL(new RegExp(`#/contract/detail\\?id=${concluded!.contract.id}`));
  expect((await detail(request, 'clerk', concluded!.contract.id)).status).toBe('unitReview');
});

test('clerk: the final draft is required and passes the final-draft step', async ({ request, pageAs }) => {
  const [m] = await mine(request, 'clerk', 'finalDraftUnit', 'finalDraft');
  const page = await pageAs('clerk');
  await page.goto(`/#/matter/validity/unit/FinalDraftUnitUpload?matterId=${m!.matterId}`);
  await page.getByTestId('matter-submit').click();
  await expect(page.getByText('请上传定稿文件')).toBeVisible();
  expect((await detail(request, 'clerk', m!.contract.id)).status).toBe('finalDraft');
  await page.locator('[data-testid=matter-submit-form] input[type=file]').setInputFiles(PDF);
  await expect(page.locator('.arco-upload-list-item-done')).toHaveCount(1);
  await page.getByTestId('matter-submit-content').fill('已按审查意见修改。');
  await pageShot(page, 'final-draft-upload');
  await page.getByTestId('matter-submit').click();
  const expected = m!.contract.needsFairReview ? 'fairReview' : m!.contract.isMajor ? 'decision' : 'approval';
  await expect.poll(async () => (await detail(request, 'clerk', m!.contract.id)).status).toBe(expected);
  if (expected === 'approval') {
    await expect(page).toHaveURL(new RegExp(`#/matter/approval\\?id=${m!.contract.id}`));
    await expect(page.getByTestId('approval-progress')).toBeVisible();
    await expect(page.getByTestId('approval-status')).toContainText('待办理');
    await expect(page.getByTestId('approval-go-handle')).toHaveCount(0);
    await pageShot(page, 'approval-clerk');
  }
});

test('reviewer: validity review passes one contract and returns another with an opinion', async ({ request, pageAs }) => {
  const [pass, back] = await mine(request, 'reviewer', 'validityUnit', 'unitReview', 2, (d) => !d.isMajor);
  const page = await pageAs('reviewer');
  await page.goto(`/#/matter/validity/validityReview?matterId=${pass!.matterId}`);
  await expect(page.getByTestId('matter-handle-form')).toBeVisible();
  await pageShot(page, 'validity-review');
  await page.getByTestId('matter-handle-opinion').fill('合同条款合法合规，同意。');
  await page.getByTestId('matter-handle-submit').click();
  await expect(page).toHaveURL(new RegExp(`#/contract/detail\\?id=${pass!.contract.id}`));
  expect((await detail(request, 'reviewer', pass!.contract.id)).status).toBe('finalDraft');

  await page.goto(`/#/matter/validity/validityReview?matterId=${back!.matterId}`);
  await page.getByTestId('matter-handle-result').getByText('退回').click();
  await page.getByTestId('matter-handle-submit').click();
  await expect(page.getByText('退回或不同意时必须填写意见')).toBeVisible();
  expect((await detail(request, 'reviewer', back!.contract.id)).status).toBe('unitReview');
  await page.getByTestId('matter-handle-opinion').fill('违约责任条款不对等，请修改后重新送审。');
  await pageShot(page, 'validity-review-return');
  await page.getByTestId('matter-handle-submit').click();
  await expect(page).toHaveURL(new RegExp(`#/contract/detail\\?id=${back!.contract.id}`));
  const after = await detail(request, 'reviewer', back!.contract.id);
  expect(after.status).toBe('seeking');
  expect(after.matters.find((x) => x.id === back!.matterId)?.opinion).toBe('违约责任条款不对等，请修改后重新送审。');

  // Handled already: the page says so instead of the form.
  await page.goto(`/#/matter/validity/validityReview?matterId=${back!.matterId}`);
  await expect(page.getByTestId('matter-handled')).toBeVisible();
});

test('reviewer: a major contract is submitted to the bureau (ValidityJudSubmit)', async ({ request, pageAs }) => {
  const [m] = await mine(request, 'reviewer', 'validityUnit', 'unitReview', 1, (d) => d.isMajor);
  const page = await pageAs('reviewer');
  await page.goto(`/#/matter/validity/jud/ValidityJudSubmit?id=${m!.contract.id}`);
  await expect(page.getByTestId('matter-handle')).toHaveAttribute('data-matter-id', String(m!.matterId));
  await page.getByTestId('matter-handle-opinion').fill('重大合同，报司法局审查。');
  await page.getByTestId('matter-handle-submit').click();
  await expect(page).toHaveURL(/#\/contract\/detail/);
  expect((await detail(request, 'reviewer', m!.contract.id)).status).toBe('bureauReview');
});

test('bureau: the bureau passes a major contract validityJud review', async ({ request, pageAs }) => {
  const [m] = await mine(request, 'bureau', 'validityJud', 'bureauReview');
  const page = await pageAs('bureau');
  await page.goto(`/#/matter/validity/validityReview?matterId=${m!.matterId}`);
  await expect(page.getByTestId('matter-info')).toContainText('合法性审查');
  await page.getByTestId('matter-handle-opinion').fill('经审查，合同合法有效。');
  await pageShot(page, 'validity-jud');
  await page.getByTestId('matter-handle-submit').click();
  await expect(page).toHaveURL(/#\/contract\/detail/);
  expect((await detail(request, 'bureau', m!.contract.id)).status).toBe('finalDraft');
});

test('leader: records the collective decision\'s meeting; it passes to approval, and the detail shows the record', async ({ request, pageAs }) => {
  const [m] = await mine(request, 'leader', 'decision', 'decision');
  const page = await pageAs('leader');
  await page.goto(`/#/matter/decision?matterId=${m!.matterId}`);
  await expect(page.getByTestId('decision-form')).toBeVisible();
  // Nothing chosen: the form says what is missing, nothing is sent.
  await page.getByTestId('decision-submit').click();
  await expect(page.getByText('请选择会议类型').last()).toBeVisible();
  // Two attendees and no note are not enough; the third is added, the approver chosen.
  await fillDecision(page, { kind: '党组会议', attendees: ['张国强', '李明华'] });
  await page.getByTestId('decision-submit').click();
  await expect(page.getByText('参会人员至少 3 人')).toBeVisible();
  expect((await detail(request, 'leader', m!.contract.id)).status).toBe('decision');
  await fillDecision(page, {
    attendees: ['王建国', '赵丽'],
    resolution: '通过',
    note: '经集体讨论，同意签订。',
    minutes: false,
    approvers: [{ search: 'leader', name: '张国强' }],
  });
  await expect(page.getByTestId('decision-resolution-hint')).toContainText('审批');
  await pageShot(page, 'decision');
  await page.getByTestId('decision-submit').click();
  await expect(page).toHaveURL(new RegExp(`#/matter/approval\\?id=${m!.contract.id}`));
  const after = await detail(request, 'leader', m!.contract.id);
  expect(after.status).toBe('approval');
  const approval = after.matters.find((x) => x.kind === 'approval' && x.status === 'pending');
  await expect(page.getByTestId('approval-progress')).toHaveAttribute('data-matter-id', String(approval!.id));
  await expect(page.getByTestId('matter-approvals')).toContainText('张国强');
  await pageShot(page, 'approval');

  // The detail's 集体决策 tab: the meeting, its people, the resolution and the minutes.
  await page.goto(`/#/contract/detail?id=${m!.contract.id}`);
  await page.getByTestId('contract-tab-decisions').click();
  const record = page.getByTestId('contract-decision').last();
  await expect(record).toContainText('党组会议');
  await expect(record).toContainText('经集体讨论，同意签订。');
  await expect(record.getByTestId('contract-decision-attendees')).toContainText('张国强');
  await expect(record.getByTestId('contract-decision-attendees')).toContainText('赵丽');
  await expect(record.getByTestId('decision-resolution-tag')).toHaveText('通过');
  await expect(record.getByTestId('contract-decision-minutes')).toContainText(MINUTES.name);
  await pageShot(page, 'decision-detail');
  const download = page.waitForEvent('download');
  await record.getByTestId('contract-decision-minutes').click();
  expect((await download).suggestedFilename()).toBe(MINUTES.name);

  // The QR code's progress page: the meeting's kind, date and resolution, never the minutes or the people.
  const link = await call<{ token: string }>(request, 'clerk', 'POST', 'contract/share/create', { contractId: m!.contract.id, audience: 'unit', days: 1 });
  const share = await pageAs('clerk');
  await share.goto(`/#/contract-share?token=${encodeURIComponent(link.token)}`);
  const shown = share.getByTestId('share-decision').last();
  await expect(shown).toContainText('党组会议');
  await expect(shown.getByTestId('decision-resolution-tag')).toHaveText('通过');
  await expect(share.getByTestId('share-review')).not.toContainText(MINUTES.name);
  await expect(share.getByTestId('share-review')).not.toContainText('赵丽');
  await pageShot(share, 'decision-share');

  await page.goto(`/#/matter/approval?id=${m!.contract.id}`);
  await page.getByTestId('approval-go-handle').click();
  await expect(page).toHaveURL(new RegExp(`#/approval/handle/approval-handle\\?matterId=${approval!.id}`));
  await expect(page.getByTestId('matter-handle-form')).toBeVisible();
});

test('pages refuse what is not theirs: wrong kind, not the caller\'s, no matter', async ({ request, pageAs }) => {
  const [m] = await mine(request, 'clerk', 'finalDraftJud', 'finalDraft');
  const clerk = await pageAs('clerk');
  await clerk.goto(`/#/matter/validity/validityReview?matterId=${m!.matterId}`);
  await expect(clerk.getByTestId('matter-wrong-page')).toBeVisible();
  await clerk.getByRole('button', { name: '前往办理页面' }).click();
  await expect(clerk).toHaveURL(new RegExp(`#/matter/validity/jud/FinalDraftJudUpload\\?matterId=${m!.matterId}`));
  await expect(clerk.getByTestId('matter-submit-form')).toHaveAttribute('data-mode', 'finalDraftJud');
  await clerk.goto(`/#/matter/decision?id=${m!.contract.id}`);
  await expect(clerk.getByTestId('matter-none')).toBeVisible();
  await pageShot(clerk, 'none');
  const reviewer = await pageAs('reviewer');
  await reviewer.goto(`/#/matter/validity/jud/FinalDraftJudUpload?matterId=${m!.matterId}`);
  await expect(reviewer.getByTestId('matter-not-yours')).toBeVisible();
  await expect(reviewer.getByTestId('matter-submit-form')).toHaveCount(0);
});

test('reviewer passes a fair-competition review; the clerk acknowledges its measures on fairReviewEcho', async ({ request, pageAs }) => {
  const [m] = await mine(request, 'reviewer', 'fairReview', 'fairReview', 1, (d) => !d.isMajor);
  const reviewer = await pageAs('reviewer');
  await reviewer.goto(`/#/matter/fairReview?matterId=${m!.matterId}`);
  await reviewer.getByTestId('matter-handle-opinion').fill('不含排除、限制竞争的内容；请在招商文件中删除本地企业优先条款。');
  await reviewer.getByTestId('matter-handle-submit').click();
  await expect(reviewer).toHaveURL(/#\/(contract\/detail|matter\/approval)/);
  const after = await detail(request, 'clerk', m!.contract.id);
  expect(after.status).toBe('approval');
  const echo = after.matters.find((x) => x.kind === 'fairReviewEcho' && x.status === 'pending');
  expect(echo).toBeTruthy();

  const clerk = await pageAs('clerk');
  await clerk.goto(`/#/matter/fairReviewEcho?id=${m!.contract.id}`);
  await expect(clerk.getByTestId('matter-handle')).toHaveAttribute('data-matter-id', String(echo!.id));
  await expect(clerk.getByTestId('matter-handle-result')).toHaveCount(0);
  await clerk.getByTestId('matter-handle-submit').click();
  await expect(clerk.getByText('请填写答复意见')).toBeVisible();
  await clerk.getByTestId('matter-handle-opinion').fill('已按审查意见删除相关条款。');
  await pageShot(clerk, 'fair-review-echo');
  await clerk.getByTestId('matter-handle-submit').click();
  await expect(clerk).toHaveURL(/#\/matter\/approval\?id=/);
  const done = await detail(request, 'clerk', m!.contract.id);
  expect(done.matters.find((x) => x.id === echo!.id)?.status).toBe('passed');
  expect(done.status).toBe('approval');
});
