/**
 * Column settings: a popover of checkboxes that shows or hides the list's columns, remembered in
 * localStorage per view (`contractList.columns.<view>`: the hidden columns).
 */
import { Button, Checkbox, Popover } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Popover/style/css.js';
import { IconSettings } from '@arco-design/web-react/icon';
import { useCallback, useState } from 'react';
import type { ContractView } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { COLUMN_KEYS, type ColumnKey, columnTitle, FIXED_COLUMNS } from './columns';

const storageKey = (view: ContractView) => `contractList.columns.${view}`;

function loadHidden(view: ContractView): ColumnKey[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(view)) ?? '[]');
    return Array.isArray(parsed) ? COLUMN_KEYS.filter((k) => parsed.includes(k) && !FIXED_COLUMNS.includes(k)) : [];
  } catch {
    return [];
  }
}

/** The visible columns of a view and a setter that remembers them. */
export function useVisibleColumns(view: ContractView): [Set<ColumnKey>, (visible: ColumnKey[]) => void] {
  const [hidden, setHidden] = useState(() => loadHidden(view));
  const set = useCallback(
    (visible: ColumnKey[]) => {
      const next = COLUMN_KEYS.filter((k) => !visible.includes(k) && !FIXED_COLUMNS.includes(k));
      setHidden(next);
      try {
        localStorage.setItem(storageKey(view), JSON.stringify(next));
      } catch {
        // Storage unavailable: the choice lasts until the page is left.
      }
    },
    [view],
  );
  return [new Set(COLUMN_KEYS.filter((k) => !hidden.includes(k))), set];
}

export function ColumnSettings({ visible, onChange }: { visible: Set<ColumnKey>; onChange: (visible: ColumnKey[]) => void }) {
  const content = (
    <div className="contract-list__columns" data-testid="column-settings">
      <Checkbox.Group
        direction="vertical"
        value={COLUMN_KEYS.filter((k) => visible.has(k))}
        onChange={(v: ColumnKey[]) => onChange(v)}
        options={COLUMN_KEYS.map((k) => ({ label: columnTitle(k), value: k, disabled: FIXED_COLUMNS.includes(k) }))}
      />
      <Button size="mini" type="text" onClick={() => onChange([...COLUMN_KEYS])}>
        {t('contractLists.columns.reset')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" position="br" content={content}>
      <Button icon={<IconSettings />} data-testid="column-settings-button">
        {t('contractLists.columns.settings')}
      </Button>
    </Popover>
  );
}
