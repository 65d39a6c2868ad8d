/**
 * Builds the API client: one axios instance for the three back ends (the base is picked per call),
 * the access_token and lang headers, the time-out, and the envelope rules: code 200 resolves
 * `result`; anything else rejects with an ApiFailure after the error rules (errorRules.ts) decided
 * what the app must do, which `onAction` carries out. Kept free of UI code so it can be tested.
 */
import { isPasswordChangeRequired, TOKEN_HEADER } from '../domain/session';
import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { Backend } from '../config';
import type { MessageKey } from '../i18n';
import { ApiFailure, CLIENT_CODES } from './ApiFailure';
import { decideErrorAction, type ErrorAction, SUCCESS_CODE, type TokenExpiredFlag } from './errorRules';

export { TOKEN_HEADER };

export interface ClientOptions {
  bases: Readonly<Record<Backend, string>>;
  timeoutMs: number;
  getToken: () => string | null;
  /** The base of the signed-in session (a call names none): every call of a session goes to its own base. */
  getBackend?: () => Backend;
  getLanguage: () => string;
  translate: (key: MessageKey) => string;
  /** Carries out an error action (notices, logout, navigation). */
  onAction: (action: ErrorAction, failure: ApiFailure) => void;
  /** For tests: answers requests instead of the network. */
  adapter?: AxiosAdapter;
}

export interface ApiRequestConfig extends AxiosRequestConfig {
  /** Which back end answers; default the session's own (getBackend), else 'admin'. */
  backend?: Backend;
}

export interface ApiClient {
  /** The one axios instance (its interceptors resolve `result` instead of a response). */
  readonly http: AxiosInstance;
  request<T>(config: ApiRequestConfig): Promise<T>;
  get<T>(url: string, params?: object, config?: ApiRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<T>;
  del<T>(url: string, params?: object, config?: ApiRequestConfig): Promise<T>;
  tokenExpiredFlag(): TokenExpiredFlag;
}

interface EnvelopeLike {
  code: number;
  message?: unknown;
  result?: unknown;
}

const isEnvelope = (body: unknown): body is EnvelopeLike =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';

/** The result of a successful envelope (code 200), or undefined: the client's one rule for success. */
export const successOf = (body: unknown): { result: unknown } | undefined =>
  isEnvelope(body) && body.code === SUCCESS_CODE ? { result: body.result } : undefined;

const RAW_TYPES = new Set(['blob', 'arraybuffer', 'stream', 'document']);

export function createApiClient(options: ClientOptions): ApiClient {
  const { translate } = options;
  let flag: TokenExpiredFlag = 0;

  // No XSRF cookie: the session is the access_token header, never a cookie. axios would otherwise
  // wait on the browser's cookie store (an asynchronous read, tens of ms and more while a page starts)
  // before sending each same-origin request.
  const http = axios.create({ timeout: options.timeoutMs, baseURL: options.bases.admin, adapter: options.adapter, withXSRFToken: false });

  http.interceptors.request.use((config) => {
    const token = options.getToken();
    if (token) config.headers.set(TOKEN_HEADER, token);
    config.headers.set('lang', options.getLanguage());
    return config;
  });

  /** Decides, acts, and returns the failure to reject with. */
  const fail = (httpStatus: number, body: unknown, fallback: ApiFailure): ApiFailure => {
    const envelope = isEnvelope(body) ? body : undefined;
    const result = envelope?.result ?? null;
    const isLogin =
      typeof result === 'object' && result !== null && 'isLogin' in result ? Boolean(result.isLogin) : undefined;
    const decision = decideErrorAction({
      httpStatus,
      code: envelope?.code,
      hasToken: options.getToken() !== null,
      isLogin,
      passwordChange: isPasswordChangeRequired(result),
      tokenExpiredFlag: flag,
    });
    flag = decision.tokenExpiredFlag;
    const failure = envelope
      ? new ApiFailure(
          envelope.code,
          typeof envelope.message === 'string' && envelope.message ? envelope.message : translate('request.failed'),
          result,
          httpStatus,
        )
      : fallback;
    if (decision.action !== 'none') options.onAction(decision.action, failure);
    return failure;
  };

  http.interceptors.response.use(
    (response: AxiosResponse) => {
      if (RAW_TYPES.has(String(response.config.responseType))) return response.data;
      const body: unknown = response.data;
      // Success resolves the result itself (the interceptor's answer replaces the response).
      const success = successOf(body);
      if (success) return success.result as never;
      return Promise.reject(
        fail(response.status, body, new ApiFailure(CLIENT_CODES.badResponse, translate('request.badResponse'), null, response.status)),
      );
    },
    (error: AxiosError) => {
      if (axios.isCancel(error)) return Promise.reject(new ApiFailure(CLIENT_CODES.canceled, translate('request.canceled')));
      if (error.response) {
        const { status, data } = error.response;
        return Promise.reject(fail(status, data, new ApiFailure(status, translate('request.failed'), null, status)));
      }
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      return Promise.reject(
        timedOut
          ? new ApiFailure(CLIENT_CODES.timeout, translate('request.timeout'))
          : new ApiFailure(CLIENT_CODES.network, translate('request.network')),
      );
    },
  );

  const request = <T>({ backend = options.getBackend?.() ?? 'admin', ...config }: ApiRequestConfig): Promise<T> =>
    http.request({ baseURL: options.bases[backend], ...config }) as unknown as Promise<T>;

  return {
    http,
    request,
    get: (url, params, config) => request({ ...config, method: 'GET', url, params }),
    post: (url, data, config) => request({ ...config, method: 'POST', url, data }),
    put: (url, data, config) => request({ ...config, method: 'PUT', url, data }),
    del: (url, params, config) => request({ ...config, method: 'DELETE', url, params }),
    tokenExpiredFlag: () => flag,
  };
}
