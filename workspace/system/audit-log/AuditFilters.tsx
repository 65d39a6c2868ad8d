/**
 * The filters of the audit log (AuditLog.tsx): user, unit (the caller's data-scope tree), event,
 * outcome and time. They are a draft until searched (the button, or Enter in the user field); reset
 * clears them and searches everything.
 */
import { Button, DatePicker, Input, Select, Space, TreeSelect } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/TreeSelect/style/css.js';
import { useState } from 'react';
import useSWR from 'swr';
import { getDataScopeTree, unitTreeKeys } from '../../../src/api/unitTrees';
import { AUDIT_EVENTS, AUDIT_OUTCOMES, type AuditOutcome, type AuditQuery } from '../../../src/domain/audit';
import { t } from '../../../src/i18n';
import { toTreeData } from '../pickers/unitTreeData';
import { eventLabel } from './auditColumns';

/** The audit log's filters: its query without the paging. */
export type AuditFilterValues = Omit<AuditQuery, 'current' | 'size'>;

/** The filter bar: the fields with the search and reset buttons. */
export function AuditFilters({ onSearch }: { onSearch: (filters: AuditFilterValues) => void }) {
  const [draft, setDraft] = useState<AuditFilterValues>({});
  const { data: tree } = useSWR(unitTreeKeys.dataScope, getDataScopeTree);
  return (
    <Space wrap>
      <Input
        allowClear
        style={{ width: 180 }}
        placeholder={t('systemAudit.filter.userPlaceholder')}
        aria-label={t('systemAudit.filter.user')}
        value={draft.user ?? ''}
        onChange={(v) => setDraft((d) => ({ ...d, user: v.trim() || undefined }))}
        onPressEnter={() => onSearch(draft)}
        data-testid="audit-user"
      />
      <TreeSelect
        allowClear
        showSearch
        style={{ width: 200 }}
        placeholder={t('systemAudit.filter.unit')}
        treeData={toTreeData(tree ?? [])}
        value={draft.unitId === undefined ? undefined : String(draft.unitId)}
        onChange={(v?: string) => setDraft((d) => ({ ...d, unitId: v ? Number(v) : undefined }))}
        filterTreeNode={(input, node) => String(node.props.title ?? '').includes(input)}
        data-testid="audit-unit"
      />
      <Select
        allowClear
        style={{ width: 160 }}
        placeholder={t('systemAudit.filter.event')}
        value={draft.event}
        onChange={(v?: AuditQuery['event']) => setDraft((d) => ({ ...d, event: v }))}
        options={AUDIT_EVENTS.map((e) => ({ value: e, label: eventLabel(e) }))}
        data-testid="audit-event"
      />
      <Select
        allowClear
        style={{ width: 120 }}
        placeholder={t('systemAudit.filter.outcome')}
        value={draft.outcome}
        onChange={(v?: AuditOutcome) => setDraft((d) => ({ ...d, outcome: v }))}
        options={AUDIT_OUTCOMES.map((o) => ({ value: o, label: t(`systemAudit.outcome.${o}`) }))}
        data-testid="audit-outcome"
      />
      <DatePicker.RangePicker
        style={{ width: 250 }}
        value={draft.from && draft.to ? [draft.from, draft.to] : undefined}
        onChange={(v?: string[]) => setDraft((d) => ({ ...d, from: v?.[0], to: v?.[1] }))}
        data-testid="audit-time"
      />
      <Button type="primary" onClick={() => onSearch(draft)} data-testid="audit-search">
        {t('systemAudit.filter.search')}
      </Button>
      <Button
        onClick={() => {
          setDraft({});
          onSearch({});
        }}
      >
        {t('systemAudit.filter.reset')}
      </Button>
    </Space>
  );
}
