import type { results as source } from '../zh-CN/results';

/** Exception pages (403, 404, 500) and result pages (success, fail and the filing/seal results). */
export const results: Record<keyof typeof source, string> = {
  'exception.403.subtitle': 'Sorry, you are not allowed to access this page.',
  'exception.500.subtitle': 'Sorry, the server reported an error. Please try again later.',
  'result.toWorkplace': 'Back to workplace',
  'result.back': 'Go back',
  'result.subject': 'Concerning: {name}',
  'result.success.title': 'Submitted successfully',
  'result.success.subtitle': 'Your item has been submitted; you will be notified of its progress in your messages.',
  'result.success.toBacklog': 'View my to-dos',
  'result.fail.title': 'Submission failed',
  'result.fail.subtitle': 'Please check and correct the information you entered, then submit again.',
  'result.fail.retry': 'Back to edit',
  'result.recordManager.title': 'Filing review submitted',
  'result.recordManager.subtitle': 'The filing unit has been notified of the review result; the record is in filing management.',
  'result.recordManager.toList': 'Back to filing management',
  'result.sealManager.title': 'Seal saved',
  'result.sealManager.subtitle': 'The seal is registered and can be chosen when contracts are signed online.',
  'result.sealManager.toList': 'Back to seal management',
  'result.recordRegister.title': 'Contract filing submitted',
  'result.recordRegister.subtitle': 'The filing documents were sent to the judicial bureau for review; you will be notified of the result in your messages.',
  'result.recordRegister.toList': 'View filing list',
  'result.recordRegister.again': 'File another contract',
};
