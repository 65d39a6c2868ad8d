/**
 * Switch-unit modal (spec sections 2 and 4): one radio option per unit the user belongs to. OK with
 * another unit switches (sys_user/switchCurrentUnit), reloads the user info and every read;
 * OK with the current unit just closes.
 */
import { Empty, Message, Modal, Radio, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { callerMessage } from '../../api/callerMessage';
import { revalidateAll } from '../../api/swr';
import { getCurrentLoginUserInfo, switchCurrentUnit, systemKeys } from '../../api/system';
import type { CurrentLoginUserInfo } from '../../domain/system';
import { t } from '../../i18n';
import { useCurrentUser } from '../../session/useCurrentUser';
import { unitChainTooltip, unitDisplayName } from '../../utils/unitName';

export interface SwitchUnitModalProps {
  visible: boolean;
  onClose: () => void;
}

export function SwitchUnitModal({ visible, onClose }: SwitchUnitModalProps) {
  const { user, reload } = useCurrentUser();
  const { data, error, isLoading } = useSWR<CurrentLoginUserInfo>(visible ? systemKeys.currentLoginUserInfo : null, () =>
    getCurrentLoginUserInfo(),
  );
  const currentUnitId = user?.currentUnitId ?? null;
  const [chosen, setChosen] = useState<number | null>(currentUnitId);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (visible) setChosen(currentUnitId);
  }, [visible, currentUnitId]);

  const onOk = async () => {
    if (chosen === null || chosen === currentUnitId) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await switchCurrentUnit(chosen);
    } catch {
      Message.error(t('layout.switchFailed'));
      setSaving(false);
      return;
    }
    await Promise.allSettled([reload(), revalidateAll()]);
    setSaving(false);
    Message.success(t('layout.switchSuccess'));
    onClose();
  };

  const units = data?.units ?? [];
  let body = (
    <Radio.Group
      direction="vertical"
      className="switch-unit-options"
      value={chosen ?? undefined}
      onChange={(value: number) => setChosen(value)}
    >
      {units.map((unit) => (
        <Radio key={unit.id} value={unit.id}>
          <span className="switch-unit-name">{unitDisplayName(unit.chain) || unit.unitName}</span>
          {unit.id === currentUnitId && <span className="switch-unit-current">（{t('layout.currentUnit')}）</span>}
          <div className="switch-unit-chain">{unitChainTooltip(unit.chain)}</div>
        </Radio>
      ))}
    </Radio.Group>
  );
  if (isLoading && !data) body = <Spin className="switch-unit-state" />;
  else if (error && !data) body = <Empty className="switch-unit-state" description={callerMessage(error) ?? t('layout.unitsLoadFailed')} />;
  else if (units.length === 0) body = <Empty className="switch-unit-state" description={t('layout.noUnit')} />;

  return (
    <Modal
      title={t('layout.switchUnit')}
      visible={visible}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={saving}
      unmountOnExit
      className="switch-unit-modal"
    >
      {body}
    </Modal>
  );
}
