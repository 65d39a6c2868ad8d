/**
 * The one way a page reports a failed call (ARCHITECTURE.md section 4), by the envelope's code:
 *
 * - stale (502): someone changed the record first; says so (the page's text, or the common one) and
 *   reloads the record when the page gave `reload`;
 * - refused (500): the server's message; reloads too, since the record may have moved on;
 * - invalid (501): the server's message with each field's path, but for a password the policy refused,
 *   whose message already names every broken rule;
 * - throttled (503), or no answer at all (network, timeout): the message;
 * - 401, 403, 504 and the session-ending codes: nothing, the client's error rules said it already;
 * - an exception of the page itself: its message; anything else (a form's own validation): nothing,
 *   the form shows it.
 *
 * `failedWith` and `isForbidden` (ApiFailure.ts) read a failure's code without magic numbers;
 * `failureText` is what a load-error state says.
 */
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { ApiCode } from '../domain/api-codes';
import { type MessageKey, t } from '../i18n';
import { type ApiFailure, isApiFailure } from './ApiFailure';
import { callerMessage } from './callerMessage';

type Field = { path: string; message: string };
const fieldsOf = (failure: ApiFailure): Field[] => {
  const result = failure.result as { fields?: unknown; passwordProblems?: unknown } | null;
  // A password the policy refused: its message names every broken rule (workspace/common/password).
  if (!Array.isArray(result?.fields) || Array.isArray(result?.passwordProblems)) return [];
  return result.fields.filter((f): f is Field => typeof f?.path === 'string' && typeof f?.message === 'string');
};

/** The text of a failure, for a page's error state. */
export function failureText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return t('request.failed');
}

export interface ReportOptions {
  /** Reloads the record the failed write was about (after a stale or refused write). */
  reload?: () => void;
  /** What a stale write says, when the page has a better word than the common one. */
  stale?: MessageKey;
}

export function reportFailure(error: unknown, { reload, stale = 'request.stale' }: ReportOptions = {}): void {
  if (!isApiFailure(error)) {
    if (error instanceof Error) Message.error(error.message);
    return;
  }
  if (error.code === ApiCode.stale) {
    Message.warning(t(stale));
    reload?.();
    return;
  }
  const message = callerMessage(error);
  if (message) {
    const fields = error.code === ApiCode.invalid ? fieldsOf(error) : [];
    Message.error(fields.length ? `${message}: ${fields.map((f) => `${f.path} ${f.message}`).join('; ')}` : message);
  }
  if (error.code === ApiCode.refused) reload?.();
}
