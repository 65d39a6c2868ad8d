/**
 * The drill context of a screen (pure): the chain of areas from the screen's root down to the area
 * now shown, an optional unit picked inside it, and an optional period that overrides the widgets'
 * own. Clicking a region, a bar or a ranking row narrows it; the breadcrumb goes back up.
 */
import type { StatsPeriod } from '../../src/domain/stats';

export interface AreaCrumb {
  id: number;
  name: string;
  adcode: string | null;
}

export interface UnitCrumb {
  id: number;
  name: string;
}

/** The periods a screen can apply to all its widgets (a custom range needs bounds a wall has no place for). */
export type DrillPeriod = Exclude<StatsPeriod, 'custom'>;

export interface DrillState {
  /** Root first; never empty once the root is known (an empty chain: the caller's scope root). */
  areas: readonly AreaCrumb[];
  unit: UnitCrumb | null;
  /** null: every widget keeps the period its query names. */
  period: DrillPeriod | null;
}

export type DrillAction =
  | { type: 'area'; area: AreaCrumb }
  | { type: 'unit'; unit: UnitCrumb }
  /** Back to the area at `level` of the chain (0 = root), dropping the unit. */
  | { type: 'up'; level: number }
  | { type: 'period'; period: DrillPeriod | null }
  | { type: 'reset'; root: AreaCrumb | null };

/** Areas deeper than this are not followed (the tree has three levels; this only bounds a bad answer). */
export const MAX_DRILL_DEPTH = 8;

export const initialDrill = (root: AreaCrumb | null, period: DrillPeriod | null = null): DrillState => ({
  areas: root ? [root] : [],
  unit: null,
  period,
});

export const currentArea = (s: DrillState): AreaCrumb | undefined => s.areas[s.areas.length - 1];

export function drillReducer(state: DrillState, action: DrillAction): DrillState {
  switch (action.type) {
    case 'area': {
      // Inside a unit there are no regions left to open; the same area again changes nothing.
      if (state.unit || currentArea(state)?.id === action.area.id) return state;
      const known = state.areas.findIndex((a) => a.id === action.area.id);
      if (known >= 0) return { ...state, areas: state.areas.slice(0, known + 1) };
      if (state.areas.length >= MAX_DRILL_DEPTH) return state;
      return { ...state, areas: [...state.areas, action.area] };
    }
    case 'unit':
      if (state.unit?.id === action.unit.id) return state;
      return { ...state, unit: action.unit };
    case 'up': {
      const level = Math.max(0, Math.min(action.level, state.areas.length - 1));
      if (level === state.areas.length - 1 && !state.unit) return state;
      return { ...state, areas: state.areas.slice(0, level + 1), unit: null };
    }
    case 'period':
      return state.period === action.period ? state : { ...state, period: action.period };
    case 'reset':
      return initialDrill(action.root, state.period);
    default:
      return state;
  }
}

/** Whether the context is narrower than where the screen started. */
export const isDrilled = (s: DrillState): boolean => s.areas.length > 1 || s.unit !== null;
