/** The filter form of a project list: keyword, categories, key project, budget range (yuan), creation dates. */
import { Button, DatePicker, Form, Input, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useEffect } from 'react';
import { CONTRACT_CATEGORIES } from '../../src/domain/contract';
import { type MessageKey, t } from '../../src/i18n';
import { yuanTextToFen } from './formModel';
import type { ProjectFilters } from './listState';

interface Values extends Omit<ProjectFilters, 'keyProject' | 'createdFrom' | 'createdTo'> {
  keyProject?: 'yes' | 'no';
  created?: [string, string];
}

const toValues = (f: ProjectFilters): Values => ({
  keyword: f.keyword,
  category: f.category,
  keyProject: f.keyProject === undefined ? undefined : f.keyProject ? 'yes' : 'no',
  budgetMin: f.budgetMin,
  budgetMax: f.budgetMax,
  created: f.createdFrom && f.createdTo ? [f.createdFrom, f.createdTo] : undefined,
});

const amountRule = {
  validator: (v: unknown, cb: (e?: string) => void) => cb(typeof v === 'string' && v.trim() && yuanTextToFen(v) === undefined ? t('projects.rule.amount') : undefined),
};

export function ProjectFiltersForm({ filters, onSearch }: { filters: ProjectFilters; onSearch: (f: ProjectFilters) => void }) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toValues(filters));
  }, [filters, form]);

  const submit = (v: Values) =>
    onSearch({
      keyword: v.keyword?.trim() || undefined,
      category: v.category?.length ? v.category : undefined,
      keyProject: v.keyProject === undefined ? undefined : v.keyProject === 'yes',
      budgetMin: v.budgetMin?.trim() || undefined,
      budgetMax: v.budgetMax?.trim() || undefined,
      createdFrom: v.created?.[0],
      createdTo: v.created?.[1],
    });

  return (
    <Form<Values> form={form} layout="inline" onSubmit={submit} data-testid="project-filters">
      <Form.Item field="keyword" label={t('projects.list.keyword')}>
        <Input allowClear placeholder={t('projects.list.keywordPlaceholder')} style={{ width: 200 }} data-testid="project-filter-keyword" />
      </Form.Item>
      <Form.Item field="category" label={t('projects.field.category')}>
        <Select mode="multiple" allowClear maxTagCount={1} placeholder={t('projects.list.any')} style={{ width: 220 }}>
          {CONTRACT_CATEGORIES.map((c) => (
            <Select.Option key={c} value={c}>
              {t(`contract.category.${c}` as MessageKey)}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item field="keyProject" label={t('projects.field.keyProject')}>
        <Select allowClear placeholder={t('projects.list.any')} style={{ width: 100 }}>
          <Select.Option value="yes">{t('projects.list.yes')}</Select.Option>
          <Select.Option value="no">{t('projects.list.no')}</Select.Option>
        </Select>
      </Form.Item>
      <Form.Item label={t('projects.field.budget')}>
        <Space size={4}>
          <Form.Item field="budgetMin" noStyle rules={[amountRule]}>
            <Input style={{ width: 110 }} />
          </Form.Item>
          <span>~</span>
          <Form.Item field="budgetMax" noStyle rules={[amountRule]}>
            <Input style={{ width: 110 }} />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item field="created" label={t('projects.field.createdAt')}>
        <DatePicker.RangePicker style={{ width: 240 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="project-filter-search">
            {t('projects.list.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('projects.list.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
