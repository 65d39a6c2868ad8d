import { describe, expect, it } from 'vitest';
import type { UnitType } from '../../src/domain/system';
import { headerUnitParts, lastAreaName, unitChainTooltip, unitDisplayName } from '../../src/utils/unitName';

const u = (unitName: string, type: UnitType) => ({ unitName, type });

const finance = [u('浙江省', 'A'), u('杭州市', 'A'), u('杭州市市直单位', 'N'), u('杭州市财政局', 'U')];
const office = [...finance, u('法规处', 'D'), u('合同管理科', 'O')];

describe('unit names (spec section 3)', () => {
  it('shows the unit itself as its display name', () => {
    expect(unitDisplayName(finance)).toBe('杭州市财政局');
  });

  it('joins the names from the unit downward for a department or office', () => {
    expect(unitDisplayName(office)).toBe('杭州市财政局 / 法规处 / 合同管理科');
  });

  it('starts at the nearest unit when units are nested under nodes', () => {
    const chain = [u('浙江省', 'A'), u('直属', 'N'), u('上级局', 'U'), u('节点', 'N'), u('下属局', 'U'), u('办公室', 'D')];
    expect(unitDisplayName(chain)).toBe('下属局 / 办公室');
  });

  it('shows the last entry when the chain has no unit, never a node', () => {
    expect(unitDisplayName([u('浙江省', 'A'), u('杭州市', 'A')])).toBe('杭州市');
    expect(unitDisplayName([u('浙江省', 'A'), u('杭州市市直单位', 'N')])).toBe('浙江省');
    expect(unitDisplayName([])).toBe('');
  });

  it('shows the full chain without node entries in the tooltip', () => {
    expect(unitChainTooltip(finance)).toBe('浙江省 / 杭州市 / 杭州市财政局');
    expect(unitChainTooltip(office)).toBe('浙江省 / 杭州市 / 杭州市财政局 / 法规处 / 合同管理科');
  });

  it('finds the last area name', () => {
    expect(lastAreaName(office)).toBe('杭州市');
    expect(lastAreaName([u('杭州市财政局', 'U')])).toBeUndefined();
  });

  it('gives the header the last area and the display name, without repeating an area', () => {
    expect(headerUnitParts(finance)).toEqual(['杭州市', '杭州市财政局']);
    expect(headerUnitParts(office)).toEqual(['杭州市', '杭州市财政局 / 法规处 / 合同管理科']);
    expect(headerUnitParts([u('浙江省', 'A'), u('杭州市', 'A')])).toEqual(['杭州市']);
    expect(headerUnitParts([])).toEqual([]);
  });
});
