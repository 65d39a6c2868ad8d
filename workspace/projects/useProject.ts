/** The detail read of one project (SWR; every project write revalidates it). */
import useSWR from 'swr';
import { getProject, projectKeys } from '../../src/api/projects';
import type { ProjectDetail } from '../../src/domain/project-api';

export function useProject(id: number | null) {
  return useSWR<ProjectDetail>(id !== null ? projectKeys.detail(id) : null, () => getProject(id as number));
}
