/**
 * The columns of the time rules page (TimeRulesManage.tsx): a rule's name and hint, its value and
 * where the value comes from (the area, an area above, the product's default), with edit and reset
 * for an editor; and the area's changes (when, which rule, old → new, who).
 */
import { Button, Popconfirm, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { TimeCell } from '../../../src/components/TimeCell';
import type { TimeRule, TimeRuleChange } from '../../../src/domain/time-rules';
import { t } from '../../../src/i18n';
import { actionsColumn, RowAction } from '../registry/RegistryPage';
import { ruleValueText } from './ruleValue';

/** The columns of the rule table; the actions only when `edit` is given (reset only for the area's own values). */
export function timeRuleColumns(edit: { onEdit: (rule: TimeRule) => void; onReset: (rule: TimeRule) => Promise<void> } | null): ColumnProps<TimeRule>[] {
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
  if (edit) {
    columns.push(
      actionsColumn<TimeRule>(
        (r) => (
          <>
            <RowAction onClick={() => edit.onEdit(r)} testId="time-rule-edit">
              {t('timeRules.edit')}
            </RowAction>
            {r.own && (
              <Popconfirm title={t('timeRules.resetConfirm', { value: ruleValueText(r.key, r.parentValue) })} onOk={() => edit.onReset(r)}>
                <Button type="text" size="small" data-testid="time-rule-reset">
                  {t('timeRules.reset')}
                </Button>
              </Popconfirm>
            )}
          </>
        ),
        170,
        t('timeRules.actions'),
        undefined,
      ),
    );
  }
  return columns;
}

/** The columns of the change table. */
export const changeColumns = (): ColumnProps<TimeRuleChange>[] => [
  { title: t('timeRules.change.at'), dataIndex: 'changedAt', width: 180, render: (v: string) => <TimeCell value={v} /> },
  { title: t('timeRules.col.rule'), dataIndex: 'key', render: (_: unknown, c) => t(`timeRules.key.${c.key}`) },
  {
    title: t('timeRules.change.values'),
    key: 'values',
    render: (_: unknown, c) => `${ruleValueText(c.key, c.oldValue)} → ${ruleValueText(c.key, c.newValue)}`,
  },
  { title: t('timeRules.change.by'), dataIndex: 'changedBy', width: 160 },
];
