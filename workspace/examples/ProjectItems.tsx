/** One page of projects as an Arco List (the basic list and the search's project tab). */
import { Descriptions, List, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { Link } from 'react-router-dom';
import './examples.css';
import type { Page } from '../../src/domain/envelope';
import type { ProjectRow } from '../../src/domain/project-api';
import { t } from '../../src/i18n';
import { displayValue, formatFen } from '../../src/utils/display';
import { ProjectStatusTag } from '../projects/ProjectStatusTag';
import { LoadFailed, Nothing } from './States';

interface Props {
  page: Page<ProjectRow> | undefined;
  error: unknown;
  loading: boolean;
  onPage: (page: number) => void;
  onRetry: () => void;
}

export function ProjectItems({ page, error, loading, onPage, onRetry }: Props) {
  if (error && !page) return <LoadFailed onRetry={onRetry} />;
  return (
    <List<ProjectRow>
      loading={loading}
      dataSource={page?.records ?? []}
      noDataElement={<Nothing />}
      pagination={{ current: page?.current ?? 1, pageSize: page?.size ?? 10, total: page?.total ?? 0, showTotal: true, onChange: onPage }}
      render={(p) => (
        <List.Item key={p.id} data-testid="project-item" data-id={p.id}>
          <List.Item.Meta
            title={
              <Space>
                <Link className="examples-link" to={`/project/project-detail?id=${p.id}`} data-testid="project-name" translate="no">
                  {p.name}
                </Link>
                <ProjectStatusTag status={p.status} />
              </Space>
            }
            description={<Typography.Text type="secondary">{p.code}</Typography.Text>}
          />
          <Descriptions
            size="mini"
            column={4}
            tableLayout="fixed"
            data={[
              { label: t('examples.col.unit'), value: displayValue(p.unitName) },
              { label: t('examples.project.handler'), value: displayValue(p.handlerName) },
              { label: t('examples.project.budget'), value: formatFen(p.budgetFen) },
              { label: t('examples.project.contracts'), value: String(p.contractCount) },
            ]}
          />
        </List.Item>
      )}
    />
  );
}
