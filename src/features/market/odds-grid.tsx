import { memo, useCallback, useEffect, useRef } from 'react';
import { graphql } from '@/gql/gql';
import type { MarketKind, OddsGrid_MarketFragment } from '@/gql/graphql';
import type { MarketBook, PriceSize, RunnerPrices } from '@/lib/feed/feed';
import { formatMoney } from '@/lib/format';
import { matchedVolume } from './matched-volume';
import { formatOdds, formatProfitLoss } from './odds-format';
import { runnerPick, type PricePick } from './price-pick';
import { RunnerNameButton, RunnerToolButtons } from './ladder/runner-tool-buttons';
import { PriceCell } from './price-cell';
import styles from './odds-grid.module.css';

export const OddsGrid_market = graphql(`
  fragment OddsGrid_market on Market {
    marketId
    marketName
    kind
    minStake
    maxStake
    betDelayMs
    runners {
      runnerId
      runnerName
    }
  }
`);

export type { PricePick };

export interface OddsGridProps {
  market: OddsGrid_MarketFragment;
  /** The live book; null until the first one arrives. */
  book: MarketBook | null | undefined;
  /** The bettor's profit or loss per runner from matched bets, paise. */
  profitLoss?: ReadonlyMap<string, number> | null;
  /** The same with the bet on the slip added (shown while the slip holds a bet of this market). */
  projected?: ReadonlyMap<string, number> | null;
  onPick: (pick: PricePick) => void;
}

/** Back prices run third best → best towards the middle of the grid, lay prices best → third best. */
const BACK_LEVELS = [2, 1, 0] as const;
const LAY_LEVELS = [0, 1, 2] as const;
const ONE_LEVEL = [0] as const;
const NO_LEVELS = [] as const;
const EMPTY: PriceSize[] = [];

/**
 * A market's odds grid, Betfair style: per runner the three best back prices (blue, best nearest
 * the middle) and three best lay prices (pink), with the money available; the bettor's profit or
 * loss per runner; SUSPENDED / CLOSED over the prices when the market takes no bets.
 */
