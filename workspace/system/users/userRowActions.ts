/**
 * The writes of a row of the user list (UserManage.tsx), each after a confirmation: enable or disable
 * (a red button to disable), reset the password (the temporary password is handed to `onShown`, shown
 * once), delete. A failure is reported (src/api/reportFailure.ts); the write itself reloads the user reads
 * (src/api/users-admin.ts).
 */
import { Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { deleteUser, disableUser, enableUser, resetUserPassword } from '../../../src/api/users-admin';
import { reportFailure } from '../../../src/api/reportFailure';
import type { UserRow } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import type { ShownPassword } from './PasswordModal';

/** Runs a confirmed write, reporting its failure. */
const attempt = (task: () => Promise<void>) => async () => {
  try {
    await task();
  } catch (e) {
    reportFailure(e);
  }
};

/** The row's confirmed writes: toggle, reset, remove (the user list's columns call them). */
export function userRowActions(onShown: (shown: ShownPassword) => void) {
  const toggle = (row: UserRow, enabled: boolean) =>
    Modal.confirm({
      title: enabled ? t('systemUsers.confirm.enableTitle') : t('systemUsers.confirm.disableTitle'),
      content: enabled ? t('systemUsers.confirm.enable', { name: row.realName }) : t('systemUsers.confirm.disable', { name: row.realName }),
      okButtonProps: enabled ? {} : { status: 'danger' },
      onOk: attempt(async () => {
        await (enabled ? enableUser(row.userId) : disableUser(row.userId));
        Message.success(enabled ? t('systemUsers.done.enabled', { name: row.realName }) : t('systemUsers.done.disabled', { name: row.realName }));
      }),
    });

  const reset = (row: UserRow) =>
    Modal.confirm({
      title: t('systemUsers.confirm.resetTitle'),
      content: t('systemUsers.confirm.reset', { name: row.realName }),
      onOk: attempt(async () => {
        const r = await resetUserPassword(row.userId);
        onShown({ name: row.realName, username: r.username, password: r.password });
      }),
    });

  const remove = (row: UserRow) =>
    Modal.confirm({
      title: t('systemUsers.confirm.deleteTitle'),
      content: t('systemUsers.confirm.delete', { name: row.realName }),
      okButtonProps: { status: 'danger' },
      onOk: attempt(async () => {
        await deleteUser(row.userId);
        Message.success(t('systemUsers.done.deleted', { name: row.realName }));
      }),
    });

  return { toggle, reset, remove };
}
