import { countMatched, countPlaced, observeBatch } from '../../metrics/registry';
import { perfTimeline } from './perf-timeline';
import { randomUUID } from 'node:crypto';
import { lapseReasonOf, orderStatusOf, type BetOrder, type BetReceipt } from '@domain/bet-contract';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { savePersistence, saveOrders, saveTrades } from '../db/queries/bets';
import { marketRow } from '../db/queries/markets';
import { readBatch, writeBatch, type HouseBetRow, type OrderRow, type ReplyRow, type TradeRow } from '../db/queries/bet-batch';
import { lockedFundsOf, NO_FUNDS, storedFundsOf, type ExposureRow, type StoredFunds } from '../db/queries/funds';
import { endWaitingBets, saveWaitingBets } from '../db/queries/house-waiting';
import { DomainError } from '../domain/errors';
import type { ExchangeMarket } from '../domain/exchange-market';
import type { LapsedHouseBet, LapseReason, WaitingHouseBet } from '../domain/house-delay';
import { priceToTick, tickToOdds100 } from '../domain/ladder';
import type { Funds, OrderView, PlaceResult, Persistence, Side, Trade } from '../domain/types';
import type { BetSelection } from '../markets/kinds';
import { orderBookOf } from '../markets/kinds/exchange';
import { orderRowView } from '../markets/order-rows';
import { touchedOrders, viewOf } from '../markets/persist';
import type { MarketEntry, MarketRegistry } from '../markets/registry';
import { marketLock, userLock, type ExchangeServices } from './context';
import { conflict, invalid, notFound, ServiceError } from './errors';
import type { Admission } from './admission';
import type { BetLimits } from './site-settings-bet-limits';
import { GroupCommit, type Outcome, type Rehearsal } from './group-commit';
import { assertOwnsMarkets, writeForMarkets, type MarketOwnership } from './market-ownership';
import { earlierReply, stableHash } from './idempotency';
import { publishChanges } from './publisher';
import { exposureRowsIn, otherExposure, restoreMarketExposures, storeExposures } from './funds';
import { exclusionRefusal, exclusionsAt, exposureLimitOf } from './protections';

/** A bet to place: the contract's BetOrder (domain/bet-contract.ts); its selection's kind must fit the market's kind. */
export type PlaceBetInput = BetOrder & { side: Side; persistence?: Persistence; selection: BetSelection };

/** The answer to a placed or re-priced bet: the contract's receipt. */
export type BetReply = BetReceipt;

/** Bets, cancels and re-prices: one user lock and one market lock each, one DB transaction, then the stream. */
export class BettingService {
  /**
   * Told each delayed in-play bet's release instant (epoch ms) once it is placed, so the release runs
   * on time rather than at the next periodic check (the bet's outcome reaches the bettor as its push).
   */
  onDelayed: ((marketId: string, releaseAt: number) => void) | null = null;
  /** Admission in front of the group commit (admission.ts): bets past what can be answered in time are refused at once, coded. */
  admission: Admission | null = null;
  /** The operator's per-sport stake limits and bet delay (site settings), checked before a bet joins a batch. */
  limits: BetLimits | null = null;
  /** The start's rehearsal while it runs (beginRehearsal): its scratch bettors' bets are placed and rolled back. */
  private rehearsal: BetRehearsal | null = null;
  /** Bets placed within a moment of each other share one transaction (see GroupCommit). */
  private readonly commits: GroupCommit<PlaceJob, PlaceDone>;
  /** Batches placed so far, and per market the last batch whose book was published (bookOnce). */
  private batches = 0;
  private readonly bookBatches = new Map<string, number>();

  constructor(
    private readonly services: ExchangeServices,
    private readonly registry: MarketRegistry,
    /** With several exchange processes on one PostgreSQL: the markets this one may match (batches go on its owner connection). */
    private readonly ownership?: MarketOwnership,
  ) {
    this.commits = new GroupCommit<PlaceJob, PlaceDone>({
      db: ownership?.db ?? services.db,
      locks: services.locks,
      keysOf: (job) => [userLock(job.user.userId), marketLock(job.input.marketId)],
      run: (tx, jobs) => this.placeBatch(tx, jobs),
      rehearsalOf: (job) => job.rehearsal ?? null,
      repair: async (jobs) => {
        for (const marketId of new Set(jobs.map((j) => j.input.marketId))) await this.registry.reload(this.services.db, marketId);
      },
      // Each committed batch: three histogram observations for /metrics, and the per-second timeline when it is on.
      onBatch: perfTimeline.enabled
        ? (size, queuedMs, commitMs) => {
            observeBatch(size, queuedMs, commitMs);
            perfTimeline.batch(size, queuedMs, commitMs);
          }
        : observeBatch,
    });
  }

