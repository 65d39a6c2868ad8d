/** A small modal to rename a tab; an empty name restores the page's own title. */
import { Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useState } from 'react';
import { t } from '../../i18n';
import { TAB_TITLE_MAX } from './tabsModel';

interface Props {
  /** The title shown now (the renamed one, else the route's). */
  initial: string;
  onOk: (title: string) => void;
  onCancel: () => void;
}

export function RenameTabModal({ initial, onOk, onCancel }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <Modal
      visible
      title={t('tabs.renameTitle')}
      onOk={() => onOk(value)}
      onCancel={onCancel}
      autoFocus={false}
      focusLock
      unmountOnExit
      style={{ width: 400 }}
    >
      <Input
        autoFocus
        value={value}
        onChange={setValue}
        onPressEnter={() => onOk(value)}
        maxLength={TAB_TITLE_MAX}
        showWordLimit
        allowClear
        placeholder={t('tabs.renamePlaceholder')}
        data-testid="tab-rename-input"
      />
      <div className="multi-tab-rename-hint">{t('tabs.renameHint')}</div>
    </Modal>
  );
}
