/**
 * The filter form of a contract list: keyword, categories, statuses (those of the view), amount range
 * in yuan, signing dates, risk codes, and, where it means something, the unit (with the units below it:
 * for callers whose data scope spans an area, i.e. administrators and bureau staff) and the region.
 */
import { Button, DatePicker, Form, type FormInstance, Grid, Input, InputNumber, Select, Space, TreeSelect } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/TreeSelect/style/css.js';
import { type ReactNode, useEffect } from 'react';
import useSWR from 'swr';
import { unitTreeKeys } from '../../src/api/unitTrees';
import { CONTRACT_CATEGORIES, RISK_CODES } from '../../src/domain/contract';
import { type ContractView, MAX_AMOUNT_FEN } from '../../src/domain/contract-views';
import type { UnitNode } from '../../src/domain/system';
import { type MessageKey, t } from '../../src/i18n';
import { filterField } from '../common/filterField';
import { type FilterFormValues, fromForm, toForm, toTree } from './filterForm';
import { type ListFilters, statusesOfView } from './listQuery';
import '../common/ListToolbar.css';

const { Row, Col } = Grid;

/** The amount filters' bound (yuan): the API's, and a finite aria-valuemax (Arco's default is Infinity). */
const MAX_AMOUNT_YUAN = MAX_AMOUNT_FEN / 100;

/** A unit or region picker over a tree, searched by name. */
const unitPicker = (tree: readonly UnitNode[] | undefined, placeholder: string) => (
  <TreeSelect
    allowClear
    showSearch
    treeData={toTree(tree ?? [])}
    placeholder={placeholder}
    filterTreeNode={(input, node) => String(node.props.title ?? '').includes(input)}
  />
);

/** The amount range in yuan (the upper bound not below the lower). */
function AmountRange({ form }: { form: FormInstance<FilterFormValues> }) {
  return (
    <Col xs={24} md={12} xl={8} xxl={6}>
      <Form.Item label={t('contractLists.filter.amount')} className="contract-list__amount">
        <Space size={4} className="contract-list__amount-range">
          <Form.Item field="amountMin" noStyle>
            <InputNumber min={0} max={MAX_AMOUNT_YUAN} precision={2} placeholder={t('contractLists.filter.amountMin')} />
          </Form.Item>
          <span>~</span>
          <Form.Item
            field="amountMax"
            noStyle
            rules={[
              {
                validator: (value: number | undefined, cb: (error?: string) => void) => {
                  const min = form.getFieldValue('amountMin') as number | undefined;
                  cb(value !== undefined && value !== null && min !== undefined && min !== null && value < min ? t('contractLists.filter.amountOrder') : undefined);
                },
              },
            ]}
          >
            <InputNumber min={0} max={MAX_AMOUNT_YUAN} precision={2} placeholder={t('contractLists.filter.amountMax')} />
          </Form.Item>
        </Space>
      </Form.Item>
    </Col>
  );
}

export interface ContractFiltersProps {
  view: ContractView;
  filters: ListFilters;
  onSearch: (filters: ListFilters) => void;
  /** Offer the unit filter (staff only; shown when the caller's scope spans an area). */
  unitFilter: boolean;
  areaFilter: boolean;
  /** Labels above the fields, one field per line (the phone's filter sheet). */
  vertical?: boolean;
}

export function ContractFilters({ view, filters, onSearch, unitFilter, areaFilter, vertical = false }: ContractFiltersProps) {
  const [form] = Form.useForm<FilterFormValues>();
  const statuses = statusesOfView(view);
  const { data: scopeTree } = useSWR<UnitNode[]>(unitFilter ? unitTreeKeys.dataScope : null);
  const { data: areaTree } = useSWR<UnitNode[]>(areaFilter ? unitTreeKeys.areas : null);
  // The unit filter helps callers who see more than their own unit: a scope rooted at an area.
  const showUnit = unitFilter && (scopeTree ?? []).some((n) => n.type === 'A');

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(filters));
  }, [form, filters]);

  const submit = () => form.submit();

  const field = (label: MessageKey, node: ReactNode, name: keyof FilterFormValues, rules?: object[]) => filterField(t(label), name, node, { rules, xxl: 6 });

  return (
    <Form
      form={form}
      className="contract-list__filters"
      data-testid="contract-filters"
      {...(vertical ? { layout: 'vertical' as const } : { labelCol: { flex: '88px' }, wrapperCol: { flex: 1 }, labelAlign: 'right' as const })}
      onSubmit={(values: FilterFormValues) => onSearch(fromForm(values))}
    >
      <Row gutter={16}>
        {field(
          'contractLists.filter.keyword',
          <Input allowClear placeholder={t('contractLists.filter.keywordPlaceholder')} maxLength={64} onPressEnter={submit} />,
          'keyword',
        )}
        {field(
          'contractLists.filter.category',
          <Select
            mode="multiple"
            allowClear
            maxTagCount={2}
            placeholder={t('contractLists.filter.any')}
            options={CONTRACT_CATEGORIES.map((c) => ({ value: c, label: t(`contract.category.${c}` as MessageKey) }))}
          />,
          'category',
        )}
        {statuses.length > 1 &&
          field(
            'contractLists.filter.status',
            <Select
              mode="multiple"
              allowClear
              maxTagCount={2}
              placeholder={t('contractLists.filter.any')}
              options={statuses.map((s) => ({ value: s, label: t(`contract.status.${s}` as MessageKey) }))}
            />,
            'status',
          )}
        <AmountRange form={form} />
        {field('contractLists.filter.signDate', <DatePicker.RangePicker allowClear style={{ width: '100%' }} />, 'signDate')}
        {field(
          'contractLists.filter.risk',
          <Select
            mode="multiple"
            allowClear
            placeholder={t('contractLists.filter.any')}
            options={RISK_CODES.map((r) => ({ value: r, label: t(`contract.risk.${r}` as MessageKey) }))}
          />,
          'riskCode',
        )}
        {showUnit &&
          field(
            'contractLists.filter.unit',
            unitPicker(scopeTree, t('contractLists.filter.unitPlaceholder')),
            'unitId',
          )}
        {areaFilter &&
          field(
            'contractLists.filter.area',
            unitPicker(areaTree, t('contractLists.filter.any')),
            'areaId',
          )}
        <Col flex="auto" className="list-filter-actions contract-list__filter-actions">
          <Space>
            <Button type="primary" htmlType="submit" data-testid="filter-search">
              {t('contractLists.filter.search')}
            </Button>
            <Button
              data-testid="filter-reset"
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {t('contractLists.filter.reset')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
