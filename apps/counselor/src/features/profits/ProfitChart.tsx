import type { ProfitMonth } from '@arcana/domain';
import { formatKRW, formatNumber } from '@arcana/domain';
import { Skeleton } from '@arcana/ui';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { t } from './intl';
import * as styles from './profits.css';

type Colors = { line: string; fill: string; text: string; grid: string };

/** The theme's colours as the page draws them now (tokens are CSS variables on the root). */
function themeColors(): Colors {
  const root = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) =>
    root.getPropertyValue(`--arcana-color-${name}`).trim() || fallback;
  return {
    line: read('foreground-primary', '#7c5cff'),
    fill: read('background-primarySoft', 'rgba(124,92,255,0.15)'),
    text: read('foreground-muted', '#888'),
    grid: read('border-base', '#ddd'),
  };
}

/** The theme's colours, read again whenever the theme class on <html> changes. */
function useThemeColors() {
  const [colors, setColors] = useState(themeColors);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(themeColors()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}

/** uPlot's options for twelve months of net amounts in the theme's colours. */
function optionsOf(width: number, colors: Colors): uPlot.Options {
  const axis = {
    stroke: colors.text,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
    // The page's own font (Pretendard with its fallbacks): the canvas needs Korean glyphs too.
    font: `12px ${getComputedStyle(document.body).fontFamily}`,
  };
  return {
    width,
    height: 220,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [0.5, 12.5] },
      y: { range: (_u, _min, max) => [0, Math.max(max, 10_000) * 1.1] },
    },
    axes: [
      {
        ...axis,
        values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? `${tick}월` : '')),
        splits: () => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      },
      {
        ...axis,
        size: 64,
        values: (_u, ticks) =>
          ticks.map((tick) => `${formatNumber(Math.round(tick / 1_000) / 10)}만`),
      },
    ],
    series: [
      {},
      {
        label: t('counselor.profits.net'),
        stroke: colors.line,
        fill: colors.fill,
        width: 2,
        points: { size: 7, fill: colors.line, stroke: colors.line },
        value: (_u, value) => formatKRW(value),
      },
    ],
  };
}

/**
 * 월별 정산 금액 as a line chart (uPlot, loaded with this page only). The chart is a picture to
 * screen readers; the table under it carries the same numbers.
 */
export function ProfitChart({ year, months }: { year: number; months: ProfitMonth[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const colors = useThemeColors();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void (async () => {
      const [{ default: UPlot }] = await Promise.all([
        import('uplot'),
        import('uplot/dist/uPlot.min.css'),
      ]);
      if (cancelled) return;
      const data: uPlot.AlignedData = [
        months.map((_, index) => index + 1),
        months.map((month) => month.net),
      ];
      chart = new UPlot(optionsOf(element.clientWidth || 320, colors), data, element);
      setReady(true);
      observer = new ResizeObserver(() =>
        chart?.setSize({ width: element.clientWidth, height: 220 }),
      );
      observer.observe(element);
    })();
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [months, colors]);

  return (
    <figure
      className={styles.chart}
      role="img"
      aria-label={t('counselor.profits.chartLabel', { year })}
    >
      {ready ? null : <Skeleton shape="rect" height={220} />}
      <div ref={box} className={styles.chartBox} aria-hidden="true" />
    </figure>
  );
}
