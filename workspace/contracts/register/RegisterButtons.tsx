/**
 * The contract form's buttons (ContractForm.tsx): previous and next step; the autosave's state, save
 * draft, and register (or save, for a contract registered already).
 */
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { AutosaveStatus } from '../../../src/forms/AutosaveStatus';
import type { AutosaveState } from '../../../src/forms/useAutosave';
import { t } from '../../../src/i18n';
import { STEPS } from './formModel';
import type { SaveKind } from './saveContract';

/** The step shown, the write on its way, and what the buttons do. */
export interface RegisterButtonsProps {
  step: number;
  onPrev: () => void;
  onNext: () => void;
  autosave: AutosaveState;
  busy: SaveKind | null;
  /** The contract is registered already: the main button saves it. */
  registered: boolean;
  onSave: (kind: SaveKind) => void;
}

/** The contract form's buttons. */
export function RegisterButtons({ step, onPrev, onNext, autosave, busy, registered, onSave }: RegisterButtonsProps) {
  return (
    <div className="contract-register__actions">
      <Space>
        <Button disabled={step === 0} onClick={onPrev} data-testid="step-prev">
          {t('contractRegister.action.prev')}
        </Button>
        <Button disabled={step === STEPS.length - 1} onClick={onNext} data-testid="step-next">
          {t('contractRegister.action.next')}
        </Button>
      </Space>
      <Space>
        <AutosaveStatus state={autosave} />
        <Button loading={busy === 'draft'} disabled={busy !== null} onClick={() => onSave('draft')} data-testid="save-draft">
          {t('contractRegister.action.saveDraft')}
        </Button>
        <Button type="primary" loading={busy === 'register'} disabled={busy !== null} onClick={() => onSave('register')} data-testid="register-submit">
          {registered ? t('contractRegister.action.saveRegistered') : t('contractRegister.action.register')}
        </Button>
      </Space>
    </div>
  );
}
