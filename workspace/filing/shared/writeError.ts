/**
 * What a form does when a write fails: a stale version (502) says so and reloads; a refusal (500)
 * and a validation failure (501) show the server's message (501 also reloads nothing); 403 is
 * reported by the client's error rules already.
 */
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { isApiFailure } from '../../../src/api/client';
import { t } from '../../../src/i18n';

export function reportWriteError(e: unknown, reload: () => void): void {
  if (isApiFailure(e) && e.code === 502) {
    Message.warning(t('filing.stale'));
    reload();
  } else if (isApiFailure(e) && e.code === 500) {
    Message.error(e.message);
    reload();
  } else if (isApiFailure(e) && e.code === 501) {
    const fields = (e.result as { fields?: { path: string; message: string }[] } | null)?.fields ?? [];
    Message.error(fields.length ? `${e.message}: ${fields.map((f) => `${f.path} ${f.message}`).join('; ')}` : e.message);
  } else if (!isApiFailure(e) || e.httpStatus !== 403) {
    Message.error(isApiFailure(e) ? e.message : String(e));
  }
}
