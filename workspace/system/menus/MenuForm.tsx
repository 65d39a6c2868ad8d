/**
 * The add/edit form of a menu entry, in a modal: title, parent folder, type, path (folders get a random
 * one from the server), icon (the side menu's icon set), order, new window and the permission it needs.
 */
import { Form, Input, InputNumber, Modal, Radio, Switch, TreeSelect } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/TreeSelect/style/css.js';
import { useEffect, useMemo } from 'react';
import { addMenu, editMenu } from '../../../src/api/menus-admin';
import type { Action, PermissionId } from '../../../src/domain/permissions';
import { MENU_TYPES, type MenuNode } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { MenuIconField, MenuPermissionField } from './MenuFormParts';
import { joinPermission, splitPermission } from './menuPermission';
import { useFormSave } from './useFormSave';

/** What the modal edits: a new entry (optionally under a folder) or an existing one. */
export type MenuFormTarget = { mode: 'add'; pid: number | null } | { mode: 'edit'; node: MenuNode };

interface FormValues {
  title: string;
  pid?: string;
  type: 0 | 1 | 2;
  path?: string;
  icon?: string;
  sort: number;
  isNewTab: boolean;
  permissionId?: PermissionId;
  action?: Action;
}

interface FolderOption {
  key: string;
  title: string;
  children: FolderOption[];
}

/** The folders an entry may sit under: every folder except the entry itself and what is under it. */
function folderOptions(nodes: MenuNode[], excludeId?: number): FolderOption[] {
  return nodes
    .filter((n) => n.type === MENU_TYPES.folder && n.id !== excludeId)
    .map((n) => ({ key: String(n.id), title: n.title, children: folderOptions(n.children, excludeId) }));
}

function initialValues(target: MenuFormTarget): FormValues {
  if (target.mode === 'add') {
    return { title: '', pid: target.pid === null ? undefined : String(target.pid), type: 1, sort: 0, isNewTab: false };
  }
  const n = target.node;
  const perm = splitPermission(n.permissionId);
  return {
    title: n.title,
    pid: n.pid === null ? undefined : String(n.pid),
    type: n.type as 0 | 1 | 2,
    path: n.path,
    icon: n.icon || undefined,
    sort: n.sort,
    isNewTab: n.isNewTab,
    permissionId: perm.id,
    action: perm.action,
  };
}

export function MenuForm({
  target,
  tree,
  onClose,
  onSaved,
}: {
  target: MenuFormTarget | null;
  tree: MenuNode[];
  onClose: () => void;
  onSaved: (node: MenuNode) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('type', form) as FormValues['type'] | undefined;
  const permissionId = Form.useWatch('permissionId', form) as string | undefined;
  const editing = target?.mode === 'edit' ? target.node : undefined;
  const folders = useMemo(() => folderOptions(tree, editing?.id), [tree, editing?.id]);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(initialValues(target));
  }, [target, form]);

  const { saving, save } = useFormSave(form, async (v) => {
    const body = {
      pid: v.pid ? Number(v.pid) : null,
      title: v.title.trim(),
      type: v.type,
      icon: v.icon ?? '',
      sort: v.sort ?? 0,
      isNewTab: !!v.isNewTab,
      permissionId: joinPermission({ id: v.permissionId, action: v.permissionId ? v.action : undefined }),
      ...(v.path?.trim() ? { path: v.path.trim() } : {}),
    };
    const saved = editing ? await editMenu({ id: editing.id, ...body }) : await addMenu(body);
    onSaved(saved);
  });

  const pathRules =
    type === MENU_TYPES.folder
      ? []
      : type === MENU_TYPES.link
        ? [{ required: true, match: /^https?:\/\/\S+$/, message: t('systemMenus.form.linkRequired') }]
        : [{ required: true, match: /^\//, message: t('systemMenus.form.pathRequired') }];

  return (
    <Modal
      title={editing ? t('systemMenus.form.editTitle') : t('systemMenus.form.addTitle')}
      visible={!!target}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={t('systemMenus.form.save')}
      cancelText={t('systemMenus.form.cancel')}
      unmountOnExit
      style={{ width: 640 }}
      data-testid="menu-form"
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }} autoComplete="off">
        <Form.Item
          label={t('systemMenus.form.title')}
          field="title"
          rules={[{ required: true, minLength: 1, maxLength: 40, message: t('systemMenus.form.titleRequired') }]}
        >
          <Input maxLength={40} showWordLimit data-testid="menu-form-title" />
        </Form.Item>
        <Form.Item label={t('systemMenus.form.parent')} field="pid">
          <TreeSelect
            treeData={folders}
            allowClear
            placeholder={t('systemMenus.form.parentNone')}
            data-testid="menu-form-parent"
          />
        </Form.Item>
        <Form.Item label={t('systemMenus.form.type')} field="type" rules={[{ required: true }]}>
          <Radio.Group type="button" data-testid="menu-form-type">
            {[MENU_TYPES.folder, MENU_TYPES.page, MENU_TYPES.link].map((v) => (
              <Radio key={v} value={v} disabled={!!editing?.children.length && v !== MENU_TYPES.folder}>
                {t(`systemMenus.type.${v}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={t('systemMenus.form.path')}
          field="path"
          rules={pathRules}
          extra={type === MENU_TYPES.folder ? t('systemMenus.form.pathFolderHint') : undefined}
        >
          <Input
            maxLength={300}
            placeholder={
              type === MENU_TYPES.link ? t('systemMenus.form.pathLinkPlaceholder') : t('systemMenus.form.pathPagePlaceholder')
            }
            data-testid="menu-form-path"
          />
        </Form.Item>
        <MenuIconField />
        <MenuPermissionField permissionId={permissionId} />
        <Form.Item label={t('systemMenus.form.sort')} field="sort">
          <InputNumber min={0} max={100000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('systemMenus.form.newTab')} field="isNewTab" triggerPropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
