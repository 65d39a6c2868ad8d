/**
 * A counterpart picker that searches the server (contract/counterpartOptions) as the user types:
 * each option shows the credit code and rating, and a counterpart on the serious-dishonesty list
 * is marked red; under the picker the chosen one's legal representative, rating and the warning.
 */
import { Alert, Select, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { searchCounterparts } from '../../../src/api/contractRegister';
import type { CounterpartOption } from '../../../src/domain/contract-options';
import { t } from '../../../src/i18n';
import { useLookup } from './useLookup';

const RATING_COLOR: Record<string, string> = { A: 'green', B: 'arcoblue', C: 'orange', D: 'red' };

export function CounterpartInfo({ option }: { option: CounterpartOption | undefined }) {
  if (!option) return null;
  return (
    <div className="contract-register__cp-info" data-testid="counterpart-info">
      <Space size={8} wrap>
        <Typography.Text type="secondary">
          {t('contractRegister.cp.legalRep')}: {option.legalRepresentative || '-'}
        </Typography.Text>
        <Tag size="small" color={RATING_COLOR[option.creditRating] ?? 'gray'}>
          {t('contractRegister.cp.rating', { rating: option.creditRating })}
        </Tag>
      </Space>
      {option.seriousDishonest && (
        <Alert type="error" showIcon className="contract-register__dishonest" data-testid="counterpart-dishonest" content={t('contractRegister.cp.dishonest')} />
      )}
    </div>
  );
}

interface Props {
  value?: number | undefined;
  onChange?: (value: number | undefined) => void;
  /** The counterparts already known (loaded with a draft, or picked before): shown without a search. */
  known: ReadonlyMap<number, CounterpartOption>;
  onKnown: (option: CounterpartOption) => void;
  testId?: string;
}

export function CounterpartSelect({ value, onChange, known, onKnown, testId }: Props) {
  const { items: options, loading, search, onFocus } = useLookup((keyword) => searchCounterparts({ keyword }));

  const chosen = value !== undefined ? (known.get(value) ?? options.find((o) => o.id === value)) : undefined;
  const list = chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options;

  return (
    <div>
      <Select
        showSearch
        allowClear
        value={value}
        placeholder={t('contractRegister.cp.placeholder')}
        filterOption={false}
        loading={loading}
        onSearch={search}
        onFocus={onFocus}
        notFoundContent={t('contractRegister.cp.none')}
        onChange={(id: number | undefined) => {
          const picked = list.find((o) => o.id === id);
          if (picked) onKnown(picked);
          onChange?.(id);
        }}
        data-testid={testId}
        renderFormat={(_option, v) => (typeof v === 'number' ? (known.get(v)?.name ?? chosen?.name ?? `#${v}`) : '')}
      >
        {list.map((o) => (
          <Select.Option key={o.id} value={o.id}>
            <Space size={6}>
              <span>{o.name}</span>
              <Typography.Text type="secondary">{o.unifiedCreditCode}</Typography.Text>
              <Tag size="small" color={RATING_COLOR[o.creditRating] ?? 'gray'}>
                {o.creditRating}
              </Tag>
              {o.seriousDishonest && (
                <Tag size="small" color="red">
                  {t('contractRegister.cp.dishonestTag')}
                </Tag>
              )}
            </Space>
          </Select.Option>
        ))}
      </Select>
      <CounterpartInfo option={chosen} />
    </div>
  );
}
