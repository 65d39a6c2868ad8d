/**
 * The pager under a list's cards on a phone: previous and next as thumb-sized buttons (44 px) around
 * the position ("第 2 / 7 页"). Arco's simple pager has an unlabelled page input and small arrows.
 */
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconLeft, IconRight } from '@arco-design/web-react/icon';
import { t } from '../../src/i18n';

export interface CardPage {
  current: number;
  pageSize: number;
  total: number;
  onChange: (current: number) => void;
}

export function CardPager({ current, pageSize, total, onChange }: CardPage) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="list-cards__pager" aria-label={t('common.pager.position', { current, pages })} data-testid="card-pager">
      <Button icon={<IconLeft />} disabled={current <= 1} onClick={() => onChange(current - 1)} data-testid="card-pager-prev">
        {t('common.pager.prev')}
      </Button>
      <span className="list-cards__position" data-testid="card-pager-position">
        {t('common.pager.position', { current, pages })}
      </span>
      <Button disabled={current >= pages} onClick={() => onChange(current + 1)} data-testid="card-pager-next">
        {t('common.pager.next')}
        <IconRight />
      </Button>
    </nav>
  );
}
