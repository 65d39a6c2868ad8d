/**
 * The save of a system-management Modal form: validate (an invalid form shows its field messages and
 * sends nothing), mark it saving while `write` runs, and show a failed write's message (reportFailure).
 * `write` does the call and what follows a success (the message, closing the Modal).
 */
import type { FormInstance } from '@arco-design/web-react';
import { useState } from 'react';
import { reportFailure } from '../../../src/api/reportFailure';

export function useFormSave<V>(form: FormInstance<V>, write: (values: V) => Promise<void>): { saving: boolean; save: () => Promise<void> } {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let values: V;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await write(values);
    } catch (e) {
      reportFailure(e);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
