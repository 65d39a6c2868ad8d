/**
 * /project/step-project-register: the project registration form in steps (basic information; budget,
 * funding and dates; basis and plan; survey and solicitation; attachments; confirmation). "Save draft"
 * registers a draft (or edits the loaded one); "submit" sends it underway and opens its detail. With
 * ?id= it loads a draft or underway project for editing (project/edit with its version; a stale
 * version reloads it). docs/api/projects.md.
 *
 * The input (form, files and step) is kept across tab switches and reloads until saved
 * (src/forms/useKeptForm.ts), and a draft saves itself every 30 s and on a step change once it has a
 * name (src/forms/useAutosave.ts; an underway project is saved by hand only).
 */
import { Button, Card, Form, Message, Result, Skeleton, Space, Steps, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../src/api/client';
import { editProject, getProject, registerProject, submitProject } from '../../src/api/projects';
import { type FieldIssue, type ProjectDetail, projectRegisterSchema } from '../../src/domain/project-api';
import { AutosaveStatus } from '../../src/forms/AutosaveStatus';
import { KeptNotice } from '../../src/forms/KeptNotice';
import { type AutosaveOutcome, useAutosave } from '../../src/forms/useAutosave';
import { useKeptForm } from '../../src/forms/useKeptForm';
import { useWritten } from '../../src/forms/useWritten';
import { showAddress } from '../../src/router/navigation';
import { type MessageKey, t } from '../../src/i18n';
import { ExceptionPage } from '../exception/ExceptionPage';
import { parseId } from '../contracts/detail/format';
import { ConfirmSummary } from './ConfirmSummary';
import { type FileItem, FilesStep, fileIdsOf, fileItemsOf } from './FilesStep';
import {
  formFieldOf,
  PROJECT_STEPS,
  type ProjectFormField,
  type ProjectFormValues,
  STEP_FIELDS,
  stepOfField,
  submitIssues,
  toFormValues,
  toProjectFields,
} from './formModel';
import { ProjectFields } from './ProjectFields';
import { useProject } from './useProject';
import './projects.css';
import { ApiCode } from '../../src/domain/api-codes';
import { reportFailure } from '../../src/api/reportFailure';
import { failedWith, isForbidden } from '../../src/api/ApiFailure';

const fieldLabel = (f: ProjectFormField) => t(`projects.field.${f === 'budgetYuan' ? 'budget' : f}` as MessageKey);

/** A new project's values. */
const NEW_PROJECT: ProjectFormValues = { keyProject: false, publicSolicitation: false };

/** The project this form writes to: its id, the version last read or saved, and its status. */
interface Target {
  id: number;
  version: number;
  status: string;
}

/** What is kept beside the input: the step shown, and the draft this page created. */
interface KeptPage {
  step: number;
  target: Target | null;
}

export default function RegisterPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const navigate = useNavigate();
  const [form] = Form.useForm<ProjectFormValues>();
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

  /** The form's fields as the write calls take them. */
  const fieldsNow = () => toProjectFields(form.getFieldsValue() as ProjectFormValues, fileIdsOf(files));
  /** Writes a draft: registers it the first time, then edits it. */
  const writeDraft = async (fields: ReturnType<typeof fieldsNow>): Promise<Target> => {
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
      const fields = fieldsNow();
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

  if (rawId !== null && parseId(rawId) === null) return <ExceptionPage status="404" subtitle={t('projects.detail.badId')} />;
  if (error) {
    if (isForbidden(error)) {
      return <ExceptionPage status="403" subtitle={error.message || t('projects.detail.forbidden')} />;
    }
    return <ExceptionPage status="404" subtitle={(isApiFailure(error) && error.message) || t('projects.detail.notFound')} />;
  }
  if (id !== null && holds.current !== id && (!data || data.id !== id)) {
    return (
      <Card data-testid="project-register-loading">
        <Skeleton animation text={{ rows: 8 }} />
      </Card>
    );
  }
  if (data && !data.actions.includes('edit')) {
    return (
      <Card>
        <Result status="warning" title={t('projects.form.notEditable')} subTitle={`${data.code} ${data.name}`} />
      </Card>
    );
  }
  const underway = target?.status === 'underway';

  const showIssues = (issues: { field: ProjectFormField | 'fileIds'; message: string }[]) => {
    const formIssues = issues.filter((i): i is { field: ProjectFormField; message: string } => i.field !== 'fileIds');
    form.setFields(Object.fromEntries(formIssues.map((i) => [i.field, { error: { message: i.message } }])));
    const steps = issues.map((i) => stepOfField(i.field)).filter((s) => s >= 0);
    if (steps.length) setStep(Math.min(...steps));
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
    if (submit) {
      const issues = submitIssues(values);
      if (issues.length) {
        Message.warning(t('projects.form.incomplete'));
        showIssues(
          issues.map(({ field, issue }) => ({
            field,
            message: issue.message === 'required to submit' ? t('projects.rule.requiredToSubmit', { label: fieldLabel(field) }) : t('projects.rule.endBeforeStart'),
          })),
        );
        return null;
      }
    }
    return values;
  };

  const save = async (submit: boolean) => {
    const values = await validateAll(submit);
    if (!values) return;
    setBusy(submit ? 'submit' : 'draft');
    try {
      await autosave.settle();
      const fields = toProjectFields(values, fileIdsOf(files));
      const written = targetNow();
      let result: Target;
      if (!written) {
        result = await registerProject({ ...fields, submit });
      } else {
        result = await editProject({ id: written.id, version: written.version, ...fields });
        if (submit && written.status === 'draft') result = await submitProject({ id: result.id, version: result.version });
      }
      kept.markSaved(values, files);
      if (submit || underway) {
        Message.success(t(underway ? 'projects.form.saved' : 'projects.form.submitted'));
        navigate(`/project/project-detail?id=${result.id}`);
      } else {
        Message.success(t('projects.form.draftSaved'));
        if (!written) showAddress(`/project/step-project-register?id=${result.id}`);
        wrote(result);
      }
    } catch (e) {
      if (!isApiFailure(e)) throw e;
      if (e.code === ApiCode.stale) {
        Message.warning(t('projects.form.stale'));
        await reload();
      } else if (e.code === ApiCode.invalid) {
        const issues = ((e.result as { fields?: FieldIssue[] } | null)?.fields ?? []).flatMap((f) => {
          const field = formFieldOf(f.path);
          return field ? [{ field, message: e.message }] : [];
        });
        Message.error(e.message);
        showIssues(issues);
      } else {
        reportFailure(e);
      }
    } finally {
      setBusy(null);
    }
  };

  const next = async () => {
    const key = PROJECT_STEPS[step];
    const fields = key && key in STEP_FIELDS ? STEP_FIELDS[key as keyof typeof STEP_FIELDS] : [];
    try {
      if (fields.length) await form.validate([...fields]);
      setStep(step + 1);
    } catch {
      // The fields show their errors.
    }
  };

  const last = step === PROJECT_STEPS.length - 1;
  return (
    <div className="projects-page" data-testid="project-register">
      <Card>
        <KeptNotice at={kept.restoredAt} onDiscard={() => showFiles(kept.discard() ?? [])} />
        {data && (
          <Typography.Title heading={6} data-testid="project-register-editing">
            {t('projects.form.editing', { code: data.code })}
          </Typography.Title>
        )}
        <Steps current={step + 1} onChange={(s) => setStep(s - 1)} className="projects-steps" data-testid="project-steps">
          {PROJECT_STEPS.map((s) => (
            <Steps.Step key={s} title={t(`projects.step.${s}` as MessageKey)} />
          ))}
        </Steps>
      </Card>
      <Card>
        <Form<ProjectFormValues>
          form={form}
          layout="vertical"
          className="projects-form"
          initialValues={kept.initialValues ?? NEW_PROJECT}
          onValuesChange={kept.onValuesChange}
        >
          {(['basic', 'budget', 'plan', 'survey'] as const).map((s) => (
            <div key={s} hidden={PROJECT_STEPS[step] !== s} data-testid={`project-step-${s}`}>
              <ProjectFields step={s} getValues={() => form.getFieldsValue() as ProjectFormValues} />
            </div>
          ))}
        </Form>
        {PROJECT_STEPS[step] === 'files' && <FilesStep files={files} onChange={setFiles} />}
        {last && (
          <div data-testid="project-step-confirm">
            <Typography.Paragraph type="secondary">{t('projects.form.confirmHint')}</Typography.Paragraph>
            <ConfirmSummary values={form.getFieldsValue() as ProjectFormValues} files={files} />
          </div>
        )}
        <Space className="projects-form__buttons">
          {step > 0 && (
            <Button onClick={() => setStep(step - 1)} data-testid="project-prev">
              {t('projects.form.prev')}
            </Button>
          )}
          {!last && (
            <Button type="primary" onClick={() => void next()} data-testid="project-next">
              {t('projects.form.next')}
            </Button>
          )}
          {!underway && (
            <Button onClick={() => void save(false)} loading={busy === 'draft'} disabled={busy !== null} data-testid="project-save-draft">
              {t('projects.form.saveDraft')}
            </Button>
          )}
          <AutosaveStatus state={autosave.state} />
          {last && (
            <Button type="primary" onClick={() => void save(true)} loading={busy === 'submit'} disabled={busy !== null} data-testid="project-submit">
              {t('projects.form.submit')}
            </Button>
          )}
        </Space>
      </Card>
    </div>
  );
}
