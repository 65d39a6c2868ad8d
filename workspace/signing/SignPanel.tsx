/**
 * The caller signs for its side: staff of the owning unit choose one of the unit's enabled seals
 * (serial, name, image if any); a counterpart's user signs for its company. Modal.confirm first.
 */
import { Alert, Button, Card, Message, Modal, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useState } from 'react';
import { signContract } from '../../src/api/contracts';
import { FilePreviewImage } from '../../src/components/FileLinks';
import type { Backend } from '../../src/config';
import type { SignInfo, UsableSeal } from '../../src/domain/contract-signing';
import { t } from '../../src/i18n';
import { useSignWrite } from './useSignWrite';

function SealOption({ seal }: { seal: UsableSeal }) {
  return (
    <span className="sign-flow__seal" data-testid={`sign-seal-${seal.id}`}>
      <span className="sign-flow__seal-mark">
        {seal.imageFileId ? <FilePreviewImage alt={seal.sealName} fileId={seal.imageFileId} /> : '★'}
      </span>
      <span>
        <div>{seal.sealName}</div>
        <div className="sign-flow__hash">{seal.sealSn}</div>
      </span>
    </span>
  );
}

export function SignPanel({ info, backend, reload }: { info: SignInfo; backend: Backend; reload: () => void }) {
  const staff = backend === 'admin';
  const [sealId, setSealId] = useState<number | undefined>(info.seals.length === 1 ? info.seals[0]!.id : undefined);
  const { busy, write } = useSignWrite(reload);
  const mine = info.parties.find((p) => p.mine && !p.signed);
  const seal = info.seals.find((s) => s.id === sealId);

  const sign = () => {
    if (staff && !seal) {
      Message.warning(t('signing.sign.chooseSeal'));
      return;
    }
    Modal.confirm({
      title: t('signing.sign.confirmTitle'),
      content: staff
        ? t('signing.sign.confirmSeal', { party: mine?.name ?? '', seal: `${seal?.sealName ?? ''} (${seal?.sealSn ?? ''})` })
        : t('signing.sign.confirmCompany', { party: mine?.name ?? '' }),
      okText: t('signing.sign.submit'),
      onOk: () =>
        write(async () => {
          const r = await signContract({ id: info.id, version: info.version, ...(staff && seal ? { sealId: seal.id } : {}) }, backend);
          return r.status === 'signing' ? t('signing.sign.done') : t('signing.sign.completed');
        }),
    });
  };

  return (
    <Card title={t('signing.sign.title')} data-testid="sign-panel">
      {staff ? (
        info.seals.length ? (
          <Radio.Group value={sealId} onChange={(v: number) => setSealId(v)} className="sign-flow__seals" data-testid="sign-seals">
            {info.seals.map((s) => (
              <Radio key={s.id} value={s.id}>
                <SealOption seal={s} />
              </Radio>
            ))}
          </Radio.Group>
        ) : (
          <Alert type="warning" content={t('signing.sign.noSeal')} data-testid="sign-no-seal" />
        )
      ) : (
        <Alert type="info" content={t('signing.sign.companyHint', { party: mine?.name ?? '' })} />
      )}
      <div style={{ marginTop: 16 }}>
        <Button type="primary" status="danger" loading={busy} disabled={staff && !info.seals.length} onClick={sign} data-testid="sign-submit">
          {t('signing.sign.submit')}
        </Button>
      </div>
    </Card>
  );
}
