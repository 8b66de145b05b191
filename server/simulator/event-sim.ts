import type { ExchangeClient } from './client';
import { ExchangeCallError } from './client';
import type { MarketMaker } from './market-maker';
import { bowl, cricketWinner, newCricket, newPoints, pickBall, play, type CricketScore, type PointsScore } from './scores';

export interface MarketInfo {
  marketId: string;
  marketName: string;
  kind: string;
  status: string;
  runners: Array<{ runnerId: string; runnerName: string }>;
  fancy: { yesLine: number; noLine: number } | null;
  line: number | null;
}

export interface EventInfo {
  exEventId: string;
  sportId: number;
  eventName: string;
  eventTime: string;
  tournamentId: string;
  inPlay: boolean;
}

const BALL_ODDS: Record<string, number> = { '0': 300, '1': 250, '2': 600, '3': 2500, '4': 500, '6': 900, W: 1200 };
const BALL_NAMES: Record<string, string> = { '0': '0 runs', '1': '1 run', '2': '2 runs', '3': '3 runs', '4': '4 runs', '6': '6 runs', W: 'Wicket' };
/** How many ticks a match or race lasts once in play. */
const LENGTH_TICKS: Record<number, number> = { 2: 150, 1: 180, 7522: 120, 7: 30 };

/** One event's life in the simulation: pre-play, in play with scores, then settled and replaced. */
export class EventSim {
  phase: 'pre' | 'live' | 'done';
  private cricket: CricketScore | null = null;
  private points: PointsScore | null = null;
  private ballNumber = 0;
  private raceTicksLeft = 0;
  private suspendedFor = 0;

  constructor(
    readonly event: EventInfo,
    public markets: MarketInfo[],
    readonly makers: Map<string, MarketMaker>,
    private readonly operator: ExchangeClient,
    private readonly random: () => number,
    private readonly cricketOvers: number,
  ) {
    this.phase = event.inPlay ? 'live' : 'pre';
    if (event.inPlay) this.startScore();
  }

  private startScore(): void {
    if (this.event.sportId === 4 || this.event.sportId === 66101) this.cricket = newCricket(this.event.sportId === 66101 ? 2 : this.cricketOvers);
    else if (this.event.sportId === 7) this.raceTicksLeft = LENGTH_TICKS[7]!;
    else if (LENGTH_TICKS[this.event.sportId]) {
      const kind = this.event.sportId === 2 ? 'tennis' : this.event.sportId === 7522 ? 'basketball' : 'soccer';
      this.points = newPoints(kind, LENGTH_TICKS[this.event.sportId]!);
    }
  }

  private market(kind: string, suffix?: string): MarketInfo | undefined {
    return this.markets.find((m) => m.kind === kind && (!suffix || m.marketId.endsWith(suffix)) && m.status !== 'CLOSED');
  }

  private async admin(path: string, body: unknown): Promise<void> {
    try {
      await this.operator.call(path, body);
    } catch (err) {
      if (!(err instanceof ExchangeCallError)) throw err;
    }
  }

  private async setMarkets(change: Record<string, unknown>, kinds?: string[]): Promise<void> {
    for (const m of this.markets) if (m.status !== 'CLOSED' && (!kinds || kinds.includes(m.kind))) await this.admin('/admin/markets/status', { marketId: m.marketId, ...change });
  }

  private async settle(market: MarketInfo | undefined, result: Record<string, unknown>): Promise<void> {
    if (!market) return;
    await this.admin('/admin/markets/settle', { marketId: market.marketId, ...result });
    market.status = 'CLOSED';
  }

  /** One tick. Returns true when the event is over and should be replaced. */
  async tick(now: number): Promise<boolean> {
    if (this.phase === 'done') return false;
    const starts = Date.parse(this.event.eventTime);
    if (this.phase === 'pre') {
      if (now < starts) return false;
      if ([66104, 66103].includes(this.event.sportId)) return this.draw();
      this.phase = 'live';
      this.startScore();
      await this.setMarkets({ inPlay: true });
      await this.admin('/admin/events/score', { eventId: this.event.exEventId, inPlay: true, status: 'IN_PLAY' });
      return false;
    }
    if (this.suspendedFor > 0 && --this.suspendedFor === 0) await this.setMarkets({ status: 'OPEN' }, ['exchange', 'bookmaker', 'fancy']);
    if (this.cricket) return this.cricketTick();
    if (this.points) return this.pointsTick();
    if (this.raceTicksLeft > 0 && --this.raceTicksLeft > 0) return false;
    const win = this.market('exchange');
    if (win) await this.settle(win, { winners: [this.makers.get(win.marketId)?.drawWinner() ?? win.runners[0]!.runnerId] });
    return this.finish();
  }

