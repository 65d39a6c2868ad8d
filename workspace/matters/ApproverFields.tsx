/**
 * The decision form's approvers (when the meeting passes the contract): the approvers of the
 * approval step, in level order (up to 5; empty = all the unit's leaders, the server's default).
 * The server refuses non-leaders.
 */
import { Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import { useCallback } from 'react';
import { t } from '../../src/i18n';
import { PeoplePicker } from './PeoplePicker';
import { unitPeople } from './users';

export const APPROVERS_MAX = 5;

export function ApproverFields({ unitId }: { unitId: number }) {
  const load = useCallback((keyword: string) => unitPeople(unitId, keyword), [unitId]);
  return (
    <Form.Item label={t('matters.decision.approvers')} field="approverIds" extra={t('matters.decision.approversHint', { max: APPROVERS_MAX })}>
      <PeoplePicker load={load} max={APPROVERS_MAX} placeholder={t('matters.decision.approversDefault')} testId="matter-decision-approvers" />
    </Form.Item>
  );
}
