/**
 * The parts of a contract's share-link dialog (ShareModal.tsx): the link just made (its QR code, URL
 * with copy, who it is for, when it expires, the poster button), and the columns of the contract's
 * links (who for, status, created, expires, opens, revoke).
 */
import { Button, Popconfirm, type TableColumnProps, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconPrinter } from '@arco-design/web-react/icon';
import { TimeCell } from '../../../src/components/TimeCell';
import type { ShareAudience, ShareLink, ShareLinkRow } from '../../../src/domain/contract-share';
import { type MessageKey, t } from '../../../src/i18n';
import { displayValue, formatDate } from '../../../src/utils/display';

/** How the dialog writes a time. */
export const MINUTE = 'YYYY-MM-DD HH:mm';
const LINK_COLOR = { active: 'green', expired: 'gray', revoked: 'red' } as const;

/** The columns of the contract's links; an active link the caller may revoke has a revoke button. */
export function shareLinkColumns(revoke: (id: number) => Promise<void>): TableColumnProps<ShareLinkRow>[] {
  return [
    { title: t('contractDetail.qr.audience'), dataIndex: 'audience', width: 100, render: (a: ShareAudience) => t(`contractDetail.qr.audience.${a}` as MessageKey) },
    { title: t('contractDetail.qr.party'), dataIndex: 'partyName', render: displayValue },
    {
      title: t('contractDetail.qr.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: ShareLinkRow['status']) => <Tag color={LINK_COLOR[s]}>{t(`contractDetail.qr.status.${s}` as MessageKey)}</Tag>,
    },
    { title: t('contractDetail.qr.createdAt'), dataIndex: 'createdAt', width: 156, render: (v: string) => <TimeCell value={v} format={MINUTE} /> },
    { title: t('contractDetail.qr.expiresAt'), dataIndex: 'expiresAt', width: 156, render: (v: string) => formatDate(v, MINUTE) },
    { title: t('contractDetail.qr.opens'), dataIndex: 'openCount', width: 96, align: 'right' },
    {
      title: t('contractDetail.operations'),
      dataIndex: 'op',
      width: 80,
      render: (_: unknown, row) =>
        row.canRevoke && row.status === 'active' ? (
          <Popconfirm title={t('contractDetail.qr.revokeConfirm')} onOk={() => revoke(row.id)}>
            <Button type="text" size="small" status="danger" data-testid="contract-qr-revoke">
              {t('contractDetail.qr.revoke')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];
}

/** The link just made: its QR code, its URL with copy, who it is for, when it expires, and the poster button. */
export function ShareLinkResult({ link, onPoster }: { link: ShareLink; onPoster: () => void }) {
  return (
    <div className="contract-share-link" data-testid="contract-qr-result">
      <img className="contract-share-link__qr" src={link.qrDataUrl} alt={t('contractDetail.qr.imageAlt')} data-testid="contract-qr-image" />
      <div className="contract-share-link__info">
        <Typography.Text type="secondary">{t('contractDetail.qr.linkHint')}</Typography.Text>
        <Typography.Paragraph copyable={{ text: link.url }} className="contract-share-link__url" data-testid="contract-qr-url">
          {link.url}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('contractDetail.qr.forParty', {
            audience: t(`contractDetail.qr.audience.${link.audience}` as MessageKey),
            party: displayValue(link.partyName),
          })}
        </Typography.Text>
        <Typography.Text type="secondary">{t('contractDetail.qr.expires', { at: formatDate(link.expiresAt, MINUTE) })}</Typography.Text>
        <div>
          <Button icon={<IconPrinter />} onClick={onPoster} data-testid="contract-qr-poster">
            {t('contractDetail.qr.poster')}
          </Button>
        </div>
      </div>
    </div>
  );
}
