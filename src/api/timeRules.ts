/**
 * The time-limit rules' calls (server/modules/time-rules/routes.ts): an area's rules with where each
 * comes from and its latest changes (config.query), and setting or removing an area's own value
 * (config.edit). A write revalidates every sys_time_rule/ read (a parent's change moves its children's).
 */
import type { TimeRuleList, TimeRuleSaveInput } from '../domain/time-rules';
import { api } from './client';
import { revalidatePrefix } from './swr';

export const TIME_RULE_PATHS = { list: 'sys_time_rule/list', save: 'sys_time_rule/save' } as const;

export const timeRuleKeys = {
  /** GET sys_time_rule/list?areaId= (the caller's own area without one). */
  list: (areaId: number | undefined) => [TIME_RULE_PATHS.list, { areaId }] as const,
};

export const getTimeRules = (areaId: number | undefined) => api.get<TimeRuleList>(TIME_RULE_PATHS.list, areaId === undefined ? undefined : { areaId });

/** Sets an area's own value of a rule, or removes it (`value: null`: the area inherits again). */
export async function saveTimeRule(input: TimeRuleSaveInput): Promise<void> {
  await api.post<null>(TIME_RULE_PATHS.save, input);
  await revalidatePrefix('sys_time_rule/');
}
