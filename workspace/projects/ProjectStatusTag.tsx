/** A project status as a coloured tag. */
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { projectStatusLabel } from './labels';

const COLOR: Record<string, string> = { draft: 'gray', underway: 'arcoblue', archived: 'green' };

export function ProjectStatusTag({ status }: { status: string }) {
  return (
    <Tag color={COLOR[status] ?? 'gray'} data-testid="project-status" data-status={status}>
      {projectStatusLabel(status)}
    </Tag>
  );
}
