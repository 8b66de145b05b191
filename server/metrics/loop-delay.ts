import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The event loop's delay since the last reset, ms, net of the monitor's own sampling interval. */
export interface LoopDelayMonitor {
  /** The worst delay, ms (0 with no sample). */
  max(): number;
  /** The `p`th percentile of the samples, ms (0 with no sample). */
  percentile(p: number): number;
  /** Starts a new window (Node measures again from its timer's next callback: a stall across the reset is not counted). */
  reset(): void;
  /** Stops sampling (the monitor's timer). */
  stop(): void;
}

/**
 * The event loop's delay, as perf_hooks' `monitorEventLoopDelay` samples it every `resolutionMs`, with
 * the sampling interval taken out. Node records the whole time between two of its timer's callbacks,
 * so each sample includes the interval itself: an idle loop sampled every 10 ms reads 10.1 ms at the
 * median, never under 10. The one place that knows it: the door's pace (admission.ts), the per-second
 * timeline and the System page read delays from here, so a threshold means the delay a request waits.
 */
export function loopDelayMonitor(resolutionMs = 10): LoopDelayMonitor {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const net = (ns: number) => (Number.isFinite(ns) && ns > 0 ? Math.max(0, ns / 1e6 - resolutionMs) : 0);
  return {
    max: () => net(histogram.max),
    percentile: (p) => net(histogram.percentile(p)),
    reset: () => histogram.reset(),
    stop: () => histogram.disable(),
  };
}
