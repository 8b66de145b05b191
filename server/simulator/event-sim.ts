import { NEXT_BALL_NAMES as BALL_NAMES, NEXT_BALL_ODDS100 as BALL_ODDS } from '@domain/match-score';
import type { ExchangeClient } from './client';
import { ExchangeCallError } from './client';
import type { MarketMaker } from './market-maker';
import { inPlayDelayMs, oversOf, paceOf, plannedLengthMs } from './schedule';
import {
  bowl,
  cricketWinner,
  newCricket,
  newPoints,
  newRace,
  newSoccer,
  newTennis,
  pickBall,
  play,
  playSoccerMinute,
  playTennisPoint,
  runRace,
  startingPrices,
  tennisWinner,
  type CricketScore,
  type PointsScore,
  type RaceScore,
  type RunnerAtOff,
  type SoccerScore,
  type TennisScore,
} from './scores';

export interface MarketInfo {
  marketId: string;
  marketName: string;
  kind: string;
  status: string;
  /** role: the runner's part in a match (HOME, AWAY, DRAW), as the exchange lists it; null where none. */
  runners: Array<{ runnerId: string; runnerName: string; role?: string | null }>;
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

/** Basketball quarters as steps of play. */
const BASKETBALL_STEPS = 200;
/** At most this many steps of play per tick, so a slow tick catches up without flooding the exchange. */
const MAX_STEPS_PER_TICK = 5;

/**
 * One event's life in the simulation: pre-play, in play with a score feed paced in real time (see
 * schedule.ts: a T20 lasts about 40 minutes), then settled and replaced.
 */
export class EventSim {
  phase: 'pre' | 'live' | 'done';
  private cricket: CricketScore | null = null;
  private tennis: TennisScore | null = null;
  private soccer: SoccerScore | null = null;
  private race: RaceScore | null = null;
  private points: PointsScore | null = null;
  private ballNumber = 0;
  private suspendedFor = 0;
  /** When play started (in play), and when the next step of play is due. */
  startedAt: number | null = null;
  private nextStepAt = 0;
  private readonly pace: number;

  constructor(
    readonly event: EventInfo,
    public markets: MarketInfo[],
    readonly makers: Map<string, MarketMaker>,
    private readonly operator: ExchangeClient,
    private readonly random: () => number,
    private readonly t20Overs: number,
    now: number,
  ) {
    this.pace = paceOf(event.sportId, event.tournamentId);
    this.phase = event.inPlay ? 'live' : 'pre';
    if (event.inPlay) this.startScore(now);
    // Taken over while an incident held the event (a restart): it reopens at the next step, as it would have.
    if (event.inPlay && markets.some((m) => m.status === 'SUSPENDED')) this.suspendedFor = 1;
  }

  /** When the calendar can count on this event being in play until (it may run longer). */
  plannedEnd(): number {
    const start = this.startedAt ?? Date.parse(this.event.eventTime);
    return start + plannedLengthMs(this.event.sportId, this.event.tournamentId, this.t20Overs);
  }

