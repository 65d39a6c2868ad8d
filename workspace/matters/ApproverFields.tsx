/**
 * The decision form's extra field: when passing, the approvers of the approval step, in level order
 * (up to 5; empty = all the unit's leaders, the server's default). The server refuses non-leaders.
 */
import { Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import { useCallback } from 'react';
import useSWR from 'swr';
import { contractKeys, getContract } from '../../src/api/contracts';
import type { MatterDetail } from '../../src/domain/workflow-api';
import { t } from '../../src/i18n';
import type { HandleValues } from '../workflow/HandleForm';
import { PeoplePicker } from './PeoplePicker';
import { unitPeople } from './users';

export const APPROVERS_MAX = 5;

export function ApproverFields({ values, matter }: { values: HandleValues; matter: MatterDetail }) {
  const id = matter.contract?.id ?? null;
  const { data } = useSWR(id ? contractKeys.detail(id) : null, () => getContract(id!));
  const unitId = data?.unitId ?? 0;
  const load = useCallback((keyword: string) => unitPeople(unitId, keyword), [unitId]);
  if (values.result !== 'pass' || !data) return null;
  return (
    <Form.Item label={t('matters.decision.approvers')} field="approverIds" extra={t('matters.decision.approversHint', { max: APPROVERS_MAX })}>
      <PeoplePicker load={load} max={APPROVERS_MAX} placeholder={t('matters.decision.approversDefault')} testId="matter-decision-approvers" />
    </Form.Item>
  );
}
