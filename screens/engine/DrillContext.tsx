/** The drill context of a rendered screen as React state, shared by the widgets and the breadcrumb. */
import { createContext, type Dispatch, type ReactNode, useContext, useMemo, useReducer } from 'react';
import type { DrillTarget } from '../widgets/types';
import { type AreaCrumb, type DrillAction, type DrillPeriod, type DrillState, drillReducer, initialDrill } from './drill';

export interface DrillValue {
  state: DrillState;
  dispatch: Dispatch<DrillAction>;
}

const DrillContext = createContext<DrillValue>({ state: initialDrill(null), dispatch: () => undefined });

/** Holds the drill state from `root` (mount it again, e.g. keyed by the root's id, to start over elsewhere). */
export function DrillProvider({ root, period = null, children }: { root: AreaCrumb | null; period?: DrillPeriod | null; children: ReactNode }) {
  const [state, dispatch] = useReducer(drillReducer, undefined, () => initialDrill(root, period));
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <DrillContext.Provider value={value}>{children}</DrillContext.Provider>;
}

export const useDrill = (): DrillValue => useContext(DrillContext);

/** The action of a widget click. */
export const drillAction = (target: DrillTarget): DrillAction =>
  target.kind === 'area'
    ? { type: 'area', area: { id: target.id, name: target.name, adcode: target.adcode } }
    : { type: 'unit', unit: { id: target.id, name: target.name } };
