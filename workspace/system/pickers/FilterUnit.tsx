/**
 * /system/filter/unit: the unit picker as a user meets it. The intro says what it is for and where
 * the product uses the unit trees; a tree of the getTreeList family is chosen; the picker is shown
 * single, multiple, with a default (the current unit), disabled, and in a form with validation, each
 * with what was chosen as a user reads it (name, type, the units above it; tags). The API call, the
 * values and the tree the server answered are behind the raw-data switch.
 */
import { Card, Form, Grid, Radio, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useMemo, useState } from 'react';
import { UNIT_TREE_KINDS, UNIT_TREES, type UnitTreeKind } from '../../../src/api/units-admin';
import type { UnitNode } from '../../../src/domain/system';
import { type MessageKey, t } from '../../../src/i18n';
import { useCurrentUser } from '../../../src/session/useCurrentUser';
import { atMost, ChoiceRows, DemoCase, DemoForm, DemoIntro, errorText, LoadState, NameTags, RawData } from './DemoParts';
import { UnitPicker, useUnitTree } from './UnitPicker';
import { flattenTree, unitPath } from './unitTreeData';
import './pickers.css';

export const treeLabel = (kind: UnitTreeKind) => t(`systemUnits.tree.${kind}` as MessageKey);
const treeText = (kind: UnitTreeKind) => t(`systemDemos.unit.treeText.${kind}` as MessageKey);
/** The most units the form's "other units" field takes. */
const MAX_PARTNERS = 3;

/** A unit's type as a user reads it (a bureau says so). */
const unitKind = (n: UnitNode) => (n.isJudicialBureau ? t('systemUnits.bureau') : t(`systemUnits.type.${n.type}` as MessageKey));

/** One chosen unit: its name and type, and the units above it. */
export function UnitChoice({ nodes, id, testId }: { nodes: readonly UnitNode[]; id: number | undefined; testId?: string }) {
  const path = id === undefined ? [] : unitPath(nodes, id);
  const unit = path[path.length - 1];
  return (
    <ChoiceRows
      testId={testId}
      rows={
        unit && [
          {
            label: t('systemDemos.unit.name'),
            value: (
              <Space size={6}>
                <Typography.Text bold>{unit.unitName}</Typography.Text>
                <Tag size="small" color={unit.isJudicialBureau ? 'purple' : 'arcoblue'}>
                  {unitKind(unit)}
                </Tag>
              </Space>
            ),
          },
          {
            label: t('systemDemos.unit.above'),
            value: path.length > 1 ? path.slice(0, -1).map((n) => n.unitName).join(' / ') : t('systemDemos.unit.top'),
          },
        ]
      }
    />
  );
}

const namesOf = (nodes: readonly UnitNode[], ids: readonly number[]) => {
  const all = new Map(flattenTree(nodes).map((n) => [n.id, n.unitName]));
  return ids.map((id) => all.get(id) ?? String(id));
};

interface Submitted {
  unit: number;
  partners: number[];
}

export default function FilterUnit() {
  const [kind, setKind] = useState<UnitTreeKind>('DH');
  const [raw, setRaw] = useState(false);
  return (
    <div className="system-pickers" data-testid="filter-unit-page">
      <DemoIntro
        title={t('systemDemos.unit.title')}
        purpose={t('systemDemos.unit.purpose')}
        uses={[t('systemDemos.unit.use.contracts'), t('systemDemos.unit.use.users'), t('systemDemos.unit.use.seals'), t('systemDemos.unit.use.timeRules')]}
      >
        <div className="system-demo__choose">
          <Typography.Text>{t('systemDemos.unit.tree')}</Typography.Text>
          <Radio.Group type="button" value={kind} onChange={setKind} data-testid="filter-unit-kind">
            {UNIT_TREE_KINDS.map((k) => (
              <Radio key={k} value={k}>
                {treeLabel(k)}
              </Radio>
            ))}
          </Radio.Group>
        </div>
        <Typography.Paragraph type="secondary" className="system-demo__tree-text" data-testid="filter-unit-tree-text">
          {treeText(kind)}
        </Typography.Paragraph>
      </DemoIntro>
      {/* Every value belongs to one tree: choosing another tree starts afresh. */}
      <UnitDemo key={kind} kind={kind} raw={raw} onRaw={setRaw} />
    </div>
  );
}

