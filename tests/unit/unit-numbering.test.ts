/**
 * Unit contract numbers (issue 15, src/domain/unit-numbering.ts): the template grammar and its
 * rules, the schema's messages, rendering, and which unit numbers a contract.
 */
import { describe, expect, it } from 'vitest';
import {
  numberingUnitOf,
  renderUnitNo,
  SAMPLE_UNIT_NO_TEMPLATE,
  type TemplateProblemCode,
  unitNoTemplateProblems,
  unitNoTemplateSchema,
  unitShortNameSchema,
  usesShortName,
} from '../../src/domain/unit-numbering';
import { buildUnitRows } from '../../server/seed/units';

const codes = (template: string): TemplateProblemCode[] => unitNoTemplateProblems(template).map((p) => p.code);
const render = (template: string, serial: number, shortName: string | null = '杭财', year = 2026) =>
  renderUnitNo(template, { shortName, year, serial });

describe('template rules', () => {
  it('accepts the usual templates', () => {
    for (const t of [
      SAMPLE_UNIT_NO_TEMPLATE,
      '{简称}合〔{年}〕{序号}号',
      '{简称}采〔{年}〕第{序号:3}号',
      '{年}-{序号:4}',
      'HZCZ-{年}-{序号:6}',
      '浙财合字（{年}）{序号}号',
    ]) {
      expect(codes(t), t).toEqual([]);
    }
  });

  it('needs {序号} exactly once', () => {
    expect(codes('{简称}合〔{年}〕号')).toEqual(['serialCount']);
    expect(codes('{简称}〔{年}〕{序号}-{序号:3}号')).toEqual(['serialCount']);
    expect(unitNoTemplateProblems('{年}{序号}{序号}')).toContainEqual({ code: 'serialCount', count: 2 });
  });

  it('needs {年} exactly once: serials restart every year', () => {
    expect(codes('{简称}合{序号}号')).toEqual(['yearCount']);
    expect(codes('{年}{年}{序号}')).toEqual(['yearCount']);
  });

  it('allows {简称} at most once, and knows whether a template uses it', () => {
    expect(codes('{简称}{简称}{年}{序号}')).toEqual(['shortNameTwice']);
    expect(usesShortName(SAMPLE_UNIT_NO_TEMPLATE)).toBe(true);
    expect(usesShortName('HZ-{年}-{序号}')).toBe(false);
  });

  it('refuses unknown placeholders and bad serial widths, naming them', () => {
    expect(unitNoTemplateProblems('{单位}{年}{序号}')).toEqual([{ code: 'unknownPlaceholder', placeholder: '{单位}' }]);
    expect(codes('{简称}{year}{序号}')).toEqual(['unknownPlaceholder', 'yearCount']);
    expect(codes('{年}{序号:}')).toEqual(['unknownPlaceholder', 'serialCount']);
    expect(unitNoTemplateProblems('{年}{序号:0}')).toEqual([{ code: 'serialWidth', placeholder: '{序号:0}' }]);
    expect(codes('{年}{序号:7}')).toEqual(['serialWidth']);
    expect(codes('{年}{序号:6}')).toEqual([]);
  });

  it('refuses braces that are not around a placeholder', () => {
    expect(codes('{年}{序号}}')).toEqual(['brace']);
    expect(codes('{{年}{序号}')).toEqual(['brace']);
    expect(codes('{年{序号}')).toEqual(['brace', 'yearCount']);
    expect(codes('{年}{序号')).toEqual(['brace', 'serialCount']);
  });

  it('refuses control and invisible characters', () => {
    expect(codes('{年}\t{序号}')).toEqual(['control']);
    expect(codes('{年}\n{序号}')).toEqual(['control']);
    expect(codes('{年}\u200b{序号}')).toEqual(['control']);
    expect(codes('{年}\u0007{序号}')).toEqual(['control']);
  });

  it('is 1 to 40 characters long', () => {
    expect(codes('')).toContain('length');
    const long = `${'合'.repeat(33)}{年}{序号}`;
    expect(long.length).toBe(40);
    expect(codes(long)).toEqual([]);
    expect(codes(`合${long}`)).toEqual(['length']);
  });
});

