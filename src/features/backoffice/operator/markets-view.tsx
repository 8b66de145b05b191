import { useState, type FormEvent } from 'react';
import { formatMoney } from '@/lib/format';
import { ACT_LABEL, actsOf, type MarketActInput, type MarketActKind, type MarketActRequest } from './market-act';
import { MarketActDialog } from './market-act-dialog';
import type { MarketFilter, MarketStateFilter, OperatorMarketItem } from './operator-types';
import styles from './operator.module.css';

export interface MarketsViewProps {
  /** The markets found; null while the first answer is on its way. */
  markets: readonly OperatorMarketItem[] | null;
  sports: ReadonlyArray<{ sportId: number; sportName: string }>;
  filter: MarketFilter;
  onFilter: (filter: MarketFilter) => void;
  /** Sends an act; resolves with the refusal in words, or null when done. */
  onAct: (request: MarketActRequest) => Promise<string | null>;
  error?: string | null;
  /** A dialog open from the start (stories). */
  opened?: { marketId: string; kind: MarketActKind; initial?: Partial<MarketActInput> };
}

const STATE_LABEL: Record<MarketStateFilter, string> = { OPEN: 'Open', SUSPENDED: 'Suspended', SETTLED: 'Settled' };
const STATUS_LABEL: Record<string, string> = { OPEN: 'Open', SUSPENDED: 'Suspended', CLOSED: 'Closed', INACTIVE: 'Inactive' };

/** `/backoffice/markets`: the operator finds markets and suspends, opens, settles, voids or resettles them. */
export function MarketsView({ markets, sports, filter, onFilter, onAct, error, opened }: MarketsViewProps) {
  const [dialog, setDialog] = useState(opened ?? null);
  const open = dialog && markets?.find((m) => m.marketId === dialog.marketId);
  return (
    <section className={styles.page} aria-labelledby="operator-markets-title">
      <h1 id="operator-markets-title" className={styles.title}>
        Markets
      </h1>
      <p className={styles.lead}>Suspend or open a market, settle it on its result, void it, or resettle a settled one with a reason.</p>
      <MarketFilters filter={filter} sports={sports} onFilter={onFilter} />
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      {markets === null ? (
        <p className={styles.empty} role="status" aria-busy="true">
          Loading markets…
        </p>
      ) : markets.length === 0 ? (
        <p className={styles.empty} role="status">
          No market matches: change the search, the sport or the state.
        </p>
      ) : (
        <>
          <span className={styles.count} role="status">
            {markets.length} market{markets.length === 1 ? '' : 's'}
          </span>
          <MarketTable markets={markets} onAct={(marketId, kind) => setDialog({ marketId, kind })} />
          <MarketCards markets={markets} onAct={(marketId, kind) => setDialog({ marketId, kind })} />
        </>
      )}
      {dialog && open ? <MarketActDialog key={`${dialog.marketId}-${dialog.kind}`} market={open} kind={dialog.kind} initial={dialog.initial} onConfirm={onAct} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}

function MarketFilters({ filter, sports, onFilter }: Pick<MarketsViewProps, 'filter' | 'sports' | 'onFilter'>) {
  const [search, setSearch] = useState(filter.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filter, search: search.trim() });
  };
  return (
    <form className={styles.filters} role="search" onSubmit={submit}>
      <label className={`${styles.field} ${styles.search}`}>
        Event or market
        <input className={styles.input} type="search" value={search} maxLength={80} placeholder="e.g. Mumbai, Match Odds" onChange={(e) => setSearch(e.target.value)} />
      </label>
      <label className={styles.field}>
        Sport
        <select className={styles.input} value={filter.sportId ?? ''} onChange={(e) => onFilter({ ...filter, search: search.trim(), sportId: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value="">All sports</option>
          {sports.map((s) => (
            <option key={s.sportId} value={s.sportId}>
              {s.sportName}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        State
        <select className={styles.input} value={filter.state ?? ''} onChange={(e) => onFilter({ ...filter, search: search.trim(), state: (e.target.value || null) as MarketStateFilter | null })}>
          <option value="">Open and suspended</option>
          {(Object.keys(STATE_LABEL) as MarketStateFilter[]).map((s) => (
            <option key={s} value={s}>
              {STATE_LABEL[s]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.primary}>
        Search
      </button>
    </form>
  );
}

interface ListProps {
  markets: readonly OperatorMarketItem[];
  onAct: (marketId: string, kind: MarketActKind) => void;
}

function Status({ market }: { market: OperatorMarketItem }) {
  return (
    <>
      <span className={styles.status} data-status={market.status}>
        {market.settledVersion > 0 ? `Settled${market.settledVersion > 1 ? ` v${market.settledVersion}` : ''}` : (STATUS_LABEL[market.status] ?? market.status)}
      </span>
      {market.inPlay && market.settledVersion === 0 ? <span className={styles.inPlay}>In-play</span> : null}
    </>
  );
}

function Acts({ market, onAct }: { market: OperatorMarketItem; onAct: ListProps['onAct'] }) {
  return (
    <div className={styles.acts}>
      {actsOf(market).map((kind) => (
        <button key={kind} type="button" className={styles.act} data-act={kind} aria-label={`${ACT_LABEL[kind]} ${market.eventName} ${market.marketName}`} onClick={() => onAct(market.marketId, kind)}>
          {ACT_LABEL[kind]}
        </button>
      ))}
    </div>
  );
}

const resultLine = (m: OperatorMarketItem) => (m.result ? `Result: ${m.result}${m.reason ? ` — ${m.reason}` : ''}` : null);

function MarketTable({ markets, onAct }: ListProps) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Event · market</th>
          <th scope="col">Sport</th>
          <th scope="col">State</th>
          <th scope="col" className={styles.num}>
            Bets
          </th>
          <th scope="col" className={styles.num}>
            Matched
          </th>
          <th scope="col">Act</th>
        </tr>
      </thead>
      <tbody>
        {markets.map((m) => (
          <tr key={m.marketId} data-market={m.marketId}>
            <td>
              <span className={styles.event}>{m.eventName}</span>
              <span className={styles.sub}>
                {m.marketName}
                {resultLine(m) ? ` · ${resultLine(m)}` : ''}
              </span>
            </td>
            <td>{m.sportName}</td>
            <td>
              <Status market={m} />
            </td>
            <td className={styles.num}>{m.betCount}</td>
            <td className={styles.num}>{formatMoney(m.matched)}</td>
            <td>
              <Acts market={m} onAct={onAct} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MarketCards({ markets, onAct }: ListProps) {
  return (
    <ul className={styles.cards}>
      {markets.map((m) => (
        <li key={m.marketId} className={styles.card} data-market={m.marketId}>
          <div className={styles.cardHead}>
            <span>
              <span className={styles.event}>{m.eventName}</span>
              <span className={styles.sub}>
                {m.sportName} · {m.marketName}
              </span>
            </span>
            <span>
              <Status market={m} />
            </span>
          </div>
          {resultLine(m) ? <span className={styles.sub}>{resultLine(m)}</span> : null}
          <div className={styles.cardFigures}>
            <span>{m.betCount} bets</span>
            <span>{formatMoney(m.matched)} matched</span>
          </div>
          <Acts market={m} onAct={onAct} />
        </li>
      ))}
    </ul>
  );
}
