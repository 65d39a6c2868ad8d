/**
 * Step 1, the basic data: (for an agreement: the main contract and the agreement's kind) name,
 * category, project of the caller's units, tags and subject.
 */
import { Form, Input, Radio, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { searchProjects } from '../../../src/api/contractRegister';
import { CONTRACT_CATEGORIES } from '../../../src/domain/contract';
import type { ContractFormOptions, ProjectOption } from '../../../src/domain/contract-options';
import { t } from '../../../src/i18n';
import { ParentSelect } from './ParentSelect';
import { useLookup } from './useLookup';

export const AGREEMENT_ATTRIBUTES = ['supplementary', 'change', 'termination'] as const;

interface Props {
  options: ContractFormOptions | undefined;
  /** The project already linked (a loaded draft), shown before any search. */
  project?: Pick<ProjectOption, 'id' | 'code' | 'name'> | null | undefined;
  /** An agreement: the main contract picker and the kind; `editing` shows them fixed. */
  agreement?: { unitId: number | null; parent?: { id: number; code: string; name: string } | undefined; editing: boolean } | undefined;
  onParentPicked?: (id: number | undefined) => void;
}

function ProjectSelect({ value, onChange, project }: { value?: number | null; onChange?: (v: number | null) => void; project: Props['project'] }) {
  const { items, loading, search, onFocus } = useLookup((keyword) => searchProjects({ keyword }));
  const list = project && !items.some((p) => p.id === project.id) ? [project, ...items] : items;
  return (
    <Select
      showSearch
      allowClear
      value={value ?? undefined}
      filterOption={false}
      loading={loading}
      onSearch={search}
      onFocus={onFocus}
      placeholder={t('contractRegister.hint.project')}
      notFoundContent={t('contractRegister.project.none')}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      data-testid="field-projectId"
    >
      {list.map((p) => (
        <Select.Option key={p.id} value={p.id}>
          {p.code} {p.name}
        </Select.Option>
      ))}
    </Select>
  );
}

export function BasicStep({ options, project, agreement, onParentPicked }: Props) {
  return (
    <>
      {agreement && (
        <>
          <Form.Item
            field="parentId"
            label={t('contractRegister.field.parent')}
            rules={[{ required: true, message: t('contractRegister.rule.parent') }]}
            disabled={agreement.editing}
          >
            <ParentSelect unitId={agreement.unitId} chosen={agreement.parent} onChange={onParentPicked} />
          </Form.Item>
          <Form.Item field="attribute" label={t('contractRegister.field.attribute')} rules={[{ required: true }]} disabled={agreement.editing}>
            <Radio.Group type="button" data-testid="field-attribute">
              {AGREEMENT_ATTRIBUTES.map((a) => (
                <Radio key={a} value={a}>
                  {t(`contract.attribute.${a}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </>
      )}
      <Form.Item field="name" label={t('contractRegister.field.name')} rules={[{ required: true, message: t('contractRegister.rule.name') }, { maxLength: 200 }]}>
        <Input maxLength={200} showWordLimit placeholder={t('contractRegister.hint.name')} data-testid="field-name" />
      </Form.Item>
      <Form.Item field="category" label={t('contractRegister.field.category')} rules={[{ required: true, message: t('contractRegister.rule.category') }]}>
        <Select
          showSearch
          placeholder={t('contractRegister.hint.category')}
          options={CONTRACT_CATEGORIES.map((c) => ({ value: c, label: t(`contract.category.${c}`) }))}
          data-testid="field-category"
        />
      </Form.Item>
      <Form.Item field="projectId" label={t('contractRegister.field.project')}>
        <ProjectSelect project={project} />
      </Form.Item>
      <Form.Item field="tagIds" label={t('contractRegister.field.tags')} rules={[{ type: 'array', maxLength: 20 }]}>
        <Select mode="multiple" allowClear placeholder={t('contractRegister.hint.tags')} loading={!options} data-testid="field-tags">
          {(options?.tags ?? []).map((tag) => (
            <Select.Option key={tag.id} value={tag.id}>
              <Tag size="small" color={tag.color}>
                {tag.name}
              </Tag>
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item field="subject" label={t('contractRegister.field.subject')} rules={[{ maxLength: 2000 }]}>
        <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} data-testid="field-subject" />
      </Form.Item>
    </>
  );
}
