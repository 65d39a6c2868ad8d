/**
 * The units and roles section of the user form (UserForm.tsx): several units (the tree's order,
 * indented), the current unit among the chosen ones, and the roles.
 */
import { Form, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import type { RoleOption } from '../../../src/domain/user-admin';
import { t } from '../../../src/i18n';
import type { UnitOption } from './UserForm';

export interface UserUnitRoleFieldsProps {
  unitOptions: UnitOption[];
  roleOptions: RoleOption[];
  /** The units chosen, in the order chosen. */
  chosen: number[];
  /** A unit's name (of the options, else of the user edited). */
  nameOf: (id: number) => string;
}

export function UserUnitRoleFields({ unitOptions, roleOptions, chosen, nameOf }: UserUnitRoleFieldsProps) {
  return (
    <>
      <Form.Item
        label={t('systemUsers.form.units')}
        field="unitIdList"
        rules={[{ required: true, type: 'array', minLength: 1, message: t('systemUsers.form.unitsRequired') }]}
      >
        <Select
          mode="multiple"
          showSearch
          allowClear
          filterOption={(input, option) => String((option as { props?: { extra?: string } })?.props?.extra ?? '').includes(input)}
          data-testid="user-form-units"
          renderFormat={(_option, value) => nameOf(Number(value))}
        >
          {unitOptions.map((u) => (
            <Select.Option key={u.id} value={u.id} extra={u.unitName}>
              <span style={{ paddingLeft: u.depth * 12 }}>{u.unitName}</span>
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item
        label={t('systemUsers.form.currentUnit')}
        field="currentUnitId"
        rules={[{ required: true, message: t('systemUsers.form.currentUnitRequired') }]}
      >
        <Select data-testid="user-form-current" options={chosen.map((id) => ({ value: id, label: nameOf(id) }))} />
      </Form.Item>
      <Form.Item label={t('systemUsers.form.roles')} field="roleIdList">
        <Select
          mode="multiple"
          allowClear
          placeholder={t('systemUsers.form.rolesPlaceholder')}
          data-testid="user-form-roles"
          options={roleOptions.map((r) => ({ value: r.id, label: r.name }))}
        />
      </Form.Item>
    </>
  );
}
