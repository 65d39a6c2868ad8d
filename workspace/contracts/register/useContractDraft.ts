/**
 * The state of the contract form (ContractForm.tsx): the input kept across tab switches and reloads
 * until saved (src/forms/useKeptForm.ts) with the step shown and the draft being edited, and the
 * autosave of a new contract or a draft every 30 s and on a step change once its required fields are
 * filled in (src/forms/useAutosave.ts; a registered contract is saved by hand only). An autosaved new
 * contract stays on this page, which goes on editing the draft; the address bar shows its edit page.
 */
import { useRef, useState } from 'react';
import { failedWith } from '../../../src/api/ApiFailure';
import { ApiCode } from '../../../src/domain/api-codes';
import { contractRegisterSchema } from '../../../src/domain/contract-write';
import { type AutosaveOutcome, useAutosave } from '../../../src/forms/useAutosave';
import { useKeptForm } from '../../../src/forms/useKeptForm';
import { useWritten } from '../../../src/forms/useWritten';
import { showAddress } from '../../../src/router/navigation';
import { isUploading, keptValues, type RegisterForm, type RegisterFormValues, registerPayload } from './formModel';
import { type Editing, editPath, type SaveKind, saveContract } from './saveContract';

/** What is kept beside the input: the step shown, and the draft the form edits (after an autosave of a new one). */
interface KeptPage {
  step: number;
  editing?: Editing | undefined;
}

/** The draft the form edits: the one loaded, or the one an earlier autosave created (the later version of the same one). */
function editingOf(loaded: Editing | undefined, kept: Editing | undefined): Editing | undefined {
  if (!kept) return loaded;
  if (!loaded) return kept;
  return kept.id === loaded.id && kept.version > loaded.version ? kept : loaded;
}

/** The contract form's state, from its initial values and the contract loaded for editing (if any). */
export function useContractDraft(form: RegisterForm, initial: RegisterFormValues, loaded: Editing | undefined) {
  const kept = useKeptForm<RegisterFormValues, KeptPage>(form, { id: 'contract', initial, toKept: keptValues });
  const [step, showStep] = useState(kept.keptExtra?.step ?? 0);
  // The step now, for what an autosave on its way keeps (its closure saw the step it started on).
  const stepNow = useRef(step);
  const [editing, setEditing, editingNow] = useWritten<Editing | undefined>(() => editingOf(loaded, kept.keptExtra?.editing));
  const [busy, setBusy] = useState<SaveKind | null>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;

  const autosave = useAutosave({
    enabled: !editing || editing.status === 'draft',
    unsaved: kept.unsaved,
    save: async (): Promise<AutosaveOutcome> => {
      if (busyRef.current) return 'skipped';
      const values = form.getFieldsValue();
      if (isUploading(values) || !contractRegisterSchema.safeParse(registerPayload(values, false)).success) return 'incomplete';
      try {
        const written = editingNow();
        const result = await saveContract(values, 'draft', written);
        const now = { id: result.id, version: result.version, status: result.status };
        // A new contract is now a draft: this page keeps editing it, and a reload opens it.
        if (!written) showAddress(editPath(result.id));
        setEditing(now);
        kept.setExtra({ step: stepNow.current, editing: now });
        kept.markSaved(keptValues(values));
        return 'saved';
      } catch (e) {
        if (failedWith(e, ApiCode.stale)) return 'stale';
        if (failedWith(e, ApiCode.invalid)) return 'incomplete';
        throw e;
      }
    },
  });

  const setStep = (update: number | ((s: number) => number)) => {
    const to = typeof update === 'function' ? update(step) : update;
    if (to === step) return;
    showStep(to);
    stepNow.current = to;
    kept.setExtra({ step: to, editing: editingNow() });
    void autosave.saveNow();
  };

  return { kept, step, setStep, editing, setEditing, editingNow, busy, setBusy, autosave };
}
