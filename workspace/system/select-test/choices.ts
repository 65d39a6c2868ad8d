/** The choices of the select test page (SelectTest.tsx): what its form holds, and how a status and a category read. */
import type { ContractCategory } from '../../../src/domain/contract';
import type { ContractStatus } from '../../../src/domain/lifecycle';
import { type MessageKey, t } from '../../../src/i18n';

/** The form's value: a unit, areas, a person, people, statuses and a category. */
export interface Choices {
  unit?: number;
  units: number[];
  user?: number;
  users: number[];
  statuses: ContractStatus[];
  category?: ContractCategory;
}

/** Nothing chosen. */
export const EMPTY_CHOICES: Choices = { units: [], users: [], statuses: [] };

/** A contract status's name. */
export const statusText = (s: ContractStatus) => t(`contract.status.${s}` as MessageKey);
/** A contract category's name. */
export const categoryText = (c: ContractCategory) => t(`contract.category.${c}` as MessageKey);
