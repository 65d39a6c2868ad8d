/**
 * /system/select-test: the shared selects together, as a contract search form uses them: a unit
 * (data-scope tree), areas (platform tree), a person and people (user search), contract statuses and
 * a category. Beside the form, the conditions read as a user reads them (names and tags); the API
 * calls and the form's value as JSON are behind the raw-data switch.
 */
import { Card, Grid } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import { useState } from 'react';
import { UNIT_TREES } from '../../../src/api/units-admin';
import { t } from '../../../src/i18n';
import { useUnitTree } from '../pickers';
import { DemoIntro, LoadState, RawData, usePeople } from '../pickers/DemoParts';
import { type Choices, EMPTY_CHOICES } from './choices';
import { SelectForm } from './SelectForm';
import { SelectSummary } from './SelectSummary';
import '../pickers/pickers.css';

export default function SelectTest() {
  const [c, setC] = useState<Choices>(EMPTY_CHOICES);
  const [raw, setRaw] = useState(false);
  const set = (p: Partial<Choices>) => setC((x) => ({ ...x, ...p }));
  const scopeTree = useUnitTree('DH');
  const areaTree = useUnitTree('PT');
  const { remember, labels: personNames } = usePeople();

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
              <SelectForm value={c} onChange={set} onReset={() => setC(EMPTY_CHOICES)} remember={remember} />
            </Grid.Col>
            <Grid.Col span={10}>
              <SelectSummary choices={c} scopeTree={scopeTree.data} areaTree={areaTree.data} personNames={personNames} />
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
