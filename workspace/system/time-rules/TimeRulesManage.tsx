/**
 * /system/time-rules (时限规则): the time limits of an area (sys_time_rule/list): each rule's value,
 * whether the area sets it or inherits it (from which area, or the product's default), and the
 * area's latest changes (who, when, old → new). The area is the caller's own until another one is
 * picked. With config.edit over the area: set a value (Modal) or remove it to inherit again. A change
 * applies to what is opened after it.
 */
import { Card, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useState } from 'react';
import useSWR from 'swr';
import { getTimeRules, saveTimeRule, timeRuleKeys } from '../../../src/api/timeRules';
import type { TimeRule, TimeRuleChange, TimeRuleList } from '../../../src/domain/time-rules';
import { t } from '../../../src/i18n';
import { LoadFailed } from '../../common/LoadState';
import { reportFailure } from '../../../src/api/reportFailure';
import { UnitPicker } from '../pickers/UnitPicker';
import { changeColumns, timeRuleColumns } from './timeRuleColumns';
import { TimeRuleForm } from './TimeRuleForm';
import './TimeRulesManage.css';

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

  const columns = timeRuleColumns(data?.editable ? { onEdit: setEditing, onReset: reset } : null);

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
            columns={changeColumns()}
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