  private entry(marketId: string): MarketEntry {
    const entry = this.registry.get(marketId);
    if (!entry) throw notFound('MARKET_NOT_FOUND', `No open market ${marketId}`);
    return entry;
  }

  private async funds(db: Db, userId: string, marketId: string): Promise<Funds> {
    if (!this.services.sharedFunds) return this.fundsFrom(await storedFundsOf(db, userId, this.services.now()), userId, marketId);
    const { funds, exposures } = await lockedFundsOf(db, userId, this.services.now());
    return this.fundsFrom(funds, userId, marketId, exposures);
  }

  /** Whether this process matches the market (all of them without ownership: one process). */
  private readonly owns = (marketId: string): boolean => this.ownership?.ownsMarket(marketId) ?? true;

  /** Runs an engine command and its writes; a failed write rebuilds the market from the store. */
  private async guarded<T>(marketId: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof DomainError) && !(err instanceof ServiceError)) await this.registry.reload(this.services.db, marketId);
      throw err;
    }
  }

  /**
   * A house bet (bookmaker, fancy, fixed odds) changes no order on a book, so its row goes to its owner's
   * order stream here, as the bettor's My Bets shows it, before the money (publishChanges).
   */
  private publishHouseRow(marketId: string, userId: string, betId: string | null | undefined): void {
    const entry = this.registry.get(marketId);
    if (!entry || !betId) return;
    const { matched, unmatched } = entry.adapter.betsOf({ row: entry.row, runners: entry.runners }, userId);
    const row = [...matched, ...unmatched].find((r) => r.betId === betId);
    if (row) this.services.hub.publish(`orders:${userId}`, { marketId, ...row });
  }

  /**
   * Places a bet. Bets arriving together are placed as one group-commit batch (placeBatch) under
   * their users' and markets' locks; each is answered once that batch has committed.
   */
  async place(user: AuthUser, input: PlaceBetInput): Promise<{ statusCode: number; body: { data: BetReply } }> {
    const rehearsal = this.rehearsalFor(user, input.marketId);
    assertOwnsMarkets(this.services, input.marketId);
    // Made by another exchange process since this one loaded its markets: its engine is built here, its owner.
    await this.adoptMarket(input.marketId);
    if (!this.registry.get(input.marketId)) {
      // A retry gets the first answer even when the market has since settled and left the engines.
      const earlier = await earlierReply<{ data: BetReply }>(this.services.db, user.userId, input.idempotencyKey, input);
      if (earlier) return earlier;
      throw notFound('MARKET_NOT_FOUND', `No open market ${input.marketId}`);
    }
    if (this.limits) await this.limits.check(user, input, this.registry.get(input.marketId)!);
    const admission = rehearsal ? rehearsal.admission : this.admission;
    return admission ? admission.run(user.userId, () => this.placeAdmitted(user, input, rehearsal)) : this.placeAdmitted(user, input, rehearsal);
  }

  /**
   * Until the returned function is called, the bets of `rehearsal`'s scratch bettors are rehearsed: they
   * go the whole way a bet goes (admission, the group commit's batch, its transaction, the answer) on
   * transactions that are rolled back, and nothing is counted or published for them (the start's
   * warm-up over HTTP, warm-up.ts).
   */
  beginRehearsal(rehearsal: BetRehearsal): () => void {
    this.rehearsal = rehearsal;
    return () => {
      if (this.rehearsal === rehearsal) this.rehearsal = null;
    };
  }

  /**
   * The rehearsal a bet is part of (null: a real bet). A scratch bettor's bet anywhere but the scratch
   * market, and anyone else's on it, are refused as on a market that does not exist.
   */
  private rehearsalFor(user: AuthUser, marketId: string): BetRehearsal | null {
    const rehearsal = this.rehearsal;
    if (!rehearsal) return null;
    const scratchBettor = rehearsal.users.has(user.userId);
    if (scratchBettor !== (marketId === rehearsal.marketId)) throw notFound('MARKET_NOT_FOUND', `No open market ${marketId}`);
    return scratchBettor ? rehearsal : null;
  }

  /**
   * An open market this process owns but has no engine for (created by another exchange process since
   * this one loaded its markets): built from the store. Nothing without partition leases (one process).
   */
  async adoptMarket(marketId: string): Promise<void> {
    if (this.registry.get(marketId) || !this.ownership?.leases.clustered || !this.ownership.ownsMarket(marketId)) return;
    await this.services.locks.run([marketLock(marketId)], async () => {
      if (this.registry.get(marketId)) return;
      const row = await marketRow(this.services.db, marketId);
      if (row && row.settledVersion === 0) await this.registry.reloadWhere(this.services.db, (id) => id === marketId);
    });
  }

  /**
   * Whether a bet of `batch` publishes its market's book: only the first of the batch on that market does.
   * The book it sends is the market's current one, which holds every bet of the batch (all were matched
   * before it committed), so the others would send the same book again: one JetStream store and one
   * fan-out each, for nothing, on a busy market.
   */
  private bookOnce(marketId: string, batch: number): boolean {
    if (this.bookBatches.get(marketId) === batch) return false;
    if (this.bookBatches.size >= 10_000) this.bookBatches.clear();
    this.bookBatches.set(marketId, batch);
    return true;
  }

  private async placeAdmitted(user: AuthUser, input: PlaceBetInput, rehearsal: BetRehearsal | null): Promise<{ statusCode: number; body: { data: BetReply } }> {
    const done = await this.commits.submit({ user, input, rehearsal });
    if (rehearsal) {
      // Rolled back: nothing was kept, so nothing is counted or published.
      rehearsal.placed += 1;
      return { statusCode: done.statusCode, body: done.body };
    }
    if (!done.replayed) {
      countPlaced();
      // An exchange bet: its trades (the resting bets it matched too); a house bet: its stake when taken now.
      if (done.trades) countTrades(done.trades, done.changed);
      else countMatched(done.body.data.sizeMatched, done.body.data.sizeMatched > 0 ? 1 : 0);
    }
    if (!done.replayed && done.changed.length === 0) this.publishHouseRow(input.marketId, user.userId, done.body.data.betId);
    if (!done.replayed) await publishChanges(this.services, this.registry, input.marketId, done.changed, done.affected, [], this.bookOnce(input.marketId, done.batch));
    const { status, releaseAt } = done.body.data;
    if (!done.replayed && status === 'PENDING' && releaseAt) this.onDelayed?.(input.marketId, Date.parse(releaseAt));
    return { statusCode: done.statusCode, body: done.body };
  }

  /**
   * A batch placed on `tx` as the group commit places one (placeBatch), without its locks, admission or
   * publishing: for the warm-up (warm-up.ts), whose transaction is always rolled back.
   */
  rehearse(tx: Db, jobs: readonly PlaceJob[]): Promise<Array<Outcome<PlaceDone>>> {
    return this.placeBatch(tx, jobs);
  }

  /**
   * One batch of bets in one transaction: their earlier replies and their users' money read in one
   * statement each, each bet matched in memory in arrival order (a refused bet changes nothing and
   * fails alone), then every order, trade, house bet and reply written with one statement per table.
   */
  private async placeBatch(tx: Db, jobs: readonly PlaceJob[]): Promise<Array<Outcome<PlaceDone>>> {
    const batch = (this.batches += 1);
    const bettors = [...new Set(jobs.map((j) => j.user.userId))];
    // Shared funds: the bettors' rows locked first (in the read's round trip), so the read sees every other process's committed exposure.
    const read = await readBatch(
      tx,
      jobs.map((j) => ({ userId: j.user.userId, key: j.input.idempotencyKey })),
      bettors,
      this.services.sharedFunds,
      this.services.now(),
    );
    const recorded = new Map(read.replies.map((r) => [`${r.userId}\n${r.key}`, r]));
    const stored = read.funds;
    const orderRows: OrderRow[] = [];
    const tradeRows: TradeRow[] = [];
    const houseRows: HouseBetRow[] = [];
    const replyRows: ReplyRow[] = [];
    const waitingRows: Array<{ marketId: string; bet: WaitingHouseBet<unknown> }> = [];
    /** market → users whose exposure there this batch changed (bettors and the orders they matched). */
    const exposed = new Map<string, Set<string>>();
    const outcomes: Array<Outcome<PlaceDone>> = [];
    for (const { user, input } of jobs) {
      // The bet's moment is when it is taken, under its market's lock: an incident's moment is always strictly before or after it.
      const now = this.services.now().getTime();
      const requestHash = stableHash(input);
      const seen = recorded.get(`${user.userId}\n${input.idempotencyKey}`);
      if (seen) {
        outcomes.push(
          seen.requestHash === requestHash
            ? { ok: true, value: { batch, statusCode: seen.statusCode, body: seen.response as { data: BetReply }, replayed: true, changed: [], affected: [] } }
            : { ok: false, error: conflict('DUPLICATE_TRANSACTION', `Idempotency key '${input.idempotencyKey}' was used for a different request`) },
        );
        continue;
      }
      if (this.ownership) {
        const claim = await this.ownership.claim(tx, input.marketId);
        if (!claim.owned) {
          outcomes.push({ ok: false, error: conflict('MARKET_NOT_OWNED', `Market ${input.marketId} is matched by another exchange process`) });
          continue;
        }
        // Taken over (first bet here, or its owner died): the book is rebuilt from what the store holds, and its exposure rows from the book.
        if (claim.taken) {
          await this.registry.reload(tx, input.marketId);
          await restoreMarketExposures(tx, this.registry, input.marketId);
        }
      }
      const entry = this.registry.get(input.marketId);
      if (!entry) {
        outcomes.push({ ok: false, error: notFound('MARKET_NOT_FOUND', `No open market ${input.marketId}`) });
        continue;
      }
      const money = stored.get(user.userId) ?? NO_FUNDS;
      // A time-out or self-exclusion (issue #47), read from the store with the funds under the batch's locks: no cache to go stale.
      const excluded = exclusionRefusal(money.guard, new Date(now), 'bets');
      if (excluded) {
        outcomes.push({ ok: false, error: excluded });
        continue;
      }
      const betId = `b-${randomUUID()}`;
      const { side, size, selection } = input;
      let placed;
      try {
        const funds = this.fundsFrom(money, user.userId, input.marketId, read.exposures.get(user.userId));
        placed = entry.adapter.place({ betId, userId: user.userId, side, size, persistence: input.persistence ?? 'LAPSE', now, selection }, funds);
      } catch (err) {
        // Refused in memory before anything changed: this bet alone fails. Anything else aborts the batch.
        if (err instanceof DomainError || err instanceof ServiceError) {
          outcomes.push({ ok: false, error: err });
          continue;
        }
        throw err;
      }
      let data: BetReply;
      let changed: OrderView[] = [];
      let affected: string[] = [user.userId];
      let trades: readonly Trade[] | null = null;
      if (placed.book === 'exchange') {
        trades = placed.result.trades;
        ({ changed, affected } = this.resultRows(input.marketId, placed.market, placed.result, user.userId));
        for (const view of changed) orderRows.push({ ...view, marketId: input.marketId });
        for (const trade of placed.result.trades) tradeRows.push({ ...trade, marketId: input.marketId });
        data = replyOf(input.marketId, placed.result, changed.find((o) => o.orderId === betId));
      } else if (placed.book === 'waiting') {
        // In play with a bet delay: the house bet waits it out (releaseDue takes or lapses it).
        waitingRows.push({ marketId: input.marketId, bet: placed.bet });
        const releaseAt = new Date(placed.bet.releaseAt).toISOString();
        data = { betId, marketId: input.marketId, status: 'PENDING', sizeMatched: 0, sizeRemaining: size, averagePriceMatched: null, releaseAt };
      } else {
        houseRows.push({ marketId: input.marketId, bet: placed.bet });
        data = { betId, marketId: input.marketId, status: 'EXECUTION_COMPLETE', sizeMatched: size, sizeRemaining: 0, averagePriceMatched: placed.averagePriceMatched, releaseAt: null };
      }
      this.registry.touch(user.userId, input.marketId);
      let users = exposed.get(input.marketId);
      if (!users) exposed.set(input.marketId, (users = new Set()));
      for (const userId of affected) users.add(userId);
      users.add(user.userId);
      const body = { data };
      replyRows.push({ userId: user.userId, key: input.idempotencyKey, requestHash, statusCode: 200, response: body });
      // A repeat of this key later in the same batch gets this answer.
      recorded.set(`${user.userId}\n${input.idempotencyKey}`, { userId: user.userId, key: input.idempotencyKey, requestHash, statusCode: 200, response: body });
      outcomes.push({ ok: true, value: { batch, statusCode: 200, body, replayed: false, changed, affected, trades } });
    }
    const exposureRows: ExposureRow[] = [...exposed].flatMap(([marketId, users]) => exposureRowsIn(this.registry, marketId, users));
    await writeBatch(tx, { orders: orderRows, trades: tradeRows, houseBets: houseRows, replies: replyRows, exposures: exposureRows });
    await saveWaitingBets(tx, waitingRows);
    return outcomes;
  }

  /** `exposures`: the user's stored rows (market → paise), read under the user's row lock with shared funds. */
  private fundsFrom(stored: StoredFunds, userId: string, marketId: string, exposures?: ReadonlyMap<string, number>): Funds {
    return {
      bankBalance: stored.bankBalance - stored.pendingWithdrawals,
      otherExposure: otherExposure(this.registry, userId, marketId, this.owns, exposures),
      lossLimit: exposureLimitOf(stored),
    };
  }

  async cancel(user: AuthUser, input: { betId: string; marketId: string; sizeReduction?: number }) {
    assertOwnsMarkets(this.services, input.marketId);
    const entry = this.entry(input.marketId);
    const market = orderBookOf(entry.engine);
    if (!market) throw invalid('Only unmatched exchange bets can be cancelled', 'BET_TAKEN_OR_LAPSED');
    const view = await this.services.locks.run([userLock(user.userId), marketLock(input.marketId)], () =>
      this.guarded(input.marketId, () =>
        writeForMarkets(this.services, input.marketId, async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const before = market.order(input.betId);
          const result = market.cancel({ orderId: input.betId, userId: user.userId, sizeReduction: input.sizeReduction });
          const order = viewOf(market, result.orderId, user.userId, before, result)!;
          await saveOrders(tx, input.marketId, [order]);
          await storeExposures(tx, this.registry, input.marketId, [user.userId]);
          return order;
        }),
      ),
    );
    await publishChanges(this.services, this.registry, input.marketId, [view], [user.userId]);
    return { ...orderRowView(view, entry.runners.find((r) => r.runnerId === view.runnerId)?.runnerName ?? view.runnerId), marketId: input.marketId, marketName: entry.row.marketName };
  }

  /** Changes an unmatched bet's persistence (LAPSE or PERSIST); answers the one it had. */
  async updatePersistence(user: AuthUser, input: { betId: string; marketId: string; persistence: Persistence }): Promise<Persistence> {
    assertOwnsMarkets(this.services, input.marketId);
    const entry = this.entry(input.marketId);
    const market = orderBookOf(entry.engine);
    if (!market) throw invalid('Only unmatched exchange bets have a persistence', 'BET_TAKEN_OR_LAPSED');
    let view: OrderView | undefined;
    const before = await this.services.locks.run([userLock(user.userId), marketLock(input.marketId)], () =>
      this.guarded(input.marketId, () =>
        writeForMarkets(this.services, input.marketId, async (txRaw) => {
          const was = market.updatePersistence({ orderId: input.betId, userId: user.userId, persistence: input.persistence });
          await savePersistence(txRaw as unknown as Db, input.betId, input.persistence);
          view = market.order(input.betId);
          return was;
        }),
      ),
    );
    if (view) await publishChanges(this.services, this.registry, input.marketId, [view], [user.userId]);
    return before;
  }

  async replace(user: AuthUser, input: { betId: string; marketId: string; price: number }) {
    assertOwnsMarkets(this.services, input.marketId);
    const entry = this.entry(input.marketId);
    const market = orderBookOf(entry.engine);
    if (!market) throw invalid('Only unmatched exchange bets can be re-priced', 'BET_TAKEN_OR_LAPSED');
    let changed: OrderView[] = [];
    let affected: string[] = [user.userId];
    let trades: readonly Trade[] = [];
    const data = await this.services.locks.run([userLock(user.userId), marketLock(input.marketId)], () =>
      this.guarded(input.marketId, () =>
        writeForMarkets(this.services, input.marketId, async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const funds = await this.funds(tx, user.userId, input.marketId);
          const before = market.order(input.betId);
          const result = market.replace({ orderId: input.betId, userId: user.userId, price: priceToTick(input.price), now: this.services.now().getTime() }, funds);
          ({ changed, affected } = await this.saveResult(tx, entry.row.marketId, market, result, user.userId, before));
          trades = result.trades;
          return replyOf(input.marketId, result, changed.find((o) => o.orderId === input.betId));
        }),
      ),
    );
    countTrades(trades, changed);
    await publishChanges(this.services, this.registry, input.marketId, changed, affected);
    return data;
  }

  /** Matches delayed in-play bets whose delay is over, in every exchange market, and ends house bets' delays; writes only when some were due. */
  async releaseDue(): Promise<void> {
    const now = this.services.now().getTime();
    for (const entry of this.registry.all()) await this.releaseIn(entry, now);
  }

  /**
   * releaseDue for one market: a bet's own timer calls it at the end of its delay, so the bet neither
   * waits for the walk over every other market nor for a walk already under way (stuck on another
   * market's write).
   */
  async releaseMarket(marketId: string): Promise<void> {
    const entry = this.registry.get(marketId);
    if (entry) await this.releaseIn(entry, this.services.now().getTime());
  }

  /**
   * The release of each market under way (its bets already out of the engine's waiting set, their write
   * not yet committed). A release that finds nothing due waits for it: when releaseDue returns, every
   * bet due by its `now` is stored, even one the interval's walk or the bet's own timer took first.
   */
  private readonly releasing = new Map<string, Promise<void>>();

  private async releaseIn(entry: MarketEntry, now: number): Promise<void> {
    // Another process's market: its owner releases it (and this engine may be stale).
    if (this.services.ownership && !this.services.ownership.ownsMarket(entry.row.marketId)) return;
    const marketId = entry.row.marketId;
    const market = orderBookOf(entry.engine);
    const due = market ? market.inPlay && market.hasDelayedDue(now) : this.houseDelayOf(entry)?.hasDue(now) === true;
    // Nothing due: no lock taken (a bet placed meanwhile has its own timer; under the lock it is checked again).
    if (!due) {
      await this.releasing.get(marketId)?.catch(() => undefined);
      return;
    }
    const run = market ? this.releaseBook(entry, market, now) : this.releaseHouse(entry, now);
    this.releasing.set(marketId, run);
    try {
      await run;
    } finally {
      if (this.releasing.get(marketId) === run) this.releasing.delete(marketId);
    }
  }

  private houseDelayOf(entry: MarketEntry) {
    return entry.engine.kind === 'bookmaker' || entry.engine.kind === 'fancy' ? entry.engine.market.delay : null;
  }

  private async releaseBook(entry: MarketEntry, market: ExchangeMarket, now: number): Promise<void> {
    const marketId = entry.row.marketId;
    const saved = await this.services.locks.run([marketLock(marketId)], () =>
      this.guarded(marketId, async () => {
        const waiting = new Map(market.delayedDue(now).map((o) => [o.orderId, o]));
        if (waiting.size === 0) return null;
        // A bettor who took a time-out or excluded themself during the delay: its bet lapses instead of matching.
        const excluded = await exclusionsAt(this.services.db, [...waiting.values()].map((o) => o.userId), new Date(now));
        const results = market.releaseDelayed(now, (userId) => excluded.get(userId) ?? null);
        if (results.length === 0) return null;
        return writeForMarkets(this.services, marketId, async (txRaw) => {
          let changed: OrderView[] = [];
          let affected: string[] = [];
          let trades: Trade[] = [];
          for (const result of results) {
            const before = waiting.get(result.orderId);
            const one = await this.saveResult(txRaw as unknown as Db, marketId, market, result, before?.userId ?? '', before);
            changed = changed.concat(one.changed);
            affected = affected.concat(one.affected);
            trades = trades.concat(result.trades);
          }
          return { changed, affected, trades };
        });
      }),
    );
    if (saved) {
      // Each order's latest view: a delayed bet matched and then matched against by the next one counts once.
      countTrades(saved.trades, [...new Map(saved.changed.map((o) => [o.orderId, o])).values()]);
      await publishChanges(this.services, this.registry, marketId, saved.changed, saved.affected);
    }
  }

  /**
   * Ends the delay of a house market's bets due by `now` (taken at the quote then, or lapsed), stores
   * that, and pushes each bet's row (taken or lapsed) and its owner's money.
   */
  private async releaseHouse(entry: MarketEntry, now: number): Promise<void> {
    const marketId = entry.row.marketId;
    const delay = this.houseDelayOf(entry);
    if (!delay) return;
    const done = await this.services.locks.run([marketLock(marketId)], () =>
      this.guarded(marketId, async () => {
        // Lapsed by a suspension (stored by the markets' trigger): only their owners are still to be told.
        const suspended = delay.takeLapsed();
        const due = delay.waiting().filter((w) => w.releaseAt <= now);
        if (due.length === 0) return suspended.length > 0 ? { release: { taken: [], lapsed: suspended } } : null;
        // A bettor who took a time-out or excluded themself during the delay: its bet lapses with that code instead of being taken.
        const excluded = await exclusionsAt(this.services.db, due.map((w) => w.userId), new Date(now));
        const release = entry.adapter.release(now, (userId) => excluded.get(userId) ?? null);
        if (!release || release.taken.length + release.lapsed.length === 0) return suspended.length > 0 ? { release: { taken: [], lapsed: suspended } } : null;
        const lapsed = release.lapsed.map((l) => ({ betId: l.bet.betId, reason: l.reason }));
        await writeForMarkets(this.services, marketId, async (txRaw) => {
          const ended = await endWaitingBets(txRaw as unknown as Db, marketId, release.taken, lapsed);
          // Another process or an earlier run ended one of them: rebuild from the store (guarded).
          if (ended.length !== release.taken.length) throw new Error(`House bets of ${marketId} were already ended in the store`);
          const users = [...release.taken.map((b) => b.userId), ...release.lapsed.map((l) => l.bet.userId)];
          await storeExposures(txRaw as unknown as Db, this.registry, marketId, users);
        });
        return { release: { taken: release.taken, lapsed: [...suspended, ...release.lapsed] } };
      }),
    );
    if (!done) return;
    countMatched(done.release.taken.reduce((sum, bet) => sum + bet.stake, 0), done.release.taken.length);
    const info = { row: entry.row, runners: entry.runners };
    for (const bet of done.release.taken) {
      const row = entry.adapter.betsOf(info, bet.userId).matched.find((r) => r.betId === bet.betId);
      if (row) this.services.hub.publish(`orders:${bet.userId}`, { marketId, ...row });
    }
    await this.publishHouseLapses(entry, done.release.lapsed, done.release.taken.map((b) => b.userId));
  }

  /** Pushes each lapsed house bet's row (LAPSED) to its owner, then the money of its owners and of `others`. */
  private async publishHouseLapses(entry: MarketEntry, lapsed: ReadonlyArray<LapsedHouseBet<unknown>>, others: readonly string[] = []): Promise<void> {
    const marketId = entry.row.marketId;
    const info = { row: entry.row, runners: entry.runners };
    for (const { bet, reason } of lapsed) {
      const row = entry.adapter.waitingRow(info, bet);
      if (row) this.services.hub.publish(`orders:${bet.userId}`, { marketId, ...row, sizeRemaining: 0, sizeLapsed: bet.stake, status: 'LAPSED', lapseReason: lapseReasonOf(reason) });
    }
    await publishChanges(this.services, this.registry, marketId, [], [...others, ...lapsed.map((l) => l.bet.userId)]);
  }

  /**
   * Lapses a bettor's house bets still waiting out a bet delay, with `reason` (its time-out or
   * self-exclusion has just begun), in the markets this process matches; another process's markets
   * lapse theirs at their release (releaseHouse checks again). Each market is stored in its own
   * transaction; one that fails is rebuilt from the store and counted as failed.
   */
  async lapseWaitingOf(userId: string, reason: LapseReason): Promise<{ lapsed: number; failed: number }> {
    const outcome = { lapsed: 0, failed: 0 };
    for (const entry of this.registry.marketsOf(userId)) {
      const marketId = entry.row.marketId;
      const delay = entry.engine.kind === 'bookmaker' || entry.engine.kind === 'fancy' ? entry.engine.market.delay : null;
      if (!delay || delay.waitingOf(userId).length === 0 || !this.owns(marketId)) continue;
      let ended: LapsedHouseBet<unknown>[] = [];
      try {
        await this.services.locks.run([userLock(userId), marketLock(marketId)], async () => {
          ended = delay.lapseOf(userId, reason);
          if (ended.length === 0) return;
          try {
            await writeForMarkets(this.services, marketId, async (txRaw) => {
              const tx = txRaw as unknown as Db;
              await endWaitingBets(tx, marketId, [], ended.map((l) => ({ betId: l.bet.betId, reason: l.reason })));
              await storeExposures(tx, this.registry, marketId, [userId]);
            });
          } catch (err) {
            // Not stored: the market is rebuilt from the store, where the bets still wait (their release checks the bettor again).
            await this.registry.reload(this.services.db, marketId);
            throw err;
          }
        });
      } catch (err) {
        console.error(`lapsing the waiting bets of ${userId} on ${marketId} failed:`, err);
        outcome.failed += Math.max(1, ended.length);
        continue;
      }
      outcome.lapsed += ended.length;
      if (ended.length > 0) await this.publishHouseLapses(entry, ended);
    }
    return outcome;
  }

  /** Saves what an exchange command did: the orders it touched (taker included) and its trades. */
  private async saveResult(tx: Db, marketId: string, market: ExchangeMarket, result: PlaceResult, takerUserId: string, takerBefore?: OrderView) {
    const { changed, affected } = this.resultRows(marketId, market, result, takerUserId, takerBefore);
    await saveOrders(tx, marketId, changed);
    await saveTrades(tx, marketId, result.trades);
    await storeExposures(tx, this.registry, marketId, [...affected, ...(takerUserId ? [takerUserId] : [])]);
    return { changed, affected };
  }

  /** What an exchange command changed: the orders it touched (taker included) as they are now, and their users. */
  private resultRows(marketId: string, market: ExchangeMarket, result: PlaceResult, takerUserId: string, takerBefore?: OrderView) {
    const touched = touchedOrders(result.trades);
    if (takerUserId) touched.set(result.orderId, takerUserId);
    const changed = [...touched].flatMap(([orderId, userId]) =>
      orderId === result.orderId ? (viewOf(market, orderId, userId, takerBefore, result) ?? []) : (viewOf(market, orderId, userId) ?? []),
    );
    for (const [, userId] of touched) this.registry.touch(userId, marketId);
    return { changed, affected: [...new Set(touched.values())] };
  }
}

