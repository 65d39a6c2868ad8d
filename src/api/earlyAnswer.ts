/** The answer of a call the build's hint script may have made already (src/api/earlyCalls.ts). */
import { successOf } from './createClient';
import { type EarlyCall, takeEarlyCall } from './earlyCalls';

/** The hint's answer to `early` if it succeeded; else `call()` itself, whose failure then goes through the client's rules. */
export async function answered<T>(early: EarlyCall, call: () => Promise<T>): Promise<T> {
  const body = takeEarlyCall(early);
  const success = body && successOf(await body);
  return success ? (success.result as T) : call();
}