  private startScore(now: number): void {
    this.startedAt = now;
    this.nextStepAt = now + this.pace;
    const { sportId } = this.event;
    if (sportId === 4 || sportId === 66101) this.cricket = newCricket(oversOf(this.event.tournamentId, this.t20Overs));
    else if (sportId === 2) this.tennis = newTennis();
    else if (sportId === 1) this.soccer = newSoccer();
    else if (sportId === 7) this.race = newRace(this.market('exchange')?.runners ?? []);
    else if (sportId === 7522) this.points = newPoints('basketball', BASKETBALL_STEPS);
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

  /**
   * An incident (wicket, goal, the off): the exchange suspends every market of the event in the same
   * change as the score that announces it; they stay suspended until reopen() (docs/adr/incident-rule.md).
   */
  private async incident(kind: string, score?: object, change: Record<string, unknown> = {}): Promise<void> {
    await this.admin('/admin/events/incident', { eventId: this.event.exEventId, kind, ...(score ? { score } : {}), ...change });
  }

  private async reopen(): Promise<void> {
    await this.admin('/admin/events/reopen', { eventId: this.event.exEventId });
  }

  private async settle(market: MarketInfo | undefined, result: Record<string, unknown>): Promise<void> {
    if (!market) return;
    await this.admin('/admin/markets/settle', { marketId: market.marketId, ...result });
    market.status = 'CLOSED';
  }

  private async publishScore(score: object): Promise<void> {
    await this.admin('/admin/events/score', { eventId: this.event.exEventId, score });
  }

  /** One tick at `now`. Returns true when the event is over and should be replaced. */
  async tick(now: number): Promise<boolean> {
    if (this.phase === 'done') return false;
    const starts = Date.parse(this.event.eventTime);
    if (this.phase === 'pre') {
      if (now < starts) return false;
      if ([66104, 66103].includes(this.event.sportId)) return this.draw();
      this.phase = 'live';
      this.startScore(now);
      // Starting prices are the book's as the race goes off, before the off lapses its unmatched bets.
      if (this.race) await this.fixStartingPrices();
      // The off: every market suspends with the event turning in play, takes its in-play delay, and reopens.
      await this.incident('off', undefined, { inPlay: true, status: 'IN_PLAY' });
      for (const m of this.markets) {
        if (m.status === 'CLOSED') continue;
        const delay = inPlayDelayMs(this.event.sportId, m.kind);
        await this.admin('/admin/markets/status', { marketId: m.marketId, inPlay: true, ...(delay !== undefined ? { betDelayMs: delay } : {}) });
      }
      if (this.event.sportId === 4) await this.nextBallMarket();
      await this.publishCurrentScore();
      await this.reopen();
      return false;
    }
    for (let steps = 0; steps < MAX_STEPS_PER_TICK && now >= this.nextStepAt; steps += 1) {
      this.nextStepAt += this.pace;
      if (this.suspendedFor > 0 && --this.suspendedFor === 0) await this.reopen();
      if (await this.step()) return true;
    }
    // Far behind (a stalled process or a test's jumping clock): play resumes from now.
    if (now - this.nextStepAt > this.pace * MAX_STEPS_PER_TICK) this.nextStepAt = now + this.pace;
    return false;
  }

  /** A race's starting prices, read off the win market's public book at the off, go on its scoreboard to the result. */
  private async fixStartingPrices(): Promise<void> {
    const win = this.market('exchange');
    if (!win || !this.race) return;
    try {
      const { data } = await this.operator.call<{ data: { runners: RunnerAtOff[] } }>('/markets/detail', { marketId: win.marketId }, false);
      this.race = { ...this.race, sp: startingPrices(data.runners) };
    } catch (err) {
      if (!(err instanceof ExchangeCallError)) throw err;
    }
  }

  private async publishCurrentScore(): Promise<void> {
    const score = this.cricket ? { ...this.cricket, ballNumber: this.ballNumber } : (this.tennis ?? this.soccer ?? this.race ?? this.points);
    if (score) await this.publishScore(score);
  }

  private step(): Promise<boolean> {
    if (this.cricket) return this.cricketStep();
    if (this.tennis) return this.tennisStep();
    if (this.soccer) return this.soccerStep();
    if (this.race) return this.raceStep();
    if (this.points) return this.pointsStep();
    return this.finish();
  }

  private maker(): MarketMaker | undefined {
    const mo = this.market('exchange', '.mo');
    return mo && this.makers.get(mo.marketId);
  }

  private homeStrength(): number {
    const maker = this.maker();
    if (!maker) return 0.5;
    const [home, away] = maker.fair.probabilities();
    return home! / (home! + away!);
  }

  private async cricketStep(): Promise<boolean> {
    const outcome = pickBall(this.random);
    const { score, over } = bowl(this.cricket!, outcome);
    this.cricket = score;
    this.ballNumber += 1;
    const mo = this.market('exchange', '.mo');
    const maker = this.maker();
    if (maker && outcome === 'W') maker.favour(score.batting === 0 ? 1 : 0, 1.12);
    if (maker && (outcome === '4' || outcome === '6')) maker.favour(score.batting, 1.04);
    // The markets this ball decides close before the score that tells the result goes out.
    await this.settle(this.market('ballByBall'), { winners: [outcome] });
    const f6 = this.market('fancy', '.f6');
    if (score.runsAfter6 !== null && f6) await this.settle(f6, { value: score.runsAfter6 });
    const f10 = this.market('fancy', '.f10');
    if (score.runsAfter10 !== null && f10) await this.settle(f10, { value: score.runsAfter10 });
    if (outcome === 'W' && !over) {
      this.suspendedFor = 2;
      await this.incident('wicket', { ...score, ballNumber: this.ballNumber });
    } else {
      await this.publishScore({ ...score, ballNumber: this.ballNumber });
    }
    if (!over && this.event.sportId === 4) await this.nextBallMarket();
    if (outcome !== 'W' && this.ballNumber % 3 === 0) await this.moveFancyLines(score);
    if (!over) return false;
    const winner = cricketWinner(score);
    const draw = mo?.runners.find((r) => r.role === 'DRAW');
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
      ['.f4s', Math.round(score.fours + (score.overs * 12 - score.balls[0] - score.balls[1]) * 0.11)],
    ];
    for (const [suffix, line] of lines) {
      const market = this.market('fancy', suffix);
      if (market && score.innings === 1) await this.admin('/admin/markets/quote', { marketId: market.marketId, fancy: { yesLine: line + 1, yesRate: 100, noLine: line, noRate: 100 } });
    }
  }

