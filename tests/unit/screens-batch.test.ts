import { describe, expect, it } from 'vitest';
import { batchWithRefusals, refusedPositions } from '../../screens/engine/batch';
import { ApiFailure } from '../../src/api/ApiFailure';
import type { StatsResult } from '../../src/domain/stats';

const result = (n: number): StatsResult => ({
  metric: 'contractCount',
  groupBy: null,
  kind: 'count',
  total: n,
  rows: [],
  items: [],
  context: { areaId: null, unitId: null, clamped: false },
  from: null,
  to: null,
  computedAt: '2026-01-01T00:00:00Z',
});
const refused = (...paths: string[]) => new ApiFailure(501, '参数校验失败', { fields: paths.map((path) => ({ path, message: 'no' })) });

describe('refusedPositions', () => {
  it('reads the positions a 501 names', () => {
    expect(refusedPositions(refused('body.queries.3.groupBy', 'body.queries.0.metric', 'body.queries.3.filters.unitId'), 'queries')).toEqual([0, 3]);
    expect(refusedPositions(refused('body.widgets.2'), 'widgets')).toEqual([2]);
    expect(refusedPositions(refused('body.queries'), 'queries')).toEqual([]);
    expect(refusedPositions(new ApiFailure(500, 'x', null), 'queries')).toEqual([]);
    expect(refusedPositions(new Error('x'), 'queries')).toEqual([]);
  });
});

describe('batchWithRefusals', () => {
  it('answers every member in order from one call', async () => {
    let calls = 0;
    const answers = await batchWithRefusals([1, 2, 3], async (items) => {
      calls++;
      return items.map(result);
    }, 'queries');
    expect(calls).toBe(1);
    expect(answers.map((a) => (a.ok ? a.result.total : a.message))).toEqual([1, 2, 3]);
  });

  it('fails only the members the server refuses and asks again for the others', async () => {
    const sent: number[][] = [];
    const answers = await batchWithRefusals([10, 20, 30, 40], async (items) => {
      sent.push([...items]);
      if (items.includes(20) || items.includes(40)) {
        throw refused(...items.flatMap((v, i) => (v === 20 || v === 40 ? [`body.queries.${i}.groupBy`] : [])));
      }
      return items.map(result);
    }, 'queries');
    expect(sent).toEqual([
      [10, 20, 30, 40],
      [10, 30],
    ]);
    expect(answers.map((a) => a.ok)).toEqual([true, false, true, false]);
    expect(answers[0]).toMatchObject({ ok: true, result: { total: 10 } });
    expect(answers[1]).toMatchObject({ ok: false, message: '该统计口径暂不支持' });
  });

  it('fails every member with the message of any other failure', async () => {
    const answers = await batchWithRefusals([1, 2], async () => {
      throw new ApiFailure(500, '统计服务暂不可用', null);
    }, 'widgets');
    expect(answers).toEqual([
      { ok: false, message: '统计服务暂不可用' },
      { ok: false, message: '统计服务暂不可用' },
    ]);
  });

  it('gives up after a bounded number of rounds', async () => {
    let calls = 0;
    const answers = await batchWithRefusals([1, 2, 3, 4, 5, 6], async () => {
      calls++;
      throw refused('body.queries.0.metric');
    }, 'queries', 2);
    expect(calls).toBe(3);
    expect(answers.every((a) => !a.ok)).toBe(true);
  });
});
