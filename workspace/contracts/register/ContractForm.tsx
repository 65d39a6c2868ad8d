/**
 * The contract form in four steps (basic data, parties, amount and dates, attachments and review
 * options) with the live classification beside it and two writes: save draft and register. Used by
 * /contract/step-register (a main contract, or any draft being edited) and /contract/OtherAgreement
 * (an agreement of a main contract in force). Input errors jump to their step; the server's field
 * errors (501) land on their fields; a stale version (502) warns and reloads the contract.
 *
 * The input is kept across tab switches and reloads until it is saved, and a new contract or a draft
 * saves itself to the drafts box (useContractDraft.ts); the steps' fields are ContractSteps.tsx.
 */
import { Card, Form, Message, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { isApiFailure } from '../../../src/api/client';
import { CONTRACT_OPTION_PATHS, getContractFormOptions } from '../../../src/api/contractRegister';
import { reportFailure } from '../../../src/api/reportFailure';
import { ApiCode } from '../../../src/domain/api-codes';
import { KeptNotice } from '../../../src/forms/KeptNotice';
import { t } from '../../../src/i18n';
import { ClassificationPanel } from './ClassificationPanel';
import { ContractSteps } from './ContractSteps';
import { RegisterButtons } from './RegisterButtons';
import { formFieldOfPath, isUploading, keptValues, type PartyHint, type RegisterForm, type RegisterFormValues, STEPS, stepFieldNames, stepOfField } from './formModel';
import { type Editing, type SaveKind, saveContract } from './saveContract';
import { useContractDraft } from './useContractDraft';
import './Register.css';

export interface ContractFormProps {
  initial: RegisterFormValues;
  /** The contract being edited, with the version read; none for a new one. */
  editing?: Editing | undefined;
  /** The counterparts of the initial values (named before the lookup answers). */
  hints?: readonly PartyHint[];
  project?: { id: number; code: string; name: string } | null | undefined;
  /** An agreement: the caller's unit (for the main-contract picker) and the main contract shown. */
  agreement?: { unitId: number | null; parent?: { id: number; code: string; name: string } | undefined } | undefined;
  /** After a draft is saved for the first time: the new contract's id. */
  onCreated: (id: number) => void;
  /** The version read is stale: reload the contract. */
  onStale: () => void;
}

export function ContractForm({ initial, editing: loaded, hints = [], project, agreement, onCreated, onStale }: ContractFormProps) {
  const [form] = Form.useForm<RegisterFormValues>() as unknown as [RegisterForm];
  const navigate = useNavigate();
  const { kept, step, setStep, editing, setEditing, editingNow, busy, setBusy, autosave } = useContractDraft(form, initial, loaded);
  const { data: options } = useSWR(CONTRACT_OPTION_PATHS.form, getContractFormOptions);

  const failedAt = (fields: string[]) => {
    const first = fields[0];
    if (first !== undefined) setStep(stepOfField(first));
    Message.warning(t('contractRegister.msg.fixErrors'));
  };

  const next = async () => {
    const name = STEPS[step];
    if (!name) return;
    try {
      await form.validate(stepFieldNames(name, form.getFieldsValue()));
      setStep((s) => Math.min(s + 1, STEPS.length - 1));
    } catch (e) {
      failedAt(Object.keys((e as { errors?: Record<string, unknown> }).errors ?? {}));
    }
  };

  const save = async (kind: SaveKind) => {
    let values: RegisterFormValues;
    try {
      values = await form.validate();
    } catch (e) {
      failedAt(Object.keys((e as { errors?: Record<string, unknown> }).errors ?? {}));
      return;
    }
    values = form.getFieldsValue();
    if (isUploading(values)) {
      Message.warning(t('contractRegister.msg.uploading'));
      return;
    }
    setBusy(kind);
    try {
      await autosave.settle();
      const written = editingNow();
      const result = await saveContract(values, kind, written);
      kept.markSaved(keptValues(values));
      if (kind === 'register') {
        Message.success(t('contractRegister.msg.registered'));
        navigate(`/contract/detail?id=${result.id}`);
      } else {
        Message.success(t('contractRegister.msg.saved'));
        setEditing({ id: result.id, version: result.version, status: result.status });
        if (!loaded) onCreated(result.id);
      }
    } catch (e) {
      if (!isApiFailure(e)) throw e;
      if (e.code === ApiCode.stale) {
        Message.warning(t('contractRegister.msg.stale'));
        // The reload shows the version saved elsewhere; this input was typed over an older one.
        kept.markSaved();
        onStale();
      } else if (e.code === ApiCode.invalid) {
        const fields = ((e.result as { fields?: { path: string; message: string }[] } | null)?.fields ?? []).map((f) => ({
          name: formFieldOfPath(f.path),
          message: f.message,
        }));
        form.setFields(Object.fromEntries(fields.map((f) => [f.name, { error: { message: f.message } }])));
        failedAt(fields.map((f) => f.name));
      } else {
        reportFailure(e);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="contract-register" data-testid="contract-register">
      <Card className="contract-register__main">
        <KeptNotice at={kept.restoredAt} onDiscard={kept.discard} />
        <Steps current={step + 1} onChange={(c) => setStep(c - 1)} className="contract-register__steps" data-testid="register-steps">
          {STEPS.map((s) => (
            <Steps.Step key={s} title={t(`contractRegister.step.${s}`)} />
          ))}
        </Steps>
        <ContractSteps
          form={form}
          step={step}
          initialValues={kept.initialValues}
          onValuesChange={kept.onValuesChange}
          options={options}
          project={project}
          agreement={agreement}
          editing={!!editing}
          hints={hints}
        />
        <RegisterButtons
          step={step}
          onPrev={() => setStep((s) => s - 1)}
          onNext={() => void next()}
          autosave={autosave.state}
          busy={busy}
          registered={editing?.status === 'registered'}
          onSave={(kind) => void save(kind)}
        />
      </Card>
      <ClassificationPanel form={form} thresholdFen={options?.majorThresholdFen} />
    </div>
  );
}
