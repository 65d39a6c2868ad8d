/**
 * The filters of the company user list (CompanyUserManage.tsx): a keyword, the counterpart and the
 * status; and the notice above them while self-registrations wait for approval, whose button shows them.
 */
import { Alert, Button, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { COMPANY_USER_STATUSES, type CompanyUserPageQuery } from '../../../src/domain/counterpart';
import { t } from '../../../src/i18n';
import { KeywordSearch } from '../registry/RegistryPage';
import { CounterpartSelect } from './CounterpartSelect';

type Status = (typeof COMPANY_USER_STATUSES)[number];
type Query = Partial<CompanyUserPageQuery>;

/**
 * The keyword, counterpart and status filters, each applying from the first page: a fragment, so that
 * each is an item of the page's filter bar (Space).
 */
export function companyUserFilters({ query, filter }: { query: Query; filter: (patch: Query) => void }) {
  return (
    <>
      <KeywordSearch placeholder={t('systemCounterparts.cu.search')} width={260} onApply={(keyword) => filter({ keyword })} testId="cu-search" />
      <CounterpartSelect
        allowClear
        style={{ width: 280 }}
        placeholder={t('systemCounterparts.cu.allCounterparts')}
        value={query.counterpartId === undefined ? undefined : Number(query.counterpartId)}
        onChange={(counterpartId) => filter({ counterpartId })}
        data-testid="cu-counterpart-filter"
      />
      <Select
        allowClear
        style={{ width: 130 }}
        placeholder={t('systemCounterparts.cu.allStatus')}
        value={query.status}
        onChange={(status?: Status) => filter({ status })}
        options={COMPANY_USER_STATUSES.map((s) => ({ value: s, label: t(`systemCounterparts.cu.${s}`) }))}
        data-testid="cu-status-filter"
      />
    </>
  );
}

/** The notice of the registrations waiting for approval (none when there are none). */
export function PendingNotice({ count, onShow }: { count: number; onShow: () => void }) {
  if (count <= 0) return null;
  return (
    <Alert
      type="warning"
      style={{ marginBottom: 16 }}
      content={t('systemCounterparts.cu.pendingAlert', { n: count })}
      action={
        <Button size="mini" type="text" onClick={onShow} data-testid="cu-show-pending">
          {t('systemCounterparts.cu.pending')}
        </Button>
      }
      data-testid="cu-pending-alert"
    />
  );
}
