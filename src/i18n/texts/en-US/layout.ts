import type { layout as source } from '../zh-CN/layout';

/** The main layout: side menu, header buttons, user dropdown, switch-unit modal, sign-out. */
export const layout: Record<keyof typeof source, string> = {
  'layout.menuLoadFailed': 'Failed to get menu, please refresh the page',
  'layout.menuEmpty': 'No menu entries',
  'layout.collapse': 'Collapse menu',
  'layout.expand': 'Expand menu',
  'layout.refresh': 'Refresh page',
  'layout.back': 'Previous page',
  'layout.forward': 'Next page',
  'layout.manual': 'Operation manual',
  'layout.accountCenter': 'Account center',
  'layout.accountSettings': 'Account settings',
  'layout.switchUnit': 'Switch unit',
  'layout.logout': 'Sign out',
  'layout.logoutConfirmTitle': 'Sign out',
  'layout.logoutConfirmContent': 'Are you sure you want to sign out?',
  'layout.switchSuccess': 'Switched successfully',
  'layout.switchFailed': 'Switch failed',
  'layout.currentUnit': 'current unit',
  'layout.unitsLoadFailed': 'Failed to load your units',
  'layout.noUnit': 'No unit',
};
