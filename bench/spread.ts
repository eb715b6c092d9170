/** Median [min–max] of a series: how the benches print a figure measured over several rounds. */
export type Spread = { median: number; min: number; max: number };

export const spread = (xs: number[]): Spread => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
};

/** "12.3 [11.0–14.2]" with `digits` decimals (and `unit` after the bracket). */
export const formatSpread = (s: Spread, digits = 0, unit = "") => `${s.median.toFixed(digits)} [${s.min.toFixed(digits)}–${s.max.toFixed(digits)}]${unit}`;
