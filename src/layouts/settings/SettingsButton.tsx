/** Header button that opens the layout settings drawer (SettingsPanel). */
import { Button, Drawer, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconSettings } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { t } from '../../i18n';
import { SettingsPanel } from './SettingsPanel';

export function SettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={t('settings.open')}>
        <Button
          className={className}
          type="text"
          shape="circle"
          icon={<IconSettings />}
          aria-label={t('settings.open')}
          data-testid="settings-button"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Drawer
        width={320}
        title={t('settings.title')}
        visible={open}
        footer={null}
        onCancel={() => setOpen(false)}
        className="layout-settings-drawer"
      >
        <SettingsPanel />
      </Drawer>
    </>
  );
}
