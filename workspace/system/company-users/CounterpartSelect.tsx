/** A counterpart picker: searches admin_counterpart/queryPage by name or credit code as the user types. */
import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import { type CSSProperties, useState } from 'react';
import useSWR from 'swr';
import { counterpartKeys, queryCounterparts } from '../../../src/api/counterparts';

export function CounterpartSelect({
  value,
  onChange,
  placeholder,
  style,
  allowClear,
  initialLabel,
  ...rest
}: {
  value?: number | undefined;
  onChange?: (v: number | undefined) => void;
  placeholder?: string;
  style?: CSSProperties;
  allowClear?: boolean;
  /** The chosen counterpart's name when it is not among the first results. */
  initialLabel?: string | null | undefined;
  'data-testid'?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const q = { current: 1, size: 20, keyword: keyword || undefined };
  const { data, isLoading } = useSWR([...counterpartKeys.options, q], () => queryCounterparts(q), { keepPreviousData: true });
  const options = (data?.records ?? []).map((r) => ({ value: r.id, label: r.name }));
  if (value !== undefined && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select
      showSearch
      allowClear={allowClear}
      filterOption={false}
      loading={isLoading}
      style={style}
      placeholder={placeholder}
      value={value}
      onChange={(v?: number) => onChange?.(v)}
      onSearch={setKeyword}
      options={options}
      {...rest}
    />
  );
}
