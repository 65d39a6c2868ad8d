/**
 * /project/project-detail?id=: one project (docs/api/projects.md, "GET project/detail"): its fields,
 * its contracts (links to the contract detail) with a summary by lifecycle phase, the audit trail,
 * the attachments (preview and download) and the moves the caller may make now. An unknown id is a
 * 404, a project outside the data scope a 403, as on the contract detail page.
 */
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space, Table, Tag, Timeline, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../src/api/client';
import { CONTRACT_PHASES } from '../../src/domain/contract-api';
import { STATUS_PHASE } from '../../src/domain/lifecycle';
import type { ProjectDetail } from '../../src/domain/project-api';
import { type MessageKey, t } from '../../src/i18n';
import { displayValue, formatDate, formatFen } from '../../src/utils/display';
import { ExceptionPage } from '../exception/ExceptionPage';
import { FilesTable } from '../contracts/detail/FilesTable';
import { parseId } from '../contracts/detail/format';
import { StatusTag } from '../contracts/detail/StatusTag';
import '../contracts/detail/ContractDetail.css';
import { categoryLabel, projectActionLabel, projectStatusLabel } from './labels';
import { ProjectActions } from './ProjectActions';
import { ProjectStatusTag } from './ProjectStatusTag';
import { useProject } from './useProject';
import './projects.css';
import { ApiCode } from '../../src/domain/api-codes';
import { isForbidden } from '../../src/api/ApiFailure';

const yesNo = (b: boolean) => t(b ? 'projects.list.yes' : 'projects.list.no');
const text = (v: string | null) => <span className="projects-detail__text">{displayValue(v)}</span>;

function fieldsOf(d: ProjectDetail) {
  const f = (key: string, value: ReactNode) => ({ label: t(`projects.field.${key}` as MessageKey), value });
  return [
    f('code', d.code),
    f('category', categoryLabel(d.category)),
    f('unit', displayValue(d.unitName)),
    f('area', displayValue(d.areaName)),
    f('handler', displayValue(d.handlerName)),
    f('keyProject', yesNo(d.keyProject)),
    f('fundSource', displayValue(d.fundSource)),
    f('budget', formatFen(d.budgetFen)),
    f('plannedStart', displayValue(d.plannedStart)),
    f('plannedEnd', displayValue(d.plannedEnd)),
    f('procurementMethod', displayValue(d.procurementMethod)),
    f('createdAt', formatDate(d.createdAt, 'YYYY-MM-DD HH:mm')),
    f('basis', text(d.basis)),
    f('necessity', text(d.necessity)),
    f('plan', text(d.plan)),
    f('riskAssessment', text(d.riskAssessment)),
    f('solicitedUnits', displayValue(d.solicitedUnits.join('、'))),
    f('survey', text(d.survey)),
    f('publicSolicitation', yesNo(d.publicSolicitation)),
    f('solicitationStart', displayValue(d.solicitationStart)),
    f('solicitationEnd', displayValue(d.solicitationEnd)),
    f('notes', text(d.notes)),
  ];
}

function PhaseSummary({ contracts }: { contracts: ProjectDetail['contracts'] }) {
  if (contracts.length === 0) return <Empty description={t('projects.detail.noContracts')} />;
  return (
    <Space wrap data-testid="project-phase-summary">
      {CONTRACT_PHASES.map((p) => {
        const count = contracts.filter((c) => STATUS_PHASE[c.status] === p).length;
        return (
          <Tag key={p} color={count ? 'arcoblue' : 'gray'} size="large" data-phase={p} data-count={count}>
            {t(`contract.phase.${p}` as MessageKey)}{t('common.colon')}{t('projects.detail.phaseCount', { count })}
          </Tag>
        );
      })}
    </Space>
  );
}

