// Benchmark 1: the live market query through the gateway vs the same data straight from REST.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export const MARKET_QUERY = `query LiveMarket($id: ID!) {
  market(id: $id) {
    marketId exEventId marketName kind status inPlay betDelayMs minStake maxStake
    runners { runnerId runnerName availableToBack { price size } availableToLay { price size } lastTradedPrice tradedVolume }
  }
}`;

export interface MarketServer {
  url: string;
  marketId: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts bench/gateway/market-server.ts in its own process and waits for its ready line. */
export async function startMarketServer(env: Record<string, string> = {}): Promise<MarketServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/gateway/market-server.ts'], { env: { ...process.env, LOG_LEVEL: 'error', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ url: string; marketId: string }>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as { url: string; marketId: string }));
    child.once('exit', (code) => reject(new Error(`market server exited with ${code}`)));
  });
  return {
    ...ready,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  bytesPerReply: number;
}

export async function load(options: { url: string; body: string; headers?: Record<string, string>; seconds: number; connections: number }): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    bytesPerReply: result.requests.total ? Math.round((result.throughput.average * options.seconds) / Math.max(1, result.requests.total)) : 0,
  };
}

/** Checks that both ends answer the same market before timing them. */
export async function sameData(server: MarketServer): Promise<{ restBytes: number; gatewayBytes: number; runners: number; levels: number }> {
  const rest = await fetch(`${server.url}/api/markets/detail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ marketId: server.marketId }) });
  const restText = await rest.text();
  const gw = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: MARKET_QUERY, variables: { id: server.marketId } }) });
  const gwText = await gw.text();
  type RunnerJson = Record<string, unknown> & { availableToBack: unknown[]; availableToLay: unknown[] };
  const restMarket = (JSON.parse(restText) as { data: { runners: RunnerJson[] } }).data;
  const gwMarket = (JSON.parse(gwText) as { data: { market: { runners: RunnerJson[] } } }).data.market;
  // The query selects every field of the book; REST may carry more (e.g. race cards), which are not compared.
  const selected = (runners: RunnerJson[]) => runners.map((r) => [r.runnerId, r.runnerName, r.availableToBack, r.availableToLay, r.lastTradedPrice, r.tradedVolume]);
  if (JSON.stringify(selected(gwMarket.runners)) !== JSON.stringify(selected(restMarket.runners))) throw new Error('The gateway and REST disagree about the market');
  const levels = restMarket.runners.reduce((n, r) => n + r.availableToBack.length + r.availableToLay.length, 0);
  return { restBytes: restText.length, gatewayBytes: gwText.length, runners: restMarket.runners.length, levels };
}
