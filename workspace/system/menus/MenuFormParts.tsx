/**
 * Two fields of the menu entry form (MenuForm.tsx): the icon, from the side menu's icon set, and the
 * permission the entry needs, a permission id with optionally one of its actions.
 */
import { Form, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { createElement } from 'react';
import { ACTIONS, PERMISSION_IDS } from '../../../src/domain/permissions';
import { t } from '../../../src/i18n';
import { MENU_ICON_NAMES, MENU_ICONS } from '../../../src/layouts/main/menuIcons';
import { actionName, permissionName } from './menuPermission';

/** The icon field: every icon of the side menu, by name. */
export function MenuIconField() {
  return (
    <Form.Item label={t('systemMenus.form.icon')} field="icon">
      <Select allowClear showSearch placeholder={t('systemMenus.form.iconNone')} data-testid="menu-form-icon">
        {MENU_ICON_NAMES.map((name) => (
          <Select.Option key={name} value={name}>
            <Space size={8}>
              {createElement(MENU_ICONS[name]!)}
              {name.replace(/^Icon/, '')}
            </Space>
          </Select.Option>
        ))}
      </Select>
    </Form.Item>
  );
}

/** The permission field: the id (searchable), then its action, which needs an id first. */
export function MenuPermissionField({ permissionId }: { permissionId: string | undefined }) {
  return (
    <Form.Item label={t('systemMenus.form.permission')}>
      <Space>
        <Form.Item field="permissionId" noStyle>
          <Select
            allowClear
            showSearch
            style={{ width: 220 }}
            placeholder={t('systemMenus.form.permissionNone')}
            data-testid="menu-form-permission"
            filterOption={(input, option) =>
              String((option as { props?: { children?: unknown } }).props?.children ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          >
            {PERMISSION_IDS.map((id) => (
              <Select.Option key={id} value={id}>
                {`${permissionName(id)} (${id})`}
              </Select.Option>
            ))}
          </Select>
        </Form.Item>
        <Form.Item field="action" noStyle>
          <Select allowClear disabled={!permissionId} style={{ width: 160 }} placeholder={t('systemMenus.form.actionAny')}>
            {ACTIONS.map((a) => (
              <Select.Option key={a} value={a}>
                {actionName(a)}
              </Select.Option>
            ))}
          </Select>
        </Form.Item>
      </Space>
    </Form.Item>
  );
}
