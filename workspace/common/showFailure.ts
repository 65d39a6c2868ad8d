/**
 * Shows a failed write's message (business refusals, validation with its fields); 401/403 and session
 * failures are announced by the client already (src/api/callerMessage.ts).
 */
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { isApiFailure } from '../../src/api/client';
import { callerMessage } from '../../src/api/callerMessage';
import type { FieldErrors } from '../../src/domain/envelope';
import { passwordRefusalOf } from './password/passwordRules';

export function showFailure(error: unknown): void {
  const message = callerMessage(error);
  if (!message) return;
  // A password refused by the policy: the message already names every broken rule.
  const fields = isApiFailure(error) && !passwordRefusalOf(error) ? (error.result as FieldErrors | null)?.fields : undefined;
  Message.error(fields?.length ? `${message}: ${fields.map((f) => `${f.path} ${f.message}`).join('; ')}` : message);
}
