/** Made-up System page figures for stories and tests: a cluster of 3 exchanges and 2 gateways. */
import type { SystemProcessView, SystemSampleView, SystemStatusView } from '../../../../machines/system-monitor.machine';

const END = Date.parse('2026-11-25T06:00:00.000Z');

/** 15 minutes of samples every 2 s, rising and falling with the race card; no bus lag without a bus. */
function history(seed: number, scale: number, bus: boolean): SystemSampleView[] {
  return Array.from({ length: 450 }, (_, i) => {
    const wave = Math.sin((i + seed * 37) / 40) * 0.5 + 0.5;
    return {
      at: END - (449 - i) * 2_000,
      betsPerSecond: Math.round(scale * (0.4 + wave) * 10) / 10,
      p99Ms: Math.round((12 + wave * 30) * 10) / 10,
      loopDelayMs: Math.round((2 + wave * 8) * 10) / 10,
      busLagMs: bus ? Math.round((0.8 + wave * 2) * 10) / 10 : null,
    };
  });
}

function proc(instanceId: string, role: string, seed: number, scale: number, over: Partial<SystemProcessView> = {}): SystemProcessView {
  // `npm start` (role all) is one process: it has no bus.
  const samples = history(seed, scale, role !== 'all');
  const last = samples[samples.length - 1]!;
  return {
    instanceId,
    role,
    ready: true,
    silent: false,
    notReady: [],
    partitions: role === 'exchange' ? 11 : null,
    betsPerSecond: last.betsPerSecond,
    p99Ms: last.p99Ms,
    loopDelayMs: last.loopDelayMs,
    busLagMs: last.busLagMs,
    sampledAt: new Date(END).toISOString(),
    history: samples,
    ...over,
  };
}

export const clusterStatus: SystemStatusView = {
  sampledEveryMs: 2_000,
  processes: [
    proc('bl-1:4101:a1b2c3', 'exchange', 1, 320),
    proc('bl-1:4102:d4e5f6', 'exchange', 2, 290, { partitions: 11 }),
    proc('bl-1:4103:0a9b8c', 'exchange', 3, 260, { partitions: 10 }),
    proc('bl-1:4201:77aa11', 'gateway', 4, 450, { partitions: null }),
    proc('bl-1:4202:88bb22', 'gateway', 5, 420, { partitions: null }),
  ],
};

/** One exchange gone silent (killed), its partitions not yet taken, a gateway not ready. */
export const troubledStatus: SystemStatusView = {
  sampledEveryMs: 2_000,
  processes: [
    proc('bl-1:4101:a1b2c3', 'exchange', 1, 320, { partitions: 16 }),
    proc('bl-1:4102:d4e5f6', 'exchange', 2, 0, { ready: false, silent: true, notReady: [], betsPerSecond: 0, p99Ms: null, busLagMs: null }),
    proc('bl-1:4103:0a9b8c', 'exchange', 3, 260, { partitions: 12, ready: false, notReady: ['partitions: serves 12 of 32 partitions, its share is 16'] }),
    proc('bl-1:4201:77aa11', 'gateway', 4, 450, { partitions: null, ready: false, notReady: ['exchange: no answer within 1000 ms'], loopDelayMs: 140 }),
  ],
};

/** `npm start`: one process is everything, with no bus (so no bus lag). */
export const singleStatus: SystemStatusView = {
  sampledEveryMs: 2_000,
  processes: [proc('laptop:9120:5e6f7a', 'all', 7, 140, { partitions: null })],
};

/** `npm start` a minute after it started: 30 samples. */
export const youngStatus: SystemStatusView = {
  ...singleStatus,
  processes: singleStatus.processes.map((p) => ({ ...p, history: p.history.slice(-30) })),
};
