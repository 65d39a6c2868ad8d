/**
 * Screenshots for people to look at (test-results/screenshots/*.png): taken only when asked with
 * E2E_SHOTS=1, so the suite does not spend its time on pictures nobody opens. A failing test still
 * gets its own screenshot and trace from Playwright (playwright.config.ts).
 */
export const SHOTS_WANTED = process.env.E2E_SHOTS === '1';

/** page.screenshot(options) or locator.screenshot(options), when screenshots are wanted. */
export async function shot<O>(target: { screenshot(options?: O): Promise<unknown> }, options: O): Promise<void> {
  if (SHOTS_WANTED) await target.screenshot(options);
}
