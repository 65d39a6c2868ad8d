/**
 * The form's two writes: "save draft" (contract/register into the drafts box, or contract/edit of
 * the contract being edited) and "register" (contract/register with submit, or edit and then the
 * register move for a draft). The server's answer is the contract's id, status and new version.
 */
import { editContract, moveContract, registerContract } from '../../../src/api/contracts';
import type { ContractStatus } from '../../../src/domain/lifecycle';
import type { WriteResult } from '../../../src/domain/contract-write';
import { formPayload, type RegisterFormValues, registerPayload } from './formModel';

export type SaveKind = 'draft' | 'register';

/** Where a saved contract (a draft or a registered one) is edited. */
export const editPath = (id: number): string => `/contract/step-register?id=${id}`;

export interface Editing {
  id: number;
  version: number;
  status: ContractStatus;
}

export async function saveContract(values: RegisterFormValues, kind: SaveKind, editing: Editing | undefined): Promise<WriteResult> {
  if (!editing) return registerContract(registerPayload(values, kind === 'register'));
  const edited = await editContract({ id: editing.id, version: editing.version, ...formPayload(values) });
  if (kind === 'register' && edited.status === 'draft') {
    return moveContract({ id: edited.id, version: edited.version, action: 'register' });
  }
  return edited;
}
