/**
 * The unit form (Form rules from docs/api/units.md "Placement and fields"): name, type (the types the
 * parent allows), an area's level and adcode, a U unit's judicial-bureau flag, credit code, sort.
 * Used by the detail panel (edit) and the add dialog; the server's field errors land on the fields.
 */
import { Form, Input, InputNumber, Select, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import type { FormInstance } from '@arco-design/web-react/es/Form/interface';
import { isApiFailure } from '../../../src/api/client';
import type { FieldErrors } from '../../../src/domain/envelope';
import { AREA_LEVELS, type UnitInput, type UnitType } from '../../../src/domain/system';
import { type MessageKey, t } from '../../../src/i18n';
import { typesUnder } from './rules';

export interface UnitFormValues {
  unitName: string;
  type: UnitType;
  areaLevel?: (typeof AREA_LEVELS)[number] | undefined;
  adcode?: string | undefined;
  isJudicialBureau?: boolean | undefined;
  creditCode?: string | undefined;
  sort?: number | undefined;
}

/** The form's values as the add/edit body: fields that do not belong to the type are left out. */
export function toInput(v: UnitFormValues): Omit<UnitInput, 'pid'> {
  return {
    unitName: v.unitName.trim(),
    type: v.type,
    areaLevel: v.type === 'A' ? (v.areaLevel ?? null) : null,
    adcode: v.type === 'A' ? v.adcode?.trim() || null : null,
    isJudicialBureau: v.type === 'U' ? !!v.isJudicialBureau : false,
    creditCode: v.creditCode?.trim() || null,
    sort: v.sort ?? 0,
  };
}

/** Puts the server's 501 field errors (`body.unitName`, ...) on the form's fields; true when some matched. */
export function showFieldErrors(form: FormInstance<UnitFormValues>, e: unknown): boolean {
  if (!isApiFailure(e) || e.code !== 501) return false;
  const fields = (e.result as FieldErrors | undefined)?.fields ?? [];
  const named = fields
    .map((f) => ({ name: f.path.replace(/^body\./, ''), message: f.message }))
    .filter((f) => ['unitName', 'type', 'areaLevel', 'adcode', 'isJudicialBureau', 'creditCode', 'sort'].includes(f.name));
  if (named.length) form.setFields(Object.fromEntries(named.map((f) => [f.name, { error: { message: f.message } }])));
  return named.length > 0;
}

export interface UnitFormProps {
  form: FormInstance<UnitFormValues>;
  parentType: UnitType | null;
  /** The unit's own type when editing (kept selectable even if the parent would not allow it). */
  currentType?: UnitType;
  disabled?: boolean;
  initialValues?: Partial<UnitFormValues>;
  testId: string;
}

export function UnitForm({ form, parentType, currentType, disabled, initialValues, testId }: UnitFormProps) {
  const types = typesUnder(parentType);
  if (currentType && !types.includes(currentType)) types.push(currentType);
  const type = Form.useWatch('type', form) as UnitType | undefined;
  return (
    <Form form={form} layout="vertical" disabled={disabled} initialValues={initialValues} data-testid={testId} autoComplete="off">
      <Form.Item
        field="unitName"
        label={t('systemUnits.field.unitName')}
        rules={[
          { required: true, message: t('systemUnits.rule.unitName') },
          { maxLength: 100, message: t('systemUnits.rule.max', { max: 100 }) },
        ]}
      >
        <Input data-testid={`${testId}-name`} />
      </Form.Item>
      <Form.Item field="type" label={t('systemUnits.field.type')} rules={[{ required: true, message: t('systemUnits.rule.type') }]}>
        <Select
          data-testid={`${testId}-type`}
          options={types.map((x) => ({ value: x, label: `${x} · ${t(`systemUnits.type.${x}` as MessageKey)}` }))}
        />
      </Form.Item>
      {type === 'A' && (
        <>
          <Form.Item field="areaLevel" label={t('systemUnits.field.areaLevel')} rules={[{ required: true, message: t('systemUnits.rule.areaLevel') }]}>
            <Select
              data-testid={`${testId}-level`}
              options={AREA_LEVELS.map((x) => ({ value: x, label: t(`systemUnits.level.${x}` as MessageKey) }))}
            />
          </Form.Item>
          <Form.Item field="adcode" label={t('systemUnits.field.adcode')} rules={[{ match: /^\d{6}$/, message: t('systemUnits.rule.adcode') }]}>
            <Input maxLength={6} data-testid={`${testId}-adcode`} />
          </Form.Item>
        </>
      )}
      {type === 'U' && (
        <Form.Item field="isJudicialBureau" label={t('systemUnits.field.bureau')} triggerPropName="checked" extra={t('systemUnits.field.bureauHint')}>
          <Switch data-testid={`${testId}-bureau`} />
        </Form.Item>
      )}
      <Form.Item field="creditCode" label={t('systemUnits.field.creditCode')} rules={[{ maxLength: 18, message: t('systemUnits.rule.max', { max: 18 }) }]}>
        <Input data-testid={`${testId}-credit`} />
      </Form.Item>
      <Form.Item field="sort" label={t('systemUnits.field.sort')}>
        <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </Form>
  );
}
