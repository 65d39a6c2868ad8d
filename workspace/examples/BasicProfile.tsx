/** /profile/basic (?id=) — a contract's basic profile: its fields, its parties and its performance records. */
import { Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { t } from '../../src/i18n';
import { BasicInfo } from '../contracts/detail/BasicInfo';
import { PartiesTable } from '../contracts/detail/PartiesTable';
import { PerformanceTable } from '../contracts/detail/RecordsTables';
import { ProfileFrame } from './ProfileFrame';

export default function BasicProfilePage() {
  return (
    <ProfileFrame>
      {(d) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="basic-profile" data-id={d.id}>
          <Card title={t('examples.profile.basic')}>
            <BasicInfo detail={d} />
          </Card>
          <Card title={t('examples.profile.parties')}>
            <PartiesTable parties={d.parties} />
          </Card>
          <Card title={t('examples.profile.performance')}>
            <PerformanceTable records={d.performance} />
          </Card>
        </Space>
      )}
    </ProfileFrame>
  );
}
