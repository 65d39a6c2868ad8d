/**
 * Sign-in over the API as the app does it (src/api/baseRedirect.ts): on /api/admin, and for a
 * counterpart user or legal adviser once more on the base the server names; a token's calls go to
 * its own base (src/domain/session.ts).
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { backendOfToken } from '../../../src/domain/session';

/** The login answer of an account, from the base it belongs to. */
export async function loginResponse(request: APIRequestContext, username: string, password: string): Promise<APIResponse> {
  const params = { username, password };
  const first = await request.post('/api/admin/admin_sys_user/login', { params });
  const body = (await first.json()) as { code: number; result?: { base?: string } | null };
  const base = body.code === 500 ? body.result?.base : undefined;
  return base && base !== 'admin' ? request.post(`/api/${base}/admin_sys_user/login`, { params }) : first;
}

/** The API base a token's calls go to, e.g. '/api/company'. */
export const apiBase = (token: string | null | undefined): string => `/api/${backendOfToken(token)}`;

/** A call on the token's own base: the HTTP status and the envelope's code and result. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { data?: unknown; params?: Record<string, string | number> } = {},
): Promise<{ status: number; code: number; result: T }> {
  const res = await request.fetch(`${apiBase(token)}/${path}`, { method, headers: { access_token: token }, ...opts });
  const body = await res.json();
  return { status: res.status(), code: body.code, result: body.result as T };
}
