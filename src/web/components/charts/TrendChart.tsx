import { useEffect, useRef, useState } from "react";
import { nextTask } from "@web/lib/next-task";
import type { ChartSeries } from "./uplot-chart";

type Props = {
  /** What the chart shows: the table alternative's caption and the figure's name. */
  title: string;
  /** The x axis: one label per point (a month, a week). */
  labels: string[];
  series: ChartSeries[];
  /** A value as the screen writes it (money, a count). */
  format: (value: number) => string;
  /** The first column's heading in the table alternative. */
  labelHeading: string;
  /** Said when there is only one point to draw. */
  onePoint: string;
  testId?: string;
};

/**
 * A trend as a chart, with its table for screen readers (the canvas is hidden from them). The
 * chart library comes in its own chunk on first draw. One point makes no trend: the table is
 * shown instead, with a line that says so.
 */
export function TrendChart({ title, labels, series, format, labelHeading, onePoint, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const drawable = labels.length > 1 && !failed;
  // Redrawn when the data change, not on every render (the props are new arrays each time).
  const data = JSON.stringify([labels, series]);
  const latest = useRef({ labels, series, format });
  latest.current = { labels, series, format };

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the data's content (latest holds the values)
  useEffect(() => {
    const el = box.current;
    if (!el || !drawable) return;
    let chart: { resize: () => void; destroy: () => void } | undefined;
    let gone = false;
    const observer = new ResizeObserver(() => chart?.resize());
    // Each chart drawn in a task of its own: two on a screen (the operator's home) would otherwise
    // both draw in the task their shared chunk arrives in, one long task on a phone's CPU.
    import("./uplot-chart").then(
      async (m) => {
        await nextTask();
        if (gone) return;
        const now = latest.current;
        chart = m.drawChart(el, now.labels, now.series, now.format);
        observer.observe(el);
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [drawable, data]);

  return (
    <figure className="grid gap-2" data-testid={testId}>
      {drawable ? <div ref={box} aria-hidden="true" className="min-h-[220px] w-full overflow-hidden text-muted-foreground" /> : <p className="text-sm text-muted-foreground">{onePoint}</p>}
      {/* A table ignores a 1px width: the visually hidden box is a div around it. */}
      <div className={drawable ? "sr-only" : "overflow-x-auto"}>
        <table className="w-full text-sm">
          <caption className={drawable ? undefined : "sr-only"}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium">
                {labelHeading}
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="text-right font-medium">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row" className="text-left font-normal">
                  {label}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="text-right tabular-nums">
                    {format(s.values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
