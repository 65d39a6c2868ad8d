/** What autosave did last (useAutosave), in a line beside the form's save buttons; polite live region. */
import { t } from '../i18n';
import './forms.css';
import { clockTime } from './KeptNotice';
import type { AutosaveState } from './useAutosave';

function text(state: AutosaveState): string | null {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'incomplete':
      return t('forms.autosave.waiting');
    case 'saving':
      return t('forms.autosave.saving');
    case 'saved':
      return t('forms.autosave.saved', { time: clockTime(state.at) });
    case 'failed':
      return t('forms.autosave.failed', { reason: state.reason });
    case 'stale':
      return t('forms.autosave.stale');
  }
}

export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const shown = text(state);
  return (
    <span
      className={`autosave-status autosave-status-${state.kind}`}
      role="status"
      aria-live="polite"
      data-testid="autosave-status"
      data-state={state.kind}
    >
      {shown}
    </span>
  );
}
