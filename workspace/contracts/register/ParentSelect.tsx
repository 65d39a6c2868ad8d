/**
 * The main contract an agreement belongs to: a searching picker over the caller's unit's main
 * contracts in force (contract/queryPage, statuses SUPPLEMENT_PARENT_STATUSES, attribute main).
 */
import { Select, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { queryContracts } from '../../../src/api/contracts';
import { SUPPLEMENT_PARENT_STATUSES } from '../../../src/domain/lifecycle';
import { t } from '../../../src/i18n';
import { useLookup } from './useLookup';

interface Props {
  value?: number | null | undefined;
  onChange?: (value: number | undefined) => void;
  /** The caller's current unit: an agreement belongs to the same unit as its main contract. */
  unitId: number | null;
  /** The main contract already chosen (loaded by the page), shown before any search. */
  chosen?: { id: number; code: string; name: string } | undefined;
}

export function ParentSelect({ value, onChange, unitId, chosen }: Props) {
  const { items: rows, loading, search, onFocus } = useLookup((keyword) =>
      queryContracts({
        current: 1,
        size: 20,
        status: [...SUPPLEMENT_PARENT_STATUSES],
        attribute: 'main',
        ...(unitId ? { unitId } : {}),
        ...(keyword ? { keyword } : {}),
      }).then((page) => page.records));

  const list = chosen && !rows.some((r) => r.id === chosen.id) ? [{ ...chosen, status: undefined }, ...rows] : rows;

  return (
    <Select
      showSearch
      allowClear
      value={value ?? undefined}
      placeholder={t('contractRegister.parent.placeholder')}
      filterOption={false}
      loading={loading}
      onSearch={search}
      onFocus={onFocus}
      notFoundContent={t('contractRegister.parent.none')}
      onChange={(id: number | undefined) => onChange?.(id)}
      data-testid="field-parentId"
    >
      {list.map((r) => (
        <Select.Option key={r.id} value={r.id}>
          <Space size={6}>
            <Typography.Text type="secondary">{r.code}</Typography.Text>
            <span>{r.name}</span>
            {r.status && <Tag size="small">{t(`contract.status.${r.status}`)}</Tag>}
          </Space>
        </Select.Option>
      ))}
    </Select>
  );
}
