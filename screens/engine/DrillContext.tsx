/**
 * The drill context of a rendered screen as React state, shared by the widgets and the breadcrumb:
 * held here from a root (share links, the editor's stage), or handed in from outside (`value`: the
 * signed-in walls keep it in the address, useAddressDrill.ts).
 */
import { createContext, type Dispatch, type ReactNode, useContext, useMemo, useReducer } from 'react';
import type { DrillTarget } from '../widgets/types';
import { type AreaCrumb, type DrillAction, type DrillPeriod, type DrillState, drillReducer, initialDrill } from './drill';

export interface DrillValue {
  state: DrillState;
  dispatch: Dispatch<DrillAction>;
  /** Unit staff's own unit: what the screen counts, whatever area it shows (null: the area's own figures). */
  owner?: string | null;
}

const DrillContext = createContext<DrillValue>({ state: initialDrill(null), dispatch: () => undefined });

interface ProviderProps {
  root: AreaCrumb | null;
  period?: DrillPeriod | null;
  /** A drill context kept elsewhere: used as it is (root and period are then ignored). */
  value?: DrillValue | null;
  /** Told the next state as a drill is dispatched, before it renders (the screen asks for its data). */
  onDrill?: (next: DrillState) => void;
  children: ReactNode;
}

/** Holds the drill state from `root` (mount it again, e.g. keyed by the root's id, to start over elsewhere), or passes `value` on. */
export function DrillProvider({ root, period = null, value, onDrill, children }: ProviderProps) {
  const [state, dispatch] = useReducer(drillReducer, undefined, () => initialDrill(root, period));
  const own = useMemo(() => ({ state, dispatch }), [state]);
  const held = value ?? own;
  const told = useMemo<DrillValue>(
    () =>
      onDrill
        ? {
            ...held,
            dispatch: (action) => {
              const next = drillReducer(held.state, action);
              if (next !== held.state) onDrill(next);
              held.dispatch(action);
            },
          }
        : held,
    [held, onDrill],
  );
  return <DrillContext.Provider value={told}>{children}</DrillContext.Provider>;
}

export const useDrill = (): DrillValue => useContext(DrillContext);

/** The action of a widget click. */
export const drillAction = (target: DrillTarget): DrillAction =>
  target.kind === 'area'
    ? { type: 'area', area: { id: target.id, name: target.name, adcode: target.adcode } }
    : { type: 'unit', unit: { id: target.id, name: target.name } };
