/**
 * Shared by the screen specs and `npm run bench:screens`: signing in the way the app does (a token in
 * localStorage, no page of the app opened), a 1920x1080 page, waiting until a screen is rendered,
 * and finding a region on the map by its tooltip. Only Playwright's page API here (no `expect`), so
 * a plain script can use it too.
 */
import type { Browser, Page } from '@playwright/test';
import { loginResponse } from './session';

export const DEMO_PASSWORD = 'Demo@2026';
export const HD = { width: 1920, height: 1080 };
export const UHD = { width: 3840, height: 2160 };

/** A signed-in token for a demo account (the login call the app makes). */
export async function tokenOf(page: Page, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await loginResponse(page.request, username, password);
  const body = (await res.json()) as { code: number; message: string; result: { token?: string } };
  if (body.code !== 200 || !body.result.token) throw new Error(`sign-in of ${username}: ${body.code} ${body.message}`);
  return body.result.token;
}

/** Signs in as the app does (token in localStorage) without opening any page of the app. */
export async function signIn(page: Page, username: string): Promise<string> {
  const token = await tokenOf(page, username);
  await page.goto('/api/health');
  await page.evaluate((value) => {
    localStorage.setItem('access_token', JSON.stringify({ value, expiresAt: Date.now() + 604_800_000 }));
  }, token);
  return token;
}

/** A page in a new context (own cache and storage) at `viewport`, in Chinese, Shanghai time. */
export async function newPage(browser: Browser, viewport = HD, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', ...(baseURL ? { baseURL } : {}) });
  return context.newPage();
}

/**
 * A moment of a screen: every widget with a query has its answer for the current context (`data`:
 * `data-screen-state="ready"`); as well, no widget still shows its skeleton, the map has its regions
 * and every chart has drawn its first frame (`drawn`: `data-chart-state` set, `drawing` while its
 * entry animation plays: what a viewer sees as "the wall is there"), or has also finished animating
 * (`rendered`: `data-chart-state="finished"`, screens/widgets/EChart.tsx). Optionally in a drill
 * context: the address holds `has` and not `lacks`, and the breadcrumb's current place is `current`.
 */
export interface ScreenMoment {
  moment: 'data' | 'drawn' | 'rendered';
  has?: string;
  lacks?: string;
  current?: string;
}

/**
 * In the page: the page's clock (performance.now()) once the screen has reached `at`, else false. For
 * waitForFunction, whose answer is then the page's own time of the frame it was first seen in, not
 * the time the test got the news (later on a busy page).
 */
export function screenAt(at: ScreenMoment): number | false {
  if (at.has && !location.hash.includes(at.has)) return false;
  if (at.lacks && location.hash.includes(at.lacks)) return false;
  if (at.current && document.querySelector('[data-testid="screen-breadcrumb"] [aria-current="page"]')?.textContent !== at.current) return false;
  if (document.querySelector('[data-testid="screen-root"]')?.getAttribute('data-screen-state') !== 'ready') return false;
  if (at.moment !== 'data') {
    if (document.querySelector('[data-testid="screen-widget"][data-state="loading"], [data-testid="map-loading"]')) return false;
    const charts = [...document.querySelectorAll('.screen-chart')];
    const done = at.moment === 'drawn' ? charts.every((c) => c.hasAttribute('data-chart-state')) : charts.every((c) => c.getAttribute('data-chart-state') === 'finished');
    if (!done) return false;
  }
  return performance.now();
}

/** Waits until the screen (of `route`, if given) is rendered (screenAt). */
export async function waitRendered(page: Page, route?: string, timeout = 30_000): Promise<void> {
  if (route) await page.locator(`[data-testid="screen-root"][data-route="${route}"]`).waitFor({ timeout });
  await page.waitForFunction(screenAt, { moment: 'rendered' } satisfies ScreenMoment, { timeout, polling: 50 });
}

/** The widgets (by key) in a state other than `ready` (empty, error or loading). */
export async function widgetsNotReady(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="screen-widget"]:not([data-state="ready"])')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-widget')}:${e.getAttribute('data-state')}`));
}

/** Hovers over the map until its tooltip names `region`; answers that point (page coordinates). */
export async function findMapRegion(page: Page, region: string): Promise<{ x: number; y: number }> {
  const canvas = page.locator('[data-widget="map"] canvas').first();
  await canvas.waitFor({ state: 'visible' });
  await page.waitForTimeout(500);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map is not drawn');
  const tooltip = page.locator('.screen-map-tooltip');
  // The tooltip follows the pointer after a frame or two; on a busy machine later, so a pass that finds
  // nothing is repeated with longer pauses.
  for (const pause of [40, 150, 400]) {
    for (let row = 1; row < 12; row++) {
      for (let col = 1; col < 16; col++) {
        const x = box.x + (box.width * col) / 16;
        const y = box.y + (box.height * row) / 12;
        await page.mouse.move(x, y);
        await page.waitForTimeout(pause);
        if ((await tooltip.count()) > 0 && (await tooltip.first().isVisible()) && (await tooltip.first().innerText()).includes(region)) return { x, y };
      }
    }
  }
  throw new Error(`no map region named ${region}`);
}
