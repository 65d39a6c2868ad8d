/**
 * The two matter try-out pages: /contract/matter-test (every matter kind, its step, time limit,
 * page, and the caller's waiting to-dos of that kind) and /contract/matter-info-test (one matter's
 * information by its number).
 */
import { MATTER_KINDS } from '../../src/domain/matter';
import { type PageOf, read, SHOTS } from './helpers/journey';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

interface WaitingRow {
  matterId: number;
  kind: string;
  title: string;
}

test('matter-test lists every matter kind with the caller’s waiting to-dos of each kind', async ({ request, pageAs }) => {
  const page = await pageAs('reviewer');
  await page.goto('/#/contract/matter-test');
  await expect(page.getByTestId('matter-try-catalogue')).toBeVisible();
  await expect(page.getByTestId('matter-try-catalogue').locator('tbody tr')).toHaveCount(MATTER_KINDS.length);
  const waiting = await read<PageOf<WaitingRow>>(request, 'reviewer', 'POST', 'backlog/queryWaiting', { current: 1, size: 1, kind: ['validityUnit'] });
  expect(waiting.total).toBeGreaterThan(0);
  await expect(page.getByTestId('matter-try-count-validityUnit')).toHaveAttribute('data-total', String(waiting.total));
  await shot(page, { path: `${SHOTS}/matter-try-catalogue.png` });
  await page.getByTestId('matter-try-page-decision').click();
  await expect(page).toHaveURL(/#\/matter\/decision$/);
  await page.context().close();
});

test('matter-info-test shows a matter by its number, and says so for an unknown one', async ({ request, pageAs }) => {
  const page = await pageAs('reviewer');
  const first = (await read<PageOf<WaitingRow>>(request, 'reviewer', 'POST', 'backlog/queryWaiting', { current: 1, size: 1 })).records[0]!;
  await page.goto('/#/contract/matter-info-test');
  await expect(page.getByTestId('matter-info-empty')).toBeVisible();
  await page.getByRole('spinbutton', { name: '事项编号' }).fill(String(first.matterId));
  await page.getByTestId('matter-info-show').click();
  await expect(page.getByTestId('matter-info-view')).toHaveAttribute('data-matter-id', String(first.matterId));
  await expect(page.getByTestId('matter-info-view')).toHaveAttribute('data-kind', first.kind);
  await shot(page, { path: `${SHOTS}/matter-try-info.png` });
  await page.goto('/#/contract/matter-info-test?matterId=2000000000');
  await expect(page.getByTestId('matter-info-error')).toBeVisible();
  await page.context().close();
});