function Content({ d, onDeleted }: { d: ProjectDetail; onDeleted: () => void }) {
  return (
    <div className="projects-page" data-testid="project-detail" data-id={d.id}>
      <Card>
        <div className="projects-list__toolbar">
          <Space>
            <Typography.Title heading={5} style={{ margin: 0 }} data-testid="project-detail-name">
              <span translate="no">{d.name}</span>
            </Typography.Title>
            <ProjectStatusTag status={d.status} />
          </Space>
          <ProjectActions project={d} actions={d.actions} onDeleted={onDeleted} />
        </div>
        <Descriptions column={2} border data={fieldsOf(d)} title={t('projects.detail.basic')} />
      </Card>
      <Card title={t('projects.detail.progress')}>
        <PhaseSummary contracts={d.contracts} />
      </Card>
      <Card title={`${t('projects.detail.contracts')} (${d.contracts.length})`}>
        <Table
          rowKey="id"
          data-testid="project-contracts"
          pagination={d.contracts.length > 10 ? { pageSize: 10 } : false}
          data={d.contracts}
          columns={[
            { title: t('contractLists.col.code'), dataIndex: 'code', width: 220 },
            {
              title: t('contractLists.col.name'),
              dataIndex: 'name',
              render: (name: string, c) => (
                <Link to={`/contract/detail?id=${c.id}`} data-testid="project-contract-link">
                  {name}
                </Link>
              ),
            },
            { title: t('contractLists.col.status'), dataIndex: 'status', width: 140, render: (s: string) => <StatusTag status={s} /> },
            { title: t('projects.detail.contractAmount'), dataIndex: 'amountFen', width: 180, align: 'right', render: (f: number) => formatFen(f) },
          ]}
        />
      </Card>
      <Card title={t('projects.detail.files')}>
        {d.files.length ? (
          <FilesTable files={d.files.map((f) => ({ id: f.id, fileId: f.id, kind: 'other', fileName: f.fileName }))} />
        ) : (
          <Empty description={t('projects.form.noFiles')} />
        )}
      </Card>
      <Card title={t('projects.detail.history')}>
        {d.history.length === 0 ? (
          <Empty />
        ) : (
          <Timeline data-testid="project-history">
            {d.history.map((h) => (
              <Timeline.Item key={h.id} label={formatDate(h.at, 'YYYY-MM-DD HH:mm')} data-testid="project-history-item">
                <Space>
                  <Typography.Text bold>{projectActionLabel(h.action)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {h.fromStatus ? `${projectStatusLabel(h.fromStatus)} → ` : ''}
                    {projectStatusLabel(h.toStatus)}
                  </Typography.Text>
                </Space>
                <div translate="no">{displayValue([h.userName, h.unitName].filter(Boolean).join(' · '))}</div>
                {h.opinion && (
                  <div>
                    {t('projects.detail.opinion')}{t('common.colon')}<span translate="no">{h.opinion}</span>
                  </div>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Card>
    </div>
  );
}

export default function DetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const navigate = useNavigate();
  const { data, error, mutate } = useProject(id);

  if (id === null) return <ExceptionPage status="404" subtitle={t('projects.detail.badId')} />;
  if (error) {
    if (isForbidden(error)) {
      return <ExceptionPage status="403" subtitle={error.message || t('projects.detail.forbidden')} />;
    }
    if (isApiFailure(error) && (error.code === ApiCode.refused || error.code === ApiCode.invalid)) {
      return <ExceptionPage status="404" subtitle={error.message || t('projects.detail.notFound')} />;
    }
    return (
      <Card data-testid="project-detail-error">
        <Result
          status="error"
          title={t('projects.detail.loadFailed')}
          subTitle={isApiFailure(error) ? error.message : String(error)}
          extra={
            <Button type="primary" onClick={() => void mutate()}>
              {t('projects.detail.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  if (!data) {
    return (
      <Card data-testid="project-detail-loading">
        <Skeleton animation text={{ rows: 8 }} />
      </Card>
    );
  }
  return <Content d={data} onDeleted={() => navigate('/project/underway-manage')} />;
}

