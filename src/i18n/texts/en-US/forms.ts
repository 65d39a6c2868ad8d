import type { forms as source } from '../zh-CN/forms';

/** Long forms: unsaved input kept across tab switches and reloads, the warnings before it is lost, autosave (src/forms). */
export const forms: Record<keyof typeof source, string> = {
  'forms.unsaved.title': 'Unsaved input',
  'forms.unsaved.leave': 'If you leave this page, the input you have not saved will be lost.',
  'forms.unsaved.closeTabs': 'If you close it, the input you have not saved in {pages} will be lost.',
  'forms.unsaved.listSeparator': ', ',
  'forms.unsaved.discard': 'Discard and leave',
  'forms.unsaved.stay': 'Stay on this page',
  'forms.unsaved.close': 'If you close it, the input you have not saved will be lost.',
  'forms.unsaved.discardClose': 'Discard and close',
  'forms.unsaved.keepEditing': 'Keep editing',
  'forms.kept.restored': 'Your unsaved input from {time} has been restored.',
  'forms.kept.discard': 'Discard it',
  'forms.autosave.saving': 'Saving automatically…',
  'forms.autosave.saved': 'Saved automatically at {time}',
  'forms.autosave.waiting': 'Saved to the drafts box automatically once the required fields are filled in',
  'forms.autosave.failed': 'Automatic save failed: {reason}',
  'forms.autosave.stale': 'Automatic saving paused: the contract was changed elsewhere. Save it yourself.',
  'forms.import.template': 'Download the import template',
  'forms.import.onlyXlsx': 'Choose an Excel file (.xlsx)',
  'forms.import.errorsTitle': 'Import failed',
  'forms.import.errorsMore': 'Only the first {shown} are listed',
  'forms.import.where': 'Where',
  'forms.import.problem': 'Problem',
  'forms.import.close': 'OK',
  'forms.import.row': 'Row {row} · {field}',
};
