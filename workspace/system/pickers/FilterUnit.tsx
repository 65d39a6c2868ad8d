/**
 * /system/filter/unit: try the UnitPicker over each tree of the getTreeList family, single or
 * multiple; the chosen ids are shown as JSON, and a short description says what each tree returns.
 */
import { Card, Descriptions, Radio, Space, Switch, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useState } from 'react';
import { UNIT_TREE_KINDS, UNIT_TREES, type UnitTreeKind } from '../../../src/api/units-admin';
import { type MessageKey, t } from '../../../src/i18n';
import { UnitPicker } from './UnitPicker';
import './pickers.css';

export const treeLabel = (kind: UnitTreeKind) => t(`systemUnits.tree.${kind}` as MessageKey);
export const treeDescription = (kind: UnitTreeKind) => t(`systemUnits.treeDesc.${kind}` as MessageKey);

export default function FilterUnit() {
  const [kind, setKind] = useState<UnitTreeKind>('PT');
  const [multiple, setMultiple] = useState(false);
  const [single, setSingle] = useState<number>();
  const [many, setMany] = useState<number[]>([]);

  const choose = (k: UnitTreeKind) => {
    setKind(k);
    setSingle(undefined);
    setMany([]);
  };

  return (
    <div className="system-pickers" data-testid="filter-unit-page">
      <Card title={t('systemUnits.filterUnit.title')}>
        <Typography.Paragraph type="secondary">{t('systemUnits.filterUnit.intro')}</Typography.Paragraph>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Radio.Group type="button" value={kind} onChange={choose} data-testid="filter-unit-kind">
            {UNIT_TREE_KINDS.map((k) => (
              <Radio key={k} value={k}>
                {treeLabel(k)}
              </Radio>
            ))}
          </Radio.Group>
          <Space>
            <Typography.Text>{t('systemUnits.picker.multiple')}</Typography.Text>
            <Switch checked={multiple} onChange={setMultiple} data-testid="filter-unit-multiple" />
          </Space>
          <Typography.Text type="secondary" data-testid="filter-unit-desc">
            <code>GET {UNIT_TREES[kind]}</code> — {treeDescription(kind)}
          </Typography.Text>
          <div style={{ maxWidth: 480 }}>
            {multiple ? (
              <UnitPicker key={`${kind}-m`} kind={kind} multiple value={many} onChange={setMany} data-testid="filter-unit-picker" />
            ) : (
              <UnitPicker key={`${kind}-s`} kind={kind} value={single} onChange={setSingle} data-testid="filter-unit-picker" />
            )}
          </div>
          <div>
            <Typography.Text bold>{t('systemUnits.picker.chosen')}</Typography.Text>
            <pre className="system-pickers__json" data-testid="filter-unit-json">
              {JSON.stringify({ tree: kind, value: multiple ? many : (single ?? null) }, null, 2)}
            </pre>
          </div>
        </Space>
      </Card>
      <Card title={t('systemUnits.filterUnit.treesTitle')}>
        <Descriptions
          column={1}
          border
          data={UNIT_TREE_KINDS.map((k) => ({ label: `${treeLabel(k)} (${UNIT_TREES[k].split('/')[1]})`, value: treeDescription(k) }))}
        />
      </Card>
    </div>
  );
}