export interface PlaceJob {
  user: AuthUser;
  input: PlaceBetInput;
  /** Set for a rehearsed bet (beginRehearsal): its batch is rolled back. */
  rehearsal?: BetRehearsal | null;
}

/** The start's rehearsal of a bettor's bet (warm-up.ts): scratch bettors on a scratch market, each batch rolled back. */
export interface BetRehearsal extends Rehearsal {
  /** The scratch bettors' ids. */
  users: ReadonlySet<string>;
  /** The scratch market: the only one they bet on, and one no one else may. */
  marketId: string;
  /** Admits its bets in place of the service's (Admission.twin: the same code, the bettors' counts and limit untouched). */
  admission: Admission | null;
  /** Bets placed and answered so far (each rolled back). */
  placed: number;
}

export interface PlaceDone {
  /** The group-commit batch that placed it (a count of this process's batches). */
  batch: number;
  statusCode: number;
  body: { data: BetReply };
  replayed: boolean;
  changed: OrderView[];
  affected: string[];
  /** An exchange bet's trades (null: a house bet, or a repeat). */
  trades?: readonly Trade[] | null;
}

/**
 * A committed exchange command's matching, for /metrics: every trade's stake once, and each order
 * (taker or resting) whose whole matched size came from these trades — its first match.
 */
