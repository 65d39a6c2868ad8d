/**
 * The e2e specs' `test`: Playwright's, with the demo accounts signed in once per worker.
 *
 * - `accounts` (one per worker, i.e. per server: tests/e2e/servers.ts): each demo account signs in over
 *   the API as the app does (helpers/session.ts) the first time a test needs it, and its session is
 *   reused by every later test of the worker. A session a test has ended (sign-out, a new password, a
 *   disabled account) is noticed and replaced by a new sign-in.
 * - `signIn(page, username, path?)`: the page's context starts from that account's storage state (the
 *   token in localStorage where the app keeps it, before any script of the app runs) and, with a path,
 *   opens it in the workspace. The sign-in form itself is tested in login.spec.ts and by the journeys.
 * - `pageAs(username, options?)`: a page in a browser context of its own (own storage, as another
 *   person's browser), signed in the same way, 1440x900 unless told; closed when the test ends.
 */
import { test as base, type BrowserContext, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/screens';
import { apiBase, loginResponse } from './helpers/session';

export { expect };

/** The demo accounts' sessions of this worker. */
export type Accounts = {
  /** A live session token of `username` (a demo account, or any with `password`). */
  token(username: string, password?: string): Promise<string>;
};

export type SignInOptions = {
  /** The interface language stored with the session (app_language), e.g. 'en-US'. */
  language?: string;
};

/**
 * Starts `page` signed in as `username` and, with `path`, opens `/#<path>` and waits for the workspace
 * layout. On a page that has the app open already, the app is left first (another person at the same
 * browser). Returns the session token.
 */
export type SignIn = (page: Page, username: string, path?: string, options?: SignInOptions) => Promise<string>;

/** A page of its own signed in as `username` (none: signed out). */
export type PageAs = (username: string | null, options?: BrowserContextOptions & SignInOptions) => Promise<Page>;

const WEEK_MS = 604_800_000;
/** The workspace's design size, the size of the pages the specs look at. */
export const WORKSPACE_VIEWPORT = { width: 1440, height: 900 };

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The storage the app keeps a session in (src/session): the token, and the language when given. */
function sessionState(origin: string, token: string, language?: string): StorageState {
  const localStorage = [{ name: 'access_token', value: JSON.stringify({ value: token, expiresAt: Date.now() + WEEK_MS }) }];
  if (language) localStorage.push({ name: 'app_language', value: language });
  return { cookies: [], origins: [{ origin, localStorage }] };
}

export const test = base.extend<{ signIn: SignIn; pageAs: PageAs }, { accounts: Accounts }>({
  accounts: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const tokens = new Map<string, string>();
      const alive = async (token: string): Promise<boolean> => {
        const res = await request.get(`${apiBase(token)}/sys_user/getLoginUserInfo`, { headers: { access_token: token } });
        return res.ok() && ((await res.json()) as { code: number }).code === 200;
      };
      await use({
        async token(username, password = DEMO_PASSWORD) {
          const cached = tokens.get(username);
          if (cached && (await alive(cached))) return cached;
          const body = (await (await loginResponse(request, username, password)).json()) as {
            code: number;
            message: string;
            result?: { token?: string } | null;
          };
          if (body.code !== 200 || !body.result?.token) throw new Error(`sign-in of ${username}: ${body.code} ${body.message}`);
          tokens.set(username, body.result.token);
          return body.result.token;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  signIn: async ({ accounts, baseURL }, use) => {
    await use(async (page, username, path, options = {}) => {
      const token = await accounts.token(username);
      // A page that already runs the app (another user) leaves it, so that the next navigation starts the
      // app afresh with the new session instead of changing the hash of the old one.
      if (page.url() !== 'about:blank') await page.goto('about:blank');
      await page.context().setStorageState(sessionState(String(baseURL), token, options.language));
      if (path !== undefined) {
        await page.goto(`/#${path}`);
        await expect(page.getByTestId('main-layout')).toBeVisible();
      }
      return token;
    });
  },

  pageAs: async ({ browser, accounts, baseURL, locale, timezoneId, reducedMotion }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (username, { language, ...options } = {}) => {
      const token = username ? await accounts.token(username) : null;
      const context = await browser.newContext({
        viewport: WORKSPACE_VIEWPORT,
        baseURL,
        locale,
        timezoneId,
        reducedMotion,
        ...options,
        ...(token ? { storageState: sessionState(String(baseURL), token, language) } : {}),
      });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
