// @vitest-environment jsdom
/**
 * The one failure reporter (src/api/reportFailure.ts): what each envelope code says and whether the
 * record reloads; nothing for what the client's error rules said already.
 */
import { Message } from '@arco-design/web-react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, CLIENT_CODES, failedWith, isForbidden } from '../../src/api/ApiFailure';
import { failureText, reportFailure } from '../../src/api/reportFailure';
import { ApiCode } from '../../src/domain/api-codes';
import { t } from '../../src/i18n';

vi.mock('@arco-design/web-react', () => ({ Message: { error: vi.fn(), warning: vi.fn() } }));

const failure = (code: number, message: string, result: unknown = null, httpStatus = 200) => new ApiFailure(code, message, result, httpStatus);

describe('reportFailure', () => {
  beforeEach(() => {
    vi.mocked(Message.error).mockClear();
    vi.mocked(Message.warning).mockClear();
  });

  it('says a stale write in the page’s words (or the common ones) and reloads the record', () => {
    const reload = vi.fn();
    reportFailure(failure(ApiCode.stale, 'stale'), { reload, stale: 'matters.form.stale' });
    expect(Message.warning).toHaveBeenCalledWith(t('matters.form.stale'));
    expect(reload).toHaveBeenCalledOnce();
    reportFailure(failure(ApiCode.stale, 'stale'));
    expect(Message.warning).toHaveBeenLastCalledWith(t('request.stale'));
  });

  it('shows a refusal and reloads, since the record may have moved on', () => {
    const reload = vi.fn();
    reportFailure(failure(ApiCode.refused, '合同当前状态不允许此操作'), { reload });
    expect(Message.error).toHaveBeenCalledWith('合同当前状态不允许此操作');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('names the fields of a validation failure, but not for a password the policy refused', () => {
    reportFailure(failure(ApiCode.invalid, '参数校验失败', { fields: [{ path: 'body.name', message: 'too long' }] }));
    expect(Message.error).toHaveBeenLastCalledWith('参数校验失败: body.name too long');
    const refusal = { fields: [{ path: 'body.password', message: 'policy' }], passwordProblems: ['length'] };
    reportFailure(failure(ApiCode.invalid, '密码不符合要求：至少 8 个字符', refusal));
    expect(Message.error).toHaveBeenLastCalledWith('密码不符合要求：至少 8 个字符');
  });

  it('says nothing the error rules said already (401, 403, 504), and reloads nothing', () => {
    const reload = vi.fn();
    reportFailure(failure(ApiCode.forbidden, '无权限', null, 403), { reload });
    reportFailure(failure(ApiCode.unauthorized, '未登录', { isLogin: false }, 401), { reload });
    reportFailure(failure(ApiCode.tokenExpired, '登录已过期'), { reload });
    expect(Message.error).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows a failure without an answer and an exception of the page, not a form’s own validation', () => {
    reportFailure(failure(CLIENT_CODES.network, '网络异常', null, 0));
    expect(Message.error).toHaveBeenLastCalledWith('网络异常');
    reportFailure(new TypeError('x is undefined'));
    expect(Message.error).toHaveBeenLastCalledWith('x is undefined');
    reportFailure({ name: ['required'] });
    expect(Message.error).toHaveBeenCalledTimes(2);
  });
});

describe('reading a failure', () => {
  it('tells the code without magic numbers', () => {
    expect(failedWith(failure(ApiCode.stale, 's'), ApiCode.stale)).toBe(true);
    expect(failedWith(new Error('x'), ApiCode.stale)).toBe(false);
    expect(isForbidden(failure(ApiCode.forbidden, 'f', null, 403))).toBe(true);
    expect(isForbidden(failure(ApiCode.refused, 'r'))).toBe(false);
  });

  it('gives a load-error state its text', () => {
    expect(failureText(failure(ApiCode.refused, '合同不存在'))).toBe('合同不存在');
    expect(failureText('?')).toBe(t('request.failed'));
  });
});
