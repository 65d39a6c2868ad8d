/**
 * A signed-in screen's drill context kept in the address (`?area=<adcode>&unit=<id>&period=<p>`), so
 * a display can be bookmarked at a region and the browser's back and forward buttons follow the
 * drill. Where the viewer's walls open and which areas an address may name come from the server
 * (GET stats/scope, one rule with the statistics): an area or unit outside the viewer's scope, or
 * unknown, falls back to the viewer's own and the address is corrected in place. A click drills at
 * once (the next state is known: no round trip); an address arriving otherwise (a bookmark, back or
 * forward after a reload) is resolved by the server first, showing the previous context meanwhile.
 *
 * A click's state is shown from the click's own render, before the address has it: the router applies
 * a new address in a transition, which yields to every frame, and the wall's frames are dear (its
 * charts' canvases), so the new context reached the screen a quarter second after its data.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { getWallScope, statsKeys } from '../../src/api/stats';
import { WALL_AREA_PARAM, WALL_PERIOD_PARAM, WALL_UNIT_PARAM, type WallScope, wallAreaRef } from '../../src/domain/screen-api';
import type { DrillValue } from './DrillContext';
import { type AreaCrumb, type DrillAction, type DrillPeriod, type DrillState, drillReducer } from './drill';
import { PICKER_PERIODS } from './PeriodPicker';

/** What the address says (unchecked: the server checks the area and unit). */
export interface DrillAddress {
  area: string | undefined;
  unit: number | undefined;
  period: DrillPeriod | null;
}

const isPeriod = (p: string | null): p is DrillPeriod => p !== null && (PICKER_PERIODS as readonly (string | null)[]).includes(p);

export function readDrillAddress(params: URLSearchParams): DrillAddress {
  const unit = Number(params.get(WALL_UNIT_PARAM));
  const period = params.get(WALL_PERIOD_PARAM);
  return {
    area: params.get(WALL_AREA_PARAM)?.slice(0, 20) || undefined,
    unit: Number.isSafeInteger(unit) && unit > 0 ? unit : undefined,
    period: isPeriod(period) ? period : null,
  };
}

/** The address of a drill state: the root area and no unit or period leave the address clean. */
export function writeDrillAddress(params: URLSearchParams, state: DrillState): URLSearchParams {
  const next = new URLSearchParams(params);
  const last = state.areas[state.areas.length - 1];
  if (last && state.areas.length > 1) next.set(WALL_AREA_PARAM, wallAreaRef(last));
  else next.delete(WALL_AREA_PARAM);
  if (state.unit) next.set(WALL_UNIT_PARAM, String(state.unit.id));
  else next.delete(WALL_UNIT_PARAM);
  if (state.period) next.set(WALL_PERIOD_PARAM, state.period);
  else next.delete(WALL_PERIOD_PARAM);
  return next;
}

const placeKey = (a: Pick<DrillAddress, 'area' | 'unit'>) => `${a.area ?? ''}|${a.unit ?? ''}`;

/** The drill state a scope answer describes. */
export function stateOfScope(scope: WallScope, period: DrillPeriod | null): DrillState {
  const areas: AreaCrumb[] = scope.areas.map((a) => ({ id: a.id, name: a.name, adcode: a.adcode }));
  return { areas, unit: scope.unit, period };
}

const STATIC = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false, keepPreviousData: true } as const;

export interface AddressDrill {
  /** Null until the viewer's scope is known. */
  drill: DrillValue | null;
  scope: WallScope | undefined;
  error: unknown;
  retry: () => void;
}

const ROOT_PLACE = placeKey({ area: undefined, unit: undefined });

export function useAddressDrill(): AddressDrill {
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => readDrillAddress(params), [params]);
  /** States reached by a click (or resolved once), by place: shown at once, and again on back or forward. */
  const known = useRef(new Map<string, DrillState>());
  const place = placeKey(address);
  const root = useSWR(statsKeys.scope({}), () => getWallScope({}), STATIC);
  const own = root.data;
  if (own && !known.current.has(ROOT_PLACE)) known.current.set(ROOT_PLACE, stateOfScope({ ...own, areas: own.root ? [own.root] : [], unit: null }, null));
  const remembered = known.current.get(place);
  // Only an address not reached by a click needs the server (a bookmark, an edited address, back after a reload).
  const asked = remembered || place === ROOT_PLACE ? null : { area: address.area, unit: address.unit };
  const resolved = useSWR(asked ? statsKeys.scope(asked) : null, () => getWallScope(asked!), STATIC);
  const answer = asked && !resolved.isLoading ? resolved.data : undefined;
  if (answer && !answer.fallback && !known.current.has(place)) known.current.set(place, stateOfScope(answer, null));

  const base = known.current.get(place) ?? null;
  const addressed = useMemo<DrillState | null>(
    () => (base ? (base.period === address.period ? base : { ...base, period: address.period }) : null),
    [base, address.period],
  );
  // A click's state is shown until the address moves on (to it, or anywhere else: back, forward, an edit).
  const at = `${place}|${address.period ?? ''}`;
  const [clicked, setClicked] = useState<{ from: string; params: URLSearchParams; state: DrillState } | null>(null);
  if (clicked && clicked.from !== at) setClicked(null);
  const pending = clicked?.from === at ? clicked : null;
  const state = pending?.state ?? addressed;
  // While an address is being resolved, the previous state stays on show.
  const shown = useRef<DrillState | null>(null);
  if (state) shown.current = state;

  const fallback = answer?.fallback === true;
  useEffect(() => {
    if (!fallback || !answer) return;
    // The address named something outside the viewer's scope (or unknown): the viewer's own, said in the address too.
    setParams((p) => writeDrillAddress(p, stateOfScope(answer, address.period)), { replace: true });
  }, [fallback, answer, address.period, setParams]);

  const latest = useRef({ state: shown.current, params, at });
  latest.current = { state: shown.current, params: pending?.params ?? params, at };
  const dispatch = useCallback(
    (action: DrillAction) => {
      const { state: from, params: fromParams, at } = latest.current;
      if (!from) return;
      const next = drillReducer(from, action);
      if (next === from) return;
      const nextParams = writeDrillAddress(fromParams, next);
      // Kept as it is: the address's state, once the router has it, is this one (nothing drawn again).
      known.current.set(placeKey(readDrillAddress(nextParams)), next);
      setClicked({ from: at, params: nextParams, state: next });
      setParams(nextParams);
    },
    [setParams],
  );

  const current = shown.current;
  const owner = own?.ownUnit?.name ?? null;
  const drill = useMemo<DrillValue | null>(() => (current ? { state: current, dispatch, owner } : null), [current, dispatch, owner]);
  return {
    drill,
    scope: own,
    error: root.error ?? resolved.error,
    retry: () => {
      void root.mutate();
      void resolved.mutate();
    },
  };
}
