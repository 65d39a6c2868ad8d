/**
 * Unit contract numbers (issue 15): besides the unified code (330100-2026-HT-000304) a unit may number
 * its registered contracts in its own style, e.g. 杭财合〔2026〕12号, from a template it sets
 * (docs/api/units.md "Contract numbering"). This module is the template grammar, its rules, the
 * rendering and which unit numbers a contract; the server hands out the serials
 * (server/modules/contracts/numbering.ts), the unit form checks and previews with the same rules.
 *
 * Grammar: everything is literal text except the placeholders
 *   {简称}     the numbering unit's short name (杭财)
 *   {年}       the year of registration, China Standard Time (2026)
 *   {序号}     the serial within the unit and year: 1, 2, 3 ...
 *   {序号:N}   the serial zero-padded to N digits (N = 1..6): {序号:3} gives 001, 002 ... 1000
 * A template has {序号} exactly once and {年} exactly once (serials restart every year, so a number
 * without its year would repeat), {简称} at most once, no other braces, no control or invisible
 * characters, and 1 to 40 characters.
 */
import { z } from './zod';

/** Longest template, in characters (UTF-16 code units; a typical one, {简称}合〔{年}〕{序号}号, has 16). */
export const UNIT_NO_TEMPLATE_MAX = 40;
/** Longest short name (简称) of a unit, in characters (杭规划资源 has 5). */
export const UNIT_SHORT_NAME_MAX = 10;
/** Widest zero padding of the serial ({序号:6}: 000001). */
export const SERIAL_WIDTH_MAX = 6;

/** The placeholder names as written inside the braces. */
export const PLACEHOLDER = { shortName: '简称', year: '年', serial: '序号' } as const;

/** The template most Chinese government bodies use; the form offers it as an example. */
export const SAMPLE_UNIT_NO_TEMPLATE = `{${PLACEHOLDER.shortName}}合〔{${PLACEHOLDER.year}}〕{${PLACEHOLDER.serial}}号`;

export type TemplateToken =
  | { kind: 'text'; text: string }
  | { kind: 'shortName' }
  | { kind: 'year' }
  | { kind: 'serial'; width: number };

/** What can be wrong with a template; `placeholder` and `count` say where and how often. */
export const TEMPLATE_PROBLEMS = [
  'length',
  'control',
  'brace',
  'unknownPlaceholder',
  'serialWidth',
  'serialCount',
  'yearCount',
  'shortNameTwice',
] as const;
export type TemplateProblemCode = (typeof TEMPLATE_PROBLEMS)[number];
export interface TemplateProblem {
  code: TemplateProblemCode;
  /** The placeholder as written, e.g. {单位} (unknownPlaceholder, serialWidth). */
  placeholder?: string;
  /** How often the placeholder occurs (serialCount, yearCount). */
  count?: number;
}

/** Control characters (tab and newline too) and invisible format characters (zero-width space, BOM ...). */
const CONTROL = /[\p{Cc}\p{Cf}]/u;
const SERIAL = new RegExp(`^${PLACEHOLDER.serial}(?::(\\d{1,3}))?$`);

/** The tokens of a template and everything wrong with it (no problems: the template is good). */
export function parseUnitNoTemplate(template: string): { tokens: TemplateToken[]; problems: TemplateProblem[] } {
  const problems: TemplateProblem[] = [];
  const tokens: TemplateToken[] = [];
  if (template.length === 0 || template.length > UNIT_NO_TEMPLATE_MAX) problems.push({ code: 'length' });
  if (CONTROL.test(template)) problems.push({ code: 'control' });
  let literal = '';
  let strayBrace = false;
  for (let i = 0; i < template.length; i++) {
    const ch = template[i]!;
    if (ch === '}') {
      strayBrace = true;
      continue;
    }
    if (ch !== '{') {
      literal += ch;
      continue;
    }
    const end = template.indexOf('}', i + 1);
    const nextOpen = template.indexOf('{', i + 1);
    if (end < 0 || (nextOpen >= 0 && nextOpen < end)) {
      strayBrace = true;
      continue;
    }
    const name = template.slice(i + 1, end);
    const written = `{${name}}`;
    i = end;
    if (literal) tokens.push({ kind: 'text', text: literal });
    literal = '';
    if (name === PLACEHOLDER.shortName) tokens.push({ kind: 'shortName' });
    else if (name === PLACEHOLDER.year) tokens.push({ kind: 'year' });
    else {
      const m = SERIAL.exec(name);
      if (!m) problems.push({ code: 'unknownPlaceholder', placeholder: written });
      else {
        const width = m[1] === undefined ? 1 : Number(m[1]);
        if (width < 1 || width > SERIAL_WIDTH_MAX) problems.push({ code: 'serialWidth', placeholder: written });
        tokens.push({ kind: 'serial', width: Math.min(Math.max(width, 1), SERIAL_WIDTH_MAX) });
      }
    }
  }
  if (literal) tokens.push({ kind: 'text', text: literal });
  if (strayBrace) problems.push({ code: 'brace' });
  const countOf = (kind: TemplateToken['kind']) => tokens.filter((t) => t.kind === kind).length;
  const serials = countOf('serial');
  if (serials !== 1) problems.push({ code: 'serialCount', count: serials });
  const years = countOf('year');
  if (years !== 1) problems.push({ code: 'yearCount', count: years });
  if (countOf('shortName') > 1) problems.push({ code: 'shortNameTwice', count: countOf('shortName') });
  return { tokens, problems };
}

