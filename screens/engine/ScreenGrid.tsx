/**
 * A screen's widgets on react-grid-layout (2.x API, STACK-NOTES 5): at the design width inside the
 * wall canvas (exact positions, no compaction), or at the container's width in the workspace
 * (compacted upwards; one column on a narrow window). Children are memoised (react-grid-layout
 * compares them by reference, STACK-NOTES 16). With `editable`, widgets can be dragged and resized
 * (under the wall's CSS scale through the scaled position strategy) and every change is reported
 * through onLayoutChange: the seam the screen editor plugs into. Editing on the wall canvas keeps
 * widgets within the rows the design height holds and never pushes one widget onto another (a drop
 * onto an occupied cell snaps back): the canvas is fixed, nothing may fall off it.
 */
import ReactGridLayout, { getCompactor, type Layout, noCompactor, verticalCompactor } from 'react-grid-layout';
import { createScaledStrategy, type PositionStrategy } from 'react-grid-layout/core';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { useCallback, useMemo } from 'react';
import type { ScreenBody, Widget } from '../../src/domain/screen';
import type { DrillTarget } from '../widgets/types';
import { WidgetSlot } from '../widgets/WidgetSlot';
import { drillAction, useDrill } from './DrillContext';
import { rowsThatFit } from './scale';
import type { ScreenData } from './useScreenData';

/** Editing on the wall canvas: no compaction, and a move onto another widget is refused. */
const wallEditCompactor = getCompactor(null, false, true);

/**
 * The scaled position strategy for a grid under a CSS scale, without its drag-start shortcut:
 * react-grid-layout 2.3's `createScaledStrategy` places the dragged item at its viewport position
 * divided by the scale, which is only right when the grid sits at the viewport's origin (a
 * letterboxed wall or the editor's stage do not), so the item jumped on the first move. Without
 * it, the item measures its start from its offset parent, divided by the same scale.
 */
function scaledStrategy(scale: number): PositionStrategy {
  const { calcDragPosition: _viewportBased, ...strategy } = createScaledStrategy(scale);
  return strategy;
}

export interface ScreenGridProps {
  body: ScreenBody;
  data: ScreenData;
  /** Pixel width the grid lays out in (the design width on a wall). */
  width: number;
  mode: 'wall' | 'grid';
  /** The wall's CSS scale (drag and resize positions under it). */
  scale?: number;
  /** One column, widgets in reading order (narrow workspace), or in `order`. */
  stacked?: boolean;
  order?: (widgets: readonly Widget[]) => Widget[];
  editable?: boolean;
  onLayoutChange?: (layout: Layout) => void;
  /** The widget the editor has selected (outlined). */
  selected?: string | null;
}

/** Widgets in reading order: top to bottom, then left to right. */
export const readingOrder = (widgets: readonly Widget[]): Widget[] => [...widgets].sort((a, b) => a.y - b.y || a.x - b.x);

/** A wall on a phone: the KPIs first, then the map, then the rest, each part in reading order. */
export const phoneOrder = (widgets: readonly Widget[]): Widget[] => {
  const read = readingOrder(widgets);
  const rank = (w: Widget) => (w.type === 'kpi' ? 0 : w.type === 'map' ? 1 : 2);
  return read.sort((a, b) => rank(a) - rank(b));
};

/**
 * The grid layout of a screen's widgets. Stacked (a narrow workspace): one column in reading order,
 * KPIs two to a row, charts at least 5 rows high.
 */
export function layoutOf(widgets: readonly Widget[], cols: number, stacked: boolean, editable: boolean, order = readingOrder): Layout {
  if (!stacked) return widgets.map((w) => ({ i: w.i, x: w.x, y: w.y, w: w.w, h: w.h, static: !editable }));
  const half = Math.floor(cols / 2);
  const items: Layout[number][] = [];
  let y = 0;
  let pendingKpi = false;
  for (const w of order(widgets)) {
    if (w.type === 'kpi') {
      const h = Math.max(w.h, 3);
      items.push({ i: w.i, x: pendingKpi ? half : 0, y, w: half, h, static: true });
      if (pendingKpi) y += h;
      pendingKpi = !pendingKpi;
      continue;
    }
    if (pendingKpi) {
      y += items[items.length - 1]!.h;
      pendingKpi = false;
    }
    const h = Math.max(w.h, 5);
    items.push({ i: w.i, x: 0, y, w: cols, h, static: true });
    y += h;
  }
  return items;
}

export function ScreenGrid({ body, data, width, mode, scale = 1, stacked = false, order = readingOrder, editable = false, onLayoutChange, selected = null }: ScreenGridProps) {
  const { dispatch } = useDrill();
  const onDrill = useCallback((target: DrillTarget) => dispatch(drillAction(target)), [dispatch]);
  const { widgets, grid, title } = body;
  const layout = useMemo(() => layoutOf(widgets, grid.cols, stacked, editable, order), [widgets, grid.cols, stacked, editable, order]);
  const children = useMemo(
    () =>
      widgets.map((w) => (
        <div key={w.i} className={w.i === selected ? 'screen-grid__item screen-grid__item--selected' : 'screen-grid__item'}>
          <WidgetSlot widget={w} data={data.byWidget.get(w.i)} screenTitle={title} onDrill={editable ? undefined : onDrill} onRetry={data.refresh} />
        </div>
      )),
    [widgets, data.byWidget, data.refresh, title, editable, onDrill, selected],
  );
  const wallEdit = mode === 'wall' && editable;
  const designHeight = body.designSize.h;
  const gridConfig = useMemo(
    () => ({ cols: grid.cols, rowHeight: grid.rowHeight, margin: grid.margin, ...(wallEdit ? { maxRows: rowsThatFit(designHeight, grid.rowHeight, grid.margin[1]) } : {}) }),
    [grid, wallEdit, designHeight],
  );
  const dragConfig = useMemo(() => ({ enabled: editable }), [editable]);
  const resizeConfig = useMemo(() => ({ enabled: editable }), [editable]);
  const positionStrategy = useMemo(() => (wallEdit ? scaledStrategy(scale) : undefined), [wallEdit, scale]);
  // The final layout of a drag or resize is reported on stop too: react-grid-layout 2.3 moves the
  // item of the layout it last reported in place on the first step of a drag, so its own
  // onLayoutChange may find nothing changed (the editor's body and the grid would part).
  const onStop = useCallback((final: Layout) => onLayoutChange?.(final), [onLayoutChange]);
  return (
    <ReactGridLayout
      className={`screen-grid screen-grid--${mode}`}
      width={width}
      layout={layout}
      gridConfig={gridConfig}
      dragConfig={dragConfig}
      resizeConfig={resizeConfig}
      compactor={wallEdit ? wallEditCompactor : mode === 'wall' ? noCompactor : verticalCompactor}
      positionStrategy={positionStrategy}
      onLayoutChange={editable ? onLayoutChange : undefined}
      onDragStop={editable ? onStop : undefined}
      onResizeStop={editable ? onStop : undefined}
    >
      {children}
    </ReactGridLayout>
  );
}
