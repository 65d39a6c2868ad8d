/** The tabs of /account/settings, each at /account/settings/<tab>; /account/settings opens the first. */
export const ACCOUNT_TABS = ['basic', 'security', 'custom', 'binding', 'notification'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const ACCOUNT_SETTINGS_PATH = '/account/settings';

/** The tab a pathname shows ('basic' for /account/settings and anything unknown). */
export function accountTabOf(pathname: string): AccountTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return (ACCOUNT_TABS as readonly string[]).includes(last ?? '') ? (last as AccountTab) : 'basic';
}

export const accountTabPath = (tab: AccountTab): string => `${ACCOUNT_SETTINGS_PATH}/${tab}`;
