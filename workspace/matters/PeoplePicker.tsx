/**
 * A multiple select of people searched on the server as the user types (`load`: a seek request's
 * advisers and colleagues, a decision's approvers among the unit's people). `excludeId` (the caller)
 * is left out; the server checks who may be chosen and refuses otherwise.
 */
import { Select, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useEffect, useState } from 'react';
import { t } from '../../src/i18n';
import type { PickOption } from './users';

interface Props {
  /** The options for a keyword; keep it stable (useCallback), it reloads when it changes. */
  load: (keyword: string) => Promise<PickOption[]>;
  /** Left out of the options (the caller). */
  excludeId?: number | undefined;
  max: number;
  value?: number[];
  onChange?: (value: number[]) => void;
  placeholder: string;
  testId: string;
}

export function PeoplePicker({ load, excludeId, max, value, onChange, placeholder, testId }: Props) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<PickOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      load(keyword).then(
        (list) => {
          if (!live) return;
          setOptions(list.filter((o) => o.value !== excludeId));
          setFailed(false);
          setLoading(false);
        },
        () => {
          if (!live) return;
          setFailed(true);
          setLoading(false);
        },
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [load, keyword, excludeId]);

  return (
    <Select
      mode="multiple"
      allowClear
      showSearch
      filterOption={false}
      data-testid={testId}
      placeholder={placeholder}
      value={value ?? []}
      onChange={(v: number[]) => onChange?.(v.slice(0, max))}
      onSearch={setKeyword}
      notFoundContent={loading ? <Spin size={16} /> : t(failed ? 'matters.picker.failed' : 'matters.picker.empty')}
      options={options}
    />
  );
}