  private async nextBallMarket(): Promise<void> {
    const marketId = `${this.event.exEventId}.ball${this.ballNumber}`;
    if (this.markets.some((m) => m.marketId === marketId || (m.kind === 'ballByBall' && m.status !== 'CLOSED'))) return;
    const market: MarketInfo = { marketId, marketName: 'Next Ball', kind: 'ballByBall', status: 'OPEN', runners: Object.keys(BALL_ODDS).map((k) => ({ runnerId: k, runnerName: BALL_NAMES[k]! })), fancy: null, line: null };
    await this.admin('/admin/markets/create', {
      eventId: this.event.exEventId,
      market: { marketId, marketName: 'Next Ball', kind: 'ballByBall', runners: market.runners, config: { odds: { ...BALL_ODDS } }, minStake: 1_000, maxStake: 2_000_000, maxProfit: 10_000_000, inPlay: true, sequence: 20 },
    });
    this.markets.push(market);
  }

  private async tennisStep(): Promise<boolean> {
    const before = this.tennis!;
    const { score, over } = playTennisPoint(before, this.random, this.homeStrength());
    this.tennis = score;
    await this.publishScore(score);
    const maker = this.maker();
    // A break of serve or a set moves the prices; single points barely do.
    if (maker && score.sets.length > before.sets.length) maker.favour(score.sets.at(-1)![0] > score.sets.at(-1)![1] ? 0 : 1, 1.5);
    else if (maker && score.games[0] + score.games[1] > before.games[0] + before.games[1]) {
      const won: 0 | 1 = score.games[0] > before.games[0] ? 0 : 1;
      if (won !== before.server) maker.favour(won, 1.15);
    }
    if (!over) return false;
    await this.settle(this.market('exchange', '.mo'), { winners: [String(tennisWinner(score)! + 1)] });
    return this.finish();
  }

  private async soccerStep(): Promise<boolean> {
    const { score, goal, over } = playSoccerMinute(this.soccer!, this.random, this.homeStrength());
    this.soccer = score;
    if (goal !== null) {
      this.suspendedFor = 2;
      await this.incident('goal', score);
      this.maker()?.favour(goal, 2.2);
    } else {
      await this.publishScore(score);
    }
    if (!over) return false;
    const mo = this.market('exchange', '.mo');
    const draw = mo?.runners.find((r) => r.role === 'DRAW');
    const winners = score.home === score.away ? (draw ? [draw.runnerId] : null) : [score.home > score.away ? '1' : '2'];
    await this.settle(mo, winners ? { winners } : { void: true });
    return this.finish();
  }

  private async raceStep(): Promise<boolean> {
    const win = this.market('exchange');
    const maker = win && this.makers.get(win.marketId);
    const probabilities = maker?.fair.probabilities() ?? [];
    const strength = (runnerId: string) => probabilities[win?.runners.findIndex((r) => r.runnerId === runnerId) ?? -1] ?? 0.1;
    const { score, over } = runRace(this.race!, this.random, strength);
    this.race = score;
    await this.publishScore(score);
    if (!over) return false;
    await this.settle(win, { winners: [score.order[0] ?? win?.runners[0]?.runnerId ?? '1'] });
    return this.finish();
  }

  private async pointsStep(): Promise<boolean> {
    const { score, scored, over } = play(this.points!, this.random, this.homeStrength());
    this.points = score;
    if (scored) {
      await this.publishScore(score);
      this.maker()?.favour(scored === 'home' ? 0 : 1, 1.02);
    }
    if (!over) return false;
    const mo = this.market('exchange', '.mo');
    await this.settle(mo, score.home === score.away ? { void: true } : { winners: [score.home > score.away ? '1' : '2'] });
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
