/**
 * /profile/advanced (?id=) — a contract's advanced profile: a header of key fields, the lifecycle
 * phases as Steps, and Tabs with the parties, the audit trail, performance, supervision and filings.
 */
import { Card, Descriptions, Space, Steps, Tabs, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { CONTRACT_PHASES, type ContractDetail } from '../../src/domain/contract-api';
import { type MessageKey, t } from '../../src/i18n';
import { displayValue, formatDate, formatFen } from '../../src/utils/display';
import { FilingsPanel } from '../contracts/detail/FilingsPanel';
import { HistoryTimeline } from '../contracts/detail/HistoryTimeline';
import { PartiesTable } from '../contracts/detail/PartiesTable';
import { PerformanceTable, SupervisionTable } from '../contracts/detail/RecordsTables';
import { StatusTag } from '../contracts/detail/StatusTag';
import { ProfileFrame } from './ProfileFrame';

function Header({ d }: { d: ContractDetail }) {
  return (
    <Card>
      <Space align="center" style={{ marginBottom: 12 }}>
        <Typography.Title heading={5} style={{ margin: 0 }} data-testid="profile-name">
          <span translate="no">{d.name}</span>
        </Typography.Title>
        <StatusTag status={d.status} phase={d.phase} />
      </Space>
      <Descriptions
        column={3}
        data={[
          { label: t('examples.col.code'), value: <span data-testid="profile-code">{d.code}</span> },
          { label: t('examples.col.amount'), value: formatFen(d.amountFen) },
          { label: t('examples.col.unit'), value: displayValue(d.unitName) },
          { label: t('contractDetail.field.category'), value: t(`contract.category.${d.category}` as MessageKey) },
          { label: t('examples.project.handler'), value: displayValue(d.handlerName) },
          { label: t('examples.col.updatedAt'), value: formatDate(d.updatedAt, 'YYYY-MM-DD HH:mm') },
        ]}
      />
    </Card>
  );
}

export default function AdvancedProfilePage() {
  return (
    <ProfileFrame>
      {(d) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="advanced-profile" data-id={d.id}>
          <Header d={d} />
          <Card title={t('examples.profile.progress')}>
            <Steps current={CONTRACT_PHASES.indexOf(d.phase) + 1} data-testid="profile-steps">
              {CONTRACT_PHASES.map((p) => (
                <Steps.Step key={p} title={t(`contract.phase.${p}` as MessageKey)} />
              ))}
            </Steps>
          </Card>
          <Card>
            <Tabs defaultActiveTab="parties">
              <Tabs.TabPane key="parties" title={t('examples.profile.parties')}>
                <PartiesTable parties={d.parties} />
              </Tabs.TabPane>
              <Tabs.TabPane key="history" title={t('examples.profile.history')}>
                <HistoryTimeline history={d.history} />
              </Tabs.TabPane>
              <Tabs.TabPane key="performance" title={t('examples.profile.performance')}>
                <PerformanceTable records={d.performance} />
              </Tabs.TabPane>
              <Tabs.TabPane key="supervision" title={t('examples.profile.supervision')}>
                <SupervisionTable records={d.supervision} />
              </Tabs.TabPane>
              <Tabs.TabPane key="filings" title={t('examples.profile.filings')}>
                <FilingsPanel filings={d.filings} />
              </Tabs.TabPane>
            </Tabs>
          </Card>
        </Space>
      )}
    </ProfileFrame>
  );
}
