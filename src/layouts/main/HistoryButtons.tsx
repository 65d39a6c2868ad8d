/** Previous-page and next-page buttons: browser history back and forward, greyed when unavailable. */
import { Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconLeft, IconRight } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n';
import { useHistoryMoves } from './useHistoryStack';

export function HistoryButtons() {
  const navigate = useNavigate();
  const { back, forward } = useHistoryMoves();
  return (
    <>
      <Tooltip content={t('layout.back')} disabled={!back}>
        <Button
          type="text"
          shape="circle"
          icon={<IconLeft />}
          disabled={!back}
          aria-label={t('layout.back')}
          data-testid="history-back"
          onClick={() => navigate(-1)}
        />
      </Tooltip>
      <Tooltip content={t('layout.forward')} disabled={!forward}>
        <Button
          type="text"
          shape="circle"
          icon={<IconRight />}
          disabled={!forward}
          aria-label={t('layout.forward')}
          data-testid="history-forward"
          onClick={() => navigate(1)}
        />
      </Tooltip>
    </>
  );
}