export function OddsGrid({ market, book, profitLoss, projected, onPick }: OddsGridProps) {
  // Rows keep one click handler for good, so a new `onPick` from the parent re-renders none of them.
  const latestPick = useRef(onPick);
  useEffect(() => {
    latestPick.current = onPick;
  }, [onPick]);
  const pickPrice = useCallback((pick: PricePick) => latestPick.current(pick), []);
  const status = book?.status ?? 'INACTIVE';
  const open = status === 'OPEN';
  const byRunner = new Map<string, RunnerPrices>((book?.runners ?? []).map((r) => [r.runnerId, r]));
  // Next-ball markets are fixed odds, backed only: one price per runner.
  const backOnly = market.kind === 'ballByBall';
  const backLevels = backOnly ? ONE_LEVEL : BACK_LEVELS;
  const layLevels = backOnly ? NO_LEVELS : LAY_LEVELS;
  const matched = matchedVolume(market.kind, book?.totalMatched);
  return (
    <section className={styles.market} aria-label={market.marketName} data-market-id={market.marketId} data-state={status.toLowerCase()} data-kind={market.kind} data-in-play={book?.inPlay ? 'true' : 'false'}>
      <header className={styles.head}>
        <h2 className={styles.name}>{market.marketName}</h2>
        {book?.inPlay ? <span className={styles.live}>In-Play</span> : null}
        {book?.inPlay && market.betDelayMs > 0 ? <span className={styles.delay}>{market.betDelayMs / 1000}s delay</span> : null}
        {matched !== null ? (
          <span className={styles.matched} data-testid="total-matched">
            Matched {formatMoney(matched)}
          </span>
        ) : null}
        <span className={styles.limits}>
          Min {formatMoney(market.minStake)} · Max {formatMoney(market.maxStake)}
        </span>
      </header>
      <div className={styles.body}>
        <table className={styles.grid} data-back-only={backOnly ? 'true' : 'false'}>
          <thead>
            <tr>
              <th scope="col" className={styles.runnerHead}>
                {market.runners.length} selections
              </th>
              {backLevels.map((level) => (
                <th key={`b${level}`} scope="col" className={styles.sideHead} data-side="back" data-level={level}>
                  {level === 0 ? 'Back' : <span className="visually-hidden">Back, level {level + 1}</span>}
                </th>
              ))}
              {layLevels.map((level) => (
                <th key={`l${level}`} scope="col" className={styles.sideHead} data-side="lay" data-level={level}>
                  {level === 0 ? 'Lay' : <span className="visually-hidden">Lay, level {level + 1}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {market.runners.map((runner) => (
              <RunnerRow
                key={runner.runnerId}
                marketId={market.marketId}
                kind={market.kind}
                runnerId={runner.runnerId}
                runnerName={runner.runnerName}
                back={byRunner.get(runner.runnerId)?.availableToBack ?? EMPTY}
                lay={byRunner.get(runner.runnerId)?.availableToLay ?? EMPTY}
                lastTraded={market.kind === 'exchange' ? (byRunner.get(runner.runnerId)?.lastTradedPrice ?? null) : null}
                backOnly={backOnly}
                disabled={!open}
                profitLoss={profitLoss?.get(runner.runnerId) ?? 0}
                projected={projected?.get(runner.runnerId) ?? null}
                onPick={pickPrice}
              />
            ))}
          </tbody>
        </table>
        {status === 'SUSPENDED' || status === 'CLOSED' ? (
          <div className={styles.overlay} role="status" data-state={status.toLowerCase()}>
            {status === 'SUSPENDED' ? 'Suspended' : 'Closed'}
          </div>
        ) : null}
      </div>
    </section>
  );
}

interface RunnerRowProps {
  marketId: string;
  kind: MarketKind;
  runnerId: string;
  runnerName: string;
  back: readonly PriceSize[];
  lay: readonly PriceSize[];
  /** Price of the runner's last trade (exchange markets), null before any. */
  lastTraded: number | null;
  backOnly: boolean;
  disabled: boolean;
  profitLoss: number;
  projected: number | null;
  onPick: (pick: PricePick) => void;
}

const sameLevels = (a: readonly PriceSize[], b: readonly PriceSize[]) =>
  a === b || (a.length === b.length && a.every((level, i) => level.price === b[i]!.price && level.size === b[i]!.size));

/** A runner's row; skipped on a frame where its prices did not change. */
const RunnerRow = memo(
  function RunnerRow({ marketId, kind, runnerId, runnerName, back, lay, lastTraded, backOnly, disabled, profitLoss, projected, onPick }: RunnerRowProps) {
    const pickBack = useCallback((price: number) => onPick(runnerPick(kind, marketId, { runnerId, runnerName }, 'BACK', price)), [onPick, kind, marketId, runnerId, runnerName]);
    const pickLay = useCallback((price: number) => onPick(runnerPick(kind, marketId, { runnerId, runnerName }, 'LAY', price)), [onPick, kind, marketId, runnerId, runnerName]);
    return (
      <tr className={styles.row} data-runner-id={runnerId}>
        <th scope="row" className={styles.runner}>
          {kind === 'exchange' ? <RunnerNameButton className={styles.runnerName!} marketId={marketId} runnerId={runnerId} runnerName={runnerName} /> : <span className={styles.runnerName}>{runnerName}</span>}
          {kind === 'exchange' ? <RunnerToolButtons marketId={marketId} runnerId={runnerId} runnerName={runnerName} /> : null}
          {lastTraded !== null ? (
            <span className={styles.ltp} data-testid="last-traded" title="Last traded price">
              LTP {formatOdds(lastTraded)}
            </span>
          ) : null}
          {profitLoss !== 0 || projected !== null ? (
            <span className={styles.positions}>
              {profitLoss !== 0 ? (
                <span className={styles.pl} data-tone={profitLoss > 0 ? 'positive' : 'negative'} data-testid="runner-pl">
                  {formatProfitLoss(profitLoss)}
                </span>
              ) : null}
              {projected !== null ? (
                <span className={styles.pl} data-tone={projected >= 0 ? 'positive' : 'negative'} data-projected="true" data-testid="runner-projected">
                  » {formatProfitLoss(projected)}
                </span>
              ) : null}
            </span>
          ) : null}
        </th>
        {(backOnly ? ONE_LEVEL : BACK_LEVELS).map((level) => {
          const at = back[level];
          return <PriceCell key={`b${level}`} side="back" level={level} price={at?.price ?? null} size={at?.size ?? null} disabled={disabled} label={`Back ${runnerName}`} onPick={pickBack} />;
        })}
        {(backOnly ? NO_LEVELS : LAY_LEVELS).map((level) => {
          const at = lay[level];
          return <PriceCell key={`l${level}`} side="lay" level={level} price={at?.price ?? null} size={at?.size ?? null} disabled={disabled} label={`Lay ${runnerName}`} onPick={pickLay} />;
        })}
      </tr>
    );
  },
  (a, b) =>
    a.runnerName === b.runnerName &&
    a.lastTraded === b.lastTraded &&
    a.disabled === b.disabled &&
    a.profitLoss === b.profitLoss &&
    a.projected === b.projected &&
    a.onPick === b.onPick &&
    a.backOnly === b.backOnly &&
    sameLevels(a.back, b.back) &&
    sameLevels(a.lay, b.lay),
);
