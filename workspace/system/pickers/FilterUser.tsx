/**
 * /system/filter/user: try the UserPicker (remote search over sys_user/queryPage), optionally within a
 * unit chosen with the UnitPicker; the chosen users are shown as JSON.
 */
import { Card, Checkbox, Form, Space, Switch, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useState } from 'react';
import type { ComUserInfo } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { UnitPicker } from './UnitPicker';
import { UserPicker } from './UserPicker';
import './pickers.css';

export default function FilterUser() {
  const [unitId, setUnitId] = useState<number>();
  const [includeChildren, setIncludeChildren] = useState(true);
  const [multiple, setMultiple] = useState(false);
  const [chosen, setChosen] = useState<ComUserInfo[]>([]);
  const [ids, setIds] = useState<number[]>([]);

  return (
    <div className="system-pickers" data-testid="filter-user-page">
      <Card title={t('systemUnits.filterUser.title')}>
        <Typography.Paragraph type="secondary">{t('systemUnits.filterUser.intro')}</Typography.Paragraph>
        <Form layout="vertical" style={{ maxWidth: 520 }}>
          <Form.Item label={t('systemUnits.filterUser.unit')}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <UnitPicker kind="DH" value={unitId} onChange={setUnitId} data-testid="filter-user-unit" />
              <Checkbox checked={includeChildren} onChange={setIncludeChildren}>
                {t('systemUnits.filterUser.includeChildren')}
              </Checkbox>
            </Space>
          </Form.Item>
          <Form.Item label={t('systemUnits.picker.multiple')}>
            <Switch
              checked={multiple}
              onChange={(v) => {
                setMultiple(v);
                setIds([]);
                setChosen([]);
              }}
              data-testid="filter-user-multiple"
            />
          </Form.Item>
          <Form.Item label={t('systemUnits.filterUser.user')}>
            {multiple ? (
              <UserPicker
                multiple
                unitId={unitId}
                includeChildren={includeChildren}
                value={ids}
                onChange={(v, users) => {
                  setIds(v);
                  setChosen(users);
                }}
                data-testid="filter-user-picker"
              />
            ) : (
              <UserPicker
                unitId={unitId}
                includeChildren={includeChildren}
                value={ids[0]}
                onChange={(v, user) => {
                  setIds(v === undefined ? [] : [v]);
                  setChosen(user ? [user] : []);
                }}
                data-testid="filter-user-picker"
              />
            )}
          </Form.Item>
        </Form>
        <Typography.Text bold>{t('systemUnits.picker.chosen')}</Typography.Text>
        <pre className="system-pickers__json" data-testid="filter-user-json">
          {JSON.stringify({ unitId: unitId ?? null, includeChildren, value: multiple ? ids : (ids[0] ?? null), users: chosen }, null, 2)}
        </pre>
      </Card>
    </div>
  );
}
