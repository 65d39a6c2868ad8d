/**
 * /system/select-test: the shared select components on one page: UnitPicker (single and multiple),
 * UserPicker (single and multiple) and the contract vocabulary's status and category selects; every
 * choice is shown as JSON.
 */
import { Card, Form, Grid, Select, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useState } from 'react';
import { CONTRACT_CATEGORIES, type ContractCategory } from '../../../src/domain/contract';
import { CONTRACT_STATUSES, type ContractStatus } from '../../../src/domain/lifecycle';
import { type MessageKey, t } from '../../../src/i18n';
import { UnitPicker, UserPicker } from '../pickers';
import '../pickers/pickers.css';

interface Choices {
  unit?: number;
  units: number[];
  user?: number;
  users: number[];
  statuses: ContractStatus[];
  category?: ContractCategory;
}

export default function SelectTest() {
  const [c, setC] = useState<Choices>({ units: [], users: [], statuses: [] });
  const set = (p: Partial<Choices>) => setC((x) => ({ ...x, ...p }));
  return (
    <div className="system-pickers" data-testid="select-test-page">
      <Card title={t('systemUnits.selectTest.title')}>
        <Typography.Paragraph type="secondary">{t('systemUnits.selectTest.intro')}</Typography.Paragraph>
        <Grid.Row gutter={24}>
          <Grid.Col span={14}>
            <Form layout="vertical">
              <Form.Item label={t('systemUnits.selectTest.unit')}>
                <UnitPicker kind="DH" value={c.unit} onChange={(unit) => set({ unit })} data-testid="select-unit" />
              </Form.Item>
              <Form.Item label={t('systemUnits.selectTest.units')}>
                <UnitPicker kind="PT" multiple value={c.units} onChange={(units) => set({ units })} data-testid="select-units" />
              </Form.Item>
              <Form.Item label={t('systemUnits.selectTest.user')}>
                <UserPicker value={c.user} onChange={(user) => set({ user })} data-testid="select-user" />
              </Form.Item>
              <Form.Item label={t('systemUnits.selectTest.users')}>
                <UserPicker multiple value={c.users} onChange={(users) => set({ users })} data-testid="select-users" />
              </Form.Item>
              <Form.Item label={t('systemUnits.selectTest.status')}>
                <Select
                  mode="multiple"
                  allowClear
                  data-testid="select-status"
                  value={c.statuses}
                  onChange={(statuses: ContractStatus[]) => set({ statuses })}
                  options={CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`contract.status.${s}` as MessageKey) }))}
                  placeholder={t('systemUnits.selectTest.statusPlaceholder')}
                />
              </Form.Item>
              <Form.Item label={t('systemUnits.selectTest.category')}>
                <Select
                  allowClear
                  showSearch
                  data-testid="select-category"
                  value={c.category}
                  onChange={(category?: ContractCategory) => set({ category })}
                  options={CONTRACT_CATEGORIES.map((s) => ({ value: s, label: t(`contract.category.${s}` as MessageKey) }))}
                  placeholder={t('systemUnits.selectTest.categoryPlaceholder')}
                />
              </Form.Item>
            </Form>
          </Grid.Col>
          <Grid.Col span={10}>
            <Typography.Text bold>{t('systemUnits.picker.chosen')}</Typography.Text>
            <pre className="system-pickers__json" data-testid="select-json">
              {JSON.stringify(c, null, 2)}
            </pre>
          </Grid.Col>
        </Grid.Row>
      </Card>
    </div>
  );
}
