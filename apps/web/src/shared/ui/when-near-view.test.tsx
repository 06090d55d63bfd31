// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearView } from './when-near-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPart = () =>
  render(
    <WhenNearView fallback={<p>placeholder</p>} rootMargin="300px 0px">
      <p>chart</p>
    </WhenNearView>,
  );

/** An IntersectionObserver the test drives: `report(true)` says the placeholder came near. */
function stubObserver() {
  const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  const report = (isIntersecting: boolean) =>
    act(() => observed[0]!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { observed, report };
}

describe('WhenNearView', () => {
  it('shows the placeholder until the part comes near the viewport, then the part', () => {
    const { observed, report } = stubObserver();
    renderPart();
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(observed[0]!.options?.rootMargin).toBe('300px 0px');
    report(false);
    expect(screen.queryByText('chart')).toBeNull();
    report(true);
    expect(screen.getByText('chart')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  it('renders the part at once where IntersectionObserver is absent', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderPart();
    expect(screen.getByText('chart')).toBeTruthy();
  });
});
