// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazyComponent } from '../../src/router/lazyPage';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const Page = () => createElement('p', { 'data-testid': 'page' }, 'the page');

describe('lazyComponent', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('shows the loading state, then the page once its chunk arrives', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ default: Page }));
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() => root.render(createElement(Lazy)));
    expect(host.querySelector('.page-loading')).not.toBeNull();
    await act(async () => {
      await tick();
    });
    expect(host.textContent).toBe('the page');
    act(() => root.unmount());
  });

  it('renders the page when its chunk arrives between the first render and its effect (a preload racing the route)', async () => {
    // Without act, React renders in one task and runs the passive effects in a later one: the chunk
    // (a preload started after the render was scheduled, due in a timer) arrives in between.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const Lazy = lazyComponent(() => new Promise<{ default: typeof Page }>((resolve) => setTimeout(() => resolve({ default: Page }), 0)));
    const host = document.createElement('div');
    const root = createRoot(host);
    root.render(createElement(Lazy));
    void Lazy.preload();
    for (let i = 0; i < 20 && host.textContent !== 'the page'; i++) await tick();
    expect(host.textContent).toBe('the page');
    root.unmount();
  });
});
