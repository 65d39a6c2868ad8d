/** The contract lists' pure helpers: URL query <-> list state <-> list body, file names, amounts. */
import { describe, expect, it } from 'vitest';
import { fileNameOfDisposition } from '../../src/api/download';
import { formatFen } from '../../src/utils/display';
import {
  activeFilterCount,
  hasFilters,
  listStateToQuery,
  listStateToSearch,
  parseListState,
  statusesOfView,
  withFilters,
} from '../../workspace/contracts/listQuery';

describe('contract list state', () => {
  it('defaults to page 1 of 10 with no filters', () => {
    const s = parseListState('', 'underway');
    expect(s).toEqual({ current: 1, size: 10 });
    expect(listStateToSearch(s)).toBe('');
    expect(hasFilters(s)).toBe(false);
    expect(listStateToQuery(s, 'underway')).toEqual({ view: 'underway', current: 1, size: 10 });
  });

  it('round-trips every filter, the page and the sort through the URL', () => {
    const s = parseListState(
      '?kw=%E8%B4%A2%E6%94%BF&cat=procurementGoods,other&st=survey,toSign&min=100.5&max=2000&from=2024-01-01&to=2024-12-31&risk=red&unit=7&area=3&sort=amountFen&order=asc&page=3&size=20',
      'underway',
    );
    expect(s).toEqual({
      keyword: '财政',
      category: ['procurementGoods', 'other'],
      status: ['survey', 'toSign'],
      amountMin: 100.5,
      amountMax: 2000,
      signFrom: '2024-01-01',
      signTo: '2024-12-31',
      riskCode: ['red'],
      unitId: 7,
      areaId: 3,
      sortField: 'amountFen',
      sortOrder: 'asc',
      current: 3,
      size: 20,
    });
    expect(parseListState(listStateToSearch(s), 'underway')).toEqual(s);
    expect(listStateToQuery(s, 'underway')).toEqual({
      view: 'underway',
      current: 3,
      size: 20,
      keyword: '财政',
      category: ['procurementGoods', 'other'],
      status: ['survey', 'toSign'],
      amountMinFen: 10050,
      amountMaxFen: 200000,
      signDateFrom: '2024-01-01',
      signDateTo: '2024-12-31',
      riskCode: ['red'],
      unitId: 7,
      includeChildren: true,
      areaId: 3,
      sortField: 'amountFen',
      sortOrder: 'asc',
    });
  });

  it('drops what it cannot read, and statuses outside the view', () => {
    const s = parseListState('?cat=nope&st=performing,survey&min=-1&max=1.234&from=2024-1-1&sort=bogus&order=asc&page=0&size=7&unit=x', 'underway');
    expect(s).toEqual({ current: 1, size: 10, status: ['survey'] });
    expect(parseListState('?sort=name', 'underway').sortField).toBeUndefined();
  });

  it('offers a view its own statuses, and every status but draft to the other views', () => {
    expect(statusesOfView('execute')).toEqual(['performing', 'suspended', 'disputed']);
    expect(statusesOfView('redCode')).not.toContain('draft');
    expect(statusesOfView('redCode')).toContain('performing');
  });

  it('goes back to page 1 when the filters change, keeping size and sort', () => {
    const s = parseListState('?page=4&size=20&sort=name&order=desc&kw=a', 'archived');
    expect(withFilters(s, { category: ['other'] })).toEqual({ current: 1, size: 20, sortField: 'name', sortOrder: 'desc', category: ['other'] });
  });
});

describe('fileNameOfDisposition', () => {
  it('prefers the UTF-8 name, then the plain one', () => {
    expect(fileNameOfDisposition(`attachment; filename="contracts_20260101.xlsx"; filename*=UTF-8''%E5%90%88%E5%90%8C%E5%88%97%E8%A1%A8.xlsx`)).toBe('合同列表.xlsx');
    expect(fileNameOfDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameOfDisposition(undefined)).toBeUndefined();
    expect(fileNameOfDisposition('attachment')).toBeUndefined();
  });
});

describe('formatFen', () => {
  it('shows fen as yuan with separators and two decimals', () => {
    expect(formatFen(128000050)).toBe('1,280,000.50');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(null)).toBe('--');
  });
});

describe('activeFilterCount', () => {
  const base = { current: 1, size: 10 };
  it('counts each filter in force once, a range as one', () => {
    expect(activeFilterCount(base)).toBe(0);
    expect(activeFilterCount({ ...base, keyword: '合同', signFrom: '2026-01-01', signTo: '2026-02-01' })).toBe(2);
    expect(activeFilterCount({ ...base, amountMax: 100 })).toBe(1);
    expect(activeFilterCount({ ...base, amountMin: 1, amountMax: 100, riskCode: ['red'] })).toBe(2);
  });
});
