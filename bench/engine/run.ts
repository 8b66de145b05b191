import { anchor, ours } from './engines';
import type { BenchEngine, EngineFactory } from './engines';
import { depthScenario, mixedScenario, restScenario } from './scenarios';
import type { RoundResult } from './scenarios';
import { median, percentilesUs } from './stats';

const json = process.argv.includes('--json');
const ROUNDS = 5;

interface Row {
  scenario: string;
  ours_ops_per_s: number;
  anchor_ops_per_s: number | null;
  p99_us: number | null;
  target: string;
  met: boolean;
  latency?: { p50: number; p99: number; p999: number };
}

/** One warm-up round, then ROUNDS timed rounds on fresh books; the median throughput. */
function opsPerSecond(factory: EngineFactory, round: (engine: BenchEngine) => RoundResult): number {
  round(factory());
  const rates: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const { ops, ms } = round(factory());
    rates.push((ops / ms) * 1000);
  }
  return Math.round(median(rates));
}

function compare(scenario: string, round: (engine: BenchEngine) => RoundResult, factor: number): Row {
  const oursRate = opsPerSecond(ours, round);
  const anchorRate = opsPerSecond(anchor, round);
  const met = oursRate >= factor * anchorRate;
  return { scenario, ours_ops_per_s: oursRate, anchor_ops_per_s: anchorRate, p99_us: null, target: `≥ ${factor}× anchor`, met };
}

function mixedRow(): Row {
  const ops = 500_000;
  const round = mixedScenario(ops);
  const oursRate = opsPerSecond(ours, (engine) => round(engine));
  const anchorRate = opsPerSecond(anchor, (engine) => round(engine));
  const samples: number[][] = [];
  for (let i = 0; i < 3; i++) {
    const latencies = new Float64Array(ops);
    round(ours(), latencies);
    samples.push(percentilesUs(latencies, [0.5, 0.99, 0.999]));
  }
  const [p50, p99, p999] = [0, 1, 2].map((q) => median(samples.map((s) => s[q]!))) as [number, number, number];
  const met = oursRate >= 1_500_000 && p99 <= 10;
  return { scenario: 'mixed', ours_ops_per_s: oursRate, anchor_ops_per_s: anchorRate, p99_us: round2(p99), target: '≥ 1.5M ops/s, p99 ≤ 10 µs', met, latency: { p50: round2(p50), p99: round2(p99), p999: round2(p999) } };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function report(row: Row): void {
  if (json) {
    const { scenario, ours_ops_per_s, anchor_ops_per_s, p99_us } = row;
    console.log(JSON.stringify({ scenario, ours_ops_per_s, anchor_ops_per_s, p99_us }));
    return;
  }
  const ratio = row.anchor_ops_per_s ? `${(row.ours_ops_per_s / row.anchor_ops_per_s).toFixed(1)}×` : '–';
  const latency = row.latency ? `p50 ${row.latency.p50} / p99 ${row.latency.p99} / p99.9 ${row.latency.p999} µs` : '';
  const cells = [row.scenario.padEnd(10), fmt(row.ours_ops_per_s).padStart(12), fmt(row.anchor_ops_per_s).padStart(12), ratio.padStart(8), row.target.padEnd(26), (row.met ? 'met' : 'MISSED').padEnd(7), latency];
  console.log(cells.join(' | '));
}

const fmt = (n: number | null) => (n === null ? '–' : n.toLocaleString('en-US'));

if (!json) {
  console.log(`Node ${process.version}, ${ROUNDS} rounds after one warm-up, median ops/s`);
  console.log(['scenario'.padEnd(10), 'ours'.padStart(12), 'anchor'.padStart(12), 'ratio'.padStart(8), 'target'.padEnd(26), 'result '.padEnd(7), 'latency (mixed, ours)'].join(' | '));
}
report(compare('rest', restScenario(), 3));
report(compare('depth-1', depthScenario(1, 100_000), 2));
report(compare('depth-100', depthScenario(100, 50_000), 10));
report(compare('depth-1000', depthScenario(1000, 10_000), 50));
report(mixedRow());
