/** When a page is opened without a contract: search the contracts of a list view and open one. */
import { Card, Empty, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { contractKeys, queryContracts } from '../../../src/api/contracts';
import type { ContractListQueryInput, ContractView } from '../../../src/domain/contract-api';
import { t } from '../../../src/i18n';

export function ContractPicker({ view }: { view: ContractView }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const query: ContractListQueryInput = { view, current: 1, size: 20, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) };
  const { data, isLoading } = useSWR(contractKeys.page(query), () => queryContracts(query), { keepPreviousData: true });
  return (
    <Card title={t('filing.pick.title')} data-testid="contract-picker">
      <Select
        showSearch
        filterOption={false}
        allowClear
        style={{ maxWidth: 640 }}
        loading={isLoading}
        placeholder={t('filing.pick.placeholder')}
        onSearch={setKeyword}
        onChange={(id: number | undefined) => id && navigate(`?id=${id}`)}
        notFoundContent={<Empty description={t('filing.pick.empty')} />}
        options={(data?.records ?? []).map((r) => ({ value: r.id, label: `${r.code} ${r.name}` }))}
        data-testid="contract-picker-select"
      />
    </Card>
  );
}
