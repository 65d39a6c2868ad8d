import { describe, expect, it } from 'vitest';
import { drillReducer, initialDrill, isDrilled, MAX_DRILL_DEPTH } from '../../screens/engine/drill';
import { applyContext, mapUnitQuery, planQueries, shareContext, stableJson } from '../../screens/engine/queries';
import { readDrillAddress, stateOfScope, writeDrillAddress } from '../../screens/engine/useAddressDrill';
import type { WidgetInput } from '../../src/domain/screen';

const ZJ = { id: 1, name: '浙江省', adcode: '330000' };
const HZ = { id: 4, name: '杭州市', adcode: '330100' };
const XH = { id: 24, name: '西湖区', adcode: '330106' };

const widgets: WidgetInput[] = [
  { i: 'header', x: 0, y: 0, w: 24, h: 2, type: 'header', title: 'T', query: null },
  { i: 'kpi', x: 0, y: 2, w: 4, h: 3, type: 'kpi', title: 'K', query: { metric: 'contractCount', filters: { period: 'ytd' } } },
  { i: 'map', x: 4, y: 2, w: 8, h: 8, type: 'map', title: 'M', query: { metric: 'contractCount', groupBy: 'area' } },
  {
    i: 'fixed',
    x: 12,
    y: 2,
    w: 8,
    h: 8,
    type: 'line',
    title: 'L',
    query: { metric: 'contractCount', groupBy: 'month', filters: { period: 'custom', from: '2026-01-01', to: '2026-03-31', areaId: 9 } },
    options: { lockArea: true, lockPeriod: true },
  },
];

describe('drillReducer', () => {
  it('opens areas one below the other, a unit inside the last, and goes back up', () => {
    let s = initialDrill(ZJ);
    expect(isDrilled(s)).toBe(false);
    s = drillReducer(s, { type: 'area', area: HZ });
    s = drillReducer(s, { type: 'area', area: XH });
    expect(s.areas.map((a) => a.name)).toEqual(['浙江省', '杭州市', '西湖区']);
    s = drillReducer(s, { type: 'unit', unit: { id: 190, name: '西湖区教育局' } });
    expect(s.unit?.name).toBe('西湖区教育局');
    // Inside a unit no region opens.
    expect(drillReducer(s, { type: 'area', area: HZ })).toBe(s);
    s = drillReducer(s, { type: 'up', level: 2 });
    expect(s.unit).toBeNull();
    expect(s.areas).toHaveLength(3);
    s = drillReducer(s, { type: 'up', level: 0 });
    expect(s.areas).toEqual([ZJ]);
    expect(isDrilled(s)).toBe(false);
  });

  it('changes nothing for the current area again, and cuts back to an area already in the chain', () => {
    const s = drillReducer(drillReducer(initialDrill(ZJ), { type: 'area', area: HZ }), { type: 'area', area: XH });
    expect(drillReducer(s, { type: 'area', area: XH })).toBe(s);
    expect(drillReducer(s, { type: 'area', area: HZ }).areas).toEqual([ZJ, HZ]);
  });

  it('stops at a bounded depth and keeps the period over a reset', () => {
    let s = initialDrill(ZJ);
    for (let id = 100; id < 120; id++) s = drillReducer(s, { type: 'area', area: { id, name: `a${id}`, adcode: null } });
    expect(s.areas).toHaveLength(MAX_DRILL_DEPTH);
    s = drillReducer(s, { type: 'period', period: 'ytd' });
    s = drillReducer(s, { type: 'reset', root: HZ });
    expect(s).toEqual({ areas: [HZ], unit: null, period: 'ytd' });
  });
});

