/**
 * A form's write: busy while it runs (its button shows loading), and a failure reported the one way
 * (src/api/reportFailure.ts), with the record reloaded after a stale or refused write. What the write
 * does when it succeeds (its message, where the page goes next) is the form's.
 */
import { useState } from 'react';
import { type ReportOptions, reportFailure } from '../api/reportFailure';

export function useSubmit(options: ReportOptions = {}) {
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<void>) => {
    setBusy(true);
    try {
      await write();
    } catch (e) {
      reportFailure(e, options);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
