/**
 * The moves the caller may make on a project now (the detail's `actions`, shown only to holders of
 * project.edit): edit (the step form), submit, archive and delete draft, each after Modal.confirm.
 */
import { Button, Message, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useNavigate } from 'react-router-dom';
import { archiveProject, deleteProjectDraft, submitProject } from '../../src/api/projects';
import type { ProjectAction, ProjectRow } from '../../src/domain/project-api';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { reportFailure } from '../../src/api/reportFailure';

const failed = (e: unknown) => {
  // 401 and 403 are announced by the client; business refusals and stale versions are shown here.
  reportFailure(e);
};

interface Props {
  project: Pick<ProjectRow, 'id' | 'name' | 'version'>;
  actions: readonly ProjectAction[];
  size?: 'small' | 'default';
  /** After a delete (the project is gone). */
  onDeleted?: () => void;
}

export function ProjectActions({ project, actions, size = 'default', onDeleted }: Props) {
  const canEdit = usePermission('project.edit');
  const navigate = useNavigate();
  if (!canEdit || actions.length === 0) return null;
  const ref = { id: project.id, version: project.version };
  const confirm = (title: string, content: string, run: () => Promise<void>, danger = false) =>
    Modal.confirm({
      title,
      content,
      okButtonProps: danger ? { status: 'danger' } : undefined,
      onOk: async () => {
        try {
          await run();
        } catch (e) {
          failed(e);
        }
      },
    });
  const type = size === 'small' ? 'text' : 'secondary';
  return (
    <Space size={size === 'small' ? 0 : 8} wrap>
      {actions.includes('edit') && (
        <Button size={size === 'small' ? 'mini' : 'default'} type={type} onClick={() => navigate(`/project/step-project-register?id=${project.id}`)} data-testid="project-action-edit">
          {t('projects.action.edit')}
        </Button>
      )}
      {actions.includes('submit') && (
        <Button
          size={size === 'small' ? 'mini' : 'default'}
          type={size === 'small' ? 'text' : 'primary'}
          data-testid="project-action-submit"
          onClick={() =>
            confirm(t('projects.confirm.submitTitle'), t('projects.confirm.submitContent', { name: project.name }), async () => {
              await submitProject(ref);
              Message.success(t('projects.form.submitted'));
            })
          }
        >
          {t('projects.action.submit')}
        </Button>
      )}
      {actions.includes('archive') && (
        <Button
          size={size === 'small' ? 'mini' : 'default'}
          type={type}
          data-testid="project-action-archive"
          onClick={() =>
            confirm(t('projects.confirm.archiveTitle'), t('projects.confirm.archiveContent', { name: project.name }), async () => {
              await archiveProject(ref);
              Message.success(t('projects.done.archived'));
            })
          }
        >
          {t('projects.action.archive')}
        </Button>
      )}
      {actions.includes('delDraft') && (
        <Button
          size={size === 'small' ? 'mini' : 'default'}
          type={type}
          status="danger"
          data-testid="project-action-delDraft"
          onClick={() =>
            confirm(
              t('projects.confirm.deleteTitle'),
              t('projects.confirm.deleteContent', { name: project.name }),
              async () => {
                await deleteProjectDraft(ref);
                Message.success(t('projects.done.deleted'));
                onDeleted?.();
              },
              true,
            )
          }
        >
          {t('projects.action.delDraft')}
        </Button>
      )}
    </Space>
  );
}

