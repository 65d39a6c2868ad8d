import { describe, expect, it } from 'vitest';
import { paletteOf, parseHex } from '../../themes/palette';

describe('primary colour palette', () => {
  it("reproduces Arco's own --arcoblue-1..10 from #165DFF", () => {
    expect(paletteOf('#165DFF')).toEqual([
      '232,243,255',
      '190,218,255',
      '148,191,255',
      '106,161,255',
      '64,128,255',
      '22,93,255',
      '14,66,210',
      '7,44,166',
      '3,26,121',
      '0,13,77',
    ]);
  });

  it('builds the default primary #1890ff the way @arco-design/color does', () => {
    expect(paletteOf('#1890ff')).toEqual([
      '232,248,255',
      '190,232,255',
      '149,214,255',
      '107,193,255',
      '66,170,255',
      '24,144,255',
      '15,109,210',
      '8,79,166',
      '3,52,121',
      '0,29,77',
    ]);
  });

  it('keeps shade 6 as the colour itself, lighter before and darker after', () => {
    const shades = paletteOf('#f5222d') ?? [];
    expect(shades).toHaveLength(10);
    expect(shades[5]).toBe('245,34,45');
    const brightness = shades.map((s) => s.split(',').map(Number).reduce((a, b) => a + b, 0));
    for (let i = 1; i < brightness.length; i += 1) expect(brightness[i]).toBeLessThan(brightness[i - 1] ?? 0);
  });

  it('accepts short hex and refuses what is not a colour', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('1890ff')).toEqual([24, 144, 255]);
    expect(paletteOf('red')).toBeNull();
    expect(paletteOf('#12345')).toBeNull();
  });
});
