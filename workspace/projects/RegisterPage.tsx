/**
 * /project/step-project-register: the project registration form in steps (basic information; budget,
 * funding and dates; basis and plan; survey and solicitation; attachments; confirmation). "Save draft"
 * registers a draft (or edits the loaded one); "submit" sends it underway and opens its detail. With
 * ?id= it loads a draft or underway project for editing (project/edit with its version; a stale
 * version reloads it). docs/api/projects.md.
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
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../src/api/client';
import { editProject, getProject, registerProject, submitProject } from '../../src/api/projects';
import type { FieldIssue, ProjectDetail } from '../../src/domain/project-api';
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

const fieldLabel = (f: ProjectFormField) => t(`projects.field.${f === 'budgetYuan' ? 'budget' : f}` as MessageKey);

export default function RegisterPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id');
  // A draft saved on this page keeps being edited here; its id goes into the address bar without a
  // navigation (the tab bar keys tabs by path and query: a navigation would open a second tab).
  const [createdId, setCreatedId] = useState<number | null>(null);
  const id = parseId(rawId) ?? createdId;
  const navigate = useNavigate();
  const [form] = Form.useForm<ProjectFormValues>();
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<FileItem[]>([]);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const { data: fresh, error, mutate } = useProject(id);
  // The version being edited: pinned when loaded, so a change by someone else (live sync refreshes
  // the read) does not overwrite the user's input; saving then answers 502 and the page reloads it.
  const [data, setData] = useState<ProjectDetail | null>(null);

  const load = useCallback((d: ProjectDetail) => {
    setFiles(fileItemsOf(d.files));
    setData(d);
  }, []);
  useEffect(() => {
    if (fresh && fresh.id !== data?.id) load(fresh);
  }, [fresh, data?.id, load]);
  // Fill the form once it is mounted with the pinned version.
  useEffect(() => {
    if (!data) return;
    form.resetFields();
    form.setFieldsValue(toFormValues(data));
  }, [data, form]);
  /** The latest version, in the state and in the form (the form is reset here too: when SWR answers with
   * the object the state already holds, setting it changes nothing and the effect above does not run).
   * Read anew, not through SWR's revalidation, which may hand back a read begun before the other save. */
  const reload = async () => {
    if (id === null) return;
    const d = await getProject(id);
    void mutate(d, { revalidate: false });
    load(d);
    form.resetFields();
    form.setFieldsValue(toFormValues(d));
  };

  if (rawId !== null && id === null) return <ExceptionPage status="404" subtitle={t('projects.detail.badId')} />;
  if (error) {
    if (isApiFailure(error) && (error.httpStatus === 403 || error.code === 403)) {
      return <ExceptionPage status="403" subtitle={error.message || t('projects.detail.forbidden')} />;
    }
    return <ExceptionPage status="404" subtitle={(isApiFailure(error) && error.message) || t('projects.detail.notFound')} />;
  }
  if (id !== null && (!data || data.id !== id)) {
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
  const underway = data?.status === 'underway';

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
      const fields = toProjectFields(values, fileIdsOf(files));
      let result: { id: number; version: number; status: string };
      if (!data) {
        result = await registerProject({ ...fields, submit });
      } else {
        result = await editProject({ id: data.id, version: data.version, ...fields });
        if (submit && data.status === 'draft') result = await submitProject({ id: result.id, version: result.version });
      }
      if (submit || underway) {
        Message.success(t(underway ? 'projects.form.saved' : 'projects.form.submitted'));
        navigate(`/project/project-detail?id=${result.id}`);
      } else {
        Message.success(t('projects.form.draftSaved'));
        if (data) await reload();
        else {
          setCreatedId(result.id);
          showAddress(`/project/step-project-register?id=${result.id}`);
        }
      }
    } catch (e) {
      if (!isApiFailure(e)) throw e;
      if (e.code === 502) {
        Message.warning(t('projects.form.stale'));
        await reload();
      } else if (e.code === 501) {
        const issues = ((e.result as { fields?: FieldIssue[] } | null)?.fields ?? []).flatMap((f) => {
          const field = formFieldOf(f.path);
          return field ? [{ field, message: e.message }] : [];
        });
        Message.error(e.message);
        showIssues(issues);
      } else if (e.httpStatus !== 401 && e.httpStatus !== 403) {
        Message.error(e.message);
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
        <Form<ProjectFormValues> form={form} layout="vertical" className="projects-form" initialValues={{ keyProject: false, publicSolicitation: false }}>
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
