/**
 * The add/edit drawer of a role: name, code (fixed once created), description, data scope, the
 * permission matrix and the menu access tree. Editing loads admin_sys_role/detail first.
 */
import { Alert, Button, Drawer, Form, Space, Spin, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { addRole, editRole, getRoleDetail, roleKeys } from '../../../src/api/roles';
import { mixesDuties } from '../../../src/domain/admin-duties';
import { ADMIN_ROLE_CODE, type RoleDetail } from '../../../src/domain/role';
import { t } from '../../../src/i18n';
import { useSubmit } from '../../../src/forms/useSubmit';
import { MenuAccessTree } from './MenuAccessTree';
import { fromMatrix, grantedCount, type Matrix, toMatrix } from './matrix';
import { PermissionMatrix } from './PermissionMatrix';
import { RoleFormFields, type RoleFormValues } from './RoleFormFields';

/** What the drawer edits: a new role, or the role with this id. */
export type RoleDrawerTarget = { mode: 'add' } | { mode: 'edit'; id: number };

export function RoleDrawer({
  target,
  onClose,
  onSaved,
}: {
  target: RoleDrawerTarget | null;
  onClose: () => void;
  onSaved: (role: RoleDetail) => void;
}) {
  const editId = target?.mode === 'edit' ? target.id : null;
  const { data: detail, isLoading } = useSWR<RoleDetail>(editId !== null ? roleKeys.detail(editId) : null, () =>
    getRoleDetail(editId as number),
  );
  const [form] = Form.useForm<RoleFormValues>();
  const [matrix, setMatrix] = useState<Matrix>({});
  const [menuIds, setMenuIds] = useState<number[]>([]);
  const saving = useSubmit();

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'add') {
      form.setFieldsValue({ name: '', code: '', description: '', dataScope: 'unit' });
      setMatrix({});
      setMenuIds([]);
    } else if (detail && detail.id === target.id) {
      form.setFieldsValue({ name: detail.name, code: detail.code, description: detail.description, dataScope: detail.dataScope });
      setMatrix(toMatrix(detail.permissions));
      setMenuIds(detail.menuIds);
    }
  }, [target, detail, form]);

  const submit = async () => {
    const v = await form.validate();
    const common = {
      name: v.name.trim(),
      description: (v.description ?? '').trim(),
      dataScope: v.dataScope,
      permissions: fromMatrix(matrix),
      menuIds,
    };
    await saving.run(async () => {
      const saved = editId !== null ? await editRole({ id: editId, ...common }) : await addRole({ ...common, code: v.code.trim() });
      onSaved(saved);
    });
  };

  const loading = editId !== null && (isLoading || !detail || detail.id !== editId);
  // 三员分立 (src/domain/admin-duties.ts): said before saving; the server refuses it too.
  const mixed = (detail?.code ?? '') !== ADMIN_ROLE_CODE && mixesDuties(fromMatrix(matrix));

  return (
    <Drawer
      width={900}
      title={editId !== null ? t('systemRoles.form.editTitle') : t('systemRoles.form.addTitle')}
      visible={!!target}
      onCancel={onClose}
      unmountOnExit
      className="role-drawer"
      data-testid="role-drawer"
      footer={
        <Space>
          <Button onClick={onClose}>{t('systemRoles.form.cancel')}</Button>
          <Button type="primary" loading={saving.busy} disabled={loading} onClick={() => void submit()} data-testid="role-save">
            {t('systemRoles.form.save')}
          </Button>
        </Space>
      }
    >
      <Spin loading={loading} tip={t('systemRoles.form.loading')} block>
        <RoleFormFields form={form} editing={editId !== null} />
        <Typography.Title heading={6}>
          {t('systemRoles.form.permissions')}{' '}
          <Typography.Text type="secondary" className="role-drawer__count" data-testid="role-granted-count">
            {t('systemRoles.form.granted', { count: grantedCount(matrix) })}
          </Typography.Text>
        </Typography.Title>
        {mixed && <Alert type="warning" className="role-drawer__duties" content={t('systemRoles.form.dutiesMixed')} data-testid="role-duties-mixed" />}
        <PermissionMatrix value={matrix} onChange={setMatrix} />
        <Typography.Title heading={6} className="role-drawer__section">
          {t('systemRoles.form.menus')}
        </Typography.Title>
        <div className="role-drawer__menus">
          <MenuAccessTree value={menuIds} onChange={setMenuIds} />
        </div>
      </Spin>
    </Drawer>
  );
}