describe('unitNoTemplateSchema', () => {
  it('stops at the length bound with one message', () => {
    const r = unitNoTemplateSchema.safeParse(`${'合'.repeat(50)}{年}{序号}`);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['number template: 1 to 40 characters']);
  });

  it('trims, and answers every problem as a message', () => {
    expect(unitNoTemplateSchema.parse('  {简称}合〔{年}〕{序号}号 ')).toBe('{简称}合〔{年}〕{序号}号');
    const r = unitNoTemplateSchema.safeParse('{单位}合〔{年}〕号');
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'number template: unknown placeholder {单位}; use {简称}, {年}, {序号} or {序号:3}',
      'number template: needs {序号} exactly once (found 0)',
    ]);
  });
});

describe('unitShortNameSchema', () => {
  it('takes 1 to 10 characters without spaces, braces or control characters', () => {
    expect(unitShortNameSchema.parse(' 杭财 ')).toBe('杭财');
    expect(unitShortNameSchema.parse('杭规划资源')).toBe('杭规划资源');
    for (const bad of ['', '杭 财', '{杭财}', '杭\u200b财', '一二三四五六七八九十一']) {
      expect(unitShortNameSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('renderUnitNo', () => {
  it('fills the placeholders: short name, year, serial (zero-padded to its width)', () => {
    expect(render(SAMPLE_UNIT_NO_TEMPLATE, 12)).toBe('杭财合〔2026〕12号');
    expect(render('{简称}采〔{年}〕第{序号:3}号', 7, '甬财')).toBe('甬财采〔2026〕第007号');
    expect(render('{年}-{序号:3}', 1234)).toBe('2026-1234');
    expect(render('HZ-{年}-{序号}', 1, null, 2027)).toBe('HZ-2027-1');
  });

  it('keeps the text around the placeholders as it is', () => {
    expect(render('浙财合字（{年}）{序号}号', 3)).toBe('浙财合字（2026）3号');
  });

  it('refuses a bad template', () => {
    expect(() => render('{单位}{年}{序号}', 1)).toThrow(/bad template/);
  });
});

describe('numberingUnitOf', () => {
  const u = (id: number, type: string, numberTemplate: string | null = null) => ({ id, type, numberTemplate });
  const area = u(1, 'A');
  const node = u(2, 'N');

  it('is the owning unit when it has a template', () => {
    expect(numberingUnitOf([area, node, u(3, 'U', 'T')])?.id).toBe(3);
    expect(numberingUnitOf([area, node, u(3, 'U', 'T'), u(4, 'D', 'D-T')])?.id).toBe(4);
  });

  it('is the nearest unit above with a template, up to the unit (U)', () => {
    expect(numberingUnitOf([area, node, u(3, 'U', 'T'), u(4, 'D'), u(5, 'O')])?.id).toBe(3);
    expect(numberingUnitOf([area, node, u(3, 'U'), u(4, 'D', 'D-T'), u(5, 'O')])?.id).toBe(4);
  });

  it('is none when no unit up to the U has a template; areas and nodes never number', () => {
    expect(numberingUnitOf([area, node, u(3, 'U'), u(4, 'D')])).toBeNull();
    expect(numberingUnitOf([u(1, 'A', 'T'), u(2, 'N', 'T'), u(3, 'U')])).toBeNull();
    expect(numberingUnitOf([u(1, 'A', 'T')])).toBeNull();
    expect(numberingUnitOf([])).toBeNull();
  });
});

describe('the demo units', () => {
  const rows = buildUnitRows();

  it('give every government body and bureau a short name, and most bodies a good template', () => {
    const bodies = rows.filter((r) => r.kind === 'gov');
    for (const r of rows.filter((x) => x.kind === 'gov' || x.kind === 'bureau')) {
      expect(unitShortNameSchema.safeParse(r.shortName).success, r.key).toBe(true);
    }
    const templated = bodies.filter((r) => r.numberTemplate !== null);
    expect(templated.length).toBeGreaterThan(bodies.length * 0.8);
    expect(templated.length).toBeLessThan(bodies.length);
    for (const r of templated) expect(unitNoTemplateProblems(r.numberTemplate!), r.key).toEqual([]);
    expect(rows.filter((r) => r.kind !== 'gov').every((r) => r.numberTemplate === null)).toBe(true);
    const finance = rows.find((r) => r.key === '杭州市财政局')!;
    expect(renderUnitNo(finance.numberTemplate!, { shortName: finance.shortName, year: 2026, serial: 12 })).toBe('杭财合〔2026〕12号');
    expect(rows.find((r) => r.key === '杭州市司法局')?.shortName).toBe('杭司');
  });
});
