/** The Modal that sets the units a legal adviser serves (admin_lawyer/assignUnits), in a unit TreeSelect. */
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useEffect, useState } from 'react';
import { assignAdviserUnits } from '../../../src/api/registries';
import type { Adviser } from '../../../src/domain/registries';
import { t } from '../../../src/i18n';
import { reportFailure } from '../../../src/api/reportFailure';
import { UnitPicker } from '../pickers/UnitPicker';
import { RegistryModal } from '../registry/RegistryPage';

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
    <RegistryModal
      open={!!adviser}
      title={adviser ? t('lawyers.assignTitle', { name: adviser.name }) : ''}
      onClose={onClose}
      onSave={() => void save()}
      saving={saving}
      width={560}
      testId="lawyer-assign-modal"
    >
      <UnitPicker kind="all" multiple value={unitIds} onChange={setUnitIds} placeholder={t('lawyers.unitsPlaceholder')} data-testid="lawyer-assign-units" />
    </RegistryModal>
  );
}
