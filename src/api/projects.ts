/**
 * The project calls (docs/api/projects.md): typed functions over the one client and the SWR keys of
 * the reads. Every write revalidates the project reads (lists and details) and the contract reads
 * that show a project.
 */
import type { Page } from '../domain/envelope';
import type {
  ProjectArchiveInput,
  ProjectDetail,
  ProjectEditInput,
  ProjectListQueryInput,
  ProjectRegisterInput,
  ProjectRow,
  ProjectVersionInput,
  ProjectWriteResult,
} from '../domain/project-api';
import { api } from './client';
import { revalidatePrefix } from './swr';

export const PROJECT_PATHS = {
  page: 'project/queryPage',
  detail: 'project/detail',
} as const;

/** SWR keys of the project reads (the list's key carries its whole query). */
export const projectKeys = {
  page: (query: ProjectListQueryInput) => [PROJECT_PATHS.page, { q: JSON.stringify(query) }] as const,
  detail: (id: number) => [PROJECT_PATHS.detail, { id }] as const,
};

/** POST project/queryPage: one page of a list (a view with filters and sorting). */
export function queryProjects(query: ProjectListQueryInput): Promise<Page<ProjectRow>> {
  return api.post<Page<ProjectRow>>(PROJECT_PATHS.page, query);
}

/** GET project/detail?id=: every field, the contracts, the trail and the caller's actions. */
export function getProject(id: number): Promise<ProjectDetail> {
  return api.get<ProjectDetail>(PROJECT_PATHS.detail, { id });
}

/** After a write: every read a project change can touch. */
export async function revalidateAfterProjectWrite(): Promise<void> {
  await Promise.all(['project/', 'contract/'].map(revalidatePrefix));
}

const write = async <T>(path: string, body: unknown): Promise<T> => {
  const result = await api.post<T>(path, body);
  await revalidateAfterProjectWrite();
  return result;
};

export const registerProject = (input: ProjectRegisterInput) => write<ProjectWriteResult>('project/register', input);
export const editProject = (input: ProjectEditInput) => write<ProjectWriteResult>('project/edit', input);
export const submitProject = (input: ProjectVersionInput) => write<ProjectWriteResult>('project/submit', input);
export const archiveProject = (input: ProjectArchiveInput) => write<ProjectWriteResult>('project/archive', input);
export const deleteProjectDraft = (input: ProjectVersionInput) => write<{ id: number }>('project/delDraft', input);
