/**
 * The business figures read from the store at scrape time (exchange and ROLE=all processes): open
 * exposure, commission earned, pending deposits and withdrawals, and markets closed but not settled.
 * Four small queries on indexed or one-row tables, run at most once per REFRESH_MS however often
 * Prometheus scrapes (a scrape in between gets the figures of the last run), never on the bet path.
 *
 * These are the store's, not the process's: every exchange of a cluster reports the same values, so
 * dashboards and alerts take max() across processes.
 */
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import type { Db } from '../exchange/db/client';
import { metricsRegistry, Sources } from './registry';

export const STORE_FIGURES_REFRESH_MS = 10_000;

/** How long each read of the figures took (its four queries): what a scrape that refreshes them pays beside a cached one (bench:bets --scrape). */
const refreshTime = new client.Histogram({
  name: 'backlay_metrics_store_refresh_seconds',
  help: "Time to read the store's business figures for /metrics (at most once per 10 s, on a scrape)",
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [metricsRegistry],
});

export interface StoreFigures {
  openExposurePaise: number;
  commissionPaise: number;
  pending: { deposits: number; depositPaise: number; withdrawals: number; withdrawalPaise: number };
  /** Markets closed and not settled now. */
  awaitingSettlement: number;
  /** How long the oldest of those has been seen waiting, seconds (0: none). */
  oldestAwaitingSeconds: number;
}

type Rows<T> = { rows: T[] };

/** One store's figures, refreshed when older than REFRESH_MS. */
export class StoreFigureReader {
  private figures: StoreFigures | null = null;
  private readAt = 0;
  private reading: Promise<void> | null = null;
  /** Each closed, unsettled market → when it was first seen so (a market's close time is not stored). */
  private readonly waitingSince = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async read(): Promise<StoreFigures | null> {
    if (this.now() - this.readAt >= STORE_FIGURES_REFRESH_MS) {
      this.reading ??= this.refresh()
        .catch(() => {})
        .finally(() => (this.reading = null));
      await this.reading;
    }
    return this.figures;
  }

  private async refresh(): Promise<void> {
    const began = performance.now();
    const exposure = (await this.db.execute(sql`select coalesce(sum(exposure_paise), 0)::bigint as v from user_market_exposure`)) as unknown as Rows<{ v: string | number }>;
    const commission = (await this.db.execute(sql`select balance as v from account_balances where account = 'commission'`)) as unknown as Rows<{ v: string | number }>;
    const pending = (await this.db.execute(
      sql`select kind, count(*)::int as n, coalesce(sum(amount), 0)::bigint as paise from banking_requests where status = 'PENDING' group by kind`,
    )) as unknown as Rows<{ kind: string; n: number; paise: string | number }>;
    const closed = (await this.db.execute(sql`select market_id as id from markets where status = 'CLOSED' and settled_version = 0 limit 1000`)) as unknown as Rows<{ id: string }>;
    const now = this.now();
    const ids = new Set(closed.rows.map((r) => r.id));
    for (const id of this.waitingSince.keys()) if (!ids.has(id)) this.waitingSince.delete(id);
    for (const id of ids) if (!this.waitingSince.has(id)) this.waitingSince.set(id, now);
    const oldest = Math.min(now, ...this.waitingSince.values());
    const of = (kind: string) => pending.rows.find((r) => r.kind === kind);
    this.figures = {
      openExposurePaise: Number(exposure.rows[0]?.v ?? 0),
      commissionPaise: Number(commission.rows[0]?.v ?? 0),
      pending: {
        deposits: Number(of('DEPOSIT')?.n ?? 0),
        depositPaise: Number(of('DEPOSIT')?.paise ?? 0),
        withdrawals: Number(of('WITHDRAWAL')?.n ?? 0),
        withdrawalPaise: Number(of('WITHDRAWAL')?.paise ?? 0),
      },
      awaitingSettlement: ids.size,
      oldestAwaitingSeconds: (now - oldest) / 1000,
    };
    this.readAt = now;
    refreshTime.observe((performance.now() - began) / 1000);
  }
}

export const storeSources = new Sources<StoreFigureReader>();

function storeGauge(name: string, help: string, read: (f: StoreFigures) => number, labelNames: string[] = [], labelled?: (f: StoreFigures) => Array<[Record<string, string>, number]>) {
  new client.Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      const reader = storeSources.all()[0];
      const figures = reader ? await reader.read() : null;
      if (!figures) return;
      if (labelled) for (const [labels, value] of labelled(figures)) this.set(labels, value);
      else this.set(read(figures));
    },
  });
}

storeGauge('backlay_open_exposure_paise', "Bettors' open exposure on unsettled markets, paise (the store's; max() across exchanges)", (f) => f.openExposurePaise);
storeGauge('backlay_commission_paise', 'Commission earned to date, paise (the commission account)', (f) => f.commissionPaise);
storeGauge('backlay_banking_pending', 'Deposit and withdrawal requests waiting for a decision', () => 0, ['kind'], (f) => [
  [{ kind: 'deposit' }, f.pending.deposits],
  [{ kind: 'withdrawal' }, f.pending.withdrawals],
]);
storeGauge('backlay_banking_pending_paise', 'Amount of the deposit and withdrawal requests waiting, paise', () => 0, ['kind'], (f) => [
  [{ kind: 'deposit' }, f.pending.depositPaise],
  [{ kind: 'withdrawal' }, f.pending.withdrawalPaise],
]);
storeGauge('backlay_markets_awaiting_settlement', 'Markets closed and not yet settled', (f) => f.awaitingSettlement);
storeGauge('backlay_settlement_oldest_wait_seconds', 'How long the oldest closed, unsettled market has been waiting, as this process saw it', (f) => f.oldestAwaitingSeconds);
