/**
 * /contract/OtherAgreement: a supplementary, change or termination agreement as a child contract of
 * a main contract in force of the caller's unit (?parentId= preselects it). Picking the main
 * contract copies its category, project, parties and direction into the form; the agreement then
 * goes through registration and review like any contract.
 */
import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../../src/i18n';
import { useCurrentUser } from '../../../src/session/useCurrentUser';
import { parseId } from '../detail/format';
import { useContractDetail } from '../detail/useContractDetail';
import { ContractForm } from './ContractForm';
import { agreementPrefill, EMPTY_VALUES, partyHintsOf, type RegisterFormValues } from './formModel';
import { LoadFailed, Loading } from './LoadState';
import { editPath } from './saveContract';

const ATTRIBUTE = 'supplementary';

export default function OtherAgreementPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const parentId = parseId(params.get('parentId'));
  const { data: parent, error, mutate } = useContractDetail(parentId, 'admin');

  if (parentId && error) return <LoadFailed error={error} retry={() => void mutate()} />;
  if (!user || (parentId && !parent)) return <Loading />;

  const base: RegisterFormValues = { ...EMPTY_VALUES, attribute: ATTRIBUTE, parentId: parent?.id ?? null };
  const initial = parent ? { ...base, ...agreementPrefill(parent, t(`contract.attribute.${ATTRIBUTE}`), base) } : base;

  return (
    <div data-testid="other-agreement">
      <Alert className="contract-register__intro" type="info" showIcon content={t('contractRegister.agreement.intro')} />
      <ContractForm
        initial={initial}
        hints={parent ? partyHintsOf(parent) : []}
        project={parent?.project}
        agreement={{ unitId: user.currentUnitId, parent: parent ?? undefined }}
        onCreated={(id) => navigate(editPath(id), { replace: true })}
        onStale={() => undefined}
      />
    </div>
  );
}
