import type { pages as source } from '../zh-CN/pages';

/** Generic page states (in progress, not found, chunk and render errors) and route titles. */
export const pages: Record<keyof typeof source, string> = {
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
