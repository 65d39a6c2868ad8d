/**
 * The people pickers' reads: sys_user/queryPage (users of a unit: a decision's approvers) and
 * matter/seekCandidates (the advisers retained by the contract's unit and its staff: a seek request).
 */
import { api } from '../../src/api/client';
import type { Page } from '../../src/domain/envelope';
import type { SeekCandidate } from '../../src/domain/seek-candidates';
import type { ComUserInfo } from '../../src/domain/system';
import { t } from '../../src/i18n';

export const PICK_SIZE = 20;

export interface PickOption {
  value: number;
  label: string;
}

/** Users of a unit (not its sub-units) whose name, username or mobile contains the keyword. */
export async function unitPeople(unitId: number, keyword: string): Promise<PickOption[]> {
  const q = keyword.trim();
  const page = await api.post<Page<ComUserInfo>>('sys_user/queryPage', { current: 1, size: PICK_SIZE, unitId, ...(q ? { keyword: q } : {}) });
  return page.records.map((u) => ({ value: u.userId, label: `${u.realName || u.username}${u.units[0] ? `（${u.units[0].unitName}）` : ''}` }));
}

/** Whom a seek request on the contract may go to: advisers (with their firm), then colleagues. */
export async function seekPeople(contractId: number, keyword: string): Promise<PickOption[]> {
  const q = keyword.trim();
  const list = await api.get<SeekCandidate[]>('matter/seekCandidates', { contractId, ...(q ? { keyword: q } : {}) });
  return list.map((c) => ({
    value: c.userId,
    label: `${c.name}（${t(c.kind === 'adviser' ? 'matters.picker.adviser' : 'matters.picker.colleague')}${c.org ? ` · ${c.org}` : ''}）`,
  }));
}
