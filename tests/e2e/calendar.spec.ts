/**
 * The working-day calendar (/system/calendar, 工作日历): as the administrator, the page opens on this
 * year (Beijing calendar) with the year's working days, lists the 2026 and 2025 notices' holidays and
 * adjusted working days in date order with their weekday and kind; a year with nothing entered says
 * that its limits count weekends only; a failed read offers a retry; a day is added (the form refuses an
 * empty name and a day listed already), renamed and deleted, each checked against the API and the
 * year's working-day count. The clerk has no menu entry, gets 403 on the page and on the calls that
 * read or change the calendar, and may still ask the time limits' question.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { todayDay, yearOf } from '../../src/domain/calendar';
import { expect, test } from './fixtures';
import { pickDate } from './helpers/journey';
import { apiCall } from './helpers/session';
import { shot } from './helpers/shots';

const SHOTS = 'test-results/screenshots';
const PATH = '/system/calendar';
/** This year on the Beijing calendar, as the page chooses it. */
const THIS_YEAR = yearOf(todayDay());

type Listed = { year: number; days: { date: string; kind: string; name: string }[]; workdays: number };

const listed = async (request: APIRequestContext, token: string, year: number): Promise<Listed> =>
  (await apiCall<Listed>(request, token, 'GET', 'sys_calendar/list', { params: { year } })).result;

const messageBox = (page: Page, text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text });
const row = (table: Locator, date: string) => table.locator('tbody tr').filter({ hasText: date });

