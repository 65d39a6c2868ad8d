/**
 * /system/select-test: the shared selects together, as a contract search form uses them: a unit
 * (data-scope tree), areas (platform tree), a person and people (user search), contract statuses and
 * a category. Beside the form, the conditions read as a user reads them (names and tags); the API
 * calls and the form's value as JSON are behind the raw-data switch.
 */
import { Button, Card, Descriptions, Form, Grid, Select, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useState } from 'react';
import { UNIT_TREES } from '../../../src/api/units-admin';
import { CONTRACT_CATEGORIES, type ContractCategory } from '../../../src/domain/contract';
import { CONTRACT_STATUSES, type ContractStatus } from '../../../src/domain/lifecycle';
import type { UnitNode } from '../../../src/domain/system';
import { type MessageKey, t } from '../../../src/i18n';
import { flattenTree, UnitPicker, UserPicker, useUnitTree } from '../pickers';
import { DemoIntro, LoadState, NameTags, NoneChosen, RawData, usePeople } from '../pickers/DemoParts';
import '../pickers/pickers.css';

interface Choices {
  unit?: number;
  units: number[];
  user?: number;
  users: number[];
  statuses: ContractStatus[];
  category?: ContractCategory;
}

const EMPTY: Choices = { units: [], users: [], statuses: [] };
const statusText = (s: ContractStatus) => t(`contract.status.${s}` as MessageKey);
const categoryText = (c: ContractCategory) => t(`contract.category.${c}` as MessageKey);

const unitNames = (nodes: readonly UnitNode[] | undefined, ids: readonly number[]) => {
  const all = new Map(flattenTree(nodes ?? []).map((n) => [n.id, n.unitName]));
  return ids.map((id) => all.get(id) ?? String(id));
};

export default function SelectTest() {
  const [c, setC] = useState<Choices>(EMPTY);
  const [raw, setRaw] = useState(false);
  const set = (p: Partial<Choices>) => setC((x) => ({ ...x, ...p }));
  const scopeTree = useUnitTree('DH');
  const areaTree = useUnitTree('PT');
  const { remember, labels: personNames } = usePeople();
  const one = (names: string[]) => (names[0] ? <span translate="no">{names[0]}</span> : <NoneChosen />);
  const words = (texts: string[]) => (texts.length ? texts.join(t('systemDemos.select.separator')) : <NoneChosen />);

  return (
    <div className="system-pickers" data-testid="select-test-page">
      <DemoIntro
        title={t('systemDemos.select.title')}
        purpose={t('systemDemos.select.purpose')}
        uses={[t('systemDemos.select.use.contracts'), t('systemDemos.select.use.register'), t('systemDemos.select.use.system')]}
      />
      <Card title={t('systemDemos.select.formTitle')}>
        <LoadState
          loading={scopeTree.isLoading || areaTree.isLoading}
          error={scopeTree.error ?? areaTree.error}
          empty={false}
          emptyText=""
          onRetry={() => {
            void scopeTree.mutate();
            void areaTree.mutate();
          }}
        >
          <Grid.Row gutter={32}>
            <Grid.Col span={14}>
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
                  <Button onClick={() => setC(EMPTY)} data-testid="select-reset">
                    {t('systemDemos.form.reset')}
                  </Button>
                </Space>
              </Form>
            </Grid.Col>
            <Grid.Col span={10}>
              <div className="system-demo__submitted" data-testid="select-summary">
                <Typography.Text bold>{t('systemDemos.select.summary')}</Typography.Text>
                <Descriptions
                  column={1}
                  border
                  size="small"
                  labelStyle={{ width: 120 }}
                  data={[
                    { label: t('systemDemos.select.unit'), value: one(unitNames(scopeTree.data, c.unit === undefined ? [] : [c.unit])) },
                    { label: t('systemDemos.select.units'), value: <NameTags names={unitNames(areaTree.data, c.units)} /> },
                    { label: t('systemDemos.select.user'), value: one(personNames(c.user === undefined ? [] : [c.user])) },
                    { label: t('systemDemos.select.users'), value: <NameTags names={personNames(c.users)} /> },
                    { label: t('systemDemos.select.status'), value: words(c.statuses.map(statusText)) },
                    { label: t('systemDemos.select.category'), value: c.category ? categoryText(c.category) : <NoneChosen /> },
                  ]}
                />
              </div>
            </Grid.Col>
          </Grid.Row>
        </LoadState>
      </Card>
      <RawData
        open={raw}
        onChange={setRaw}
        sections={[
          { title: t('systemDemos.raw.calls'), content: [`GET ${UNIT_TREES.DH}`, `GET ${UNIT_TREES.PT}`, 'POST sys_user/queryPage'].join('\n'), testId: 'select-calls' },
          { title: t('systemDemos.raw.value'), content: c, testId: 'select-json' },
        ]}
      />
    </div>
  );
}
