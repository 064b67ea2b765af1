/** The figures the benches print from lists of latencies. */

/** The value at `fraction` (0–1) of an ascending list; NaN for an empty one. */
export function percentile(sorted: number[], fraction: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export const sortNumbers = (values: number[]) => [...values].sort((a, b) => a - b);

/** Milliseconds as printed: one decimal under 100, none above, "-" for nothing measured. */
export const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "-" : value >= 100 ? value.toFixed(0) : value.toFixed(1));
