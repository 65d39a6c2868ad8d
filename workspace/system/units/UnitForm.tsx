/**
 * The unit form (Form rules from docs/api/units.md "Placement and fields"): name, type (the types the
 * parent allows), an area's level and adcode, a U unit's judicial-bureau flag, credit code, sort, the
 * short name and, for units, departments and offices, the contract-number template (checked by the
 * grammar of src/domain/unit-numbering.ts, with a sample number). Used by the detail panel (edit)
 * and the add dialog; the server's field errors land on the fields.
 */
import { Button, Form, Input, InputNumber, Select, Switch, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import type { FormInstance } from '@arco-design/web-react/es/Form/interface';
import type { FieldErrors } from '../../../src/domain/envelope';
import { todayDay, yearOf } from '../../../src/domain/calendar';
import { AREA_LEVELS, type UnitInput, type UnitType } from '../../../src/domain/system';
import {
  mayNumber,
  renderUnitNo,
  SAMPLE_UNIT_NO_TEMPLATE,
  SERIAL_WIDTH_MAX,
  type TemplateProblem,
  UNIT_NO_TEMPLATE_MAX,
  UNIT_SHORT_NAME_MAX,
  unitNoTemplateProblems,
  unitShortNameSchema,
  usesShortName,
} from '../../../src/domain/unit-numbering';
import { type MessageKey, t } from '../../../src/i18n';
import { typesUnder } from '../../../src/domain/unit-placement';
import { ApiCode } from '../../../src/domain/api-codes';
import { failedWith } from '../../../src/api/ApiFailure';

export interface UnitFormValues {
  unitName: string;
  type: UnitType;
  areaLevel?: (typeof AREA_LEVELS)[number] | undefined;
  adcode?: string | undefined;
  isJudicialBureau?: boolean | undefined;
  creditCode?: string | undefined;
  sort?: number | undefined;
  shortName?: string | undefined;
  numberTemplate?: string | undefined;
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
    shortName: v.shortName?.trim() || null,
    numberTemplate: mayNumber(v.type) ? v.numberTemplate?.trim() || null : null,
  };
}

/** A template problem in the reader's language. */
export function templateProblemText(p: TemplateProblem): string {
  return t(`systemUnits.template.${p.code}` as MessageKey, {
    max: UNIT_NO_TEMPLATE_MAX,
    width: SERIAL_WIDTH_MAX,
    placeholder: p.placeholder ?? '',
    count: p.count ?? 0,
  });
}

type Check = (value: unknown, cb: (error?: string) => void) => void;

const checkTemplate: Check = (value, cb) => {
  const v = typeof value === 'string' ? value.trim() : '';
  const problem = v ? unitNoTemplateProblems(v)[0] : undefined;
  cb(problem ? templateProblemText(problem) : undefined);
};

/** What the template gives for the first contract registered this year, or null while it is not good. */
function sampleNumber(template: string | undefined, shortName: string | undefined): string | null {
  const v = template?.trim();
  if (!v || unitNoTemplateProblems(v).length) return null;
  return renderUnitNo(v, { shortName: shortName?.trim() || null, year: yearOf(todayDay()), serial: 1 });
}

/** Puts the server's 501 field errors (`body.unitName`, ...) on the form's fields; true when some matched. */
export function showFieldErrors(form: FormInstance<UnitFormValues>, e: unknown): boolean {
  if (!failedWith(e, ApiCode.invalid)) return false;
  const fields = (e.result as FieldErrors | undefined)?.fields ?? [];
  const named = fields
    .map((f) => ({ name: f.path.replace(/^body\./, ''), message: f.message }))
    .filter((f) =>
      ['unitName', 'type', 'areaLevel', 'adcode', 'isJudicialBureau', 'creditCode', 'sort', 'shortName', 'numberTemplate'].includes(f.name),
    );
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
  /** The Form's onValuesChange (a kept form: src/forms/useKeptForm.ts). */
  onValuesChange?: (() => void) | undefined;
  testId: string;
}

export function UnitForm({ form, parentType, currentType, disabled, initialValues, onValuesChange, testId }: UnitFormProps) {
  const types = typesUnder(parentType);
  if (currentType && !types.includes(currentType)) types.push(currentType);
  const type = Form.useWatch('type', form) as UnitType | undefined;
  const template = Form.useWatch('numberTemplate', form) as string | undefined;
  const shortName = Form.useWatch('shortName', form) as string | undefined;
  const sample = sampleNumber(template, shortName);
  const checkShortName: Check = (value, cb) => {
    const v = typeof value === 'string' ? value.trim() : '';
    if (v && !unitShortNameSchema.safeParse(v).success) return cb(t('systemUnits.rule.shortName', { max: UNIT_SHORT_NAME_MAX }));
    const tpl = (form.getFieldValue('numberTemplate') as string | undefined)?.trim();
    const numbering = mayNumber(form.getFieldValue('type') as string);
    cb(!v && numbering && tpl && usesShortName(tpl) ? t('systemUnits.rule.shortNameNeeded') : undefined);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={disabled}
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      data-testid={testId}
      autoComplete="off"
    >
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
      <Form.Item
        field="shortName"
        label={t('systemUnits.field.shortName')}
        extra={t('systemUnits.field.shortNameHint')}
        rules={[{ validator: checkShortName }]}
      >
        <Input maxLength={UNIT_SHORT_NAME_MAX} data-testid={`${testId}-short-name`} />
      </Form.Item>
      {type && mayNumber(type) && (
        <Form.Item
          field="numberTemplate"
          label={t('systemUnits.field.numberTemplate')}
          rules={[{ validator: checkTemplate }]}
          extra={
            <div className="system-units__numbering-hint">
              <div>{t('systemUnits.field.numberTemplateHint')}</div>
              {sample ? (
                <div data-testid={`${testId}-number-sample`}>
                  {t('systemUnits.field.numberSample')}
                  <Typography.Text code>{sample}</Typography.Text>
                </div>
              ) : (
                !template?.trim() &&
                !disabled && (
                  <Button type="text" size="mini" onClick={() => form.setFieldValue('numberTemplate', SAMPLE_UNIT_NO_TEMPLATE)} data-testid={`${testId}-template-sample`}>
                    {t('systemUnits.field.useSampleTemplate', { template: SAMPLE_UNIT_NO_TEMPLATE })}
                  </Button>
                )
              )}
            </div>
          }
        >
          <Input
            maxLength={UNIT_NO_TEMPLATE_MAX}
            placeholder={SAMPLE_UNIT_NO_TEMPLATE}
            // The short name is needed as soon as the template uses {简称}.
            onChange={() => form.validate(['shortName']).catch(() => undefined)}
            data-testid={`${testId}-number-template`}
          />
        </Form.Item>
      )}
    </Form>
  );
}
