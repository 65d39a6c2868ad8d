/**
 * The read part of a handle page: the contract's summary (with a link to its detail), the matter
 * (kind, title, submitter, deadline, what was submitted), and the earlier opinions: the contract's
 * history entries that carry one and, for an approval, every approval level with its decision; and
 * the contract's files (the draft under review among them), to open without leaving the page.
 */
import { Card, Descriptions, Empty, Space, Tag, Timeline, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { contractKeys, getContract } from '../../src/api/contracts';
import { FileLinkText } from '../../src/components/FileLinks';
import type { Backend } from '../../src/config';
import { contractLink } from '../../src/domain/matter';
import type { MatterDetail } from '../../src/domain/workflow-api';
import { type MessageKey, t } from '../../src/i18n';
import { displayValue, formatDate, formatFen } from '../../src/utils/display';
import { FilesTable } from '../contracts/detail/FilesTable';


const TIME = 'YYYY-MM-DD HH:mm';
const APPROVAL_COLOR: Record<string, string> = { pending: 'arcoblue', approved: 'green', rejected: 'red', withdrawn: 'gray' };

/** A text of the shared vocabulary, or the raw value when the vocabulary has no entry for it. */
const term = (prefix: string, value: string): string => {
  const key = `${prefix}.${value}`;
  const text = t(key as MessageKey);
  return text === key ? value : text;
};

function ContractCard({ contract }: { contract: NonNullable<MatterDetail['contract']> }) {
  return (
    <Card
      title={t('workflow.contract.title')}
      data-testid="matter-contract"
      extra={
        <Link to={contractLink(contract.id)} data-testid="matter-contract-link">
          {t('workflow.contract.open')}
        </Link>
      }
    >
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        data={[
          { label: t('workflow.contract.name'), value: contract.name },
          { label: t('workflow.contract.code'), value: contract.code },
          { label: t('workflow.contract.category'), value: term('contract.category', contract.category) },
          { label: t('workflow.contract.amount'), value: t('workflow.contract.amountValue', { amount: formatFen(contract.amountFen) }) },
          { label: t('workflow.contract.unit'), value: displayValue(contract.unitName) },
          { label: t('workflow.contract.counterparts'), value: contract.counterparts.length ? contract.counterparts.join('、') : displayValue(null) },
          {
            label: t('workflow.contract.status'),
            value: <Tag color="arcoblue">{term('contract.status', contract.status)}</Tag>,
          },
        ]}
      />
    </Card>
  );
}

function contentText(matter: MatterDetail): string | null {
  const c = matter.content;
  const text = [c.question, c.content, c.report, c.text].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof text === 'string' ? text : null;
}

function MatterCard({ matter }: { matter: MatterDetail }) {
  const content = contentText(matter);
  return (
    <Card title={t('workflow.matter.title')} data-testid="matter-info">
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        data={[
          { label: t('workflow.matter.name'), value: matter.title },
          { label: t('workflow.matter.kind'), value: <Tag>{term('contract.matterKind', matter.kind)}</Tag> },
          { label: t('workflow.matter.status'), value: term('contract.matterStatus', matter.status) },
          { label: t('workflow.matter.submitter'), value: displayValue(matter.submitterName) },
          { label: t('workflow.matter.submitUnit'), value: displayValue(matter.submitUnitName) },
          { label: t('workflow.matter.handler'), value: displayValue(matter.handlerUserName ?? matter.handlerUnitName) },
          {
            label: t('workflow.matter.deadline'),
            value: matter.overdue ? (
              <span className="workflow-list__overdue">
                {matter.deadline}
                <Tag color="red" size="small">
                  {t('workflow.overdue')}
                </Tag>
              </span>
            ) : (
              displayValue(matter.deadline)
            ),
          },
          { label: t('workflow.matter.created'), value: formatDate(matter.createdAt, TIME) },
          ...(content
            ? [
                {
                  label: t(matter.kind === 'seekReply' ? 'workflow.matter.question' : 'workflow.matter.content'),
                  value: (
                    <span className="matter-handle__content" data-testid="matter-content">
                      {content}
                    </span>
                  ),
                  span: 3,
                },
              ]
            : []),
          ...(matter.fileIds.length
            ? [
                {
                  label: t('workflow.matter.files'),
                  value: (
                    <Space wrap>
                      {matter.fileIds.map((id) => (
                        <FileLinkText key={id} fileId={id}>
                          {t('workflow.matter.file', { id })}
                        </FileLinkText>
                      ))}
                    </Space>
                  ),
                  span: 3,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

function ApprovalLevels({ matter }: { matter: MatterDetail }) {
  return (
    <Card title={t('workflow.approvals.title')} data-testid="matter-approvals">
      <Timeline>
        {matter.approvals.map((a) => (
          <Timeline.Item key={a.id} label={a.decidedAt ? formatDate(a.decidedAt, TIME) : undefined}>
            <Space>
              <span>{t('workflow.level', { level: a.level })}</span>
              <span>{displayValue(a.approverName)}</span>
              <Tag color={APPROVAL_COLOR[a.status]}>{term('contract.approvalStatus', a.status)}</Tag>
            </Space>
            {a.opinion && <div className="matter-handle__history-opinion">{a.opinion}</div>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

/** The contract as its detail page reads it (one request for the files and the history). */
const useContractOf = (contractId: number, backend: Backend) => useSWR(contractKeys.detail(contractId), () => getContract(contractId, backend));

function ContractFiles({ contractId, backend }: { contractId: number; backend: Backend }) {
  const { data, error } = useContractOf(contractId, backend);
  if (error) return null;
  return (
    <Card title={t('workflow.files.title')} data-testid="matter-contract-files" loading={!data}>
      {data && (data.files.length === 0 ? <Empty description={t('workflow.files.empty')} /> : <FilesTable files={data.files} />)}
    </Card>
  );
}

function History({ contractId, backend }: { contractId: number; backend: Backend }) {
  const { data, error } = useContractOf(contractId, backend);
  const entries = (data?.history ?? []).filter((h) => h.opinion);
  if (error) return null;
  return (
    <Card title={t('workflow.history.title')} data-testid="matter-history" loading={!data}>
      {entries.length === 0 ? (
        <Empty description={t('workflow.history.empty')} />
      ) : (
        <Timeline>
          {entries.map((h) => (
            <Timeline.Item key={h.id} label={formatDate(h.at, TIME)}>
              <Typography.Text bold>
                {t('workflow.history.entry', {
                  user: displayValue(h.userName),
                  action: term('contract.action', h.action),
                  status: term('contract.status', h.toStatus),
                })}
              </Typography.Text>
              <div className="matter-handle__history-opinion">{h.opinion}</div>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}

export function MatterSummary({ matter, backend }: { matter: MatterDetail; backend: Backend }) {
  return (
    <>
      {matter.contract && <ContractCard contract={matter.contract} />}
      {matter.contract && <ContractFiles contractId={matter.contract.id} backend={backend} />}
      <MatterCard matter={matter} />
      {matter.kind === 'approval' && matter.approvals.length > 0 && <ApprovalLevels matter={matter} />}
      {matter.contract && <History contractId={matter.contract.id} backend={backend} />}
    </>
  );
}
