/**
 * A project list (in progress or archived): filters, the table with server paging and sorting over
 * project/queryPage (SWR under projectKeys.page, so every project write refreshes it), the state in
 * the URL, loading, empty and error states, row links to the detail and the row actions the status
 * allows. The projects API has no export call, so the lists have no Excel export.
 */
import { Button, Card, Empty, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ColumnProps, SorterInfo } from '@arco-design/web-react/es/Table/interface';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { projectKeys, queryProjects } from '../../src/api/projects';
import { ListTable } from '../common/ListTable';
import { TimeCell } from '../../src/components/TimeCell';
import type { Page } from '../../src/domain/envelope';
import type { ProjectRow, ProjectView } from '../../src/domain/project-api';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { formatFen } from '../../src/utils/display';
import { categoryLabel } from './labels';
import { PROJECT_PAGE_SIZES, type ProjectListState, type ProjectSortField, projectFiltersOf, projectListQuery, withProjectFilters } from './listState';
import { ProjectActions } from './ProjectActions';
import { ProjectFiltersForm } from './ProjectFiltersForm';
import { ProjectStatusTag } from './ProjectStatusTag';
import { rowActions } from './rowActions';
import { useProjectListState } from './useProjectListState';
import './projects.css';
import { afterTableChange } from '../common/tableChange';
import { ListLoadFailed } from '../common/ListLoadFailed';

const SORTABLE: readonly string[] = ['code', 'name', 'budgetFen', 'createdAt', 'updatedAt'];
/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['contractCount', 'unitName', 'category', 'updatedAt'];

function columns(state: ProjectListState, canEdit: boolean): ColumnProps<ProjectRow>[] {
  const sort = (field: ProjectSortField) =>
    state.sortField === field ? (state.sortOrder === 'asc' ? 'ascend' : 'descend') : undefined;
  const cols: ColumnProps<ProjectRow>[] = [
    { title: t('projects.field.code'), dataIndex: 'code', width: 180, sorter: true, sortOrder: sort('code') },
    {
      title: t('projects.field.name'),
      dataIndex: 'name',
      width: 240,
      sorter: true,
      sortOrder: sort('name'),
      render: (name: string, r) => (
        <Link to={`/project/project-detail?id=${r.id}`} data-testid="project-link">
          {name}
        </Link>
      ),
    },
    { title: t('projects.field.status'), dataIndex: 'status', width: 90, render: (s: string) => <ProjectStatusTag status={s} /> },
    { title: t('projects.field.category'), dataIndex: 'category', width: 140, render: (c: string | null) => categoryLabel(c) },
    { title: t('projects.field.budget'), dataIndex: 'budgetFen', width: 160, align: 'right', sorter: true, sortOrder: sort('budgetFen'), render: (f: number | null) => formatFen(f) },
    { title: t('projects.field.unit'), dataIndex: 'unitName', width: 150, ellipsis: true },
    { title: t('projects.field.contractCount'), dataIndex: 'contractCount', width: 80, align: 'right' },
    { title: t('projects.field.updatedAt'), dataIndex: 'updatedAt', width: 160, sorter: true, sortOrder: sort('updatedAt'), render: (v: string) => <TimeCell value={v} format="YYYY-MM-DD HH:mm" /> },
  ];
  if (canEdit) {
    cols.push({
      title: t('projects.list.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      // No move open on the row: '--' (FitTable).
      render: (_: unknown, r) => {
        const actions = rowActions(r);
        return actions.length ? <ProjectActions project={r} actions={actions} size="small" /> : null;
      },
    });
  }
  return cols;
}

export function ProjectList({ view }: { view: Extract<ProjectView, 'underway' | 'archived'> }) {
  const canEdit = usePermission('project.edit');
  const canAdd = usePermission('project.add');
  const navigate = useNavigate();
  const [state, setState] = useProjectListState();
  const query = useMemo(() => projectListQuery(state, view), [state, view]);
  const { data, error, isLoading, mutate } = useSWR<Page<ProjectRow>>(projectKeys.page(query), () => queryProjects(query), { keepPreviousData: true });
  const filters = useMemo(() => projectFiltersOf(state), [state]);
  const filtered = Object.keys(filters).length > 0;
  const cols = columns(state, canEdit);

  const onChange = (pagination: { current?: number; pageSize?: number }, sorter: SorterInfo | SorterInfo[]) =>
    setState(afterTableChange(state, pagination, sorter, (column) => (SORTABLE.includes(column) ? (column as ProjectSortField) : undefined)));

  const empty = error ? (
    <ListLoadFailed error={error} title={t('projects.list.error')} retry={t('projects.detail.retry')} onRetry={() => void mutate()} className="projects-state" testId="project-list-error" />
  ) : (
    <Empty className="projects-state" data-testid="project-list-empty" description={t(filtered ? 'projects.list.emptyFiltered' : 'projects.list.emptyNone')} />
  );

  return (
    <div className="projects-page" data-testid="project-list" data-view={view}>
      <Card>
        <ProjectFiltersForm filters={filters} onSearch={(f) => setState(withProjectFilters(state, f))} />
      </Card>
      <Card>
        <div className="projects-list__toolbar">
          <Typography.Title heading={6} style={{ margin: 0 }}>
            {t(view === 'underway' ? 'projects.list.underway' : 'projects.list.archived')}
            {data && !error && (
              <Typography.Text type="secondary" className="projects-list__total" data-testid="project-list-total" data-total={data.total}>
                {t('projects.list.total', { total: data.total })}
              </Typography.Text>
            )}
          </Typography.Title>
          {canAdd && view === 'underway' && (
            <Button type="primary" onClick={() => navigate('/project/step-project-register')} data-testid="project-register-button">
              {t('projects.list.register')}
            </Button>
          )}
        </div>
        <ListTable<ProjectRow>
          rowKey="id"
          data-testid="project-table"
          loading={isLoading}
          columns={cols}
          fold={FOLD}
          data={error ? [] : (data?.records ?? [])}
          waiting={isLoading}
          stateClass="projects-state"
          empty={empty}
          onChange={onChange}
          page={{ current: state.current, size: state.size, total: error ? 0 : (data?.total ?? 0), sizes: PROJECT_PAGE_SIZES }}
        />
      </Card>
    </div>
  );
}
