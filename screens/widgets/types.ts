/** The contract between the engine and the widgets of the registry. */
import type { ComponentType } from 'react';
import type { Widget } from '../../src/domain/screen';
import type { StatsResult } from '../../src/domain/stats';

export type WidgetState = 'loading' | 'ready' | 'empty' | 'error';

/** What the engine knows of one widget's data after a refresh. */
export interface WidgetData {
  state: WidgetState;
  result?: StatsResult;
  /** Why it failed (error state). */
  message?: string;
}

/** A click that narrows the screen: a region, or a unit inside the current area. */
export type DrillTarget = { kind: 'area'; id: number; name: string; adcode: string | null } | { kind: 'unit'; id: number; name: string };

export interface WidgetViewProps {
  widget: Widget;
  result: StatsResult;
  /** Present when clicks may narrow the screen (not in the editor). */
  onDrill?: (target: DrillTarget) => void;
}

export interface WidgetDefinition {
  view: ComponentType<WidgetViewProps>;
  /** Whether an answer leaves nothing to show (the widget shows its empty state instead). */
  isEmpty: (result: StatsResult) => boolean;
}
