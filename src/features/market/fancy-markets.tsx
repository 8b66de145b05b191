import { graphql } from '@/gql/gql';
import type { FancyMarkets_MarketFragment } from '@/gql/graphql';
import type { FancyQuote, MarketBook } from '@/lib/feed/feed';
import { formatMoney } from '@/lib/format';
import { fancyPick, type PricePick } from './price-pick';
import styles from './fancy-markets.module.css';

export const FancyMarkets_market = graphql(`
  fragment FancyMarkets_market on Market {
    marketId
    marketName
    minStake
    maxStake
    status
    fancy {
      yesLine
      yesRate
      noLine
      noRate
      size
    }
  }
`);

export interface FancyRow {
  market: FancyMarkets_MarketFragment;
  /** The live book (quote and status); the query's values until it arrives. */
  book: MarketBook | null | undefined;
}

export interface FancyMarketsProps {
  rows: readonly FancyRow[];
  onPick: (pick: PricePick) => void;
  onOpenBook: (market: { marketId: string; marketName: string }) => void;
  /** The panel's heading (binary lines use the same rows). */
  title?: string;
}

/** Fancy (session) markets: NO (pink) and YES (blue) with line over rate, and a Book button each. */
export function FancyMarkets({ rows, onPick, onOpenBook, title = 'Fancy' }: FancyMarketsProps) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.panel} aria-label={title}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <span className={styles.col} data-side="lay">
          No
        </span>
        <span className={styles.col} data-side="back">
          Yes
        </span>
      </header>
      {rows.map(({ market, book }) => {
        const quote: FancyQuote | null = book?.fancy ?? market.fancy ?? null;
        const status = book?.status ?? market.status;
        const open = status === 'OPEN' && quote !== null;
        const pick = (side: 'BACK' | 'LAY') => {
          if (!quote) return;
          const line = side === 'BACK' ? quote.yesLine : quote.noLine;
          const rate = side === 'BACK' ? quote.yesRate : quote.noRate;
          onPick(fancyPick(market, side, line, rate));
        };
        return (
          <div key={market.marketId} className={styles.row} role="group" aria-label={market.marketName} data-state={status.toLowerCase()}>
            <div className={styles.name}>
              <span>{market.marketName}</span>
              <span className={styles.limits}>
                Min {formatMoney(market.minStake)} · Max {formatMoney(Math.min(quote?.size ?? market.maxStake, market.maxStake))}
              </span>
            </div>
            <button type="button" className={styles.book} onClick={() => onOpenBook({ marketId: market.marketId, marketName: market.marketName })}>
              Book
            </button>
            <div className={styles.prices}>
              <button type="button" className={styles.price} data-side="lay" disabled={!open} aria-label={`No ${market.marketName} at ${quote?.noLine ?? '-'} ${quote?.noRate ?? ''}`.trimEnd()} onClick={() => pick('LAY')}>
                <span className={styles.line}>{quote?.noLine ?? '–'}</span>{' '}
                <span className={styles.rate}>{quote?.noRate ?? ''}</span>
              </button>
              <button type="button" className={styles.price} data-side="back" disabled={!open} aria-label={`Yes ${market.marketName} at ${quote?.yesLine ?? '-'} ${quote?.yesRate ?? ''}`.trimEnd()} onClick={() => pick('BACK')}>
                <span className={styles.line}>{quote?.yesLine ?? '–'}</span>{' '}
                <span className={styles.rate}>{quote?.yesRate ?? ''}</span>
              </button>
              {status === 'SUSPENDED' || status === 'CLOSED' ? (
                <span className={styles.overlay} role="status">
                  {status === 'SUSPENDED' ? 'Suspended' : 'Closed'}
                </span>
              ) : null}
            </div>
          </div>
        );
      })}
    </section>
  );
}
