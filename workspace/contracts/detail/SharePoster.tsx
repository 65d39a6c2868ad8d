/**
 * A printable poster of a share link: title, the contract's name and code, the QR code and how to use
 * it. Shown over the page; printing (window.print) prints the poster alone (@media print in
 * ContractDetail.css hides everything else while it is open).
 */
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { IconClose, IconPrinter } from '@arco-design/web-react/icon';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { ContractDetail } from '../../../src/domain/contract-api';
import type { ShareLink } from '../../../src/domain/contract-share';
import { type MessageKey, t } from '../../../src/i18n';
import { displayValue, formatDate } from '../../../src/utils/display';

const OPEN_CLASS = 'contract-poster-open';

export function SharePoster({ detail, link, onClose }: { detail: ContractDetail; link: ShareLink; onClose: () => void }) {
  useEffect(() => {
    document.body.classList.add(OPEN_CLASS);
    return () => document.body.classList.remove(OPEN_CLASS);
  }, []);
  return createPortal(
    <div className="contract-poster" data-testid="contract-poster">
      <div className="contract-poster__toolbar">
        <Space>
          <Button type="primary" icon={<IconPrinter />} onClick={() => window.print()} data-testid="contract-poster-print">
            {t('contractDetail.poster.print')}
          </Button>
          <Button icon={<IconClose />} onClick={onClose} data-testid="contract-poster-close">
            {t('contractDetail.poster.close')}
          </Button>
        </Space>
      </div>
      <article className="contract-poster__sheet">
        <div className="contract-poster__app">{t('app.title')}</div>
        <h1 className="contract-poster__title">{t('contractDetail.poster.title')}</h1>
        <h2 className="contract-poster__name">{detail.name}</h2>
        <div className="contract-poster__code">
          {t('contractDetail.field.code')}{t('common.colon')}{detail.code}
        </div>
        {detail.unitNo && (
          <div className="contract-poster__code">
            {t('contractDetail.field.unitNo')}{t('common.colon')}{detail.unitNo}
          </div>
        )}
        <div className="contract-poster__unit">{displayValue(detail.unitName)}</div>
        <img className="contract-poster__qr" src={link.qrDataUrl} alt={t('contractDetail.qr.imageAlt')} />
        <ol className="contract-poster__steps">
          <li>{t('contractDetail.poster.step1')}</li>
          <li>{t('contractDetail.poster.step2')}</li>
          <li>{t('contractDetail.poster.step3')}</li>
        </ol>
        <div className="contract-poster__foot">
          {t('contractDetail.qr.forParty', {
            audience: t(`contractDetail.qr.audience.${link.audience}` as MessageKey),
            party: displayValue(link.partyName),
          })}
          {' · '}
          {t('contractDetail.qr.expires', { at: formatDate(link.expiresAt, 'YYYY-MM-DD HH:mm') })}
        </div>
      </article>
    </div>,
    document.body,
  );
}
