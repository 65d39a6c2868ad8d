/**
 * The two-dimensional code of a contract (docs/api/contract-share.md): create a share link for a
 * party (the owning unit by default, a counterpart, or the bureau), show its QR code and URL with
 * copy, print a poster, and list the contract's links with revoke. Counterpart users make links
 * for their own counterpart only, on their base.
 */
import { Button, Divider, Form, InputNumber, Message, Modal, Radio, Select, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useState } from 'react';
import useSWR from 'swr';
import { createContractShare, listContractShares, revokeContractShare } from '../../../src/api/contractShare';
import { reportFailure } from '../../../src/api/reportFailure';
import type { Backend } from '../../../src/config';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS, SHARE_MIN_DAYS, type ShareAudience, type ShareLink, type ShareLinkRow } from '../../../src/domain/contract-share';
import { useSubmit } from '../../../src/forms/useSubmit';
import { type MessageKey, t } from '../../../src/i18n';
import { ShareLinkResult, shareLinkColumns } from './ShareLinks';
import { SharePoster } from './SharePoster';

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
  const { busy, run } = useSubmit();
  const [link, setLink] = useState<ShareLink | null>(null);
  const [poster, setPoster] = useState(false);
  const list = useSWR<ShareLinkRow[]>(['contract/share/list', { contractId: detail.id, backend }], () => listContractShares(detail.id, backend));

  const create = () =>
    run(async () => {
      const made = await createContractShare(
        { contractId: detail.id, audience, partyId: audience === 'counterpart' && !company ? partyId : undefined, days },
        backend,
      );
      setLink(made);
      Message.success(t('contractDetail.qr.created'));
      await list.mutate();
    });

  const revoke = async (id: number) => {
    try {
      await revokeContractShare(id, backend);
      Message.success(t('contractDetail.qr.revoked'));
      await list.mutate();
    } catch (e) {
      reportFailure(e);
    }
  };

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
        {link && <ShareLinkResult link={link} onPoster={() => setPoster(true)} />}
        <Divider orientation="left">{t('contractDetail.qr.existing')}</Divider>
        <Table
          rowKey="id"
          size="small"
          loading={list.isLoading}
          columns={shareLinkColumns(revoke)}
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
