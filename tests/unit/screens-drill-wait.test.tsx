// @vitest-environment jsdom
/**
 * A drill on a screen asks for the new context's data first and shows the new context once it is in
 * (one render, charts drawn once with their answers), at most DRILL_WAIT_MS after the click; a drill
 * still waiting gives way to a later one, and to the screen going away.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRILL_WAIT_MS, DrillProvider, type DrillValue, useDrill } from '../../screens/engine/DrillContext';
import type { DrillState } from '../../screens/engine/drill';

const ROOT = { id: 1, name: '杭州市', adcode: '330100' };
const CITY_A = { id: 2, name: '桐庐县', adcode: '330122' };
const CITY_B = { id: 3, name: '淳安县', adcode: '330127' };

/** A promise and its resolve, for a drill's data arriving when the test says. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('DrillProvider with onDrill', () => {
  let host: HTMLDivElement;
  let root: Root;
  let seen: DrillValue;
  const Probe = () => {
    seen = useDrill();
    return null;
  };
  const shown = () => seen.state.areas.map((a) => a.name).join(' / ');
  const mount = (onDrill: (next: DrillState) => Promise<void>) =>
    act(() => root.render((
        <DrillProvider root={ROOT} onDrill={onDrill}>
          <Probe />
        </DrillProvider>
      )));

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    host = document.createElement('div');
    root = createRoot(host);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the next context at once and shows it when its data is in', async () => {
    const asked: DrillState[] = [];
    const data = deferred();
    mount((next) => {
      asked.push(next);
      return data.promise;
    });
    act(() => seen.dispatch({ type: 'area', area: CITY_A }));
    expect(asked.map((s) => s.areas.at(-1)?.name)).toEqual(['桐庐县']);
    expect(shown()).toBe('杭州市');
    await act(async () => data.resolve());
    expect(shown()).toBe('杭州市 / 桐庐县');
    act(() => root.unmount());
  });

  it('shows the next context after DRILL_WAIT_MS when its data is slow, and once only', async () => {
    vi.useFakeTimers();
    const data = deferred();
    mount(() => data.promise);
    act(() => seen.dispatch({ type: 'area', area: CITY_A }));
    act(() => vi.advanceTimersByTime(DRILL_WAIT_MS - 1));
    expect(shown()).toBe('杭州市');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('杭州市 / 桐庐县');
    // The first drill's data arriving late does not apply it again: the way back up (its data the
    // same promise here) stands.
    act(() => seen.dispatch({ type: 'up', level: 0 }));
    await act(async () => data.resolve());
    act(() => vi.advanceTimersByTime(DRILL_WAIT_MS));
    expect(shown()).toBe('杭州市');
    act(() => root.unmount());
  });

  it('drops a drill still waiting when another follows', async () => {
    const first = deferred();
    const second = deferred();
    const answers = [first, second];
    mount(() => answers.shift()!.promise);
    act(() => seen.dispatch({ type: 'area', area: CITY_A }));
    act(() => seen.dispatch({ type: 'area', area: CITY_B }));
    await act(async () => first.resolve());
    expect(shown()).toBe('杭州市');
    await act(async () => second.resolve());
    expect(shown()).toBe('杭州市 / 淳安县');
    act(() => root.unmount());
  });

  it('drops a drill still waiting when the screen goes away (a wall kept in the address would navigate back to it)', async () => {
    const data = deferred();
    const kept = vi.fn();
    const value: DrillValue = { state: { areas: [ROOT], unit: null, period: null }, dispatch: kept };
    act(() => root.render((
        <DrillProvider root={null} value={value} onDrill={() => data.promise}>
          <Probe />
        </DrillProvider>
      )));
    act(() => seen.dispatch({ type: 'area', area: CITY_A }));
    act(() => root.unmount());
    await act(async () => data.resolve());
    expect(kept).not.toHaveBeenCalled();
  });
});