  private async cricketTick(): Promise<boolean> {
    const outcome = pickBall(this.random);
    const { score, over } = bowl(this.cricket!, outcome);
    this.cricket = score;
    this.ballNumber += 1;
    const mo = this.market('exchange', '.mo');
    const maker = mo && this.makers.get(mo.marketId);
    if (maker && outcome === 'W') maker.favour(score.batting === 0 ? 1 : 0, 1.25);
    if (maker && (outcome === '4' || outcome === '6')) maker.favour(score.batting, 1.08);
    await this.admin('/admin/events/score', { eventId: this.event.exEventId, score: { ...score, ballNumber: this.ballNumber } });
    await this.settle(this.market('ballByBall'), { winners: [outcome] });
    if (!over && this.event.sportId === 4) await this.nextBallMarket();
    if (score.runsAfter6 !== null) await this.settle(this.market('fancy', '.f6'), { value: score.runsAfter6 });
    if (score.runsAfter10 !== null) await this.settle(this.market('fancy', '.f10'), { value: score.runsAfter10 });
    if (outcome === 'W' && !over) {
      this.suspendedFor = 2;
      await this.setMarkets({ status: 'SUSPENDED' }, ['exchange', 'bookmaker', 'fancy']);
    } else if (this.ballNumber % 3 === 0) {
      await this.moveFancyLines(score);
    }
    if (!over) return false;
    const winner = cricketWinner(score);
    const draw = mo?.runners.find((r) => r.runnerName === 'The Draw');
    const result = winner === 2 ? (draw ? { winners: [draw.runnerId] } : { void: true }) : { winners: [String(winner + 1)] };
    await this.settle(mo, result);
    await this.settle(this.market('bookmaker'), winner === 2 ? { void: true } : { winners: [String(winner + 1)] });
    await this.settle(this.market('fancy', '.f4s'), { value: score.fours });
    return this.finish();
  }

  private async moveFancyLines(score: CricketScore): Promise<void> {
    const projected = (balls: number) => Math.round(score.runs[0] + Math.max(0, balls - score.balls[0]) * 1.35);
    const lines: Array<[string, number]> = [
      ['.f6', projected(36)],
      ['.f10', projected(60)],
      ['.f4s', Math.round(score.fours + (this.cricketOvers * 12 - score.balls[0] - score.balls[1]) * 0.11)],
    ];
    for (const [suffix, line] of lines) {
      const market = this.market('fancy', suffix);
      if (market && score.innings === 1) await this.admin('/admin/markets/quote', { marketId: market.marketId, fancy: { yesLine: line + 1, yesRate: 100, noLine: line, noRate: 100 } });
    }
  }

  private async nextBallMarket(): Promise<void> {
    const marketId = `${this.event.exEventId}.ball${this.ballNumber}`;
    const market: MarketInfo = { marketId, marketName: 'Next Ball', kind: 'ballByBall', status: 'OPEN', runners: Object.keys(BALL_ODDS).map((k) => ({ runnerId: k, runnerName: BALL_NAMES[k]! })), fancy: null, line: null };
    await this.admin('/admin/markets/create', {
      eventId: this.event.exEventId,
      market: { marketId, marketName: 'Next Ball', kind: 'ballByBall', runners: market.runners, config: { odds: BALL_ODDS }, minStake: 1_000, maxStake: 2_000_000, maxProfit: 10_000_000, inPlay: true, sequence: 20 },
    });
    this.markets.push(market);
  }

  private async pointsTick(): Promise<boolean> {
    const mo = this.market('exchange', '.mo');
    const maker = mo && this.makers.get(mo.marketId);
    const homeStrength = maker ? maker.fair.probabilities()[0]! / (maker.fair.probabilities()[0]! + maker.fair.probabilities()[1]!) : 0.5;
    const { score, scored, over } = play(this.points!, this.random, homeStrength);
    this.points = score;
    if (scored) {
      await this.admin('/admin/events/score', { eventId: this.event.exEventId, score: { ...score } });
      if (maker) maker.favour(scored === 'home' ? 0 : 1, score.kind === 'soccer' ? 2.2 : 1.02);
      if (score.kind === 'soccer') {
        this.suspendedFor = 3;
        await this.setMarkets({ status: 'SUSPENDED' }, ['exchange']);
      }
    }
    if (!over) return false;
    const draw = mo?.runners.find((r) => r.runnerName === 'The Draw');
    const winners = score.home === score.away ? (draw ? [draw.runnerId] : null) : [score.home > score.away ? '1' : '2'];
    await this.settle(mo, winners ? { winners } : { void: true });
    return this.finish();
  }

  /** Lottery and binary: the result is drawn at the scheduled time. */
  private async draw(): Promise<boolean> {
    for (const market of this.markets) {
      if (market.status === 'CLOSED') continue;
      if (market.kind === 'lottery') await this.settle(market, { value: Math.floor(this.random() * 10) });
      if (market.kind === 'binary') await this.settle(market, { value: Math.round((market.line ?? 0) * (0.99 + this.random() * 0.02)) });
    }
    return this.finish();
  }

  private async finish(): Promise<boolean> {
    for (const m of this.markets) if (m.status !== 'CLOSED') await this.settle(m, { void: true });
    await this.admin('/admin/events/score', { eventId: this.event.exEventId, inPlay: false, status: 'FINISHED' });
    this.phase = 'done';
    return true;
  }
}
