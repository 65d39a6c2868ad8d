/** /list/basic-list — the projects of the caller's scope as a basic list, newest change first. */
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { useState } from 'react';
import useSWR from 'swr';
import { projectKeys, queryProjects } from '../../src/api/projects';
import type { ProjectListQueryInput } from '../../src/domain/project-api';
import { t } from '../../src/i18n';
import { ProjectItems } from './ProjectItems';

export default function BasicListPage() {
  const [current, setCurrent] = useState(1);
  const query: ProjectListQueryInput = { current, size: 10, sortField: 'updatedAt', sortOrder: 'desc' };
  const { data, error, isLoading, mutate } = useSWR(projectKeys.page(query), () => queryProjects(query), { keepPreviousData: true });
  return (
    <Card title={t('route.basicList')} data-testid="basic-list">
      <ProjectItems page={data} error={error} loading={isLoading} onPage={setCurrent} onRetry={() => void mutate()} />
    </Card>
  );
}
