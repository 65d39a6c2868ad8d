/**
 * The role drawer's own fields (RoleDrawer.tsx): name, code (fixed once created), data scope and
 * description.
 */
import { Form, Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import type { FormInstance } from '@arco-design/web-react';
import { ROLE_DATA_SCOPES, type RoleDataScope } from '../../../src/domain/role';
import { t } from '../../../src/i18n';

/** The values of the role form. */
export interface RoleFormValues {
  name: string;
  code: string;
  description?: string;
  dataScope: RoleDataScope;
}

/** The form; the code is disabled when editing. */
export function RoleFormFields({ form, editing }: { form: FormInstance<RoleFormValues>; editing: boolean }) {
  return (
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
          <Input maxLength={32} disabled={editing} data-testid="role-form-code" />
        </Form.Item>
        <Form.Item label={t('systemRoles.form.dataScope')} field="dataScope" rules={[{ required: true, message: t('systemRoles.form.scopeRequired') }]}>
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
  );
}
