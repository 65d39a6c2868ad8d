/**
 * The contract form in four steps (basic data, parties, amount and dates, attachments and review
 * options) with the live classification beside it and two writes: save draft and register. Used by
 * /contract/step-register (a main contract, or any draft being edited) and /contract/OtherAgreement
 * (an agreement of a main contract in force). Input errors jump to their step; the server's field
 * errors (501) land on their fields; a stale version (502) warns and reloads the contract.
 *
 * The input is kept across tab switches and reloads until it is saved (src/forms/useKeptForm.ts),
 * with the step shown and the draft being edited; a new contract or a draft is saved to the drafts
 * box on its own every 30 s and on a step change once its required fields are filled in
 * (src/forms/useAutosave.ts; a registered contract is saved by hand only). An autosaved new contract
 * stays on this page, which goes on editing the draft; the address bar shows the draft's edit page.
 */
import { Button, Card, Form, Message, Space, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { isApiFailure } from '../../../src/api/client';
import { CONTRACT_OPTION_PATHS, getContractFormOptions, searchCounterparts } from '../../../src/api/contractRegister';
import { getContract } from '../../../src/api/contracts';
import type { ContractAttribute } from '../../../src/domain/contract';
import { contractRegisterSchema } from '../../../src/domain/contract-write';
import { AutosaveStatus } from '../../../src/forms/AutosaveStatus';
import { KeptNotice } from '../../../src/forms/KeptNotice';
import { type AutosaveOutcome, useAutosave } from '../../../src/forms/useAutosave';
import { useKeptForm } from '../../../src/forms/useKeptForm';
import { useWritten } from '../../../src/forms/useWritten';
import type { CounterpartOption } from '../../../src/domain/contract-options';
import { t } from '../../../src/i18n';
import { showAddress } from '../../../src/router/navigation';
import { BasicStep } from './BasicStep';
import { ClassificationPanel } from './ClassificationPanel';
import { FilesStep } from './FilesStep';
import {
  agreementPrefill,
  formFieldOfPath,
  isUploading,
  keptValues,
  type PartyHint,
  partyHintsOf,
  registerPayload,
  type RegisterForm,
  type RegisterFormValues,
  STEPS,
  stepFieldNames,
  stepOfField,
} from './formModel';
import { MoneyStep } from './MoneyStep';
import { PartiesStep } from './PartiesStep';
import { type Editing, editPath, type SaveKind, saveContract } from './saveContract';
import './Register.css';
import { ApiCode } from '../../../src/domain/api-codes';
import { reportFailure } from '../../../src/api/reportFailure';
import { failedWith } from '../../../src/api/ApiFailure';

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

const placeholderOf = (h: PartyHint): CounterpartOption => ({
  id: h.counterpartId,
  name: h.name,
  unifiedCreditCode: h.creditCode ?? '',
  legalRepresentative: '',
  creditRating: '',
  seriousDishonest: false,
});

/** The counterparts the pickers know by id: the hints at once, then their full lookup rows. */
function useKnownCounterparts(hints: readonly PartyHint[]) {
  const [known, setKnown] = useState<ReadonlyMap<number, CounterpartOption>>(() => new Map(hints.map((h) => [h.counterpartId, placeholderOf(h)])));
  const add = (options: readonly CounterpartOption[]) =>
    setKnown((m) => {
      const next = new Map(m);
      for (const o of options) next.set(o.id, o);
      return next;
    });
  const resolve = (list: readonly PartyHint[]) => {
    add(list.map(placeholderOf));
    for (const h of list) {
      if (!h.creditCode) continue;
      void searchCounterparts({ keyword: h.creditCode, pageSize: 1 })
        .then((rows) => add(rows.filter((r) => r.id === h.counterpartId)))
        .catch(() => undefined);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial hints only; later ones come through resolve.
  useEffect(() => resolve(hints), []);
  return { known, add: (o: CounterpartOption) => add([o]), resolve };
}

/** What is kept beside the input: the step shown, and the draft the form edits (after an autosave of a new one). */
interface KeptPage {
  step: number;
  editing?: Editing | undefined;
}

/** The draft the form edits: the one loaded, or the one an earlier autosave created (the later version of the same one). */
function editingOf(loaded: Editing | undefined, kept: Editing | undefined): Editing | undefined {
  if (!kept) return loaded;
  if (!loaded) return kept;
  return kept.id === loaded.id && kept.version > loaded.version ? kept : loaded;
}

export function ContractForm({ initial, editing: loaded, hints = [], project, agreement, onCreated, onStale }: ContractFormProps) {
  const [form] = Form.useForm<RegisterFormValues>() as unknown as [RegisterForm];
  const navigate = useNavigate();
  const kept = useKeptForm<RegisterFormValues, KeptPage>(form, { id: 'contract', initial, toKept: keptValues });
  const [step, showStep] = useState(kept.keptExtra?.step ?? 0);
  // The step now, for what an autosave on its way keeps (its closure saw the step it started on).
  const stepNow = useRef(step);
  const [editing, setEditing, editingNow] = useWritten<Editing | undefined>(() => editingOf(loaded, kept.keptExtra?.editing));
  const [busy, setBusy] = useState<SaveKind | null>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const { data: options } = useSWR(CONTRACT_OPTION_PATHS.form, getContractFormOptions);
  const counterparts = useKnownCounterparts(hints);

  const autosave = useAutosave({
    enabled: !editing || editing.status === 'draft',
    unsaved: kept.unsaved,
    save: async (): Promise<AutosaveOutcome> => {
      if (busyRef.current) return 'skipped';
      const values = form.getFieldsValue();
      if (isUploading(values) || !contractRegisterSchema.safeParse(registerPayload(values, false)).success) return 'incomplete';
      try {
        const written = editingNow();
        const result = await saveContract(values, 'draft', written);
        const now = { id: result.id, version: result.version, status: result.status };
        // A new contract is now a draft: this page keeps editing it, and a reload opens it.
        if (!written) showAddress(editPath(result.id));
        setEditing(now);
        kept.setExtra({ step: stepNow.current, editing: now });
        kept.markSaved(keptValues(values));
        return 'saved';
      } catch (e) {
        if (failedWith(e, ApiCode.stale)) return 'stale';
        if (failedWith(e, ApiCode.invalid)) return 'incomplete';
        throw e;
      }
    },
  });

  const setStep = (update: number | ((s: number) => number)) => {
    const to = typeof update === 'function' ? update(step) : update;
    if (to === step) return;
    showStep(to);
    stepNow.current = to;
    kept.setExtra({ step: to, editing: editingNow() });
    void autosave.saveNow();
  };

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

  const pickParent = async (id: number | undefined) => {
    if (!id) return;
    try {
      const parent = await getContract(id);
      const attribute = (form.getFieldValue('attribute') as ContractAttribute | undefined) ?? 'supplementary';
      counterparts.resolve(partyHintsOf(parent));
      form.setFieldsValue(agreementPrefill(parent, t(`contract.attribute.${attribute}`), form.getFieldsValue()));
    } catch (e) {
      reportFailure(e);
    }
  };

  const stepBody = (i: number) => {
    switch (STEPS[i]) {
      case 'basic':
        return (
          <BasicStep
            options={options}
            project={project}
            agreement={agreement ? { ...agreement, editing: !!editing } : undefined}
            onParentPicked={(id) => void pickParent(id)}
          />
        );
      case 'parties':
        return <PartiesStep form={form} known={counterparts.known} onKnown={counterparts.add} />;
      case 'money':
        return <MoneyStep form={form} />;
      default:
        return <FilesStep />;
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
        <Form
          form={form}
          layout="vertical"
          initialValues={kept.initialValues}
          onValuesChange={kept.onValuesChange}
          scrollToFirstError
          autoComplete="off"
        >
          {STEPS.map((s, i) => (
            <div key={s} hidden={i !== step} data-testid={`step-${s}`}>
              {stepBody(i)}
            </div>
          ))}
        </Form>
        <div className="contract-register__actions">
          <Space>
            <Button disabled={step === 0} onClick={() => setStep((s) => s - 1)} data-testid="step-prev">
              {t('contractRegister.action.prev')}
            </Button>
            <Button disabled={step === STEPS.length - 1} onClick={() => void next()} data-testid="step-next">
              {t('contractRegister.action.next')}
            </Button>
          </Space>
          <Space>
            <AutosaveStatus state={autosave.state} />
            <Button loading={busy === 'draft'} disabled={busy !== null} onClick={() => void save('draft')} data-testid="save-draft">
              {t('contractRegister.action.saveDraft')}
            </Button>
            <Button type="primary" loading={busy === 'register'} disabled={busy !== null} onClick={() => void save('register')} data-testid="register-submit">
              {editing?.status === 'registered' ? t('contractRegister.action.saveRegistered') : t('contractRegister.action.register')}
            </Button>
          </Space>
        </div>
      </Card>
      <ClassificationPanel form={form} thresholdFen={options?.majorThresholdFen} />
    </div>
  );
}
