/**
 * The state of the project registration form (RegisterPage.tsx): the input kept across tab switches
 * and reloads until saved (src/forms/useKeptForm.ts), the step shown, the files, the project written
 * to and the version read, and the draft's autosave every 30 s and on a step change once it has a name
 * (src/forms/useAutosave.ts; an underway project is saved by hand only).
 */
import type { FormInstance } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { failedWith } from '../../src/api/ApiFailure';
import { editProject, getProject, registerProject } from '../../src/api/projects';
import { ApiCode } from '../../src/domain/api-codes';
import { type ProjectDetail, projectRegisterSchema } from '../../src/domain/project-api';
import { type AutosaveOutcome, useAutosave } from '../../src/forms/useAutosave';
import { useKeptForm } from '../../src/forms/useKeptForm';
import { useWritten } from '../../src/forms/useWritten';
import { showAddress } from '../../src/router/navigation';
import { parseId } from '../contracts/detail/format';
import { type FileItem, fileIdsOf, fileItemsOf } from './FilesStep';
import { type ProjectFormValues, toFormValues, toProjectFields } from './formModel';
import { useProject } from './useProject';

/** A new project's values. */
export const NEW_PROJECT: ProjectFormValues = { keyProject: false, publicSolicitation: false };

/** The project this form writes to: its id, the version last read or saved, and its status. */
export interface Target {
  id: number;
  version: number;
  status: string;
}

/** What is kept beside the input: the step shown, and the draft this page created. */
interface KeptPage {
  step: number;
  target: Target | null;
}

/** The registration form's state for the page's ?id= (null for a new project). */
export function useProjectRegister(rawId: string | null, form: FormInstance<ProjectFormValues>) {
  const kept = useKeptForm<ProjectFormValues, KeptPage, FileItem[]>(form, {
    id: 'project',
    initial: rawId === null ? NEW_PROJECT : null,
    onDiscarded: (side) => showFiles(side ?? []),
  });
  // A draft saved on this page keeps being edited here; its id goes into the address bar without a
  // navigation (the tab bar keys tabs by path and query: a navigation would open a second tab).
  const [target, setTarget, targetNow] = useWritten<Target | null>(kept.keptExtra?.target ?? null);
  const id = parseId(rawId) ?? target?.id ?? null;
  const [step, showStep] = useState(kept.keptExtra?.step ?? 0);
  // The step now, for what a save on its way keeps (its closure saw the step it started on).
  const stepNow = useRef(step);
  const [files, showFiles] = useState<FileItem[]>(kept.keptSide ?? []);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const { data: fresh, error, mutate } = useProject(id);
  // The version read: pinned when loaded, so a change by someone else (live sync refreshes the read)
  // does not overwrite the user's input; saving then answers 502 and the page reloads it.
  const [data, setData] = useState<ProjectDetail | null>(null);
  // The project whose input the form holds (one it loaded, or created here): a read of it fills nothing.
  const holds = useRef<number | null>(target?.id ?? null);

  const keep = (page: KeptPage) => kept.setExtra(page);
  const setStep = (to: number) => {
    if (to === step) return;
    showStep(to);
    stepNow.current = to;
    keep({ step: to, target: targetNow() });
    void autosave.saveNow();
  };
  const setFiles = (next: FileItem[]) => {
    showFiles(next);
    kept.setSide(next);
  };
  const wrote = (result: Target) => {
    setTarget(result);
    holds.current = result.id;
    keep({ step: stepNow.current, target: result });
  };
  /** The form and files of a version read (or the input kept over it). */
  const fill = (d: ProjectDetail) => {
    form.resetFields();
    showFiles(kept.load(toFormValues(d), fileItemsOf(d.files)) ?? []);
    holds.current = d.id;
    setTarget({ id: d.id, version: d.version, status: d.status });
  };
  useEffect(() => {
    if (fresh && fresh.id !== data?.id) setData(fresh);
  }, [fresh, data?.id]);
  // Fill the form once it is mounted with the pinned version, unless it holds that project's input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills once per project read.
  useEffect(() => {
    if (data && holds.current !== data.id) fill(data);
  }, [data]);
  /** The latest version, in the state and in the form. Read anew, not through SWR's revalidation,
   * which may hand back a read begun before the other save. */
  const reload = async () => {
    if (id === null) return;
    const d = await getProject(id);
    void mutate(d, { revalidate: false });
    setData(d);
    fill(d);
  };

  /** Writes a draft: registers it the first time, then edits it. */
  const writeDraft = async (fields: ReturnType<typeof toProjectFields>): Promise<Target> => {
    const written = targetNow();
    if (!written) {
      const result = await registerProject({ ...fields, submit: false });
      showAddress(`/project/step-project-register?id=${result.id}`);
      return result;
    }
    return editProject({ id: written.id, version: written.version, ...fields });
  };

  const autosave = useAutosave({
    enabled: target?.status !== 'underway',
    unsaved: kept.unsaved,
    save: async (): Promise<AutosaveOutcome> => {
      if (busyRef.current) return 'skipped';
      const fields = toProjectFields(form.getFieldsValue() as ProjectFormValues, fileIdsOf(files));
      if (!projectRegisterSchema.safeParse({ ...fields, submit: false }).success) return 'incomplete';
      try {
        const values = form.getFieldsValue() as ProjectFormValues;
        wrote(await writeDraft(fields));
        kept.markSaved(values, files);
        return 'saved';
      } catch (e) {
        if (failedWith(e, ApiCode.stale)) return 'stale';
        if (failedWith(e, ApiCode.invalid)) return 'incomplete';
        throw e;
      }
    },
  });

  const underway = target?.status === 'underway';
  return { kept, targetNow, id, step, setStep, files, setFiles, showFiles, busy, setBusy, error, data, holds, wrote, reload, autosave, underway };
}

/** The registration form's state, as its save and its page take it. */
export type ProjectRegister = ReturnType<typeof useProjectRegister>;
