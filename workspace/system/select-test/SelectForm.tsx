/**
 * The form of the select test page (SelectTest.tsx): a unit (data-scope tree), areas (platform tree),
 * a person and people (user search), contract statuses and a category, and a reset.
 */
import { Button, Form, Grid, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { CONTRACT_CATEGORIES, type ContractCategory } from '../../../src/domain/contract';
import { CONTRACT_STATUSES, type ContractStatus } from '../../../src/domain/lifecycle';
import type { ComUserInfo } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { UnitPicker, UserPicker } from '../pickers';
import { categoryText, type Choices, statusText } from './choices';

/** The form; `remember` learns the people chosen, for the summary. */
export function SelectForm(props: {
  value: Choices;
  onChange: (patch: Partial<Choices>) => void;
  onReset: () => void;
  remember: (users: readonly (ComUserInfo | undefined)[]) => void;
}) {
  const { value: c, onChange: set, onReset, remember } = props;
  return (
    <Form layout="vertical" data-testid="select-form">
      <Grid.Row gutter={16}>
        <Grid.Col span={12}>
          <Form.Item label={t('systemDemos.select.unit')} extra={t('systemDemos.select.unitHint')}>
            <UnitPicker kind="DH" value={c.unit} onChange={(unit) => set({ unit })} data-testid="select-unit" />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item label={t('systemDemos.select.units')} extra={t('systemDemos.select.unitsHint')}>
            <UnitPicker
              kind="PT"
              multiple
              value={c.units}
              onChange={(units) => set({ units })}
              placeholder={t('systemDemos.select.unitsPlaceholder')}
              data-testid="select-units"
            />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item label={t('systemDemos.select.user')} extra={t('systemDemos.select.userHint')}>
            <UserPicker
              value={c.user}
              placeholder={t('systemDemos.select.userPlaceholder')}
              onChange={(user, u) => {
                remember([u]);
                set({ user });
              }}
              data-testid="select-user"
            />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item label={t('systemDemos.select.users')} extra={t('systemDemos.select.usersHint')}>
            <UserPicker
              multiple
              value={c.users}
              placeholder={t('systemDemos.select.userPlaceholder')}
              onChange={(users, us) => {
                remember(us);
                set({ users });
              }}
              data-testid="select-users"
            />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item label={t('systemDemos.select.status')}>
            <Select
              mode="multiple"
              allowClear
              data-testid="select-status"
              value={c.statuses}
              onChange={(statuses: ContractStatus[]) => set({ statuses })}
              options={CONTRACT_STATUSES.map((s) => ({ value: s, label: statusText(s) }))}
              placeholder={t('systemDemos.select.statusPlaceholder')}
            />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item label={t('systemDemos.select.category')}>
            <Select
              allowClear
              showSearch
              data-testid="select-category"
              value={c.category}
              onChange={(category?: ContractCategory) => set({ category })}
              options={CONTRACT_CATEGORIES.map((s) => ({ value: s, label: categoryText(s) }))}
              placeholder={t('systemDemos.select.categoryPlaceholder')}
            />
          </Form.Item>
        </Grid.Col>
      </Grid.Row>
      <Space>
        <Button onClick={onReset} data-testid="select-reset">
          {t('systemDemos.form.reset')}
        </Button>
      </Space>
    </Form>
  );
}
