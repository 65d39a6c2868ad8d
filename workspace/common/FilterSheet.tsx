/**
 * A list's filters on a phone: a "筛选" button in the list's toolbar (with the number of filters in
 * force) opens them as a sheet from the bottom of the screen; searching closes it. At a desk the
 * list shows its filter form in a card above the rows instead (ListFilters places it).
 */
import { Badge, Button, Card, Drawer } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import { IconFilter } from '@arco-design/web-react/icon';
import { type ReactNode, useMemo, useState } from 'react';
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

export interface FilterSheetState {
  open: boolean;
  show: () => void;
  close: () => void;
}

/** Whether a list's filter sheet is open; a search calls close(). */
export function useFilterSheet(): FilterSheetState {
  const [open, setOpen] = useState(false);
  return useMemo(() => ({ open, show: () => setOpen(true), close: () => setOpen(false) }), [open]);
}

/** A list's filter form where it belongs: in the sheet on a phone, in a card above the rows at a desk. */
export function ListFilters({ mobile, sheet, cardClassName, children }: { mobile: boolean; sheet: FilterSheetState; cardClassName: string; children: ReactNode }) {
  return mobile ? (
    <FilterSheet open={sheet.open} onClose={sheet.close}>
      {children}
    </FilterSheet>
  ) : (
    <Card className={cardClassName}>{children}</Card>
  );
}
