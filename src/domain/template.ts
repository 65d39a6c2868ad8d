/**
 * Contract templates (issue 6 "contract-template / smart-template", issue 7 "template-manage"): a
 * template is a clause body with {{key}} placeholders and the fields that fill them. The schemas are
 * shared by the server and the client; the pure helpers (placeholders, value checks, rendering) let
 * the client preview exactly what the server will produce.
 */
import { z } from './zod';
import { contractCategorySchema } from './contract-enums';
import { idSchema, pageQuerySchema } from './system';

export const TEMPLATE_FIELD_TYPES = ['text', 'number', 'date', 'money'] as const;
export type TemplateFieldType = (typeof TEMPLATE_FIELD_TYPES)[number];
export const TEMPLATE_MAX_FIELDS = 50;
export const TEMPLATE_BODY_MAX = 200_000;
export const TEMPLATE_VALUE_MAX = 2000;
/** A field key: a letter, then letters, digits or underscores; it is what {{key}} names. */
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Any {{...}} in a body; its trimmed inside must be a declared field key. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

export const templateFieldSchema = z.object({
  key: z.string().trim().regex(FIELD_KEY_PATTERN, 'a letter, then letters, digits or _ (at most 40)'),
  label: z.string().trim().min(1).max(40),
  type: z.enum(TEMPLATE_FIELD_TYPES),
  required: z.boolean(),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

/** The placeholder names used in a body, each once, in order of first use. */
export function placeholdersOf(body: string): string[] {
  const seen = new Set<string>();
  for (const m of body.matchAll(PLACEHOLDER)) seen.add((m[1] ?? '').trim());
  return [...seen];
}

const templateBaseSchema = z.object({
  name: z.string().trim().min(1).max(100),
  category: contractCategorySchema.nullable().optional(),
  fileId: idSchema.nullable().optional(),
  fields: z.array(templateFieldSchema).max(TEMPLATE_MAX_FIELDS),
  body: z.string().min(1).max(TEMPLATE_BODY_MAX),
  enabled: z.boolean().optional(),
});

/** Field keys unique; every placeholder of the body a declared field. */
const checkTemplate = (t: { fields: TemplateField[]; body: string }, ctx: z.RefinementCtx) => {
  const keys = new Set<string>();
  t.fields.forEach((f, i) => {
    if (keys.has(f.key)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: `duplicate key ${f.key}` });
    keys.add(f.key);
  });
  for (const name of placeholdersOf(t.body)) {
    if (!keys.has(name)) ctx.addIssue({ code: 'custom', path: ['body'], message: `unknown placeholder {{${name}}}` });
  }
};

export const templateInputSchema = templateBaseSchema.superRefine(checkTemplate);
export type TemplateInput = z.infer<typeof templateInputSchema>;
/** edit: the whole template again (the table keeps no version: the last write wins). */
export const templateEditSchema = templateBaseSchema.extend({ id: idSchema }).superRefine(checkTemplate);
export type TemplateEdit = z.infer<typeof templateEditSchema>;

export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: contractCategorySchema.nullable(),
  fileId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  fields: z.array(templateFieldSchema),
  body: z.string(),
  enabled: z.boolean(),
  createdBy: z.number().int().nullable(),
  createTime: z.string(),
});
export type ContractTemplate = z.infer<typeof templateSchema>;

/** The library's search (enabled templates) and the management page's search (all). */
export const templateListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  category: contractCategorySchema.optional(),
  enabled: z.boolean().optional(),
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

export const templateFillSchema = z.object({
  templateId: idSchema,
  values: z.record(z.string().max(40), z.union([z.string().max(TEMPLATE_VALUE_MAX), z.number().min(-1e15).max(1e15), z.null()])),
});
export type TemplateFill = z.infer<typeof templateFillSchema>;
export type TemplateValues = TemplateFill['values'];

export const templateFillResultSchema = z.object({ fileId: z.number().int(), fileName: z.string() });
export type TemplateFillResult = z.infer<typeof templateFillResultSchema>;

