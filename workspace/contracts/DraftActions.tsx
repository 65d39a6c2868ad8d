/**
 * Row actions of the drafts box: edit (the registration form), register (contract/move, action
 * register) and delete (contract/delDraft after a confirmation). Both writes revalidate every contract
 * read, so the list refreshes itself. Shown to users who hold contract.edit (the server checks again).
 */
import { Button, Message, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { Link } from 'react-router-dom';
import { deleteDraft, moveContract } from '../../src/api/contracts';
import type { ContractRow } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { reportFailure } from '../../src/api/reportFailure';

const failed = (e: unknown) => {
  // 403 and session failures are announced by the client; business refusals are shown here.
  reportFailure(e);
};

export function DraftActions({ row }: { row: ContractRow }) {
  const canEdit = usePermission('contract.edit');
  if (!canEdit) return null;

  const confirmDelete = () =>
    Modal.confirm({
      title: t('contractLists.draft.deleteTitle'),
      content: t('contractLists.draft.deleteContent', { name: row.name }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteDraft(row.id, row.version);
          Message.success(t('contractLists.draft.deleted'));
        } catch (e) {
          failed(e);
        }
      },
    });

  const confirmRegister = () =>
    Modal.confirm({
      title: t('contractLists.draft.registerTitle'),
      content: t('contractLists.draft.registerContent', { name: row.name }),
      onOk: async () => {
        try {
          await moveContract({ id: row.id, version: row.version, action: 'register' });
          Message.success(t('contractLists.draft.registered'));
        } catch (e) {
          failed(e);
        }
      },
    });

  return (
    <Space size={4} data-testid="draft-actions">
      <Link to={`/contract/step-register?id=${row.id}`}>
        <Button type="text" size="mini">
          {t('contractLists.draft.edit')}
        </Button>
      </Link>
      <Button type="text" size="mini" onClick={confirmRegister} data-testid="draft-register">
        {t('contractLists.draft.register')}
      </Button>
      <Button type="text" size="mini" status="danger" onClick={confirmDelete} data-testid="draft-delete">
        {t('contractLists.draft.delete')}
      </Button>
    </Space>
  );
}
