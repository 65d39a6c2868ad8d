/**
 * /contract/temp-project-solicitation: "for reference only", a read-only sample of the project
 * solicitation (立项) form: the first project of the caller's scope (project/queryPage) shown in the
 * registration form's fields, every one disabled, under a clear "sample, read only" banner. No writes.
 */
import { Alert, Card, Empty, Form, Skeleton, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import useSWR from 'swr';
import { getProject, projectKeys, queryProjects } from '../../src/api/projects';
import type { ProjectDetail, ProjectListQueryInput } from '../../src/domain/project-api';
import { TextWith } from '../../src/components/TextWith';
import { type MessageKey, t } from '../../src/i18n';
import { toFormValues } from './formModel';
import { ProjectFields } from './ProjectFields';
import './projects.css';

const FIRST: ProjectListQueryInput = { current: 1, size: 1, status: ['underway', 'archived'], sortField: 'createdAt', sortOrder: 'asc' };

function SampleForm({ project }: { project: ProjectDetail }) {
  const values = toFormValues(project);
  return (
    <Form layout="vertical" disabled initialValues={values} className="projects-form projects-sample" data-testid="project-sample-form">
      {(['basic', 'budget', 'plan', 'survey'] as const).map((s) => (
        <div key={s}>
          <Typography.Title heading={6}>{t(`projects.step.${s}` as MessageKey)}</Typography.Title>
          <ProjectFields step={s} disabled getValues={() => values} />
        </div>
      ))}
    </Form>
  );
}

export default function SolicitationSample() {
  const first = useSWR(projectKeys.page(FIRST), () => queryProjects(FIRST));
  const row = first.data?.records[0];
  const detail = useSWR(row ? projectKeys.detail(row.id) : null, () => getProject(row?.id as number));
  const loading = first.isLoading || (row && !detail.data && !detail.error);
  return (
    <div className="projects-page" data-testid="project-sample">
      <Alert type="warning" showIcon title={t('projects.sample.title')} content={t('projects.sample.banner')} data-testid="project-sample-banner" />
      <Card>
        {loading ? (
          <Skeleton animation text={{ rows: 10 }} />
        ) : first.error || detail.error || !detail.data ? (
          <Empty description={(first.error as Error | undefined)?.message ?? (detail.error as Error | undefined)?.message ?? t('projects.sample.none')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary" data-testid="project-sample-from">
              <TextWith text={t('projects.sample.from', { code: detail.data.code })} nodes={{ name: <span translate="no">{detail.data.name}</span> }} />
            </Typography.Paragraph>
            <SampleForm project={detail.data} />
          </>
        )}
      </Card>
    </div>
  );
}