function countTrades(trades: readonly Trade[], changed: readonly OrderView[]): void {
  if (trades.length === 0) return;
  const now = new Map<string, number>();
  for (const t of trades) for (const id of [t.backOrderId, t.layOrderId]) now.set(id, (now.get(id) ?? 0) + t.size);
  countMatched(
    trades.reduce((sum, t) => sum + t.size, 0),
    changed.filter((o) => o.sizeMatched > 0 && o.sizeMatched === now.get(o.orderId)).length,
  );
}

function replyOf(marketId: string, result: PlaceResult, view: OrderView | undefined): BetReply {
  const matched = result.trades.reduce((sum, t) => sum + t.size, 0);
  return {
    betId: result.orderId,
    marketId,
    status: orderStatusOf({ status: result.status, sizeMatched: view?.sizeMatched ?? result.sizeMatched, sizeCancelled: view?.sizeCancelled, sizeLapsed: view?.sizeLapsed ?? result.sizeLapsed }),
    sizeMatched: view?.sizeMatched ?? result.sizeMatched,
    sizeRemaining: result.sizeRemaining,
    averagePriceMatched: matched > 0 ? averagePrice(result) : null,
    releaseAt: view && view.releaseAt > 0 && view.status === 'PENDING' ? new Date(view.releaseAt).toISOString() : null,
  };
}

function averagePrice(result: PlaceResult): number {
  let size = 0;
  let value = 0;
  for (const t of result.trades) {
    size += t.size;
    value += t.size * (tickToOdds100(t.price) / 100);
  }
  return Math.round((value / size) * 100) / 100;
}
