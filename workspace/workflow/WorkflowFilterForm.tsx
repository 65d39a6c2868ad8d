/**
 * The filter form of a workflow list: keyword (matter title, contract name or code), matter kinds,
 * overdue only, creation and deadline date ranges, and on copy lists the read state.
 */
import { Button, Checkbox, DatePicker, Form, Grid, Input, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../src/i18n';
import { filterField } from '../common/filterField';
import { canFilterOverdue, type WorkflowFilters, type WorkflowListConfig } from './listConfig';
import '../common/ListToolbar.css';

const { Row, Col } = Grid;

interface Props {
  config: WorkflowListConfig;
  onSearch: (filters: WorkflowFilters) => void;
  /** Labels above the fields, one column (a phone's filter sheet). */
  vertical?: boolean;
}

const range = (v: unknown): [string, string] | undefined =>
  Array.isArray(v) && v.length === 2 && v[0] && v[1] ? [String(v[0]), String(v[1])] : undefined;

export function WorkflowFilterForm({ config, onSearch, vertical = false }: Props) {
  const [form] = Form.useForm();
  const submit = () => {
    const v = form.getFieldsValue() as Record<string, unknown>;
    onSearch({
      keyword: typeof v.keyword === 'string' ? v.keyword : undefined,
      kind: Array.isArray(v.kind) ? (v.kind as WorkflowFilters['kind']) : undefined,
      overdue: v.overdue === true,
      created: range(v.created),
      deadline: range(v.deadline),
      read: v.read === 'read' || v.read === 'unread' ? v.read : undefined,
    });
  };
  const reset = () => {
    form.resetFields();
    onSearch({});
  };
  const field = (label: MessageKey, node: ReactNode, name: string) => filterField(t(label), name, node);
  return (
    <Form
      form={form}
      className="workflow-list__filters"
      data-testid="workflow-filters"
      {...(vertical ? { layout: 'vertical' as const } : { labelCol: { span: 7 }, wrapperCol: { span: 17 } })}
      onSubmit={submit}
    >
      <Row gutter={16}>
        {field('workflow.col.title', <Input allowClear placeholder={t('workflow.filter.keyword')} maxLength={64} onPressEnter={submit} />, 'keyword')}
        {config.kinds.length > 0 &&
          field(
            'workflow.filter.kind',
            <Select
              mode="multiple"
              allowClear
              maxTagCount={2}
              placeholder={t('workflow.filter.any')}
              options={config.kinds.map((k) => ({ value: k, label: t(`contract.matterKind.${k}` as MessageKey) }))}
            />,
            'kind',
          )}
        {field('workflow.filter.created', <DatePicker.RangePicker allowClear style={{ width: '100%' }} />, 'created')}
        {field('workflow.filter.deadline', <DatePicker.RangePicker allowClear style={{ width: '100%' }} />, 'deadline')}
        {config.rowKind === 'copy' &&
          field(
            'workflow.filter.read',
            <Select
              allowClear
              placeholder={t('workflow.filter.any')}
              options={[
                { value: 'unread', label: t('workflow.read.no') },
                { value: 'read', label: t('workflow.read.yes') },
              ]}
            />,
            'read',
          )}
        <Col xs={24} md={12} xl={8} className="list-filter-actions workflow-list__filter-actions">
          <Space>
            {canFilterOverdue(config) && (
              <Form.Item field="overdue" triggerPropName="checked" noStyle>
                <Checkbox data-testid="workflow-filter-overdue">{t('workflow.filter.overdue')}</Checkbox>
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" data-testid="workflow-search">
              {t('workflow.filter.search')}
            </Button>
            <Button onClick={reset}>{t('workflow.filter.reset')}</Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
