import type { request as source } from '../zh-CN/request';

/** The API client's notices (spec section 8). */
export const request: Record<keyof typeof source, string> = {
  'request.stale': 'The record was changed by someone else and has been reloaded; check it and submit again',
  'request.forbidden': 'Forbidden',
  'request.unauthorized': 'Unauthorized',
  'request.unauthorizedDescription': 'Authorization verification failed',
  'request.tokenExpired': 'Your session has expired, please sign in again',
  'request.timeout': 'The request timed out, please try again later',
  'request.network': 'Network error, please check your connection',
  'request.canceled': 'The request was canceled',
  'request.badResponse': 'The server answered with data that could not be read',
  'request.failed': 'The request failed',
};
