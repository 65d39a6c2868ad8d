/**
 * /dashboard/workplace, the clerk's home: a greeting by hour with the user's name, current unit
 * and today's date; the unread-message count and the latest five messages; shortcuts from the
 * user's menu; the overview of the user's to-dos, approvals, copies and contracts (Overview.tsx).
 */
import { Card, Grid, Tooltip, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import dayjs from 'dayjs';
import { t } from '../../src/i18n';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { TextWith } from '../../src/components/TextWith';
import { greeting } from '../../src/utils/greeting';
import { unitChainTooltip, unitDisplayName } from '../../src/utils/unitName';
import { LatestMessages } from './LatestMessages';
import { Overview } from './Overview';
import { Shortcuts } from './Shortcuts';
import { UnreadCard } from './UnreadCard';
import './Workplace.css';

const { Row, Col } = Grid;

function Welcome() {
  const { user } = useCurrentUser();
  const chain = user?.currentUnitInList ?? [];
  const unit = unitDisplayName(chain);
  return (
    <Card className="workplace__welcome" data-testid="workplace-welcome">
      <Typography.Title heading={2} className="workplace__greeting" data-testid="workplace-greeting">
        <TextWith text={t('workplace.greeting', { greeting: greeting(new Date()) })} nodes={{ name: <span translate="no">{user?.realName ?? ''}</span> }} />
      </Typography.Title>
      <div className="workplace__meta">
        {unit ? (
          <Tooltip content={unitChainTooltip(chain)}>
            <span data-testid="workplace-unit" translate="no">
              {unit}
            </span>
          </Tooltip>
        ) : (
          <span>{user ? t('workplace.noUnit') : ''}</span>
        )}
        <span className="workplace__dot" aria-hidden="true">
          ·
        </span>
        <span data-testid="workplace-date">{dayjs().format(t('workplace.dateFormat'))}</span>
      </div>
    </Card>
  );
}

export default function Workplace() {
  return (
    <div className="workplace" data-testid="workplace">
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Welcome />
        </Col>
        <Col xs={24} lg={16}>
          <div className="workplace__column">
            <LatestMessages />
            <Overview />
          </div>
        </Col>
        <Col xs={24} lg={8}>
          <div className="workplace__column">
            <UnreadCard />
            <Shortcuts />
          </div>
        </Col>
      </Row>
    </div>
  );
}
