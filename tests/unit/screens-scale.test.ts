import { describe, expect, it } from 'vitest';
import { chartPixelRatio, gridHeight, letterbox, letterboxTransform, MIN_SCALE, rowsThatFit } from '../../screens/engine/scale';

const DESIGN = { w: 1920, h: 1080 };

describe('letterbox', () => {
  it('fills a display of the design size at scale 1 and a 4K wall at scale 2', () => {
    expect(letterbox({ w: 1920, h: 1080 }, DESIGN)).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
    expect(letterbox({ w: 3840, h: 2160 }, DESIGN)).toEqual({ scale: 2, offsetX: 0, offsetY: 0 });
  });

  it('keeps the whole design visible with bands on the sides that do not fit', () => {
    // 4:3 display: width decides, bands above and below.
    const tall = letterbox({ w: 1600, h: 1200 }, DESIGN);
    expect(tall.scale).toBeCloseTo(1600 / 1920);
    expect(tall.offsetX).toBe(0);
    expect(tall.offsetY).toBeCloseTo((1200 - 1080 * (1600 / 1920)) / 2);
    // Ultra-wide: height decides, bands left and right.
    const wide = letterbox({ w: 5760, h: 1080 }, DESIGN);
    expect(wide.scale).toBe(1);
    expect(wide.offsetX).toBe((5760 - 1920) / 2);
    expect(wide.offsetY).toBe(0);
  });

  it('never divides by zero or collapses to nothing', () => {
    expect(letterbox({ w: 0, h: 0 }, DESIGN).scale).toBe(MIN_SCALE);
    expect(letterbox({ w: 100, h: 100 }, { w: 0, h: 0 })).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
  });

  it('writes a transform with translate before scale', () => {
    expect(letterboxTransform({ scale: 0.5, offsetX: 10.123, offsetY: 0 })).toBe('translate(10.12px, 0px) scale(0.5)');
  });
});

describe('chartPixelRatio', () => {
  it('multiplies the device ratio by the wall scale, in half steps, between 1 and 4', () => {
    expect(chartPixelRatio(1, 1)).toBe(1);
    expect(chartPixelRatio(1, 2)).toBe(2);
    expect(chartPixelRatio(2, 2)).toBe(4);
    expect(chartPixelRatio(1, 1.2)).toBe(1.5);
    expect(chartPixelRatio(1, 0.5)).toBe(1);
    expect(chartPixelRatio(3, 4)).toBe(4);
    expect(chartPixelRatio(Number.NaN, 2)).toBe(2);
  });
});

describe('grid rows', () => {
  it('19 rows of 40 px with 16 px gaps fill 1080 px exactly (the default layouts)', () => {
    expect(gridHeight(19, 40, 16)).toBe(1080);
    expect(rowsThatFit(1080, 40, 16)).toBe(19);
    expect(rowsThatFit(1079, 40, 16)).toBe(18);
  });
});