async function chooseYear(page: Page, year: number): Promise<void> {
  await page.getByTestId('calendar-year').click();
  await page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: `${year} 年` }).click();
  await expect(page.getByTestId('calendar-year')).toContainText(`${year} 年`);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('admin: the years of the notices with weekday, kind and working days; a year not entered; a failed read', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', PATH);
  await expect(page.getByTestId('calendar-manage')).toContainText('工作日历');
  await expect(page.getByTestId('calendar-year')).toContainText(`${THIS_YEAR} 年`);
  if (THIS_YEAR !== 2026) await chooseYear(page, 2026);

  const y2026 = await listed(page.request, token, 2026);
  const table = page.getByTestId('calendar-table');
  await expect(table.locator('tbody tr')).toHaveCount(y2026.days.length);
  await expect(page.getByTestId('calendar-workdays')).toHaveText(`本年工作日 ${y2026.workdays} 天`);
  // In date order, as the API lists them.
  await expect(table.locator('tbody tr td:first-child')).toHaveText(y2026.days.map((d) => d.date));
  for (let d = 1; d <= 7; d++) {
    const r = row(table, `2026-10-0${d}`);
    await expect(r).toContainText('国庆节');
    await expect(r.getByTestId('calendar-kind')).toHaveText('放假');
  }
  await expect(row(table, '2026-10-01')).toContainText('周四');
  const worked = row(table, '2026-10-10');
  await expect(worked).toContainText('周六');
  await expect(worked).toContainText('国庆节');
  await expect(worked.getByTestId('calendar-kind')).toHaveText('调休上班');
  await expect(worked.getByTestId('calendar-kind')).toHaveClass(/arco-tag-arcoblue/);
  await expect(row(table, '2026-10-01').getByTestId('calendar-kind')).toHaveClass(/arco-tag-red/);
  await expect(row(table, '2026-10-01')).toContainText('国务院办公厅关于2026年部分节假日安排的通知');
  await page.mouse.move(0, 0);
  await shot(page, { path: `${SHOTS}/calendar-admin.png`, fullPage: true });

  await chooseYear(page, 2025);
  const y2025 = await listed(page.request, token, 2025);
  await expect(table.locator('tbody tr')).toHaveCount(y2025.days.length);
  await expect(page.getByTestId('calendar-workdays')).toHaveText(`本年工作日 ${y2025.workdays} 天`);
  await expect(row(table, '2025-10-08')).toContainText('国庆节、中秋节');
  await expect(row(table, '2025-10-11').getByTestId('calendar-kind')).toHaveText('调休上班');
  await expect(row(table, '2025-10-11')).toContainText('周六');
  await expect(row(table, '2025-09-28')).toContainText('周日');
  await expect(table).not.toContainText('2026-10-01');

  // A year whose notice is not entered: said so, and the limits count weekends only.
  const later = THIS_YEAR + 2;
  const empty = await listed(page.request, token, later);
  expect(empty.days).toEqual([]);
  await chooseYear(page, later);
  await expect(page.getByTestId('calendar-empty')).toContainText(`${later} 年的国务院放假安排尚未录入`);
  await expect(page.getByTestId('calendar-empty')).toContainText('期限只按周末计算（周一至周五为工作日）');
  await expect(page.getByTestId('calendar-workdays')).toHaveText(`本年工作日 ${empty.workdays} 天`);
  await expect(page.getByTestId('calendar-table')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/calendar-empty-year.png` });

  // A failed read offers a retry, which loads the year once the server answers again (a year this
  // page has not read yet: a year read a moment ago comes from the cache).
  const unread = [THIS_YEAR + 1, THIS_YEAR - 1, THIS_YEAR - 2].find((y) => ![THIS_YEAR, 2025, 2026, later].includes(y))!;
  await page.route('**/sys_calendar/list**', (route) => route.abort());
  await chooseYear(page, unread);
  const failed = page.getByTestId('calendar-error');
  await expect(failed).toBeVisible();
  await page.unroute('**/sys_calendar/list**');
  await failed.getByRole('button', { name: '重试' }).click();
  await expect(failed).toHaveCount(0);
  const retried = await listed(page.request, token, unread);
  await expect(page.getByTestId('calendar-workdays')).toHaveText(`本年工作日 ${retried.workdays} 天`);
});

test('admin: add a holiday, rename it, delete it', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', PATH);
  if (THIS_YEAR !== 2026) await chooseYear(page, 2026);
  const table = page.getByTestId('calendar-table');
  const before = await listed(page.request, token, 2026);
  await expect(table.locator('tbody tr')).toHaveCount(before.days.length);
  expect(before.days.map((d) => d.date)).not.toContain('2026-12-31');

  await page.getByTestId('calendar-add').click();
  const form = page.getByTestId('calendar-form');
  await expect(form).toContainText('新增放假或调休上班日');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请选择日期')).toBeVisible();
  await expect(form.getByText('请输入名称')).toBeVisible();
  // A day the year lists already is edited in its row, not added again.
  await pickDate(form, '2026-10-01');
  await expect(form.getByText('这一天已在日历中，请编辑该行')).toBeVisible();
  await pickDate(form, '2026-12-31');
  await expect(form.getByText('这一天已在日历中，请编辑该行')).toHaveCount(0);
  await form.getByTestId('calendar-form-name').fill('测试假日');
  await expect(form.getByRole('radio', { name: '放假' })).toBeChecked();
  await shot(page, { path: `${SHOTS}/calendar-form.png` });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(messageBox(page, '已保存')).toBeVisible();
  await expect(form).toBeHidden();
  const added = row(table, '2026-12-31');
  await expect(added).toContainText('测试假日');
  await expect(added).toContainText('周四');
  await expect(added.getByTestId('calendar-kind')).toHaveText('放假');
  await expect(table.locator('tbody tr').last()).toContainText('2026-12-31');
  // A Thursday off: one working day fewer.
  await expect(page.getByTestId('calendar-workdays')).toHaveText(`本年工作日 ${before.workdays - 1} 天`);
  const afterAdd = await listed(page.request, token, 2026);
  expect(afterAdd.days.find((d) => d.date === '2026-12-31')).toMatchObject({ kind: 'holiday', name: '测试假日' });
  expect(afterAdd.workdays).toBe(before.workdays - 1);

  await added.getByTestId('calendar-edit').click();
  await expect(form).toContainText('编辑放假或调休上班日');
  await expect(form.locator('.arco-picker input')).toHaveValue('2026-12-31');
  await expect(form.locator('.arco-picker')).toHaveClass(/arco-picker-disabled/);
  await expect(form.getByTestId('calendar-form-name')).toHaveValue('测试假日');
  await form.getByTestId('calendar-form-name').fill('测试假日改');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(row(table, '2026-12-31')).toContainText('测试假日改');
  expect((await listed(page.request, token, 2026)).days.find((d) => d.date === '2026-12-31')?.name).toBe('测试假日改');

  await row(table, '2026-12-31').getByTestId('calendar-delete').click();
  const confirm = page.locator('.arco-popconfirm').filter({ hasText: '2026-12-31' });
  await expect(confirm).toContainText('测试假日改');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(messageBox(page, '已删除')).toBeVisible();
  await expect(row(table, '2026-12-31')).toHaveCount(0);
  await expect(page.getByTestId('calendar-workdays')).toHaveText(`本年工作日 ${before.workdays} 天`);
  const afterDelete = await listed(page.request, token, 2026);
  expect(afterDelete.days.map((d) => d.date)).not.toContain('2026-12-31');
  expect(afterDelete.workdays).toBe(before.workdays);
});

test('the clerk has no calendar entry, gets 403 on the page and its calls, and may ask the time limits', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/dashboard/workplace');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('side-menu')).not.toContainText('工作日历');
  await page.evaluate((p) => {
    window.location.hash = p;
  }, PATH);
  await expect(page.getByTestId('page-403')).toBeVisible();
  await expect(page.getByTestId('calendar-manage')).toHaveCount(0);

  for (const [method, path, opts] of [
    ['GET', 'sys_calendar/list', { params: { year: 2026 } }],
    ['POST', 'sys_calendar/save', { data: { date: '2026-12-31', kind: 'holiday', name: '测试假日' } }],
    ['POST', 'sys_calendar/delete', { data: { date: '2026-10-01' } }],
  ] as const) {
    const r = await apiCall(page.request, token, method, path, opts);
    expect(r.status, `${method} ${path}`).toBe(403);
    expect(r.code, `${method} ${path}`).toBe(403);
  }
  // The first working day after the Wednesday before National Day: the week's holiday skipped.
  const due = await apiCall<string>(page.request, token, 'GET', 'sys_calendar/addWorkdays', { params: { from: '2026-09-30', days: 1 } });
  expect(due).toMatchObject({ status: 200, code: 200, result: '2026-10-08' });
});
