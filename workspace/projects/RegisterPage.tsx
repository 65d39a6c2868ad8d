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
import { Button, Card, Form, Result, Skeleton, Space, Steps, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useSearchParams } from 'react-router-dom';
import { isForbidden } from '../../src/api/ApiFailure';
import { isApiFailure } from '../../src/api/client';
import { AutosaveStatus } from '../../src/forms/AutosaveStatus';
import { KeptNotice } from '../../src/forms/KeptNotice';
import { type MessageKey, t } from '../../src/i18n';
import { parseId } from '../contracts/detail/format';
import { ExceptionPage } from '../exception/ExceptionPage';
import { ConfirmSummary } from './ConfirmSummary';
import { FilesStep } from './FilesStep';
import { PROJECT_STEPS, type ProjectFormValues } from './formModel';
import { ProjectFields } from './ProjectFields';
import { NEW_PROJECT, useProjectRegister } from './useProjectRegister';
import { useProjectSave } from './useProjectSave';
import './projects.css';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const [form] = Form.useForm<ProjectFormValues>();
  const r = useProjectRegister(rawId, form);
  const { kept, id, step, setStep, files, busy, error, data, autosave, underway } = r;
  const { save, next } = useProjectSave(form, r);

  if (rawId !== null && parseId(rawId) === null) return <ExceptionPage status="404" subtitle={t('projects.detail.badId')} />;
  if (error) {
    if (isForbidden(error)) {
      return <ExceptionPage status="403" subtitle={error.message || t('projects.detail.forbidden')} />;
    }
    return <ExceptionPage status="404" subtitle={(isApiFailure(error) && error.message) || t('projects.detail.notFound')} />;
  }
  if (id !== null && r.holds.current !== id && (!data || data.id !== id)) {
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

  const last = step === PROJECT_STEPS.length - 1;
  return (
    <div className="projects-page" data-testid="project-register">
      <Card>
        <KeptNotice at={kept.restoredAt} onDiscard={() => r.showFiles(kept.discard() ?? [])} />
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
        {PROJECT_STEPS[step] === 'files' && <FilesStep files={files} onChange={r.setFiles} />}
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