describe('queries with the drill context', () => {
  it('puts the current area and unit into each query, and the screen period over the widget’s own', () => {
    let ctx = drillReducer(initialDrill(ZJ), { type: 'area', area: HZ });
    expect(applyContext({ metric: 'contractCount', filters: { period: 'ytd' } }, ctx)).toEqual({
      metric: 'contractCount',
      filters: { period: 'ytd', areaId: 4 },
    });
    ctx = drillReducer(drillReducer(ctx, { type: 'unit', unit: { id: 87, name: '杭州市财政局' } }), { type: 'period', period: 'last12m' });
    expect(applyContext({ metric: 'contractCount', groupBy: 'month', filters: { period: 'custom', from: '2026-01-01', to: '2026-02-01' } }, ctx)).toEqual({
      metric: 'contractCount',
      groupBy: 'month',
      filters: { period: 'last12m', areaId: 4, unitId: 87 },
    });
  });

  it('leaves locked filters alone and does not change the saved query', () => {
    const ctx = drillReducer(drillReducer(initialDrill(ZJ), { type: 'area', area: HZ }), { type: 'period', period: 'ytd' });
    const fixed = widgets[3]!;
    const before = JSON.stringify(fixed.query);
    expect(applyContext(fixed.query!, ctx, fixed.options)).toEqual(fixed.query);
    expect(JSON.stringify(fixed.query)).toBe(before);
  });

  it('plans one batch of the widgets that ask, in screen order', () => {
    const plan = planQueries(widgets, drillReducer(initialDrill(ZJ), { type: 'area', area: HZ }));
    expect(plan.widgetKeys).toEqual(['kpi', 'map', 'fixed']);
    expect(plan.queries.map((q) => q.filters?.areaId)).toEqual([4, 4, 9]);
  });

  it('gives the same key text for the same context whatever the order of keys, and a new one for a new context', () => {
    const a = stableJson(planQueries(widgets, initialDrill(ZJ)).queries);
    const b = stableJson(JSON.parse(JSON.stringify(planQueries(widgets, initialDrill(ZJ)).queries)).map((q: object) => Object.fromEntries(Object.entries(q).reverse())));
    expect(a).toBe(b);
    expect(stableJson(planQueries(widgets, initialDrill(HZ)).queries)).not.toBe(a);
    expect(stableJson({ b: 1, a: undefined, c: [{ y: 1, x: 2 }] })).toBe('{"b":1,"c":[{"x":2,"y":1}]}');
  });

  it('carries only the area and period to a share link’s stats call', () => {
    expect(shareContext(initialDrill(null))).toEqual({});
    expect(shareContext(drillReducer(initialDrill(ZJ), { type: 'period', period: 'ytd' }))).toEqual({ areaId: 1, period: 'ytd' });
  });

  it('ranks a county map’s units by the map’s own query in the context, unless its ranking is off', () => {
    const map = widgets.find((w) => w.type === 'map')!;
    const county = drillReducer(initialDrill(HZ), { type: 'area', area: XH });
    expect(mapUnitQuery(map, county)).toEqual({ metric: 'contractCount', groupBy: 'unit', filters: { areaId: 24 }, limit: 50, sort: 'valueDesc' });
    expect(mapUnitQuery({ ...map, options: { ranking: false } }, county)).toBeNull();
    expect(mapUnitQuery({ ...map, query: null }, county)).toBeNull();
  });
});

describe('the drill in the address', () => {
  const at = (areas: { id: number; name: string; adcode: string | null }[], unit: { id: number; name: string } | null = null, period: 'ytd' | null = null) => ({ areas, unit, period });

  it('writes nothing at the root, the adcode (or u<id>) of a deeper area, the unit and the period', () => {
    const base = new URLSearchParams('share=no&x=1');
    expect(writeDrillAddress(base, at([ZJ])).toString()).toBe('share=no&x=1');
    expect(writeDrillAddress(base, at([ZJ, HZ, XH], { id: 97, name: '西湖区司法局' }, 'ytd')).toString()).toBe('share=no&x=1&area=330106&unit=97&period=ytd');
    expect(writeDrillAddress(new URLSearchParams('area=330106&unit=3'), at([ZJ, { id: 9, name: '某区', adcode: null }])).toString()).toBe('area=u9');
  });

  it('reads back what it wrote, and ignores what no drill could say', () => {
    const written = writeDrillAddress(new URLSearchParams(), at([ZJ, HZ], { id: 5, name: 'u' }, 'ytd'));
    expect(readDrillAddress(written)).toEqual({ area: '330100', unit: 5, period: 'ytd' });
    expect(readDrillAddress(new URLSearchParams('unit=-3&period=forever'))).toEqual({ area: undefined, unit: undefined, period: null });
    expect(readDrillAddress(new URLSearchParams('unit=1e3&area='))).toEqual({ area: undefined, unit: 1000, period: null });
    expect(readDrillAddress(new URLSearchParams(`area=${'9'.repeat(50)}`)).area).toHaveLength(20);
  });

  it('makes a drill state of the server\'s answer', () => {
    const area = (a: typeof ZJ) => ({ ...a, level: null });
    expect(
      stateOfScope({ kind: 'area', root: area(HZ), ownUnit: null, areas: [area(HZ), area(XH)], unit: null, fallback: false, geometry: null }, 'last12m'),
    ).toEqual({ areas: [HZ, XH], unit: null, period: 'last12m' });
  });
});
