/**
 * The bench page: the market page's real pieces — LiveStore (one publish per animation frame),
 * useMarketBook, OddsGrid with its memoised rows and flashing cells, and the bet slip on the real
 * bet-slip machine — fed by a synthetic feed of full 60-runner books at a set rate.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { betSlipMachine } from '../../machines/bet-slip.machine';
import type { PlaceBetRequest, PlaceBetResult } from '../../machines/bet-slip.types';
import { BetSlipPanel } from '@/features/bets/bet-slip-panel';
import { connectBetSlip } from '@/features/bets/connect-bet-slip';
import { OddsGrid } from '@/features/market/odds-grid';
import type { OddsGrid_MarketFragment } from '@/gql/graphql';
import { LiveStore } from '@/lib/feed/book-store';
import type { MarketBook, PriceSize, RunnerPrices } from '@/lib/feed/feed';
import { useMarketBook } from '@/lib/feed/use-live';
import '@/app/global.css';

const RUNNERS = Number(new URLSearchParams(location.search).get('runners') ?? 60);
const MARKET_ID = 'bench.win';
const LADDER = [1.5, 1.6, 1.7, 1.8, 1.9, 2, 2.2, 2.4, 2.6, 2.8, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30];

const market: OddsGrid_MarketFragment = {
  marketId: MARKET_ID,
  marketName: `Win (${RUNNERS} runners)`,
  kind: 'exchange',
  minStake: 1000,
  maxStake: 10_000_000,
  betDelayMs: 0,
  runners: Array.from({ length: RUNNERS }, (_, i) => ({ runnerId: String(i + 1), runnerName: `Runner ${i + 1}` })),
};

let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);

function runnerBook(runnerId: string): RunnerPrices {
  const at = Math.floor(random() * (LADDER.length - 4)) + 1;
  const level = (i: number): PriceSize => ({ price: LADDER[i]!, size: Math.floor(random() * 1_000_000) + 1_000 });
  return { runnerId, availableToBack: [level(at), level(at - 1), level(Math.max(0, at - 1))], availableToLay: [level(at + 1), level(at + 2), level(at + 3)], lastTradedPrice: LADDER[at]! };
}

const store = new LiveStore();
let runners = market.runners.map((r) => runnerBook(r.runnerId));
store.pushBook({ marketId: MARKET_ID, status: 'OPEN', inPlay: true, runners });
store.flush();

/**
 * Full books at `rate` per second. Each update changes one price level of one runner, the way an
 * exchange stream does: mostly the money at a price (80%), otherwise the price itself moving a tick.
 * Every update is a new book object (a snapshot feed's worst case for the screen).
 */
function nextRunner(runner: RunnerPrices): RunnerPrices {
  const back = random() < 0.5;
  const levels = (back ? runner.availableToBack : runner.availableToLay).slice();
  const i = Math.floor(random() * levels.length);
  const level = levels[i]!;
  if (random() < 0.8) levels[i] = { price: level.price, size: Math.max(1_000, level.size + Math.floor((random() - 0.5) * 200_000)) };
  else {
    const at = LADDER.indexOf(level.price);
    const step = random() < 0.5 ? -1 : 1;
    levels[i] = { price: LADDER[Math.min(LADDER.length - 1, Math.max(0, at + step))]!, size: level.size };
  }
  return back ? { ...runner, availableToBack: levels } : { ...runner, availableToLay: levels };
}

function startFeed(rate: number): () => void {
  let sent = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const i = Math.floor(random() * RUNNERS);
      runners = runners.slice();
      runners[i] = nextRunner(runners[i]!);
      const book: MarketBook = { marketId: MARKET_ID, status: 'OPEN', inPlay: true, runners };
      store.pushBook(book);
    }
  }, 4);
  return () => clearInterval(timer);
}

function Grid({ onPick }: { onPick: Parameters<typeof OddsGrid>[0]['onPick'] }) {
  const book = useMarketBook(store, MARKET_ID);
  return <OddsGrid market={market} book={book} onPick={onPick} />;
}

function Bench() {
  const [machine] = useState(() =>
    betSlipMachine.provide({ actors: { placeBet: fromPromise<PlaceBetResult, PlaceBetRequest>(async () => ({ betId: 'b', status: 'EXECUTION_COMPLETE', sizeMatched: 1, sizeRemaining: 0, averagePriceMatched: 2 })) } }),
  );
  const slip = useActorRef(machine, { input: { minStake: 1000, available: 10_000_000, quickStakes: [10_000, 50_000, 100_000] } });
  const snapshot = useSelector(slip, (s) => s);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: 10, padding: 10, maxWidth: 1280 }}>
      <Grid onPick={(pick) => slip.send({ type: 'selection.choose', selection: pick })} />
      <div>
        <BetSlipPanel view={connectBetSlip(snapshot)} send={slip.send} />
      </div>
    </div>
  );
}

declare global {
  interface Window {
    bench: { startFeed: (rate: number) => () => void; updatesPublished: () => number };
  }
}
window.bench = { startFeed, updatesPublished: () => store.revision(MARKET_ID) };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Bench />
  </StrictMode>,
);
