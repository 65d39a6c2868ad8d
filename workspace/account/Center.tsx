/**
 * /account/center: the signed-in user's profile from sys_user/getCurrentLoginUserInfo: name,
 * username, roles, contact data, member since, and every unit with its chain (the current one
 * marked).
 */
import { Avatar, Button, Card, Descriptions, Empty, Grid, List, Space, Tag, Tooltip, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconEdit, IconHome } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import type { CurrentLoginUserInfo } from '../../src/domain/system';
import { type MessageKey, t } from '../../src/i18n';
import { displayValue, formatDate } from '../../src/utils/display';
import { unitChainTooltip, unitDisplayName } from '../../src/utils/unitName';
import './Center.css';
import { ProfileError, ProfileLoading } from './ProfileState';
import { useProfile } from './useProfile';

const { Row, Col } = Grid;

function ProfileCard({ profile }: { profile: CurrentLoginUserInfo }) {
  const navigate = useNavigate();
  return (
    <Card className="account-center__card" data-testid="account-profile">
      <div className="account-center__identity">
        <Avatar size={72} className="account-center__avatar">
          <span translate="no">{profile.realName.slice(0, 1) || profile.username.slice(0, 1).toUpperCase()}</span>
        </Avatar>
        <Typography.Title heading={5} className="account-center__name">
          <span translate="no">{profile.realName}</span>
        </Typography.Title>
        <Typography.Text type="secondary">{profile.username}</Typography.Text>
        <Space wrap className="account-center__roles" aria-label={t('account.roles')}>
          {profile.roles.length ? (
            profile.roles.map((role) => (
              <Tag key={role.id} color="arcoblue">
                <span translate="no">{role.name}</span>
              </Tag>
            ))
          ) : (
            <Tag>{t('account.noRoles')}</Tag>
          )}
        </Space>
      </div>
      <Descriptions
        column={1}
        labelStyle={{ width: 96 }}
        data={[
          { label: t('account.username'), value: profile.username },
          { label: t('account.userType'), value: t(`account.userType.${profile.userType}` as MessageKey) },
          { label: t('account.mobile'), value: displayValue(profile.mobile) },
          { label: t('account.email'), value: displayValue(profile.email) },
          { label: t('account.memberSince'), value: formatDate(profile.createdAt, 'YYYY-MM-DD') },
        ]}
      />
      <Button long icon={<IconEdit />} onClick={() => navigate('/account/settings/basic')}>
        {t('account.editProfile')}
      </Button>
    </Card>
  );
}

function UnitsCard({ profile }: { profile: CurrentLoginUserInfo }) {
  return (
    <Card
      className="account-center__card"
      title={t('account.units')}
      extra={<Typography.Text type="secondary">{t('account.unitCount', { n: profile.units.length })}</Typography.Text>}
      data-testid="account-units"
    >
      {profile.units.length === 0 ? (
        <Empty description={t('account.noUnits')} />
      ) : (
        <List
          bordered={false}
          dataSource={profile.units}
          render={(unit) => (
            <List.Item key={unit.id} data-testid="account-unit">
              <div className="account-center__unit">
                <IconHome className="account-center__unit-icon" />
                <div>
                  <Space>
                    <Tooltip content={unitChainTooltip(unit.chain)}>
                      <Typography.Text bold>
                        <span translate="no">{unitDisplayName(unit.chain) || unit.unitName}</span>
                      </Typography.Text>
                    </Tooltip>
                    {unit.id === profile.currentUnitId && <Tag color="green">{t('account.currentUnit')}</Tag>}
                  </Space>
                  <div className="account-center__chain" translate="no">
                    {unitChainTooltip(unit.chain)}
                  </div>
                </div>
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

export default function AccountCenter() {
  const { profile, error, isLoading, reload } = useProfile();
  return (
    <div className="account-center" data-testid="account-center">
      {profile ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={9} xl={7}>
            <ProfileCard profile={profile} />
          </Col>
          <Col xs={24} md={15} xl={17}>
            <UnitsCard profile={profile} />
          </Col>
        </Row>
      ) : error && !isLoading ? (
        <Card>
          <ProfileError error={error} onRetry={reload} />
        </Card>
      ) : (
        <Card>
          <ProfileLoading />
        </Card>
      )}
    </div>
  );
}
