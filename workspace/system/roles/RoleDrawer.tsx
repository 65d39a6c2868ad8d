/**
 * The add/edit drawer of a role: name, code (fixed once created), description, data scope, the
 * permission matrix and the menu access tree. Editing loads admin_sys_role/detail first.
 */
import { Alert, Button, Drawer, Form, Input, Select, Space, Spin, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { addRole, editRole, getRoleDetail, roleKeys } from '../../../src/api/roles';
import { mixesDuties } from '../../../src/domain/admin-duties';
import { ADMIN_ROLE_CODE, ROLE_DATA_SCOPES, type RoleDataScope, type RoleDetail } from '../../../src/domain/role';
import { t } from '../../../src/i18n';
import { reportFailure } from '../../../src/api/reportFailure';
import { MenuAccessTree } from './MenuAccessTree';
import { fromMatrix, grantedCount, type Matrix, toMatrix } from './matrix';
import { PermissionMatrix } from './PermissionMatrix';

/** What the drawer edits: a new role, or the role with this id. */
export type RoleDrawerTarget = { mode: 'add' } | { mode: 'edit'; id: number };

interface FormValues {
  name: string;
  code: string;
  description?: string;
  dataScope: RoleDataScope;
}

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
  const [form] = Form.useForm<FormValues>();
  const [matrix, setMatrix] = useState<Matrix>({});
  const [menuIds, setMenuIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

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
    setSaving(true);
    try {
      const saved = editId !== null ? await editRole({ id: editId, ...common }) : await addRole({ ...common, code: v.code.trim() });
      onSaved(saved);
    } catch (e) {
      reportFailure(e);
    } finally {
      setSaving(false);
    }
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
          <Button type="primary" loading={saving} disabled={loading} onClick={() => void submit()} data-testid="role-save">
            {t('systemRoles.form.save')}
          </Button>
        </Space>
      }
    >
      <Spin loading={loading} tip={t('systemRoles.form.loading')} block>
        <Form form={form} layout="vertical" autoComplete="off">
          <div className="role-drawer__grid">
            <Form.Item
              label={t('systemRoles.form.name')}
              field="name"
              rules={[{ required: true, minLength: 1, maxLength: 40, message: t('systemRoles.form.nameRequired') }]}
            >
              <Input maxLength={40} data-testid="role-form-name" />
            </Form.Item>
            <Form.Item
              label={t('systemRoles.form.code')}
              field="code"
              extra={t('systemRoles.form.codeHint')}
              rules={[{ required: true, match: /^[A-Za-z][A-Za-z0-9_-]{1,31}$/, message: t('systemRoles.form.codeRequired') }]}
            >
              <Input maxLength={32} disabled={editId !== null} data-testid="role-form-code" />
            </Form.Item>
            <Form.Item
              label={t('systemRoles.form.dataScope')}
              field="dataScope"
              rules={[{ required: true, message: t('systemRoles.form.scopeRequired') }]}
            >
              <Select data-testid="role-form-scope">
                {ROLE_DATA_SCOPES.map((s) => (
                  <Select.Option key={s} value={s}>
                    {t(`systemRoles.scope.${s}`)}
                  </Select.Option>
                ))}
              </Select>
            </Form.Item>
          </div>
          <Form.Item label={t('systemRoles.form.description')} field="description" rules={[{ maxLength: 200 }]}>
            <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
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
