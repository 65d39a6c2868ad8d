/** A contract status as a tag coloured by its lifecycle phase. */
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { STATUS_PHASE, type ContractStatus } from '../../../src/domain/lifecycle';
import { PHASE_TAG_COLOR } from '../../common/phaseColor';
import { statusLabel } from './format';

const ALERT: ReadonlySet<string> = new Set(['void', 'terminated', 'filingRefused', 'disputed', 'suspended', 'filingReturned']);

export function StatusTag({ status, phase }: { status: string; phase?: ContractDetail['phase'] }) {
  const p = phase ?? STATUS_PHASE[status as ContractStatus];
  const color = ALERT.has(status) ? 'red' : p ? PHASE_TAG_COLOR[p] : 'gray';
  return (
    <Tag color={color} data-testid="contract-status" data-status={status}>
      {statusLabel(status)}
    </Tag>
  );
}
