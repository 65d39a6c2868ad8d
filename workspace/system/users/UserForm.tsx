/**
 * Add (addByMobile) or edit (edit) a user in a modal: mobile and name with Form rules, several units
 * with one current unit, several roles. Server refusals (duplicate mobile, scope, ...) show as a
 * message and keep the modal open. The input is kept until saved (src/forms/useKeptForm.ts, id
 * `user:<userId|new>`, the user edited as page state: user management opens the form again when the
 * user comes back to its tab); closing the modal with unsaved input asks first. The page mounts one
 * UserForm per opening (a key), so the form starts from the user it was opened for.
 */
import { Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useEffect } from 'react';
import { addUserByMobile, editUser } from '../../../src/api/users-admin';
import type { AddByMobileResult, UserRow } from '../../../src/domain/system';
import type { RoleOption } from '../../../src/domain/user-admin';
import { KeptNotice } from '../../../src/forms/KeptNotice';
import { useKeptForm } from '../../../src/forms/useKeptForm';
import { confirmDiscard } from '../../../src/forms/useKeptModal';
import { t } from '../../../src/i18n';
import { useSubmit } from '../../../src/forms/useSubmit';
import { UserUnitRoleFields } from './UserUnitRoleFields';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.@-]{2,31}$/;

export interface UnitOption {
  id: number;
  unitName: string;
  depth: number;
}

interface FormValues {
  mobile: string;
  realName: string;
  username?: string;
  email?: string;
  unitIdList: number[];
  currentUnitId?: number;
  roleIdList?: number[];
}

export interface UserFormProps {
  /** The user edited; undefined adds a new one. */
  user: UserRow | undefined;
  visible: boolean;
  unitOptions: UnitOption[];
  roleOptions: RoleOption[];
  onClose: () => void;
  onAdded: (result: AddByMobileResult, realName: string) => void;
  onEdited: (row: UserRow) => void;
}

/** The form's values for a user being edited, or a new one's. */
const valuesOf = (user: UserRow | undefined): FormValues =>
  user
    ? {
        mobile: user.mobile ?? '',
        realName: user.realName,
        email: user.email ?? undefined,
        unitIdList: user.units.map((u) => u.id),
        currentUnitId: user.currentUnitId ?? user.units[0]?.id,
        roleIdList: user.roles.map((r) => r.id),
      }
    : { mobile: '', realName: '', unitIdList: [], roleIdList: [] };

/** The kept form id of the user form: `user:<userId>`, or `user:new`. */
export const USER_FORM = 'user';

export function UserForm({ user, visible, unitOptions, roleOptions, onClose, onAdded, onEdited }: UserFormProps) {
  const [form] = Form.useForm<FormValues>();
  const kept = useKeptForm<FormValues, UserRow | null>(form, { id: `${USER_FORM}:${user?.userId ?? 'new'}`, initial: valuesOf(user) });
  const saving = useSubmit();
  const chosen = (Form.useWatch('unitIdList', form) as number[] | undefined) ?? [];

  // The user edited is kept with the input, for opening the form again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the user this form was opened for.
  useEffect(() => kept.setExtra(user ?? null), []);

  // The current unit is one of the chosen units: follow the list when it drops out.
  useEffect(() => {
    const current = form.getFieldValue('currentUnitId') as number | undefined;
    if (chosen.length && (!current || !chosen.includes(current))) form.setFieldValue('currentUnitId', chosen[0]);
    if (!chosen.length && current) form.setFieldValue('currentUnitId', undefined);
  }, [chosen, form]);

  const nameOf = (id: number) =>
    unitOptions.find((u) => u.id === id)?.unitName ?? user?.units.find((u) => u.id === id)?.unitName ?? String(id);

  const submit = async () => {
    const v = await form.validate();
    const current = v.currentUnitId ?? v.unitIdList[0]!;
    const unitIdList = [current, ...v.unitIdList.filter((id) => id !== current)];
    await saving.run(async () => {
      if (user) {
        const row = await editUser({
          userId: user.userId,
          realName: v.realName,
          mobile: v.mobile,
          email: v.email?.trim() ? v.email.trim() : null,
          unitIdList,
          currentUnitId: current,
          roleIdList: v.roleIdList ?? [],
        });
        kept.markSaved();
        onEdited(row);
      } else {
        const result = await addUserByMobile({
          mobile: v.mobile,
          realName: v.realName,
          ...(v.username?.trim() ? { username: v.username.trim() } : {}),
          ...(v.email?.trim() ? { email: v.email.trim() } : {}),
          unitIdList,
          roleIdList: v.roleIdList ?? [],
        });
        kept.markSaved();
        onAdded(result, v.realName);
      }
    });
  };

  return (
    <Modal
      title={user ? t('systemUsers.form.editTitle') : t('systemUsers.form.addTitle')}
      visible={visible}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => confirmDiscard(kept.unsaved, () => {
        kept.discard();
        onClose();
      })}
      confirmLoading={saving.busy}
      okText={t('systemUsers.form.save')}
      cancelText={t('systemUsers.form.cancel')}
      unmountOnExit
      style={{ width: 600 }}
      data-testid="user-form"
    >
      <KeptNotice at={kept.restoredAt} onDiscard={kept.discard} />
      <Form form={form} layout="vertical" autoComplete="off" initialValues={kept.initialValues} onValuesChange={kept.onValuesChange}>
        <Form.Item
          label={t('systemUsers.form.mobile')}
          field="mobile"
          rules={[
            { required: true, message: t('systemUsers.form.mobileRequired') },
            { match: MOBILE_PATTERN, message: t('systemUsers.form.mobilePattern') },
          ]}
        >
          <Input maxLength={11} data-testid="user-form-mobile" />
        </Form.Item>
        <Form.Item
          label={t('systemUsers.form.realName')}
          field="realName"
          rules={[{ required: true, message: t('systemUsers.form.realNameRequired') }, { maxLength: 40 }]}
        >
          <Input maxLength={40} data-testid="user-form-realName" />
        </Form.Item>
        {!user && (
          <Form.Item
            label={t('systemUsers.form.username')}
            field="username"
            rules={[{ match: USERNAME_PATTERN, message: t('systemUsers.form.usernamePattern') }]}
          >
            <Input placeholder={t('systemUsers.form.usernamePlaceholder')} data-testid="user-form-username" />
          </Form.Item>
        )}
        <Form.Item label={t('systemUsers.form.email')} field="email" rules={[{ type: 'email', message: t('systemUsers.form.emailPattern') }]}>
          <Input data-testid="user-form-email" />
        </Form.Item>
        <UserUnitRoleFields unitOptions={unitOptions} roleOptions={roleOptions} chosen={chosen} nameOf={nameOf} />
      </Form>
    </Modal>
  );
}
