// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SvgChart } from './svg-chart';

/** A ResizeObserver that reports a 400 px wide box as soon as it observes one (Happy DOM lays nothing out). */
function stubObserver(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
}

beforeEach(() => stubObserver(400));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const months = [
  { month: 'Jan 2026', high: 2, low: 5 },
  { month: 'Feb 2026', high: 3, low: 4 },
  { month: 'Mar 2026', high: 6, low: 1 },
];
const series = [
  { name: 'high', label: 'High', color: 'red.7' },
  { name: 'low', label: 'Low', color: 'teal.7' },
];

const draw = (kind: 'line' | 'stacked-bar') =>
  render(
    <MantineProvider env="test">
      <SvgChart
        kind={kind}
        label="Clients by risk"
        h={200}
        data={months}
        categoryKey="month"
        series={series}
        valueFormatter={(v) => `${v} clients`}
        withLegend
      />
    </MantineProvider>,
  );

describe('SvgChart', () => {
  it('draws a line per series through each month, the value axis in the formatter and the months below', async () => {
    const { container } = draw('line');
    await act(async () => undefined);
    const surface = container.querySelector('[data-chart-part="surface"]')!;
    expect(surface.getAttribute('width')).toBe('400');
    const paths = [...surface.querySelectorAll('path')].map((p) => p.getAttribute('d')!);
    expect(paths).toHaveLength(2);
    for (const d of paths) expect(d.match(/[ML]/g)).toEqual(['M', 'L', 'L']);
    const texts = [...surface.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toContain('0 clients');
    expect(texts).toContain('Jan 2026');
    expect(texts).toContain('Mar 2026');
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('HighLow');
  });

  it('stacks the bars: each month one bar per series with a value, the stack as tall as their sum', async () => {
    const { container } = draw('stacked-bar');
    await act(async () => undefined);
    const rects = [...container.querySelectorAll('[data-chart-part="surface"] rect')];
    expect(rects).toHaveLength(6);
    const height = (i: number) => Number(rects[i]!.getAttribute('height'));
    // Jan: 2 high + 5 low; Mar: 6 high + 1 low: the same total, the same height.
    expect(height(0) + height(1)).toBeCloseTo(height(4) + height(5));
    expect(height(1) / height(0)).toBeCloseTo(5 / 2);
  });

  it('is read with the keyboard: focus reads the first month, the arrows and End move, Escape closes', async () => {
    draw('line');
    await act(async () => undefined);
    const chart = screen.getByRole('group', { name: 'Clients by risk: the arrow keys read each point' });
    fireEvent.focus(chart);
    expect(chart.textContent).toContain('Jan 2026: High 2 clients, Low 5 clients');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(chart.textContent).toContain('Feb 2026: High 3 clients, Low 4 clients');
    fireEvent.keyDown(chart, { key: 'End' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(chart.textContent).toContain('Mar 2026: High 6 clients, Low 1 clients');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(chart.textContent).not.toContain('Mar 2026:');
  });

  it('draws nothing inside its box until the box has been measured, at its full height', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { container } = draw('line');
    const surface = container.querySelector('[data-chart-part="surface"]')!;
    expect(surface.getAttribute('height')).toBe('200');
    expect(surface.children).toHaveLength(0);
  });
});
