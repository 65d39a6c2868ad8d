/** Labels of the project vocabulary, with the raw value as the fallback for values the texts do not know. */
import { labelOr } from '../contracts/detail/format';
import { EMPTY_TEXT } from '../../src/utils/display';

export const projectStatusLabel = (s: string | null | undefined): string => (s ? labelOr(`projects.status.${s}`, s) : EMPTY_TEXT);
export const projectActionLabel = (a: string): string => labelOr(`projects.action.${a}`, a);
export const categoryLabel = (c: string | null | undefined): string => (c ? labelOr(`contract.category.${c}`, c) : EMPTY_TEXT);
