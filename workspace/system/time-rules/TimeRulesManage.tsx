/**
 * /system/time-rules (时限规则): the time limits of an area (sys_time_rule/list): each rule's value,
 * whether the area sets it or inherits it (from which area, or the product's default), and the
 * area's latest changes (who, when, old → new). The area is the caller's own until another one is
 * picked. With config.edit over the area: set a value (Modal) or remove it to inherit again. A change
 * applies to what is opened after it.
 */
import { Button, Card, Popconfirm, Space, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { useState } from 'react';
import useSWR from 'swr';
import { getTimeRules, saveTimeRule, timeRuleKeys } from '../../../src/api/timeRules';
import type { TimeRule, TimeRuleChange, TimeRuleList } from '../../../src/domain/time-rules';
import { t } from '../../../src/i18n';
import { LoadFailed } from '../../common/LoadState';
import { reportFailure } from '../../../src/api/reportFailure';
import { UnitPicker } from '../pickers/UnitPicker';
import { ruleValueText } from './ruleValue';
import { TimeRuleForm } from './TimeRuleForm';
import './TimeRulesManage.css';
import { TimeCell } from '../../../src/components/TimeCell';

export default function TimeRulesManage() {
  const [areaId, setAreaId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<TimeRule | null>(null);
  const { data, error, isLoading, mutate } = useSWR<TimeRuleList>(timeRuleKeys.list(areaId), () => getTimeRules(areaId));
  const area = data?.area;

  const reset = async (rule: TimeRule) => {
    if (!area) return;
    try {
      await saveTimeRule({ areaId: area.id, key: rule.key, value: null });
    } catch (e) {
      reportFailure(e);
    } finally {
      await mutate();
    }
  };

  const columns: ColumnProps<TimeRule>[] = [
    {
      title: t('timeRules.col.rule'),
      dataIndex: 'key',
      render: (_: unknown, r) => (
        <div>
          <div className="time-rules__name">{t(`timeRules.key.${r.key}`)}</div>
          <div className="time-rules__hint">{t(`timeRules.hint.${r.key}`)}</div>
        </div>
      ),
    },
    { title: t('timeRules.col.value'), dataIndex: 'value', width: 180, render: (_: unknown, r) => <span data-testid="time-rule-value-text">{ruleValueText(r.key, r.value)}</span> },
    {
      title: t('timeRules.col.source'),
      key: 'source',
      width: 220,
      render: (_: unknown, r) =>
        r.own ? (
          <Tag color="arcoblue">{t('timeRules.source.own')}</Tag>
        ) : r.inheritedFrom ? (
          <Tag>{t('timeRules.source.inherited', { area: r.inheritedFrom.name })}</Tag>
        ) : (
          <Tag color="gray">{t('timeRules.source.default')}</Tag>
        ),
    },
  ];
  if (data?.editable) {
    columns.push({
      title: t('timeRules.actions'),
      key: 'actions',
      width: 170,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="text" size="small" onClick={() => setEditing(r)} data-testid="time-rule-edit">
            {t('timeRules.edit')}
          </Button>
          {r.own && (
            <Popconfirm title={t('timeRules.resetConfirm', { value: ruleValueText(r.key, r.parentValue) })} onOk={() => reset(r)}>
              <Button type="text" size="small" data-testid="time-rule-reset">
                {t('timeRules.reset')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  const changeColumns: ColumnProps<TimeRuleChange>[] = [
    { title: t('timeRules.change.at'), dataIndex: 'changedAt', width: 180, render: (v: string) => <TimeCell value={v} /> },
    { title: t('timeRules.col.rule'), dataIndex: 'key', render: (_: unknown, c) => t(`timeRules.key.${c.key}`) },
    {
      title: t('timeRules.change.values'),
      key: 'values',
      render: (_: unknown, c) => `${ruleValueText(c.key, c.oldValue)} → ${ruleValueText(c.key, c.newValue)}`,
    },
    { title: t('timeRules.change.by'), dataIndex: 'changedBy', width: 160 },
  ];

  return (
    <Card title={t('route.timeRulesManage')} data-testid="time-rules">
      <div className="time-rules__intro">{t('timeRules.intro')}</div>
      <div className="time-rules__toolbar">
        <span>{t('timeRules.area')}</span>
        <UnitPicker
          kind="all"
          types={['A']}
          value={areaId ?? area?.id}
          onChange={(v) => setAreaId(v)}
          placeholder={area?.name ?? t('timeRules.areaPlaceholder')}
          style={{ width: 320 }}
          data-testid="time-rules-area"
        />
        {area && !data?.editable && <Tag color="gray">{t('timeRules.readOnly')}</Tag>}
      </div>
      {error ? (
        <div data-testid="time-rules-error">
          <LoadFailed onRetry={() => void mutate()} />
        </div>
      ) : (
        <>
          <Table<TimeRule>
            rowKey="key"
            loading={isLoading || !data}
            columns={columns}
            data={data?.rules ?? []}
            pagination={false}
            border={{ wrapper: true, cell: false }}
            data-testid="time-rules-table"
          />
          <h3 className="time-rules__subtitle">{t('timeRules.changes')}</h3>
          <Table<TimeRuleChange>
            rowKey="id"
            loading={isLoading || !data}
            columns={changeColumns}
            data={data?.changes ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            noDataElement={<div className="time-rules__empty">{t('timeRules.noChanges')}</div>}
            border={{ wrapper: true, cell: false }}
            data-testid="time-rules-changes"
          />
        </>
      )}
      {area && (
        <TimeRuleForm
          areaId={area.id}
          rule={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void mutate();
          }}
        />
      )}
    </Card>
  );
}
