import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiFailure, CLIENT_CODES } from '../../src/api/ApiFailure';
import { createApiClient } from '../../src/api/createClient';
import type { ErrorAction } from '../../src/api/errorRules';

interface Answer {
  status: number;
  data: unknown;
}

/** A client whose requests are answered by `answer`, recording what was sent and what it did. */
function setup(answer: (config: InternalAxiosRequestConfig) => Answer | Error, token: string | null = 'tok') {
  const sent: InternalAxiosRequestConfig[] = [];
  const actions: { action: ErrorAction; failure: ApiFailure }[] = [];
  const client = createApiClient({
    bases: { admin: '/api/admin', company: '/api/company', lawyer: '/api/lawyer' },
    timeoutMs: 1234,
    getToken: () => token,
    getLanguage: () => 'zh-CN',
    translate: (key) => `[${key}]`,
    onAction: (action, failure) => actions.push({ action, failure }),
    adapter: async (config) => {
      sent.push(config);
      const a = answer(config);
      if (a instanceof Error) throw a;
      const response: AxiosResponse = { ...a, statusText: '', headers: {}, config };
      if (a.status >= 200 && a.status < 300) return response;
      throw new AxiosError('HTTP error', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    },
  });
  return { client, sent, actions };
}

const ok = (result: unknown): Answer => ({ status: 200, data: { code: 200, message: 'ok', result } });

describe('the API client', () => {
  it('resolves the result of code 200 and sends the token, language, base and time-out', async () => {
    const { client, sent } = setup(() => ok({ token: 'x' }));
    await expect(client.post('admin_sys_user/login', undefined, { params: { username: 'u' } })).resolves.toEqual({ token: 'x' });
    const [config] = sent;
    expect(config?.baseURL).toBe('/api/admin');
    expect(config?.url).toBe('admin_sys_user/login');
    expect(config?.params).toEqual({ username: 'u' });
    expect(config?.timeout).toBe(1234);
    expect(config?.headers.get('access_token')).toBe('tok');
    expect(config?.headers.get('lang')).toBe('zh-CN');
  });

  it('picks the base of the back end and sends no token header without a token', async () => {
    const { client, sent } = setup(() => ok(null), null);
    await client.get('sys_message/messageUnread', undefined, { backend: 'company' });
    expect(sent[0]?.baseURL).toBe('/api/company');
    expect(sent[0]?.headers.has('access_token')).toBe(false);
  });

  it('rejects a business error with its code, message and result, and leaves it to the caller', async () => {
    const { client, actions } = setup(() => ({ status: 200, data: { code: 500, message: '账号或密码错误', result: null } }));
    const failure = await client.get('x').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: 500, message: '账号或密码错误', result: null, httpStatus: 200 });
    expect(actions).toEqual([]);
  });

  it('logs out on a code outside 200 and 500..504', async () => {
    const { client, actions } = setup(() => ({ status: 200, data: { code: 401, message: '请登录', result: null } }));
    await expect(client.get('x')).rejects.toMatchObject({ code: 401, message: '请登录' });
    expect(actions.map((a) => a.action)).toEqual(['logout-to-login']);
  });

  it('handles 504 once until a code 0 resets the flag', async () => {
    let code = 504;
    const { client, actions } = setup(() => ({ status: 200, data: { code, message: 'expired', result: null } }));
    await expect(client.get('x')).rejects.toMatchObject({ code: 504 });
    await expect(client.get('x')).rejects.toMatchObject({ code: 504 });
    expect(actions.map((a) => a.action)).toEqual(['token-expired']);
    expect(client.tokenExpiredFlag()).toBe(1);
    code = 0;
    await expect(client.get('x')).rejects.toMatchObject({ code: 0 });
    expect(client.tokenExpiredFlag()).toBe(0);
    code = 504;
    await expect(client.get('x')).rejects.toMatchObject({ code: 504 });
    expect(actions.map((a) => a.action)).toEqual(['token-expired', 'logout-to-login', 'token-expired']);
  });

  it('shows the Forbidden notice with the server message on HTTP 403', async () => {
    const { client, actions } = setup(() => ({ status: 403, data: { code: 403, message: '无权操作', result: null } }));
    await expect(client.get('x')).rejects.toMatchObject({ code: 403, message: '无权操作', httpStatus: 403 });
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ action: 'forbidden-notice', failure: { message: '无权操作' } });
  });

  it('sends the user to the password change on an HTTP 403 that asks for it first (no Forbidden notice)', async () => {
    const { client, actions } = setup(() => ({ status: 403, data: { code: 403, message: '请先修改密码', result: { passwordChange: 'expired' } } }));
    const failure = await client.get('x').catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 403, httpStatus: 403, result: { passwordChange: 'expired' } });
    expect(actions.map((a) => a.action)).toEqual(['password-change']);
  });

  it('logs out on HTTP 401 without isLogin when a token is stored', async () => {
    const { client, actions } = setup(() => ({ status: 401, data: { code: 401, message: '未登录', result: { isLogin: false } } }));
    await expect(client.get('x')).rejects.toMatchObject({ code: 401, result: { isLogin: false } });
    expect(actions.map((a) => a.action)).toEqual(['unauthorized-logout']);
  });

  it('rejects an answer that is not an envelope', async () => {
    const { client } = setup(() => ({ status: 200, data: '<html>' }));
    await expect(client.get('x')).rejects.toMatchObject({ code: CLIENT_CODES.badResponse, message: '[request.badResponse]' });
  });

  it('rejects an HTTP error without an envelope with its status', async () => {
    const { client, actions } = setup(() => ({ status: 502, data: 'Bad Gateway' }));
    await expect(client.get('x')).rejects.toMatchObject({ code: 502, httpStatus: 502, message: '[request.failed]' });
    expect(actions).toEqual([]);
  });

  it('names time-outs and network errors', async () => {
    const timeout = setup((c) => new AxiosError('timeout', AxiosError.ECONNABORTED, c));
    await expect(timeout.client.get('x')).rejects.toMatchObject({ code: CLIENT_CODES.timeout, message: '[request.timeout]' });
    const network = setup((c) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, c));
    await expect(network.client.get('x')).rejects.toMatchObject({ code: CLIENT_CODES.network, message: '[request.network]' });
  });
});
