/**
 * The contract form in four steps (basic data, parties, amount and dates, attachments and review
 * options) with the live classification beside it and two writes: save draft and register. Used by
 * /contract/step-register (a main contract, or any draft being edited) and /contract/OtherAgreement
 * (an agreement of a main contract in force). Input errors jump to their step; the server's field
 * errors (501) land on their fields; a stale version (502) warns and reloads the contract.
 */
import { Button, Card, Form, Message, Space, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { isApiFailure } from '../../../src/api/client';
import { CONTRACT_OPTION_PATHS, getContractFormOptions, searchCounterparts } from '../../../src/api/contractRegister';
import { getContract } from '../../../src/api/contracts';
import type { ContractAttribute } from '../../../src/domain/contract';
import type { CounterpartOption } from '../../../src/domain/contract-options';
import { t } from '../../../src/i18n';
import { BasicStep } from './BasicStep';
import { ClassificationPanel } from './ClassificationPanel';
import { FilesStep } from './FilesStep';
import {
  agreementPrefill,
  formFieldOfPath,
  isUploading,
  type PartyHint,
  partyHintsOf,
  type RegisterForm,
  type RegisterFormValues,
  STEPS,
  stepFieldNames,
  stepOfField,
} from './formModel';
import { MoneyStep } from './MoneyStep';
import { PartiesStep } from './PartiesStep';
import { type Editing, type SaveKind, saveContract } from './saveContract';
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

export function ContractForm({ initial, editing, hints = [], project, agreement, onCreated, onStale }: ContractFormProps) {
  const [form] = Form.useForm<RegisterFormValues>() as unknown as [RegisterForm];
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState<SaveKind | null>(null);
  const { data: options } = useSWR(CONTRACT_OPTION_PATHS.form, getContractFormOptions);
  const counterparts = useKnownCounterparts(hints);

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
      const result = await saveContract(values, kind, editing);
      if (kind === 'register') {
        Message.success(t('contractRegister.msg.registered'));
        navigate(`/contract/detail?id=${result.id}`);
      } else {
        Message.success(t('contractRegister.msg.saved'));
        if (!editing) onCreated(result.id);
      }
    } catch (e) {
      if (!isApiFailure(e)) throw e;
      if (e.code === 502) {
        Message.warning(t('contractRegister.msg.stale'));
        onStale();
      } else if (e.code === 501) {
        const fields = ((e.result as { fields?: { path: string; message: string }[] } | null)?.fields ?? []).map((f) => ({
          name: formFieldOfPath(f.path),
          message: f.message,
        }));
        form.setFields(Object.fromEntries(fields.map((f) => [f.name, { error: { message: f.message } }])));
        failedAt(fields.map((f) => f.name));
      } else if (e.httpStatus !== 401 && e.httpStatus !== 403) {
        Message.error(e.message);
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
      if (isApiFailure(e) && e.httpStatus !== 401 && e.httpStatus !== 403) Message.error(e.message);
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
        <Steps current={step + 1} onChange={(c) => setStep(c - 1)} className="contract-register__steps" data-testid="register-steps">
          {STEPS.map((s) => (
            <Steps.Step key={s} title={t(`contractRegister.step.${s}`)} />
          ))}
        </Steps>
        <Form form={form} layout="vertical" initialValues={initial} scrollToFirstError autoComplete="off">
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
