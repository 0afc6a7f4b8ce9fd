import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { nearIsland, preloadIslands } from './near-island';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test moves by hand: `see(true)` says the box is near. */
function installObserver() {
  const callbacks: Callback[] = [];
  const observed: Element[] = [];
  const options: IntersectionObserverInit[] = [];
  class FakeObserver {
    constructor(callback: Callback, init: IntersectionObserverInit) {
      callbacks.push(callback);
      options.push(init);
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const see = (near: boolean) => {
    for (const callback of callbacks) callback([{ isIntersecting: near }]);
  };
  return { see, observed, options };
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <footer>
      <p>사업자등록번호 123-45-67890</p>
      <button type="button" onClick={() => setCount(count + 1)}>{`눌림 ${count}`}</button>
    </footer>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('loads nothing in the browser until its box comes near, then draws the part', async () => {
  const { see, observed, options } = installObserver();
  const load = vi.fn(async () => ({ default: Counter }));
  const Island = nearIsland(load, { className: 'box', margin: '120px' });

  const { container } = render(<Island />);
  await act(async () => {});
  const box = container.firstElementChild as HTMLElement;
  expect(box.className).toBe('box');
  expect(box.childElementCount).toBe(0);
  expect(load).not.toHaveBeenCalled();
  expect(observed).toEqual([box]);
  expect(options[0]?.rootMargin).toBe('120px 0px');

  act(() => see(false));
  await act(async () => {});
  expect(load).not.toHaveBeenCalled();

  act(() => see(true));
  expect(await screen.findByText('사업자등록번호 123-45-67890')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it('is drawn whole at build time, and the browser keeps that markup unhydrated until near', async () => {
  const load = vi.fn(async () => ({ default: Counter }));
  const Island = nearIsland(load);
  await preloadIslands();
  const html = renderToString(<Island />);
  expect(html).toContain('사업자등록번호 123-45-67890');
  expect(html).toContain('눌림 0');

  // A fresh copy of the module, as a browser that has not loaded the part's code.
  vi.resetModules();
  const fresh = await import('./near-island');
  const { see } = installObserver();
  const browserLoad = vi.fn(async () => ({ default: Counter }));
  const BrowserIsland = fresh.nearIsland(browserLoad);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const button = container.querySelector('button') as HTMLButtonElement;

  await act(async () => {
    hydrateRoot(container, <BrowserIsland />);
  });
  // The markup stays (the same element), not hydrated: a click changes nothing.
  expect(container.querySelector('button')).toBe(button);
  expect(browserLoad).not.toHaveBeenCalled();
  await act(async () => button.click());
  expect(button.textContent).toBe('눌림 0');

  await act(async () => see(true));
  await vi.waitFor(() => expect(browserLoad).toHaveBeenCalledTimes(1));
  // Hydrated in place: the same element now counts.
  await vi.waitFor(async () => {
    await act(async () => button.click());
    expect(button.textContent).not.toBe('눌림 0');
  });
  expect(container.querySelector('button')).toBe(button);
});

it('offline, keeps waiting instead of failing, and draws the part once back online', async () => {
  const { see } = installObserver();
  const load = vi
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Counter });
  const Island = nearIsland(load);

  render(
    <main>
      <h1>페이지</h1>
      <Island />
    </main>,
  );
  await act(async () => see(true));
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('heading', { name: '페이지' })).toBeTruthy();
  expect(screen.queryByText('사업자등록번호 123-45-67890')).toBeNull();

  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('사업자등록번호 123-45-67890')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('draws the part at once where the browser has no IntersectionObserver', async () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  const Island = nearIsland(async () => ({ default: Counter }));
  render(<Island />);
  expect(await screen.findByText('사업자등록번호 123-45-67890')).toBeTruthy();
});
