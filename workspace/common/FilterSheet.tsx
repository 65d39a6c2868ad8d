/**
 * A list's filters on a phone: a "筛选" button in the list's toolbar (with the number of filters in
 * force) opens them as a sheet from the bottom of the screen; searching closes it. At a desk the
 * list shows its filter form above the rows instead.
 */
import { Badge, Button, Drawer } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import { IconFilter } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { t } from '../../src/i18n';
import './FilterSheet.css';

export function FilterSheet({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer placement="bottom" height="auto" visible={open} title={t('workflow.filters')} footer={null} onCancel={onClose} className="filter-sheet">
      {children}
    </Drawer>
  );
}

export function FilterSheetButton({ active = 0, onOpen, testId }: { active?: number; onOpen: () => void; testId: string }) {
  return (
    <Badge count={active} dot={false} offset={[-4, 4]}>
      <Button className="filter-sheet__button" icon={<IconFilter />} data-testid={testId} onClick={onOpen}>
        {t('workflow.filters')}
      </Button>
    </Badge>
  );
}
