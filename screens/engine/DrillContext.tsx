/**
 * The drill context of a rendered screen as React state, shared by the widgets and the breadcrumb:
 * held here from a root (share links, the editor's stage), or handed in from outside (`value`: the
 * signed-in walls keep it in the address, useAddressDrill.ts). With `onDrill` a drill asks for the
 * new context's data first and changes the state once it is in: the wall goes from one context to the
 * next in one render, its charts drawn once with their new answers.
 */
import { createContext, type Dispatch, type ReactNode, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import type { DrillTarget } from '../widgets/types';
import { type AreaCrumb, type DrillAction, type DrillPeriod, type DrillState, drillReducer, initialDrill } from './drill';

export interface DrillValue {
  state: DrillState;
  dispatch: Dispatch<DrillAction>;
  /** Unit staff's own unit: what the screen counts, whatever area it shows (null: the area's own figures). */
  owner?: string | null;
}

/**
 * The longest a drill waits for its data before the new context shows (with the previous answers until
 * its own arrive): on a slow network the wall still answers the click.
 */
export const DRILL_WAIT_MS = 600;

const DrillContext = createContext<DrillValue>({ state: initialDrill(null), dispatch: () => undefined });

interface ProviderProps {
  root: AreaCrumb | null;
  period?: DrillPeriod | null;
  /** A drill context kept elsewhere: used as it is (root and period are then ignored). */
  value?: DrillValue | null;
  /**
   * Told the next state as a drill is dispatched (the screen asks for its data): the state changes once
   * the promise it answers settles, or at most DRILL_WAIT_MS later (only the latest drill then).
   */
  onDrill?: (next: DrillState) => Promise<void>;
  children: ReactNode;
}

/** Holds the drill state from `root` (mount it again, e.g. keyed by the root's id, to start over elsewhere), or passes `value` on. */
export function DrillProvider({ root, period = null, value, onDrill, children }: ProviderProps) {
  const [state, dispatch] = useReducer(drillReducer, undefined, () => initialDrill(root, period));
  const own = useMemo(() => ({ state, dispatch }), [state]);
  const held = value ?? own;
  /** The latest drill dispatched: one still waiting for its data is dropped when another follows. */
  const latest = useRef(0);
  // A drill still waiting when the screen goes away is dropped (it would navigate back to the wall).
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );
  const told = useMemo<DrillValue>(
    () =>
      onDrill
        ? {
            ...held,
            dispatch: (action) => {
              const next = drillReducer(held.state, action);
              if (next === held.state) return;
              const ticket = ++latest.current;
              const apply = () => {
                window.clearTimeout(timer);
                if (ticket !== latest.current) return;
                latest.current += 1;
                held.dispatch(action);
              };
              const timer = window.setTimeout(apply, DRILL_WAIT_MS);
              void onDrill(next).then(apply, apply);
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
