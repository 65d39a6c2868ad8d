/**
 * The to-do, approval and carbon-copy pages (workspace/workflow) against the real server and demo
 * data: list totals and counts equal the API's; a contract taken through review by API calls is
 * approved by the leader in the browser (it becomes toSign and moves to the done list); a rejection
 * with an opinion sends it back; a legal adviser answers a seek request from the message's link;
 * copies are marked read one by one and all at once. Screenshots at 1440x900.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { loginResponse } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';

interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}
interface PageOf<T> {
  records: T[];
  total: number;
}
interface Write {
  id: number;
  status: string;
  version: number;
}
interface MatterResult {
  contractStatus: string;
  contractVersion: number;
}
interface Counts {
  backlogWaiting: number;
  backlogOverdue: number;
  approvalWaiting: number;
  carbonCopyUnread: number;
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

async function call<T>(request: APIRequestContext, user: string, method: 'GET' | 'POST', path: string, data?: unknown, base = '/api/admin'): Promise<T> {
  const token = await tokenOf(request, user);
  const res = await request.fetch(`${base}/${path}`, {
    method,
    headers: { access_token: token },
    ...(method === 'GET' ? { params: data as Record<string, string | number> } : { data: data ?? {} }),
  });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result;
}

const userId = async (request: APIRequestContext, user: string, base = '/api/admin') =>
  (await call<{ userId: number }>(request, user, 'GET', 'sys_user/getLoginUserInfo', undefined, base)).userId;

let fileId = 0;
let counterpartId = 0;

/** A small pdf and a counterpart for the contracts the tests register. */
async function fixtures(request: APIRequestContext): Promise<void> {
  if (fileId) return;
  const res = await request.post('/api/admin/sys_files/uploadFile', {
    headers: { access_token: await tokenOf(request, 'clerk') },
    multipart: { file: { name: '合同文本.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') } },
  });
  const body = (await res.json()) as Envelope<{ fileId: number }>;
  expect(body.code, body.message).toBe(200);
  fileId = body.result.fileId;
  const page = await call<PageOf<{ id: number }>>(request, 'clerk', 'POST', 'contract/queryPage', { current: 1, size: 20 });
  for (const row of page.records) {
    const d = await call<{ parties: { counterpartId: number | null }[] }>(request, 'clerk', 'GET', 'contract/detail', { id: row.id });
    const party = d.parties.find((p) => p.counterpartId !== null);
    if (party) {
      counterpartId = party.counterpartId!;
      return;
    }
  }
  throw new Error('no counterpart found');
}

/** The pending matter of a kind on a contract, with its version (matter/detail). */
async function pendingMatter(request: APIRequestContext, user: string, contractId: number, kind: string, base = '/api/admin') {
  const d = await call<{ matters: { id: number; kind: string; status: string }[] }>(request, 'clerk', 'GET', 'contract/detail', { id: contractId });
  const m = d.matters.find((x) => x.kind === kind && x.status === 'pending');
  expect(m, `pending ${kind}`).toBeTruthy();
  return call<{ matterId: number; version: number; link: string }>(request, user, 'GET', 'matter/detail', { id: m!.id }, base);
}

