import { VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { labelEvery, valueScale } from './chart-scale';
import classes from './chart.module.css';

export type ChartSeries = { name: string; label?: string; /** A Mantine colour, "blue.7". */ color: string };
export type ChartRow = Record<string, string | number | undefined>;

type Props = {
  kind: 'line' | 'stacked-bar';
  /** One row per category (a month, a report): its label under `categoryKey`, each series' value under its name. */
  data: ChartRow[];
  categoryKey: string;
  series: ChartSeries[];
  /** The drawing's height in pixels, axes included; the legend is below it. */
  h: number;
  valueFormatter: (value: number) => string;
  /** The name a keyboard or screen-reader user hears on reaching the chart. */
  label: string;
  withLegend?: boolean;
  /** Room for the value axis' labels (money needs more than counts). */
  valueAxisWidth?: number;
  /** A thin vertical line at every category (each of a client's reports). */
  markCategories?: boolean;
};

const MARGIN = { top: 10, right: 24, bottom: 28 };
const FALLBACK_WIDTH = 600;
/** Each point is marked up to this many categories (two years of months); beyond, the line alone. */
const MARKED_POINTS_MAX = 36;
const colorOf = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
const valueOf = (row: ChartRow, name: string) => (typeof row[name] === 'number' ? (row[name] as number) : undefined);

/**
 * A line or stacked-bar chart drawn as plain SVG (decision 341): a few hundred elements rendered in
 * one pass, where Recharts' store and measuring took half a second a chart on a phone. Tab reaches
 * it; the arrow keys, Home and End move across the categories, the tooltip shows the values and a
 * live region reads them; pointing does the same.
 */
export function SvgChart({
  kind,
  data,
  categoryKey,
  series,
  h,
  valueFormatter,
  label,
  withLegend,
  valueAxisWidth = 60,
  markCategories,
}: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  const liveId = useId();
  // Measured by the observer, after the browser's own layout: reading the width while rendering forced a
  // layout of the whole page inside the chart's task. Until then the box is drawn empty, at its height.
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setMeasured(Math.round(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Without an observer (Happy DOM in tests) a width to draw with.
  const width = typeof ResizeObserver === 'undefined' ? FALLBACK_WIDTH : measured;
  const left = valueAxisWidth;
  const plotWidth = Math.max(1, width - left - MARGIN.right);
  const bottom = h - MARGIN.bottom;
  const totals = data.map((row) => series.map((s) => valueOf(row, s.name) ?? 0));
  const highs = totals.map((values) =>
    kind === 'stacked-bar' ? values.reduce((a, b) => a + b, 0) : Math.max(...values),
  );
  const lows = totals.map((values) => Math.min(0, ...values));
  const scale = valueScale(Math.min(0, ...lows), Math.max(0, ...highs), MARGIN.top, bottom);
  const band = plotWidth / Math.max(1, data.length);
  const centre = (index: number) => left + band * (index + 0.5);
  const categories = data.map((row) => String(row[categoryKey] ?? ''));
  const every = labelEvery(categories, plotWidth);

  const move = (index: number | null) =>
    setActive(index === null || data.length === 0 ? null : Math.min(data.length - 1, Math.max(0, index)));
  const onKeyDown = (event: KeyboardEvent) => {
    const current = active ?? 0;
    const next: Record<string, number | null> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: data.length - 1,
      Escape: null,
    };
    // Own keys only: a key named like an object's property ("constructor") is not a move.
    if (!Object.hasOwn(next, event.key)) return;
    event.preventDefault();
    move(next[event.key]!);
  };
  const onPointerMove = (event: PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    move(Math.floor((event.clientX - box.left - left) / band));
  };

  const activeRow = active === null ? undefined : data[active];
  const reading =
    activeRow === undefined
      ? ''
      : `${categories[active!]}: ${series.map((s) => `${s.label ?? s.name} ${valueFormatter(valueOf(activeRow, s.name) ?? 0)}`).join(', ')}`;

  return (
    <div>
      <div
        ref={frame}
        className={classes.frame}
        role="group"
        tabIndex={0}
        aria-label={`${label}: the arrow keys read each point`}
        aria-describedby={liveId}
        onKeyDown={onKeyDown}
        onFocus={() => active === null && move(0)}
        onBlur={() => setActive(null)}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActive(null)}
      >
        <svg className={classes.surface} data-chart-part="surface" width={width || '100%'} height={h} aria-hidden>
          {width > 0 && (
            <>
              {active !== null && kind === 'stacked-bar' && (
                <rect
                  className={classes.activeBand}
                  x={left + band * active}
                  y={MARGIN.top}
                  width={band}
                  height={bottom - MARGIN.top}
                />
              )}
              <g data-chart-part="grid">
                {scale.ticks.map((tick) => (
                  <line
                    key={tick}
                    className={classes.gridLine}
                    x1={left}
                    x2={left + plotWidth}
                    y1={scale.y(tick)}
                    y2={scale.y(tick)}
                  />
                ))}
              </g>
              {scale.ticks.map((tick) => (
                <text
                  key={tick}
                  className={classes.axisText}
                  x={left - 8}
                  y={scale.y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {valueFormatter(tick)}
                </text>
              ))}
              {categories.map((category, index) =>
                index % every === 0 ? (
                  <text key={index} className={classes.axisText} x={centre(index)} y={bottom + 18} textAnchor="middle">
                    {category}
                  </text>
                ) : null,
              )}
              {markCategories &&
                categories.map((_, index) => (
                  <line
                    key={index}
                    x1={centre(index)}
                    x2={centre(index)}
                    y1={MARGIN.top}
                    y2={bottom}
                    stroke={colorOf('gray.4')}
                  />
                ))}
              {kind === 'stacked-bar' ? (
                <Bars data={data} series={series} scale={scale} band={band} centre={centre} />
              ) : (
                <Lines data={data} series={series} scale={scale} centre={centre} active={active} />
              )}
            </>
          )}
        </svg>
        {activeRow !== undefined && (
          <div
            className={classes.tooltip}
            style={
              centre(active!) > width / 2 ? { right: width - centre(active!) + 12 } : { left: centre(active!) + 12 }
            }
          >
            <div className={classes.tooltipTitle}>{categories[active!]}</div>
            {series.map((s) => (
              <div key={s.name} className={classes.tooltipRow}>
                <span className={classes.swatch} style={{ background: colorOf(s.color) }} />
                {s.label ?? s.name}
                <span className={classes.tooltipValue}>{valueFormatter(valueOf(activeRow, s.name) ?? 0)}</span>
              </div>
            ))}
          </div>
        )}
        <VisuallyHidden id={liveId} aria-live="polite">
          {reading}
        </VisuallyHidden>
      </div>
      {withLegend && <ChartLegend series={series} />}
    </div>
  );
}

type Scale = ReturnType<typeof valueScale>;

function Lines({
  data,
  series,
  scale,
  centre,
  active,
}: {
  data: ChartRow[];
  series: ChartSeries[];
  scale: Scale;
  centre: (index: number) => number;
  active: number | null;
}) {
  return series.map((s) => {
    // A category without a value breaks the line rather than drawing it to zero.
    let path = '';
    let pen = 'M';
    data.forEach((row, index) => {
      const value = valueOf(row, s.name);
      if (value === undefined) {
        pen = 'M';
        return;
      }
      path += `${pen}${centre(index).toFixed(1)},${scale.y(value).toFixed(1)}`;
      pen = 'L';
    });
    const activeValue = active === null ? undefined : valueOf(data[active]!, s.name);
    return (
      <g key={s.name} data-series={s.name}>
        <path d={path} fill="none" stroke={colorOf(s.color)} strokeWidth={2} strokeLinejoin="round" />
        {data.length <= MARKED_POINTS_MAX &&
          data.map((row, index) => {
            const value = valueOf(row, s.name);
            return value === undefined ? null : (
              <circle key={index} cx={centre(index)} cy={scale.y(value)} r={2.5} fill={colorOf(s.color)} />
            );
          })}
        {activeValue !== undefined && (
          <circle
            cx={centre(active!)}
            cy={scale.y(activeValue)}
            r={4.5}
            fill={colorOf(s.color)}
            stroke="white"
            strokeWidth={2}
          />
        )}
      </g>
    );
  });
}

function Bars({
  data,
  series,
  scale,
  band,
  centre,
}: {
  data: ChartRow[];
  series: ChartSeries[];
  scale: Scale;
  band: number;
  centre: (index: number) => number;
}) {
  const barWidth = Math.max(1, Math.min(band * 0.7, 40));
  return data.map((row, index) => {
    let base = 0;
    return (
      <g key={index}>
        {series.map((s) => {
          const value = Math.max(0, valueOf(row, s.name) ?? 0);
          const y = scale.y(base + value);
          const height = scale.y(base) - y;
          base += value;
          return value > 0 ? (
            <rect
              key={s.name}
              x={centre(index) - barWidth / 2}
              y={y}
              width={barWidth}
              height={height}
              fill={colorOf(s.color)}
            />
          ) : null;
        })}
      </g>
    );
  });
}

/** The series' names and colours, in a list below the drawing. */
function ChartLegend({ series }: { series: ChartSeries[] }) {
  return (
    <ul className={classes.legend} aria-label="Legend">
      {series.map((s) => (
        <li key={s.name}>
          <span className={classes.swatch} style={{ background: colorOf(s.color) }} aria-hidden />
          {s.label ?? s.name}
        </li>
      ))}
    </ul>
  );
}
