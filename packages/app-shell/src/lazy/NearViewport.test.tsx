import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { NearViewport } from './NearViewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test moves by hand: `observers[0].see(true)`. */
function installObserver() {
  const observers: { options: IntersectionObserverInit; see: (near: boolean) => void }[] = [];
  const disconnect = vi.fn();
  class FakeObserver {
    constructor(callback: Callback, options: IntersectionObserverInit) {
      observers.push({ options, see: (near) => callback([{ isIntersecting: near }]) });
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return { observers, disconnect };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('draws an empty box until the reader scrolls near it, then its children', () => {
  const { observers, disconnect } = installObserver();
  const { container } = render(
    <NearViewport className="box">
      <p>화면 테마</p>
    </NearViewport>,
  );
  const box = container.firstElementChild as HTMLElement;
  expect(box.className).toBe('box');
  expect(screen.queryByText('화면 테마')).toBeNull();
  expect(observers).toHaveLength(1);
  expect(observers[0]?.options.rootMargin).toBe('300px 0px');

  act(() => observers[0]?.see(false));
  expect(screen.queryByText('화면 테마')).toBeNull();

  act(() => observers[0]?.see(true));
  expect(screen.getByText('화면 테마')).toBeTruthy();
  expect(box.hasAttribute('data-near')).toBe(true);
  expect(disconnect).toHaveBeenCalled();
});

it('takes its own margin', () => {
  const { observers } = installObserver();
  render(
    <NearViewport margin="40px">
      <p>부분</p>
    </NearViewport>,
  );
  expect(observers[0]?.options.rootMargin).toBe('40px 0px');
});

it('draws its children at once where the browser has no IntersectionObserver', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(
    <NearViewport>
      <p>부분</p>
    </NearViewport>,
  );
  expect(screen.getByText('부분')).toBeTruthy();
});
