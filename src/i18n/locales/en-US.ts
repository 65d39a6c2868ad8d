/** English (en-US) texts: also the fallback language (spec section 9). */
import type { Messages } from './zh-CN';

export const enUS: Messages = {
  'app.title': 'Administrative Organ Contract Management',
  'app.loading': 'Loading…',

  'time.justNow': 'just now',
  'time.minutesAgo': '{n} minutes ago',
  'time.hoursAgo': '{n} hours ago',
  'time.yesterday': 'yesterday',
  'time.daysAgo': '{n} days ago',
  'time.monthsAgo': '{n} months ago',

  'greeting.morning': 'Good morning',
  'greeting.forenoon': 'Good morning',
  'greeting.noon': 'Good noon',
  'greeting.afternoon': 'Good afternoon',
  'greeting.evening': 'Good evening',

  'password.strength.strong': 'Strength: strong',
  'password.strength.medium': 'Strength: medium',
  'password.strength.low': 'Strength: low',
  'password.strength.tooShort': 'Strength: too short',

  'login.subtitle': 'One workplace for contract registration, review, signing, filing and performance supervision',
  'login.account': 'Account name or email',
  'login.account.required': 'Please enter your account name or email address',
  'login.password': 'Password',
  'login.password.required': 'Please enter your password',
  'login.submit': 'Sign in',
  'login.success': 'Signed in',

  'request.forbidden': 'Forbidden',
  'request.unauthorized': 'Unauthorized',
  'request.unauthorizedDescription': 'Authorization verification failed',
  'request.tokenExpired': 'Your session has expired, please sign in again',
  'request.timeout': 'The request timed out, please try again later',
  'request.network': 'Network error, please check your connection',
  'request.canceled': 'The request was canceled',
  'request.badResponse': 'The server answered with data that could not be read',
  'request.failed': 'The request failed',

  'page.inProgress.title': 'Under construction',
  'page.inProgress.subtitle': 'This feature is being built.',
  'page.notFound.subtitle': 'Sorry, the page you visited does not exist.',
  'page.backHome': 'Back home',
  'page.chunkError.title': 'The page failed to load',
  'page.chunkError.subtitle': 'The network may be unstable, or the system was just updated.',
  'page.retry': 'Reload',
  'page.error.title': 'Something went wrong',
  'page.error.subtitle': 'Please reload the page; if the problem persists, contact the administrator.',

  'route.login': 'Sign in',
  'route.workplace': 'Workplace',
  'route.notFound': 'Page not found',
};
