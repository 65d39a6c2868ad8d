/** The add/edit Modal of tag management: the name (1-20 characters) and an Arco colour. */
import { Form, Input, Message, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useEffect } from 'react';
import { addTag, editTag } from '../../../src/api/registries';
import { TAG_COLORS, type Tag as TagRow, type TagInput } from '../../../src/domain/registries';
import { type MessageKey, t } from '../../../src/i18n';
import { useFormSave } from '../menus/useFormSave';
import { RegistryModal } from '../registry/RegistryPage';

export type TagFormTarget = { mode: 'add' } | { mode: 'edit'; tag: TagRow };

export const colorLabel = (color: string): string =>
  (TAG_COLORS as readonly string[]).includes(color) ? t(`tags.color.${color}` as MessageKey) : color;

export function TagForm({ target, onClose, onSaved }: { target: TagFormTarget | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<TagInput>();
  const editing = target?.mode === 'edit' ? target.tag : null;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(editing ? { name: editing.name, color: editing.color as TagInput['color'] } : { color: 'arcoblue' });
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values: TagInput) => {
    if (editing) await editTag({ ...values, id: editing.id });
    else await addTag(values);
    Message.success(t('registries.saved'));
    onSaved();
  });

  return (
    <RegistryModal open={!!target} title={editing ? t('tags.editTitle') : t('tags.addTitle')} onClose={onClose} onSave={() => void save()} saving={saving} testId="tag-form">
      <Form form={form} layout="vertical">
        <Form.Item
          label={t('tags.name')}
          field="name"
          rules={[
            { required: true, message: t('tags.nameRequired') },
            { maxLength: 20, message: t('tags.nameMax') },
          ]}
        >
          <Input maxLength={20} showWordLimit data-testid="tag-name" />
        </Form.Item>
        <Form.Item label={t('tags.color')} field="color" rules={[{ required: true, message: t('tags.colorRequired') }]}>
          <Select
            data-testid="tag-color"
            options={TAG_COLORS.map((c) => ({
              value: c,
              label: (
                <Tag color={c} size="small">
                  {colorLabel(c)}
                </Tag>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </RegistryModal>
  );
}
