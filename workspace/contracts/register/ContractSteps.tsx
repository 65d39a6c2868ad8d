/**
 * The contract form's fields, one step shown at a time (ContractForm.tsx): basic data, parties, amount
 * and dates, attachments and review options. Picking the main contract of an agreement fills in what
 * the agreement takes over from it (its parties among them).
 */
import { Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import { getContract } from '../../../src/api/contracts';
import { reportFailure } from '../../../src/api/reportFailure';
import type { ContractAttribute } from '../../../src/domain/contract';
import type { ContractFormOptions } from '../../../src/domain/contract-options';
import { t } from '../../../src/i18n';
import { BasicStep } from './BasicStep';
import type { ContractFormProps } from './ContractForm';
import { FilesStep } from './FilesStep';
import { agreementPrefill, type PartyHint, partyHintsOf, type RegisterForm, type RegisterFormValues, STEPS } from './formModel';
import { MoneyStep } from './MoneyStep';
import { PartiesStep } from './PartiesStep';
import { useKnownCounterparts } from './useKnownCounterparts';

/** The form, the step shown, and what the steps need. */
export interface ContractStepsProps extends Pick<ContractFormProps, 'project' | 'agreement'> {
  form: RegisterForm;
  /** The step shown. */
  step: number;
  /** The values the form starts with, and what it calls on each change. */
  initialValues: Partial<RegisterFormValues> | undefined;
  onValuesChange: () => void;
  options: ContractFormOptions | undefined;
  /** A saved contract is being edited (an agreement's main contract is then fixed). */
  editing: boolean;
  hints: readonly PartyHint[];
}

/** The contract form's fields, the step shown visible, the others hidden (their input stays). */
export function ContractSteps({ form, step, initialValues, onValuesChange, options, project, agreement, editing, hints }: ContractStepsProps) {
  const counterparts = useKnownCounterparts(hints);

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
            agreement={agreement ? { ...agreement, editing } : undefined}
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
    <Form form={form} layout="vertical" initialValues={initialValues} onValuesChange={onValuesChange} scrollToFirstError autoComplete="off">
      {STEPS.map((s, i) => (
        <div key={s} hidden={i !== step} data-testid={`step-${s}`}>
          {stepBody(i)}
        </div>
      ))}
    </Form>
  );
}
