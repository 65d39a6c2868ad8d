/**
 * The map widget's rankings (screens/widgets/MapWidget.tsx): regions of an area and units of a county,
 * zero and empty rows left out, biggest first with ties in their order, the drill target of each row,
 * and how many whole rows fit beside the map.
 */
import { describe, expect, it } from 'vitest';
import type { StatsResult } from '../../src/domain/stats';
import { type RankRow, rankRows, regionRankRows, regionValues, rowsThatFit, unitRankRows } from '../../screens/widgets/map/rows';

const result = (groupBy: 'area' | 'unit', rows: { key: string; label: string; value: number | null; adcode?: string | null }[]): StatsResult => ({
  metric: 'contractCount',
  groupBy,
  kind: 'count',
  total: rows.reduce((n, r) => n + (r.value ?? 0), 0),
  rows,
  items: [],
  context: { areaId: null, unitId: null, clamped: false },
  from: null,
  to: null,
  computedAt: '2026-01-01T00:00:00.000Z',
});
const row = (key: string, value: number | null): RankRow => ({ key, name: key, value, target: null });

describe('rankRows', () => {
  it('leaves out zero and empty rows and puts the biggest first, ties in their order', () => {
    const ranked = rankRows([row('a', 3), row('b', 0), row('c', null), row('d', 9), row('e', 3), row('f', Number.NaN), row('g', 0.5)]);
    expect(ranked.map((r) => r.key)).toEqual(['d', 'a', 'e', 'g']);
  });
});

describe('the regions ranked beside a map', () => {
  const children = [
    { id: 11, name: '上城区', adcode: '330102', level: 'county' as const },
    { id: 12, name: '临平区', adcode: '330113', level: 'county' as const },
    { id: 13, name: '西湖区', adcode: '330106', level: 'county' as const },
    { id: 14, name: '淳安县', adcode: '330127', level: 'county' as const },
  ];
  const answer = result('area', [
    { key: '11', label: '上城区', value: 23, adcode: '330102' },
    { key: '12', label: '临平区', value: 5, adcode: '330113' },
    { key: '13', label: '西湖区', value: 139, adcode: '330106' },
    { key: '14', label: '淳安县', value: 0, adcode: '330127' },
    { key: '2', label: '杭州市本级', value: 575, adcode: null },
  ]);

  it('lists every region with a value, a child without outline too, and the own level that does not open', () => {
    const ranked = regionRankRows(regionValues(children, answer));
    expect(ranked.map((r) => [r.name, r.value])).toEqual([
      ['杭州市本级', 575],
      ['西湖区', 139],
      ['上城区', 23],
      ['临平区', 5],
    ]);
    expect(ranked[0]!.target).toBeNull();
    expect(ranked[1]!.target).toEqual({ kind: 'area', id: 13, name: '西湖区', adcode: '330106' });
  });
});

describe('the units ranked beside a county', () => {
  it('ranks the answer by unit, without zero rows, each row narrowing to its unit', () => {
    const answer = result('unit', [
      { key: '301', label: '西湖区财政局', value: 45 },
      { key: '302', label: '西湖区司法局', value: 0 },
      { key: '303', label: '西湖区教育局', value: 48 },
      { key: '304', label: '西湖区住房和城乡建设局', value: 45 },
    ]);
    const ranked = unitRankRows(answer, 'zh-CN');
    expect(ranked.map((r) => r.name)).toEqual(['西湖区教育局', '西湖区财政局', '西湖区住房和城乡建设局']);
    expect(ranked[0]!.target).toEqual({ kind: 'unit', id: 303, name: '西湖区教育局' });
    expect(unitRankRows(result('unit', []), 'zh-CN')).toEqual([]);
  });
});

describe('rowsThatFit', () => {
  it('counts whole rows under the caption row', () => {
    expect(rowsThatFit(427, 38)).toBe(10);
    expect(rowsThatFit(75, 38)).toBe(0);
    expect(rowsThatFit(76, 38)).toBe(1);
    expect(rowsThatFit(0, 38)).toBe(0);
  });
});
