/**
 * The registration form's option calls (server/modules/contracts/form-options.ts): the counterpart
 * and project lookups and the fixed lists (tags, major-contract threshold), with their SWR keys.
 */
import type { ContractFormOptions, CounterpartOption, OptionsQueryInput, ProjectOption } from '../domain/contract-options';
import type { FileMeta } from '../domain/system';
import { api } from './client';

export const CONTRACT_OPTION_PATHS = {
  counterparts: 'contract/counterpartOptions',
  projects: 'contract/projectOptions',
  form: 'contract/formOptions',
} as const;

/** GET contract/counterpartOptions: up to 20 counterparts whose name or credit code contains the keyword. */
export const searchCounterparts = (query: OptionsQueryInput = {}): Promise<CounterpartOption[]> =>
  api.get<CounterpartOption[]>(CONTRACT_OPTION_PATHS.counterparts, { ...query });

/** GET contract/projectOptions: up to 20 projects of the caller's units (not archived). */
export const searchProjects = (query: OptionsQueryInput = {}): Promise<ProjectOption[]> =>
  api.get<ProjectOption[]>(CONTRACT_OPTION_PATHS.projects, { ...query });

/** GET contract/formOptions: every tag and the threshold the server classifies with. */
export const getContractFormOptions = (): Promise<ContractFormOptions> => api.get<ContractFormOptions>(CONTRACT_OPTION_PATHS.form);

/** GET sys_files/getListByIds: the stored files' names (a file handed over by smart drafting). */
export const filesByIds = (ids: readonly number[]): Promise<FileMeta[]> => api.get<FileMeta[]>('sys_files/getListByIds', { ids: ids.join(',') });
