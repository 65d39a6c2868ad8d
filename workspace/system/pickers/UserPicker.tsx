/**
 * UserPicker: an Arco Select with remote search over POST sys_user/queryPage (docs/api/users.md):
 * the users of the caller's data scope whose username, name or mobile matches, optionally within a
 * unit (and its sub-units). Single (value: a user id) or multiple (value: user ids). Chosen users keep
 * their labels while the search changes; `knownUsers` gives the labels of preset values (a default)
 * before any search has found them, `onSearched` hears each query and the server's answer.
 */
import { Select, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useEffect, useRef, useState } from 'react';
import { searchUsers, type UserSearch } from '../../../src/api/units-admin';
import type { Page } from '../../../src/domain/envelope';
import type { ComUserInfo } from '../../../src/domain/system';
import { t } from '../../../src/i18n';

interface CommonProps {
  unitId?: number | undefined;
  includeChildren?: boolean;
  /** Users whose labels are known up front (those of a preset value). */
  knownUsers?: readonly ComUserInfo[];
  /** Each search the picker made and the server's answer. */
  onSearched?: (query: UserSearch, answer: Page<ComUserInfo>) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  'data-testid'?: string;
}
export type UserPickerProps = CommonProps &
  (
    | { multiple?: false; value?: number | undefined; onChange?: (value: number | undefined, user?: ComUserInfo) => void }
    | { multiple: true; value?: number[] | undefined; onChange?: (value: number[], users: ComUserInfo[]) => void }
  );

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;

export const userLabel = (u: ComUserInfo) => `${u.realName} (${u.username})`;

export function UserPicker(props: UserPickerProps) {
  const { unitId, includeChildren = true } = props;
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<ComUserInfo[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const known = useRef(new Map<number, ComUserInfo>());
  const seq = useRef(0);
  const onSearched = useRef(props.onSearched);
  onSearched.current = props.onSearched;
  for (const u of props.knownUsers ?? []) if (!known.current.has(u.userId)) known.current.set(u.userId, u);

  useEffect(() => {
    const mine = ++seq.current;
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const query: UserSearch = { keyword: keyword.trim() || undefined, unitId, includeChildren, size: PAGE_SIZE };
        const page = await searchUsers(query);
        if (mine !== seq.current) return;
        onSearched.current?.(query, page);
        for (const u of page.records) known.current.set(u.userId, u);
        setFound(page.records);
        setFailed(false);
      } catch {
        if (mine === seq.current) setFailed(true);
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword, unitId, includeChildren]);

  const chosen = props.multiple ? (props.value ?? []) : props.value === undefined ? [] : [props.value];
  const options = [
    ...chosen.filter((id) => !found.some((u) => u.userId === id)).map((id) => known.current.get(id)).filter((u): u is ComUserInfo => !!u),
    ...found,
  ].map((u) => ({
    value: u.userId,
    // Names and units are user data (kept as typed in every language).
    label: (
      <span translate="no">
        {userLabel(u)}
        <span style={{ color: 'var(--color-text-3)', marginLeft: 8 }}>{u.units.map((x) => x.unitName).join(t('systemUnits.picker.unitSeparator'))}</span>
      </span>
    ),
  }));

  const change = (v: unknown) => {
    if (props.multiple) {
      const ids = (Array.isArray(v) ? v : []).map(Number);
      props.onChange?.(ids, ids.map((id) => known.current.get(id)).filter((u): u is ComUserInfo => !!u));
    } else {
      const id = v === undefined || v === null || v === '' ? undefined : Number(v);
      props.onChange?.(id, id === undefined ? undefined : known.current.get(id));
    }
  };

  return (
    <Select
      data-testid={props['data-testid']}
      style={{ width: '100%', ...props.style }}
      mode={props.multiple ? 'multiple' : undefined}
      showSearch
      allowClear
      filterOption={false}
      value={props.multiple ? (props.value ?? []) : props.value}
      onChange={change}
      onSearch={setKeyword}
      onClear={() => setKeyword('')}
      options={options}
      loading={loading}
      disabled={props.disabled}
      placeholder={props.placeholder ?? t('systemUnits.picker.userPlaceholder')}
      notFoundContent={
        loading ? <Spin size={16} /> : failed ? t('systemUnits.picker.loadError') : t('systemUnits.picker.noUsers')
      }
    />
  );
}
