/**
 * A small anti-aliased polygon rasterizer for the generated seal images: each polygon edge adds its
 * exact signed area to an accumulation buffer (the method of font-rs), and a running sum along each
 * row turns that into coverage, clamped to 0..1 (the non-zero rule wherever contours overlap with the
 * same orientation, and holes cut out). Polygons are flat [x0, y0, x1, y1, ...] lists in pixels
 * (y down); points outside the canvas are clamped to its edge. The buffer is additive, so a layer
 * drawn once can be copied into many images (reset).
 */
export class Raster {
  /** Row-major, width + 2 cells a row (an edge at the right border writes one cell past it). */
  readonly cells: Float32Array;
  readonly stride: number;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.stride = width + 2;
    this.cells = new Float32Array(this.stride * height);
  }

  /** Adds a closed polygon. */
  polygon(points: ArrayLike<number>): void {
    const n = points.length >> 1;
    if (n < 3) return;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      this.line(points[2 * i]!, points[2 * i + 1]!, points[2 * j]!, points[2 * j + 1]!);
    }
  }

  /** Adds one edge's signed area to the cells of the rows it crosses. */
  private line(ax: number, ay: number, bx: number, by: number): void {
    const w = this.width;
    const h = this.height;
    let x0 = ax < 0 ? 0 : ax > w ? w : ax;
    let y0 = ay;
    let x1 = bx < 0 ? 0 : bx > w ? w : bx;
    let y1 = by;
    if (y0 === y1) return;
    let dir = 1;
    if (y0 > y1) {
      dir = -1;
      [x0, x1] = [x1, x0];
      [y0, y1] = [y1, y0];
    }
    const dxdy = (x1 - x0) / (y1 - y0);
    let x = x0;
    if (y0 < 0) x -= y0 * dxdy;
    const first = Math.max(0, Math.floor(y0));
    const last = Math.min(h, Math.ceil(y1));
    const a = this.cells;
    for (let y = first; y < last; y++) {
      const row = y * this.stride;
      const dy = Math.min(y + 1, y1) - Math.max(y, y0);
      const xnext = x + dxdy * dy;
      const d = dy * dir;
      const left = x < xnext ? x : xnext;
      const right = x < xnext ? xnext : x;
      const leftFloor = Math.floor(left);
      const li = leftFloor;
      const ri = Math.ceil(right);
      if (ri <= li + 1) {
        // Within one pixel column: the part right of the edge's mid x goes to the next cell.
        const xm = 0.5 * (x + xnext) - leftFloor;
        a[row + li] = a[row + li]! + d - d * xm;
        a[row + li + 1] = a[row + li + 1]! + d * xm;
      } else {
        const s = 1 / (right - left);
        const lf = left - leftFloor;
        const a0 = 0.5 * s * (1 - lf) * (1 - lf);
        const rf = right - ri + 1;
        const am = 0.5 * s * rf * rf;
        a[row + li] = a[row + li]! + d * a0;
        if (ri === li + 2) a[row + li + 1] = a[row + li + 1]! + d * (1 - a0 - am);
        else {
          const a1 = s * (1.5 - lf);
          a[row + li + 1] = a[row + li + 1]! + d * (a1 - a0);
          for (let xi = li + 2; xi < ri - 1; xi++) a[row + xi] = a[row + xi]! + d * s;
          const a2 = a1 + (ri - li - 3) * s;
          a[row + ri - 1] = a[row + ri - 1]! + d * (1 - a2 - am);
        }
        a[row + ri] = a[row + ri]! + d * am;
      }
      x = xnext;
    }
  }

  /** Starts again from a layer of the same size (a copy of its cells). */
  reset(layer: Raster): void {
    if (layer.width !== this.width || layer.height !== this.height) throw new Error('raster: layer of another size');
    this.cells.set(layer.cells);
  }

  /** The coverage of every pixel as alpha 0..255, row-major, width x height. */
  alpha(): Uint8Array {
    const { width, height, stride, cells } = this;
    // A clamped array rounds and clamps on store: no branch in the loop.
    const out = new Uint8ClampedArray(width * height);
    for (let y = 0; y < height; y++) {
      let sum = 0;
      const row = y * stride;
      const at = y * width;
      for (let x = 0; x < width; x++) {
        sum += cells[row + x]!;
        out[at + x] = (sum < 0 ? -sum : sum) * 255;
      }
    }
    return new Uint8Array(out.buffer);
  }
}
