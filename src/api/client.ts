/**
 * The app's one API client (spec section 7): bases per back end and the time-out from src/config,
 * the stored token in the access_token header, envelope and error rules (createClient.ts), error
 * actions (errorEffects.ts). Pages call the typed functions of src/api/*, never axios.
 */
import { API_BASES, REQUEST_TIMEOUT_MS } from '../config';
import { getLanguage, t } from '../i18n';
import { backendOfToken } from '../domain/session';
import { getToken } from '../session/token';
import { createApiClient } from './createClient';
import { applyErrorAction } from './errorEffects';

export const api = createApiClient({
  bases: API_BASES,
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken,
  getBackend: () => backendOfToken(getToken()),
  getLanguage,
  translate: t,
  onAction: applyErrorAction,
});

export { ApiFailure, isApiFailure } from './ApiFailure';
