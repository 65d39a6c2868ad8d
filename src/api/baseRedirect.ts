/**
 * Sessions belong to one base (src/domain/session.ts). A sign-in starts on the staff base; when the
 * account is a counterpart user's or a legal adviser's, the server (once the password is right)
 * refuses with code 500 and `result.base`, and the sign-in is made again on that base.
 */
import type { Backend } from '../config';
import { wrongBaseOf as wrongBaseOfResult } from '../domain/session';
import { ApiCode } from '../domain/api-codes';
import { failedWith } from './ApiFailure';

/** The base a refusal sends the caller to, or null when it is another refusal. */
export function wrongBaseOf(error: unknown): Backend | null {
  if (!failedWith(error, ApiCode.refused)) return null;
  return wrongBaseOfResult(error.result);
}

/** Runs a sign-in call on the staff base, and once more on the base the server names. */
export async function onOwnBase<T>(call: (backend: Backend) => Promise<T>): Promise<T> {
  try {
    return await call('admin');
  } catch (error) {
    const base = wrongBaseOf(error);
    if (!base || base === 'admin') throw error;
    return call(base);
  }
}