function UnitDemo({ kind, raw, onRaw }: { kind: UnitTreeKind; raw: boolean; onRaw: (open: boolean) => void }) {
  const tree = useUnitTree(kind);
  const nodes = tree.data ?? [];
  const { user } = useCurrentUser();
  // The default: the current unit where this tree has it, else the tree's first unit.
  const fallback = useMemo(() => {
    const mine = user?.currentUnitId;
    if (mine != null && unitPath(nodes, mine).length) return mine;
    return nodes[0]?.id;
  }, [nodes, user?.currentUnitId]);
  const [single, setSingle] = useState<number>();
  const [many, setMany] = useState<number[]>([]);
  const [preset, setPreset] = useState<number | undefined | 'default'>('default');
  const withDefault = preset === 'default' ? fallback : preset;
  const [submitted, setSubmitted] = useState<Submitted>();
  const [form] = Form.useForm<Submitted>();

  return (
    <>
      <Card title={t('systemDemos.cases')}>
        <LoadState
          loading={tree.isLoading}
          error={tree.error}
          empty={!nodes.length}
          emptyText={t('systemDemos.unit.emptyTree')}
          onRetry={() => void tree.mutate()}
        >
          <Grid.Row gutter={[24, 24]}>
            <Grid.Col span={12}>
              <DemoCase title={t('systemDemos.single')} hint={t('systemDemos.unit.singleHint')} result={<UnitChoice nodes={nodes} id={single} testId="filter-unit-chosen" />}>
                <UnitPicker kind={kind} value={single} onChange={setSingle} data-testid="filter-unit-picker" />
              </DemoCase>
            </Grid.Col>
            <Grid.Col span={12}>
              <DemoCase title={t('systemDemos.multiple')} hint={t('systemDemos.unit.multipleHint')} result={<NameTags names={namesOf(nodes, many)} testId="filter-unit-tags" />}>
                <UnitPicker kind={kind} multiple value={many} onChange={setMany} data-testid="filter-unit-multi" />
              </DemoCase>
            </Grid.Col>
            <Grid.Col span={12}>
              <DemoCase title={t('systemDemos.withDefault')} hint={t('systemDemos.unit.defaultHint')} result={<UnitChoice nodes={nodes} id={withDefault} testId="filter-unit-default-chosen" />}>
                <UnitPicker kind={kind} value={withDefault} onChange={setPreset} data-testid="filter-unit-default" />
              </DemoCase>
            </Grid.Col>
            <Grid.Col span={12}>
              <DemoCase title={t('systemDemos.disabled')} hint={t('systemDemos.unit.disabledHint')} result={<UnitChoice nodes={nodes} id={fallback} />}>
                <UnitPicker kind={kind} value={fallback} disabled data-testid="filter-unit-disabled" />
              </DemoCase>
            </Grid.Col>
          </Grid.Row>
        </LoadState>
      </Card>
      {!tree.isLoading && !tree.error && nodes.length > 0 && (
        <DemoForm<Submitted>
          form={form}
          testId="filter-unit"
          onSubmit={(v) => setSubmitted({ unit: v.unit!, partners: v.partners ?? [] })}
          onReset={() => setSubmitted(undefined)}
          submitted={
            submitted && [
              { label: t('systemDemos.unit.formUnit'), value: namesOf(nodes, [submitted.unit])[0] },
              { label: t('systemDemos.unit.formPartners'), value: <NameTags names={namesOf(nodes, submitted.partners)} /> },
            ]
          }
        >
          <Form.Item label={t('systemDemos.unit.formUnit')} field="unit" rules={[{ required: true, message: t('systemDemos.unit.formUnitRequired') }]}>
            <UnitPicker kind={kind} data-testid="filter-unit-form-unit" />
          </Form.Item>
          <Form.Item
            label={t('systemDemos.unit.formPartners')}
            field="partners"
            extra={t('systemDemos.unit.formPartnersHint', { max: MAX_PARTNERS })}
            rules={[atMost(MAX_PARTNERS, t('systemDemos.unit.formPartnersMax', { max: MAX_PARTNERS }))]}
          >
            <UnitPicker kind={kind} multiple data-testid="filter-unit-form-partners" />
          </Form.Item>
        </DemoForm>
      )}
      <RawData
        open={raw}
        onChange={onRaw}
        sections={[
          { title: t('systemDemos.raw.calls'), content: `GET ${UNIT_TREES[kind]}`, testId: 'filter-unit-desc' },
          {
            title: t('systemDemos.raw.value'),
            content: { tree: kind, single: single ?? null, multiple: many, withDefault: withDefault ?? null, disabled: fallback ?? null, form: submitted ?? null },
            testId: 'filter-unit-json',
          },
          { title: t('systemDemos.raw.answer'), content: tree.error ? errorText(tree.error) : (tree.data ?? null), testId: 'filter-unit-answer' },
        ]}
      />
    </>
  );
}