/** Registers a contract as the clerk and takes it to `until` (seeking or approval) through the API. */
async function contractAt(request: APIRequestContext, name: string, until: 'seeking' | 'approval', copyTo: number[] = []): Promise<number> {
  await fixtures(request);
  const reg = await call<Write>(request, 'clerk', 'POST', 'contract/register', {
    name,
    category: 'procurementServices',
    subject: '政务云平台运维服务',
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
  const v = await call<Write>(request, 'clerk', 'POST', 'contract/move', { id: reg.id, version: reg.version, action: 'submitForReview' });
  const m = await call<MatterResult>(request, 'clerk', 'POST', 'matter/submit', { contractId: reg.id, version: v.version, kind: 'survey', content: '相对方资信良好' });
  if (until === 'seeking') return reg.id;
  const s = await call<MatterResult>(request, 'clerk', 'POST', 'matter/submit', { contractId: reg.id, version: m.contractVersion, kind: 'seek', content: '已征求财务处意见' });
  expect(s.contractStatus).toBe('unitReview');
  const validity = await pendingMatter(request, 'reviewer', reg.id, 'validityUnit');
  const passed = await call<MatterResult>(request, 'reviewer', 'POST', 'matter/handle', {
    id: validity.matterId,
    version: validity.version,
    result: 'pass',
    opinion: '经审查，合同条款合法有效',
    copyTo,
  });
  const fd = await call<MatterResult>(request, 'clerk', 'POST', 'matter/submit', { contractId: reg.id, version: passed.contractVersion, kind: 'finalDraftUnit', fileIds: [fileId] });
  expect(fd.contractStatus).toBe('approval');
  return reg.id;
}

const total = (page: Page) => page.getByTestId('workflow-list-total');
const contractStatus = async (request: APIRequestContext, id: number) =>
  (await call<{ status: string }>(request, 'clerk', 'GET', 'contract/detail', { id })).status;

async function search(page: Page, keyword: string): Promise<void> {
  await page.getByTestId('workflow-filters').getByPlaceholder('标题、合同名称或编号').fill(keyword);
  await page.getByTestId('workflow-search').click();
}

test('the reviewer: waiting to-dos equal the API total and counts; overdue filter; done list', async ({ request, pageAs }) => {
  const page = await pageAs('reviewer');
  await page.goto('/#/backlog/me/wait-backlog');
  const api = await call<PageOf<unknown>>(request, 'reviewer', 'POST', 'backlog/queryWaiting', {});
  const counts = await call<Counts>(request, 'reviewer', 'GET', 'workflow/counts');
  await expect(total(page)).toHaveAttribute('data-total', String(api.total));
  await expect(page.getByTestId('workflow-count-backlogWaiting')).toHaveAttribute('data-count', String(counts.backlogWaiting));
  expect(counts.backlogWaiting).toBe(api.total);
  await expect(page.getByTestId('workflow-table').locator('tbody tr')).toHaveCount(Math.min(10, api.total));
  await shot(page, { path: `${SHOTS}/workflow-wait-backlog.png` });

  const overdue = await call<PageOf<unknown>>(request, 'reviewer', 'POST', 'backlog/queryWaiting', { overdue: true });
  await page.getByTestId('workflow-filter-overdue').click();
  await page.getByTestId('workflow-search').click();
  await expect(total(page)).toHaveAttribute('data-total', String(overdue.total));
  if (overdue.total > 0) await expect(page.getByTestId('workflow-overdue').first()).toContainText('已逾期');

  // Nothing matches: the empty state.
  await search(page, '不存在的事项关键字');
  await expect(page.getByTestId('workflow-list-empty')).toContainText('暂无事项');

  await page.goto('/#/backlog/me/already-backlog');
  const done = await call<PageOf<unknown>>(request, 'reviewer', 'POST', 'backlog/queryDone', {});
  await expect(total(page)).toHaveAttribute('data-total', String(done.total));
  await shot(page, { path: `${SHOTS}/workflow-already-backlog.png` });
  await page.context().close();
});

test('the leader approves in the browser: the contract is toSign and the row moves to the done list', async ({ request, pageAs }) => {
  const name = `E2E审批通过合同${Date.now()}`;
  const contractId = await contractAt(request, name, 'approval');
  const page = await pageAs('leader');
  await page.goto('/#/approval/me/wait-approval');
  const api = await call<PageOf<unknown>>(request, 'leader', 'POST', 'approval/queryWaiting', {});
  await expect(total(page)).toHaveAttribute('data-total', String(api.total));
  await expect(page.getByTestId('workflow-count-approvalWaiting')).toHaveAttribute('data-count', String(api.total));
  await shot(page, { path: `${SHOTS}/workflow-wait-approval.png` });

  await search(page, name);
  await expect(total(page)).toHaveAttribute('data-total', '1');
  await page.getByTestId('workflow-open').click();
  await expect(page).toHaveURL(/#\/approval\/handle\/approval-handle\?matterId=\d+$/);
  const handle = page.getByTestId('matter-handle');
  await expect(handle).toHaveAttribute('data-kind', 'approval');
  await expect(page.getByTestId('matter-contract')).toContainText(name);
  await expect(page.getByTestId('matter-contract')).toContainText('480,000.00');
  await expect(page.getByTestId('matter-approvals')).toContainText('待审批');
  await expect(page.getByTestId('matter-history')).toContainText('经审查，合同条款合法有效');
  await expect(page.getByTestId('matter-handle-result')).toContainText('同意');
  await expect(page.getByTestId('matter-handle-result')).toContainText('不同意');
  await shot(page, { path: `${SHOTS}/workflow-approval-handle.png`, fullPage: true });

  await page.getByTestId('matter-handle-opinion').fill('同意签署');
  await page.getByTestId('matter-handle-submit').click();
  await expect(page.locator('.arco-message')).toContainText('办理成功');
  await expect(page).toHaveURL(/#\/approval\/me\/wait-approval$/);
  expect(await contractStatus(request, contractId)).toBe('toSign');
  await expect(total(page)).toHaveAttribute('data-total', String(api.total - 1));

  await page.goto('/#/approval/me/already-approval');
  await search(page, name);
  await expect(total(page)).toHaveAttribute('data-total', '1');
  const row = page.getByTestId('workflow-table').locator('tbody tr').first();
  await expect(row).toContainText('同意');
  await expect(row).toContainText('同意签署');
  await shot(page, { path: `${SHOTS}/workflow-already-approval.png` });

  // Opening it again (e.g. from an old message) says it was handled.
  await row.getByTestId('workflow-row-link').click();
  await expect(page.getByTestId('matter-handled')).toContainText('该事项已办理');
  await page.context().close();
});

test('a rejection needs an opinion and sends the contract back', async ({ request, pageAs }) => {
  const name = `E2E审批退回合同${Date.now()}`;
  const contractId = await contractAt(request, name, 'approval');
  const matter = await pendingMatter(request, 'leader', contractId, 'approval');
  const page = await pageAs('leader');
  // The bell's link lands on the page with the matter loaded.
  await page.goto(`/#${matter.link}`);
  await expect(page.getByTestId('matter-handle')).toHaveAttribute('data-matter-id', String(matter.matterId));
  await page.getByTestId('matter-handle-result').getByText('不同意').click();
  await page.getByTestId('matter-handle-submit').click();
  await expect(page.getByText('退回或不同意时必须填写意见')).toBeVisible();
  expect(await contractStatus(request, contractId)).toBe('approval');
  await shot(page, { path: `${SHOTS}/workflow-approval-reject.png`, fullPage: true });

  await page.getByTestId('matter-handle-opinion').fill('付款条款需重新约定');
  await page.getByTestId('matter-handle-submit').click();
  await expect(page).toHaveURL(/#\/approval\/me\/wait-approval$/);
  // Back to the step before approval (the final draft), with the opinion in the trail.
  expect(await contractStatus(request, contractId)).toBe('finalDraft');
  const d = await call<{ history: { opinion: string | null }[] }>(request, 'clerk', 'GET', 'contract/detail', { id: contractId });
  expect(d.history.some((h) => h.opinion === '付款条款需重新约定')).toBe(true);
  await page.context().close();

  // Another area's bureau may open the page but not the matter: a 403 Result.
  const county = await pageAs('county');
  await county.goto(`/#${matter.link}`);
  await expect(county.getByTestId('matter-forbidden')).toContainText('无权查看该事项');
  await shot(county, { path: `${SHOTS}/workflow-approval-forbidden.png` });
  await county.context().close();
});

test('a legal adviser answers a seek request opened from its message link', async ({ request, pageAs }) => {
  const name = `E2E征求意见合同${Date.now()}`;
  const contractId = await contractAt(request, name, 'seeking');
  const lawyerId = await userId(request, 'lawyer', '/api/lawyer');
  const c = await call<{ version: number }>(request, 'clerk', 'GET', 'contract/detail', { id: contractId });
  await call(request, 'clerk', 'POST', 'matter/submit', { contractId, version: c.version, kind: 'seek', content: '请就违约责任条款出具法律意见', handlerUserIds: [lawyerId] });
  const reply = await pendingMatter(request, 'lawyer', contractId, 'seekReply', '/api/lawyer');
  const messages = await call<PageOf<{ link: string | null }>>(request, 'lawyer', 'POST', 'sys_message/queryPageMessage', { page: 1, size: 20 }, '/api/lawyer');
  expect(messages.records.map((m) => m.link)).toContain(`/backlog/handle/seek-handle?matterId=${reply.matterId}`);

  const page = await pageAs('lawyer');
  await page.goto('/#/backlog/me/wait-backlog');
  const api = await call<PageOf<unknown>>(request, 'lawyer', 'POST', 'backlog/queryWaiting', {}, '/api/lawyer');
  await expect(total(page)).toHaveAttribute('data-total', String(api.total));

  await page.goto(`/#/backlog/handle/seek-handle?matterId=${reply.matterId}`);
  await expect(page.getByTestId('matter-content')).toHaveText('请就违约责任条款出具法律意见');
  await expect(page.getByTestId('matter-handle-result')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/workflow-seek-handle.png`, fullPage: true });
  await page.getByTestId('matter-handle-opinion').fill('违约责任条款合法，建议明确违约金计算方式');
  await page.getByTestId('matter-handle-submit').click();
  await expect(page).toHaveURL(/#\/backlog\/me\/wait-backlog$/);
  const after = await call<{ status: string; opinion: string }>(request, 'lawyer', 'GET', 'matter/detail', { id: reply.matterId }, '/api/lawyer');
  expect(after).toMatchObject({ status: 'passed', opinion: '违约责任条款合法，建议明确违约金计算方式' });
  await page.context().close();
});

test('carbon copies: totals, mark one read, all read; the sent list', async ({ request, pageAs }) => {
  const leaderId = await userId(request, 'leader');
  // The reviewer copies the leader in on two unit reviews.
  await contractAt(request, `E2E抄送合同A${Date.now()}`, 'approval', [leaderId]);
  await contractAt(request, `E2E抄送合同B${Date.now()}`, 'approval', [leaderId]);
  const page = await pageAs('leader');
  await page.goto('/#/carboncopy/me-carboncopy');
  const api = await call<PageOf<unknown>>(request, 'leader', 'POST', 'carboncopy/queryReceived', {});
  const before = (await call<Counts>(request, 'leader', 'GET', 'workflow/counts')).carbonCopyUnread;
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(total(page)).toHaveAttribute('data-total', String(api.total));
  await expect(page.getByTestId('workflow-count-carbonCopyUnread')).toHaveAttribute('data-count', String(before));
  await shot(page, { path: `${SHOTS}/workflow-me-carboncopy.png` });

  await page.getByTestId('workflow-mark-read').first().click();
  await expect(page.locator('.arco-message')).toContainText('已将 1 条抄送标为已读');
  await expect.poll(async () => (await call<Counts>(request, 'leader', 'GET', 'workflow/counts')).carbonCopyUnread).toBe(before - 1);
  await expect(page.getByTestId('workflow-count-carbonCopyUnread')).toHaveAttribute('data-count', String(before - 1));

  await page.getByTestId('workflow-read-all').click();
  await expect(page.locator('.arco-message').last()).toContainText(`已将 ${before - 1} 条抄送标为已读`);
  expect((await call<Counts>(request, 'leader', 'GET', 'workflow/counts')).carbonCopyUnread).toBe(0);
  await expect(page.getByTestId('workflow-read-state').filter({ hasText: '未读' })).toHaveCount(0);
  await expect(page.getByTestId('workflow-read-all')).toBeDisabled();
  await page.context().close();

  const reviewerPage = await pageAs('reviewer');
  await reviewerPage.goto('/#/carboncopy/send-carboncopy');
  const sent = await call<PageOf<unknown>>(request, 'reviewer', 'POST', 'carboncopy/querySent', {});
  expect(sent.total).toBeGreaterThanOrEqual(2);
  await expect(total(reviewerPage)).toHaveAttribute('data-total', String(sent.total), { timeout: 30_000 });
  // The sent list shows no unread count of the caller's own received copies.
  await expect(reviewerPage.getByTestId('workflow-count-carbonCopyUnread')).toHaveCount(0);
  await expect(reviewerPage.getByTestId('workflow-table')).toContainText('E2E抄送合同B');
  await shot(reviewerPage, { path: `${SHOTS}/workflow-send-carboncopy.png` });
  await reviewerPage.context().close();
});

test('a list that cannot be fetched shows the error with a retry', async ({ request, pageAs }) => {
  const page = await pageAs('clerk');
  let failing = true;
  await page.route('**/backlog/queryWaiting', (route) => (failing ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }) : route.fallback()));
  await page.goto('/#/backlog/me/wait-backlog');
  await expect(page.getByTestId('workflow-list-error')).toContainText('列表加载失败');
  await shot(page, { path: `${SHOTS}/workflow-list-error.png` });
  failing = false;
  await page.getByTestId('workflow-list-error').getByRole('button', { name: '重试' }).click();
  const api = await call<PageOf<unknown>>(request, 'clerk', 'POST', 'backlog/queryWaiting', {});
  await expect(total(page)).toHaveAttribute('data-total', String(api.total));
  await page.context().close();
});
