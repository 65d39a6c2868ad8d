/**
 * The two-dimensional code of a contract (docs/api/contract-share.md): create a share link for a
 * party (the owning unit by default, a counterpart, or the bureau), show its QR code and URL with
 * copy, print a poster, and list the contract's links with revoke. Counterpart users make links
 * for their own counterpart only, on their base.
 */
import {
  Button,
  Divider,
  Form,
  InputNumber,
  Message,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Table,
  type TableColumnProps,
  Tag,
  Typography,
} from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconPrinter } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { createContractShare, listContractShares, revokeContractShare } from '../../../src/api/contractShare';
import type { Backend } from '../../../src/config';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS, SHARE_MIN_DAYS, type ShareAudience, type ShareLink, type ShareLinkRow } from '../../../src/domain/contract-share';
import { type MessageKey, t } from '../../../src/i18n';
import { displayValue, formatDate } from '../../../src/utils/display';
import { SharePoster } from './SharePoster';
import { TimeCell } from '../../../src/components/TimeCell';
import { reportFailure } from '../../../src/api/reportFailure';

const MINUTE = 'YYYY-MM-DD HH:mm';
const LINK_COLOR = { active: 'green', expired: 'gray', revoked: 'red' } as const;

interface Props {
  detail: ContractDetail;
  backend: Backend;
  onClose: () => void;
}

export function ShareModal({ detail, backend, onClose }: Props) {
  const company = backend === 'company';
  const counterparts = detail.parties.filter((p) => p.kind === 'counterpart' && p.counterpartId !== null);
  const audiences: ShareAudience[] = company ? ['counterpart'] : ['unit', 'counterpart', ...(detail.bureauUnitId ? (['bureau'] as const) : [])];
  const [audience, setAudience] = useState<ShareAudience>(company ? 'counterpart' : 'unit');
  const [partyId, setPartyId] = useState<number | undefined>(counterparts[0]?.counterpartId ?? undefined);
  const [days, setDays] = useState<number>(SHARE_DEFAULT_DAYS);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<ShareLink | null>(null);
  const [poster, setPoster] = useState(false);
  const list = useSWR<ShareLinkRow[]>(['contract/share/list', { contractId: detail.id, backend }], () => listContractShares(detail.id, backend));

  const create = async () => {
    setBusy(true);
    try {
      const made = await createContractShare(
        { contractId: detail.id, audience, partyId: audience === 'counterpart' && !company ? partyId : undefined, days },
        backend,
      );
      setLink(made);
      Message.success(t('contractDetail.qr.created'));
      await list.mutate();
    } catch (e) {
      reportFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: number) => {
    try {
      await revokeContractShare(id, backend);
      Message.success(t('contractDetail.qr.revoked'));
      await list.mutate();
    } catch (e) {
      reportFailure(e);
    }
  };

  const columns: TableColumnProps<ShareLinkRow>[] = [
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

  return (
    <>
      <Modal
        visible
        title={t('contractDetail.qr.title')}
        footer={null}
        onCancel={onClose}
        style={{ width: 'min(860px, 94vw)' }}
        data-testid="contract-qr-modal"
      >
        <Form layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }}>
          <Form.Item label={t('contractDetail.qr.audience')}>
            <Radio.Group type="button" value={audience} onChange={(v: ShareAudience) => setAudience(v)}>
              {audiences.map((a) => (
                <Radio key={a} value={a} disabled={a === 'counterpart' && !company && counterparts.length === 0}>
                  {t(`contractDetail.qr.audience.${a}` as MessageKey)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {audience === 'counterpart' && !company && (
            <Form.Item label={t('contractDetail.qr.party')}>
              <Select value={partyId} onChange={(v: number) => setPartyId(v)} data-testid="contract-qr-party">
                {counterparts.map((p) => (
                  <Select.Option key={p.id} value={p.counterpartId as number}>
                    {p.name}
                  </Select.Option>
                ))}
              </Select>
            </Form.Item>
          )}
          <Form.Item label={t('contractDetail.qr.days')}>
            <InputNumber
              min={SHARE_MIN_DAYS}
              max={SHARE_MAX_DAYS}
              precision={0}
              value={days}
              onChange={(v) => setDays(v || SHARE_DEFAULT_DAYS)}
              suffix={t('contractDetail.qr.daysUnit')}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 5 }}>
            <Button type="primary" loading={busy} onClick={() => void create()} data-testid="contract-qr-create">
              {t('contractDetail.qr.create')}
            </Button>
          </Form.Item>
        </Form>
        {link && (
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
                <Button icon={<IconPrinter />} onClick={() => setPoster(true)} data-testid="contract-qr-poster">
                  {t('contractDetail.qr.poster')}
                </Button>
              </div>
            </div>
          </div>
        )}
        <Divider orientation="left">{t('contractDetail.qr.existing')}</Divider>
        <Table
          rowKey="id"
          size="small"
          loading={list.isLoading}
          columns={columns}
          data={list.data ?? []}
          pagination={false}
          noDataElement={list.error ? t('contractDetail.qr.listFailed') : undefined}
          data-testid="contract-qr-links"
        />
      </Modal>
      {poster && link && <SharePoster detail={detail} link={link} onClose={() => setPoster(false)} />}
    </>
  );
}
