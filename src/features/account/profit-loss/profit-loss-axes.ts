import { evenTicks } from '@/lib/chart-ticks';

/** One point of the cumulative profit and loss line: an instant (ms) and the net so far (paise). */
export interface ChartPoint {
  time: number;
  net: number;
}

/** Both axes of the chart, fitted to its points. */
export interface ChartAxes {
  points: ChartPoint[];
  x: { domain: [number, number]; ticks: number[] };
  y: { domain: [number, number]; ticks: number[] };
}

const HOUR = 3_600_000;

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ paise at least `rough` (a whole paise, at least 1). */
export function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return Math.max(1, Math.round(step));
}

/**
 * The axes of the cumulative P&L line. x runs from the first point to the last (an hour either side of
 * a lone point, so it sits in the middle); y spans the data and zero with a tenth of the span as padding
 * on the side(s) the data reaches, ticks at round figures with zero among them. A −₹10 result reads
 * 0 to about −₹11, not 0 to −₹100.
 */
export function chartAxes(series: readonly { at: string; net: number }[]): ChartAxes {
  const points = series.map((p) => ({ time: Date.parse(p.at), net: p.net })).filter((p) => Number.isFinite(p.time));
  const times = points.map((p) => p.time);
  const first = times.length ? Math.min(...times) : 0;
  const last = times.length ? Math.max(...times) : 0;
  const x: [number, number] = first === last ? [first - HOUR, last + HOUR] : [first, last];
  const xTicks = evenTicks(first, last);

  const nets = points.map((p) => p.net);
  const low = Math.min(0, ...nets);
  const high = Math.max(0, ...nets);
  const span = high - low || 100;
  const pad = Math.max(1, Math.round(span / 10));
  const y: [number, number] = [low < 0 ? low - pad : 0, high > 0 ? high + pad : low < 0 ? 0 : span];
  const step = niceStep((y[1] - y[0]) / 4);
  const yTicks: number[] = [];
  for (let t = Math.ceil(y[0] / step) * step; t <= y[1]; t += step) yTicks.push(t === 0 ? 0 : t);
  return { points, x: { domain: x, ticks: xTicks }, y: { domain: y, ticks: yTicks } };
}
