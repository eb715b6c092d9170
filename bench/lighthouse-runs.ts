/**
 * Lighthouse's figures vary from run to run: on a 2-core machine one run's blocking time moves
 * by ±100 ms (the browser's own processes and the trace compete with the page's main thread).
 * So each page is run LIGHTHOUSE_RUNS times (3 by default) and its figures are their medians,
 * as Lighthouse's documentation on variability advises; the blocking time's range is kept too.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Measured = { tbtMs: number };
export type Median<R extends Measured> = R & { runs: number; tbtMinMs: number; tbtMaxMs: number };

/** Each numeric figure's median over a page's runs (the rest from the first run), with the blocking time's range. */
function medianOf<R extends Measured>(runs: R[]): Median<R> {
  const first = runs[0];
  if (!first) throw new Error("no Lighthouse run to take a median of");
  const row: Record<string, unknown> = { ...first };
  for (const [key, value] of Object.entries(first)) {
    if (typeof value === "number") row[key] = median(runs.map((r) => (r as Record<string, number>)[key]!));
  }
  const tbt = runs.map((r) => r.tbtMs);
  return { ...(row as R), runs: runs.length, tbtMinMs: Math.min(...tbt), tbtMaxMs: Math.max(...tbt) };
}

/** "(min–max)" of a page's blocking time. */
export const tbtRange = (r: Median<Measured>) => `(${r.tbtMinMs}–${r.tbtMaxMs})`;

/** `measure` run `runs` times, one after the other: the medians of its figures. */
export async function medianOfRuns<R extends Measured>(runs: number, measure: () => Promise<R>): Promise<Median<R>> {
  const samples: R[] = [];
  for (let run = 0; run < runs; run++) samples.push(await measure());
  return medianOf(samples);
}
