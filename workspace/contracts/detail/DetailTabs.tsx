/**
 * The tabs of the detail: only those the caller's view of the contract has (counterpart users see no
 * internal work). On a phone the same parts are sections one under the other (the basic information
 * open, each other one a tap away), not a tab strip wider than the screen.
 */
import { Card, Collapse, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Collapse/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { type ReactNode, useState } from 'react';
import type { ContractDetail } from '../../../src/domain/contract-api';
import type { LoginUserInfo } from '../../../src/domain/system';
import { type MessageKey, t } from '../../../src/i18n';
import { useMobile } from '../../../src/preferences/useMobile';
import { BasicInfo } from './BasicInfo';
import { DecisionsPanel } from './DecisionsPanel';
import { FilesTable } from './FilesTable';
import { FilingsPanel } from './FilingsPanel';
import { HistoryTimeline } from './HistoryTimeline';
import { LinkedAgreements } from './LinkedAgreements';
import { MattersTable } from './MattersTable';
import { PartiesTable } from './PartiesTable';
import { PerformanceTable, SupervisionTable } from './RecordsTables';

interface TabDef {
  key: string;
  count?: number;
  content: ReactNode;
}

export function DetailTabs({ detail, user }: { detail: ContractDetail; user: LoginUserInfo }) {
  const [active, setActive] = useState('basic');
  const mobile = useMobile();
  const staff = user.userType === 'staff';
  const internal = user.userType !== 'company';
  const tabs: TabDef[] = [
    { key: 'basic', content: <BasicInfo detail={detail} /> },
    { key: 'parties', count: detail.parties.length, content: <PartiesTable parties={detail.parties} /> },
    { key: 'files', count: detail.files.length, content: <FilesTable files={detail.files} /> },
    ...(internal ? [{ key: 'matters', count: detail.matters.length, content: <MattersTable matters={detail.matters} user={user} /> }] : []),
    { key: 'history', count: detail.history.length, content: <HistoryTimeline history={detail.history} /> },
    // A major contract's collective decisions (the meetings that decided it).
    ...(detail.isMajor || detail.decisions.length
      ? [{ key: 'decisions', count: detail.decisions.length, content: <DecisionsPanel decisions={detail.decisions} internal={internal} /> }]
      : []),
    ...(internal ? [{ key: 'filings', count: detail.filings.length, content: <FilingsPanel filings={detail.filings} /> }] : []),
    { key: 'performance', count: detail.performance.length, content: <PerformanceTable records={detail.performance} /> },
    ...(staff ? [{ key: 'supervision', count: detail.supervision.length, content: <SupervisionTable records={detail.supervision} /> }] : []),
    { key: 'links', count: detail.children.length + (detail.parent ? 1 : 0), content: <LinkedAgreements detail={detail} /> },
  ];
  const title = (tab: TabDef) => (
    <span data-testid={`contract-tab-${tab.key}`}>
      {t(`contractDetail.tab.${tab.key}` as MessageKey)}
      {tab.count ? <span className="contract-detail__tab-count">{tab.count}</span> : null}
    </span>
  );
  if (mobile) {
    return (
      <Collapse className="contract-detail__sections" defaultActiveKey={['basic']} lazyload data-testid="contract-detail-sections">
        {tabs.map((tab) => (
          <Collapse.Item key={tab.key} name={tab.key} header={title(tab)} data-testid={`contract-section-${tab.key}`}>
            {tab.content}
          </Collapse.Item>
        ))}
      </Collapse>
    );
  }
  return (
    <Card className="contract-detail__body">
      <Tabs activeTab={active} onChange={setActive} data-testid="contract-detail-tabs" lazyload>
        {tabs.map((tab) => (
          <Tabs.TabPane
            key={tab.key}
            title={title(tab)}
          >
            {tab.content}
          </Tabs.TabPane>
        ))}
      </Tabs>
    </Card>
  );
}