/** Everything wrong with a template; empty when it is good. */
export const unitNoTemplateProblems = (template: string): TemplateProblem[] => parseUnitNoTemplate(template).problems;

/** Whether a template uses {简称} (the unit then needs a short name). */
export const usesShortName = (template: string): boolean => parseUnitNoTemplate(template).tokens.some((t) => t.kind === 'shortName');

/** A problem in words, for API callers (the unit form shows its own, translated, texts). */
export function templateProblemMessage(p: TemplateProblem): string {
  const s = PLACEHOLDER.serial;
  switch (p.code) {
    case 'length':
      return `number template: 1 to ${UNIT_NO_TEMPLATE_MAX} characters`;
    case 'control':
      return 'number template: no control or invisible characters';
    case 'brace':
      return 'number template: braces { } only around a placeholder';
    case 'unknownPlaceholder':
      return `number template: unknown placeholder ${p.placeholder}; use {${PLACEHOLDER.shortName}}, {${PLACEHOLDER.year}}, {${s}} or {${s}:3}`;
    case 'serialWidth':
      return `number template: ${p.placeholder}: the serial's width is 1 to ${SERIAL_WIDTH_MAX} digits`;
    case 'serialCount':
      return `number template: needs {${s}} exactly once (found ${p.count})`;
    case 'yearCount':
      return `number template: needs {${PLACEHOLDER.year}} exactly once (found ${p.count}): serials restart every year`;
    case 'shortNameTwice':
      return `number template: {${PLACEHOLDER.shortName}} at most once`;
  }
}

/** What a number is made of. */
export interface UnitNoParts {
  /** The numbering unit's short name; a template without {简称} needs none. */
  shortName: string | null;
  year: number;
  serial: number;
}

/**
 * The number a template gives, e.g. 杭财合〔2026〕12号. The template must be good (the server stores
 * only good ones); a missing short name renders as nothing.
 */
export function renderUnitNo(template: string, parts: UnitNoParts): string {
  const { tokens, problems } = parseUnitNoTemplate(template);
  if (problems.length) throw new Error(`renderUnitNo: bad template ${JSON.stringify(template)}: ${problems.map((p) => p.code).join(', ')}`);
  const text = (t: TemplateToken): string => {
    if (t.kind === 'text') return t.text;
    if (t.kind === 'shortName') return parts.shortName ?? '';
    if (t.kind === 'year') return String(parts.year);
    return String(parts.serial).padStart(t.width, '0');
  };
  return tokens.map(text).join('');
}

// ---------------------------------------------------------------- schemas
/** A unit's number template (trimmed), checked by the grammar above. */
export const unitNoTemplateSchema = z
  .string()
  .trim()
  // The bound first (and alone): a longer text is not parsed at all.
  .max(UNIT_NO_TEMPLATE_MAX, { abort: true, message: templateProblemMessage({ code: 'length' }) })
  .superRefine((v, ctx) => {
    for (const p of unitNoTemplateProblems(v)) ctx.addIssue({ code: 'custom', message: templateProblemMessage(p) });
  });

/** A unit's short name (简称): 1 to 10 characters, no spaces, braces, control or invisible characters. */
export const unitShortNameSchema = z
  .string()
  .trim()
  .min(1, 'short name: at least 1 character')
  .max(UNIT_SHORT_NAME_MAX, `short name: at most ${UNIT_SHORT_NAME_MAX} characters`)
  .refine((v) => !/[\s{}\p{Cc}\p{Cf}]/u.test(v), 'short name: no spaces, braces, control or invisible characters');

// ---------------------------------------------------------------- who numbers
/** Unit types that own contracts, and so may number them: units, departments, offices. */
export const NUMBERING_UNIT_TYPES = ['U', 'D', 'O'] as const;
export const mayNumber = (type: string): boolean => (NUMBERING_UNIT_TYPES as readonly string[]).includes(type);

/**
 * The unit whose numbering a contract takes, from the owning unit's chain (root first, the owning
 * unit last): the owning unit when it has a template, else the nearest unit above it that has one,
 * up to and including its unit (U): a department without its own numbering shares its unit's
 * sequence. Null: the contract gets no unit number.
 */
export function numberingUnitOf<T extends { type: string; numberTemplate: string | null }>(chain: readonly T[]): T | null {
  for (let i = chain.length - 1; i >= 0; i--) {
    const u = chain[i]!;
    if (!mayNumber(u.type)) return null;
    if (u.numberTemplate) return u;
    if (u.type === 'U') return null;
  }
  return null;
}
