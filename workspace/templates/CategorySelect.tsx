/** A contract-category picker (the template's category is a contract category: contract.category.*). */
import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import { CONTRACT_CATEGORIES, type ContractCategory } from '../../src/domain/contract';
import { t } from '../../src/i18n';

export const categoryLabel = (c: ContractCategory | null) => (c ? t(`contract.category.${c}`) : t('templates.noCategory'));

export function CategorySelect(props: {
  value?: ContractCategory | undefined;
  onChange?: (v: ContractCategory | undefined) => void;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  return (
    <Select
      allowClear
      value={props.value}
      onChange={(v) => props.onChange?.(v ?? undefined)}
      placeholder={props.placeholder}
      style={props.style}
      data-testid="template-category"
      options={CONTRACT_CATEGORIES.map((c) => ({ value: c, label: t(`contract.category.${c}`) }))}
    />
  );
}
