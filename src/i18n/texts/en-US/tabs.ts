import type { tabs as source } from '../zh-CN/tabs';

/** The multi-tab bar (spec section 2, "Multi-tab bar"); the three refusals are the spec's texts. */
export const tabs: Record<keyof typeof source, string> = {
  'tabs.lastTab': 'This is the last tab, cannot be closed',
  'tabs.noLeft': 'No tab on the left',
  'tabs.noRight': 'No tab on the right',
  'tabs.noOthers': 'No other tab to close',
  'tabs.closeCurrent': 'Close current',
  'tabs.closeRight': 'Close tabs to the right',
  'tabs.closeLeft': 'Close tabs to the left',
  'tabs.closeOthers': 'Close other tabs',
  'tabs.rename': 'Rename tab',
  'tabs.actions': 'Tab actions',
  'tabs.renameTitle': 'Rename tab',
  'tabs.renamePlaceholder': 'Enter the tab name',
  'tabs.renameHint': "Leave empty to restore the page's own name",
  'tabs.untitled': 'Untitled page',
};
