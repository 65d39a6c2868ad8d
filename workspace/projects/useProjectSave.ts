/**
 * The saves of the project registration form (RegisterPage.tsx): "next" validates the step shown,
 * "save draft" registers or edits the draft, "submit" validates every step and the rules before a
 * project goes underway, then sends it underway and opens its detail. An error shows at its field, on
 * the first step that has one; a stale version is reloaded. docs/api/projects.md.
 */
import type { FormInstance } from '@arco-design/web-react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../src/api/client';
import { editProject, registerProject, submitProject } from '../../src/api/projects';
import { reportFailure } from '../../src/api/reportFailure';
import { ApiCode } from '../../src/domain/api-codes';
import type { FieldIssue } from '../../src/domain/project-api';
import { type MessageKey, t } from '../../src/i18n';
import { showAddress } from '../../src/router/navigation';
import { fileIdsOf } from './FilesStep';
import { formFieldOf, PROJECT_STEPS, type ProjectFormField, type ProjectFormValues, STEP_FIELDS, stepOfField, submitIssues, toProjectFields } from './formModel';
import type { ProjectRegister, Target } from './useProjectRegister';

/** An error to show at a field (or on the files step). */
interface Issue {
  field: ProjectFormField | 'fileIds';
  message: string;
}

const fieldLabel = (f: ProjectFormField) => t(`projects.field.${f === 'budgetYuan' ? 'budget' : f}` as MessageKey);

/** The rules a project breaks before it can go underway, as the messages its fields show. */
function submitIssueMessages(values: ProjectFormValues): Issue[] {
  return submitIssues(values).map(({ field, issue }) => ({
    field,
    message: issue.message === 'required to submit' ? t('projects.rule.requiredToSubmit', { label: fieldLabel(field) }) : t('projects.rule.endBeforeStart'),
  }));
}

/** The fields an "invalid" answer names, each with the answer's message. */
function invalidIssues(result: unknown, message: string): Issue[] {
  return ((result as { fields?: FieldIssue[] } | null)?.fields ?? []).flatMap((f) => {
    const field = formFieldOf(f.path);
    return field ? [{ field, message }] : [];
  });
}

/** The registration form's next step, draft save and submit. */
export function useProjectSave(form: FormInstance<ProjectFormValues>, r: ProjectRegister) {
  const navigate = useNavigate();
  const showIssues = (issues: Issue[]) => {
    const formIssues = issues.filter((i): i is { field: ProjectFormField; message: string } => i.field !== 'fileIds');
    form.setFields(Object.fromEntries(formIssues.map((i) => [i.field, { error: { message: i.message } }])));
    const steps = issues.map((i) => stepOfField(i.field)).filter((s) => s >= 0);
    if (steps.length) r.setStep(Math.min(...steps));
  };

  /** Validates every step; jumps to the first step with an error. */
  const validateAll = async (submit: boolean): Promise<ProjectFormValues | null> => {
    try {
      await form.validate();
    } catch {
      const errors = form.getFieldsError();
      showIssues(Object.keys(errors).map((f) => ({ field: f as ProjectFormField, message: String(errors[f as ProjectFormField]?.message ?? '') })));
      return null;
    }
    const values = form.getFieldsValue() as ProjectFormValues;
    const issues = submit ? submitIssueMessages(values) : [];
    if (!issues.length) return values;
    Message.warning(t('projects.form.incomplete'));
    showIssues(issues);
    return null;
  };

  const save = async (submit: boolean) => {
    const values = await validateAll(submit);
    if (!values) return;
    r.setBusy(submit ? 'submit' : 'draft');
    try {
      await r.autosave.settle();
      const fields = toProjectFields(values, fileIdsOf(r.files));
      const written = r.targetNow();
      let result: Target;
      if (!written) {
        result = await registerProject({ ...fields, submit });
      } else {
        result = await editProject({ id: written.id, version: written.version, ...fields });
        if (submit && written.status === 'draft') result = await submitProject({ id: result.id, version: result.version });
      }
      r.kept.markSaved(values, r.files);
      if (submit || r.underway) {
        Message.success(t(r.underway ? 'projects.form.saved' : 'projects.form.submitted'));
        navigate(`/project/project-detail?id=${result.id}`);
      } else {
        Message.success(t('projects.form.draftSaved'));
        if (!written) showAddress(`/project/step-project-register?id=${result.id}`);
        r.wrote(result);
      }
    } catch (e) {
      if (!isApiFailure(e)) throw e;
      if (e.code === ApiCode.stale) {
        Message.warning(t('projects.form.stale'));
        await r.reload();
      } else if (e.code === ApiCode.invalid) {
        Message.error(e.message);
        showIssues(invalidIssues(e.result, e.message));
      } else {
        reportFailure(e);
      }
    } finally {
      r.setBusy(null);
    }
  };

  const next = async () => {
    const key = PROJECT_STEPS[r.step];
    const fields = key && key in STEP_FIELDS ? STEP_FIELDS[key as keyof typeof STEP_FIELDS] : [];
    try {
      if (fields.length) await form.validate([...fields]);
      r.setStep(r.step + 1);
    } catch {
      // The fields show their errors.
    }
  };

  return { save, next };
}