// ---------------------------------------------------------------- values
/** Yuan as written ("1234.5", "1,234.56") to integer fen, exactly (no floating point); null if not money. */
export function yuanToFen(raw: string): number | null {
  const s = raw.trim().replaceAll(',', '');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

/** Fen in capital Chinese numerals (人民币大写), e.g. 123456 → 壹仟贰佰叁拾肆元伍角陆分. */
export function fenToChinese(fen: number): string {
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let int = '';
  if (yuan === 0) int = '零';
  else {
    const groups: number[] = [];
    for (let n = yuan; n > 0; n = Math.floor(n / 10000)) groups.push(n % 10000);
    let zero = false;
    for (let g = groups.length - 1; g >= 0; g--) {
      const group = groups[g]!;
      if (group === 0) {
        zero = int !== '';
        continue;
      }
      if (zero || (int !== '' && group < 1000)) int += '零';
      zero = false;
      let part = '';
      let gap = false;
      for (let d = 3; d >= 0; d--) {
        const digit = Math.floor(group / 10 ** d) % 10;
        if (digit === 0) gap = part !== '';
        else {
          if (gap) part += '零';
          gap = false;
          part += DIGITS[digit]! + UNITS[d]!;
        }
      }
      int += part + GROUPS[g]!;
    }
  }
  const tail = jiao === 0 && cents === 0 ? '整' : `${jiao ? `${DIGITS[jiao]}角` : yuan ? '零' : ''}${cents ? `${DIGITS[cents]}分` : ''}`;
  return `${int}元${tail}`;
}

/** ¥1,234.56 */
export const formatFen = (fen: number) =>
  `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;

const isDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/** The text a value stands for in the document, or an error message when it is not a value of its type. */
export function renderValue(field: TemplateField, raw: string | number | null | undefined): { text: string } | { error: string } {
  const s = raw === null || raw === undefined ? '' : String(raw).trim();
  if (s === '') return field.required ? { error: 'required' } : { text: '' };
  if (s.length > TEMPLATE_VALUE_MAX) return { error: `at most ${TEMPLATE_VALUE_MAX} characters` };
  switch (field.type) {
    case 'text':
      return { text: s };
    case 'number':
      return /^-?\d{1,15}(\.\d{1,6})?$/.test(s) ? { text: s } : { error: 'not a number' };
    case 'date':
      return isDate(s) ? { text: s } : { error: 'not a date YYYY-MM-DD' };
    case 'money': {
      const fen = yuanToFen(s);
      return fen === null ? { error: 'not an amount in yuan (at most 2 decimals)' } : { text: `${formatFen(fen)}（人民币${fenToChinese(fen)}）` };
    }
  }
}

/** Checks every value against its field: the rendered texts by key, or the errors with paths values.<key>. */
export function checkValues(
  fields: readonly TemplateField[],
  values: TemplateValues,
): { texts: Record<string, string>; errors: { path: string; message: string }[] } {
  const texts: Record<string, string> = {};
  const errors: { path: string; message: string }[] = [];
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(values)) if (!known.has(key)) errors.push({ path: `values.${key}`, message: 'unknown field' });
  for (const f of fields) {
    const r = renderValue(f, values[f.key]);
    if ('error' in r) errors.push({ path: `values.${f.key}`, message: r.error });
    else texts[f.key] = r.text;
  }
  return { texts, errors };
}

/** A body split into literal text and placeholders (filled with texts[key] when given). */
export type BodyPart = { text: string } | { key: string; value: string | undefined };
export function splitBody(body: string, texts: Readonly<Record<string, string>> = {}): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const m of body.matchAll(PLACEHOLDER)) {
    if (m.index > last) parts.push({ text: body.slice(last, m.index) });
    const key = (m[1] ?? '').trim();
    parts.push({ key, value: texts[key] || undefined });
    last = m.index + m[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/** The body with every placeholder replaced by its text (an empty optional value leaves a blank line to fill by hand). */
export const renderBody = (body: string, texts: Readonly<Record<string, string>>) =>
  splitBody(body, texts)
    .map((p) => ('text' in p ? p.text : (p.value ?? '________')))
    .join('');
