import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/*
 * uPlot, the admin screens' chart library (docs/decisions/0041-business-numbers.md: ~23 KB gzip,
 * measured). This module is only ever imported dynamically, so its code and CSS come in their
 * own chunk when a chart first draws, never with the dashboard's first page.
 */

export type ChartSeries = { label: string; values: number[]; color: string };

/** A line chart of `series` over the `labels`, sized to `el`; answers a function that resizes it and one that removes it. */
export function drawChart(el: HTMLElement, labels: string[], series: ChartSeries[], format: (v: number) => string) {
  const ink = getComputedStyle(el).color;
  const grid = "rgba(128, 128, 128, 0.25)";
  const plot = new uPlot(
    {
      width: el.clientWidth,
      height: 220,
      legend: { show: true, live: false },
      cursor: { show: false },
      scales: { x: { time: false } },
      axes: [
        { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid }, values: (_u, splits) => splits.map((i) => labels[i] ?? "") , incrs: [1] },
        { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid }, size: 70, values: (_u, splits) => splits.map(format) },
      ],
      series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: true, size: 6, fill: s.color } }))],
    },
    [labels.map((_, i) => i), ...series.map((s) => s.values)],
    el,
  );
  return { resize: () => plot.setSize({ width: el.clientWidth, height: 220 }), destroy: () => plot.destroy() };
}
