/** The Modal that sets the units a legal adviser serves (admin_lawyer/assignUnits), in a unit TreeSelect. */
import { Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useEffect, useState } from 'react';
import { assignAdviserUnits } from '../../../src/api/registries';
import type { Adviser } from '../../../src/domain/registries';
import { t } from '../../../src/i18n';
import { reportFailure } from '../../../src/api/reportFailure';
import { UnitPicker } from '../pickers/UnitPicker';

export function AssignUnits({ adviser, onClose, onSaved }: { adviser: Adviser | null; onClose: () => void; onSaved: () => void }) {
  const [unitIds, setUnitIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => setUnitIds(adviser?.units.map((u) => u.id) ?? []), [adviser]);

  const save = async () => {
    if (!adviser) return;
    setSaving(true);
    try {
      await assignAdviserUnits(adviser.id, unitIds);
      Message.success(t('lawyers.assigned'));
      onSaved();
    } catch (e) {
      reportFailure(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={!!adviser}
      title={adviser ? t('lawyers.assignTitle', { name: adviser.name }) : ''}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={t('registries.save')}
      cancelText={t('registries.cancel')}
      unmountOnExit
      style={{ width: 560 }}
      data-testid="lawyer-assign-modal"
    >
      <UnitPicker kind="all" multiple value={unitIds} onChange={setUnitIds} placeholder={t('lawyers.unitsPlaceholder')} data-testid="lawyer-assign-units" />
    </Modal>
  );
}
