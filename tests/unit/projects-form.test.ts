/** The project pages' pure helpers: yuan to fen, form values <-> body, submit rules, steps, list state, row actions. */
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_FEN } from '../../src/domain/contract-api';
import { type ProjectDetail, projectRegisterSchema } from '../../src/domain/project-api';
import {
  fenToYuanText,
  formFieldOf,
  PROJECT_STEPS,
  stepOfField,
  submitIssues,
  toFormValues,
  toProjectFields,
  yuanTextToFen,
} from '../../workspace/projects/formModel';
import { parseProjectListState, projectListQuery, projectListStateToSearch, withProjectFilters } from '../../workspace/projects/listState';
import { fileIdsOf, fileItemsOf } from '../../workspace/projects/FilesStep';
import { rowActions } from '../../workspace/projects/rowActions';

describe('yuan to fen', () => {
  it('converts exactly, by digits', () => {
    expect(yuanTextToFen('0')).toBe(0);
    expect(yuanTextToFen('1.1')).toBe(110);
    expect(yuanTextToFen('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996 in floating point
    expect(yuanTextToFen('1,280,000.05')).toBe(128000005);
    expect(yuanTextToFen(' 12 ')).toBe(1200);
    expect(yuanTextToFen('9999999999999.99')).toBe(999999999999999);
    expect(yuanTextToFen('10000000000000')).toBe(MAX_AMOUNT_FEN);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '-1', '1e3', '.5', '10000000000000.01', '12345678901234']) expect(yuanTextToFen(bad)).toBeUndefined();
    expect(yuanTextToFen(null)).toBeUndefined();
  });
  it('goes back to text', () => {
    expect(fenToYuanText(128000005)).toBe('1280000.05');
    expect(fenToYuanText(null)).toBe('');
    expect(yuanTextToFen(fenToYuanText(999999999999999))).toBe(999999999999999);
  });
});

const complete = {
  name: ' 城市绿道工程 ',
  category: 'procurementWorks' as const,
  fundSource: '财政资金',
  budgetYuan: '1200000.50',
  plannedStart: '2026-01-01',
  plannedEnd: '2026-12-31',
  basis: '预算批复',
  necessity: '必要',
  plan: '分两期实施',
  survey: '已征求意见',
};

describe('form values and the body', () => {
  it('builds a body the shared register schema accepts, with the budget in fen', () => {
    const body = toProjectFields({ ...complete, notes: '  ', solicitedUnits: [' 交通局 ', ''] }, [7, 9]);
    expect(body.name).toBe('城市绿道工程');
    expect(body.budgetFen).toBe(120000050);
    expect(body.notes).toBeNull();
    expect(body.solicitedUnits).toEqual(['交通局']);
    expect(body.fileIds).toEqual([7, 9]);
    expect(projectRegisterSchema.safeParse({ ...body, submit: true }).success).toBe(true);
  });
  it('drops the solicitation period when the public was not asked', () => {
    const body = toProjectFields({ ...complete, publicSolicitation: false, solicitationStart: '2026-01-01' }, []);
    expect(body.solicitationStart).toBeNull();
  });
  it('reads a stored project back as the same values', () => {
    const body = toProjectFields(complete, []);
    const detail = { ...body, budgetFen: 120000050, solicitedUnits: [], fileIds: [] } as unknown as ProjectDetail;
    const values = toFormValues(detail);
    expect(values.budgetYuan).toBe('1200000.50');
    expect(toProjectFields(values, [])).toEqual(body);
  });
  it('names what is missing before submitting, and date order', () => {
    expect(submitIssues(complete)).toEqual([]);
    const missing = submitIssues({ name: 'x', category: 'procurementWorks', plannedStart: '2026-02-01', plannedEnd: '2026-01-01' }).map((i) => i.field);
    expect(missing).toEqual(expect.arrayContaining(['plannedEnd', 'fundSource', 'budgetYuan', 'basis', 'necessity', 'plan', 'survey']));
    expect(submitIssues({ ...complete, publicSolicitation: true }).map((i) => i.field)).toEqual(['solicitationStart', 'solicitationEnd']);
  });
  it('maps server paths to fields and fields to steps', () => {
    expect(formFieldOf('body.budgetFen')).toBe('budgetYuan');
    expect(formFieldOf('body.fileIds.1')).toBe('fileIds');
    expect(formFieldOf('survey')).toBe('survey');
    expect(formFieldOf('body.unknown')).toBeUndefined();
    expect(PROJECT_STEPS[stepOfField('budgetYuan')]).toBe('budget');
    expect(PROJECT_STEPS[stepOfField('survey')]).toBe('survey');
    expect(PROJECT_STEPS[stepOfField('fileIds')]).toBe('files');
  });
});

describe('project list state', () => {
  it('round-trips through the URL and drops invalid values', () => {
    const s = parseProjectListState('?kw=绿道&cat=procurementWorks,bogus&key=1&min=10.5&max=x&from=2026-01-01&sort=budgetFen&order=asc&page=3&size=20');
    expect(s).toEqual({
      current: 3,
      size: 20,
      keyword: '绿道',
      category: ['procurementWorks'],
      keyProject: true,
      budgetMin: '10.5',
      createdFrom: '2026-01-01',
      sortField: 'budgetFen',
      sortOrder: 'asc',
    });
    expect(parseProjectListState(projectListStateToSearch(s))).toEqual(s);
    expect(parseProjectListState('?sort=bogus&order=asc&size=7')).toEqual({ current: 1, size: 10 });
  });
  it('builds the queryPage body with the budget in fen', () => {
    const q = projectListQuery({ current: 2, size: 10, budgetMin: '10.5', keyProject: false, sortField: 'name', sortOrder: 'desc' }, 'underway');
    expect(q).toEqual({ view: 'underway', current: 2, size: 10, budgetMinFen: 1050, keyProject: false, sortField: 'name', sortOrder: 'desc' });
  });
  it('new filters start again at page 1', () => {
    expect(withProjectFilters({ current: 4, size: 20 }, { keyword: 'a' })).toEqual({ current: 1, size: 20, keyword: 'a' });
  });
});

describe('row actions', () => {
  it('follow the status and the contract count', () => {
    expect(rowActions({ status: 'draft', contractCount: 0 })).toEqual(['edit', 'submit', 'delDraft']);
    expect(rowActions({ status: 'draft', contractCount: 2 })).toEqual(['edit', 'submit']);
    expect(rowActions({ status: 'underway', contractCount: 0 })).toEqual(['edit']);
    expect(rowActions({ status: 'archived', contractCount: 0 })).toEqual([]);
  });
});

describe('attachments', () => {
  it('keep the ids of stored and uploaded files, not of failed ones', () => {
    const stored = fileItemsOf([{ id: 4, fileName: 'a.pdf' }]);
    const items = [...stored, { uid: 'u1', name: 'b.pdf', status: 'done' as const, response: { fileId: 8 } }, { uid: 'u2', name: 'c.pdf', status: 'error' as const }];
    expect(fileIdsOf(items)).toEqual([4, 8]);
  });
});
