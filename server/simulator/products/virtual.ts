import { houseQuote, matchProbabilities, probabilitiesOf } from './prices';
import type { ProductMarket, ProductOps } from './ops';
import type { ProductRun, TipCandidate } from './run';

export const RACE_DISTANCE = 1_000;
const HORSES = ['Copper Kettle', 'Blue Harbour', 'Red Admiral', 'Quiet Storm', 'Fast Lane', 'Old Faithful', 'Night Owl', 'Silver Dart', 'Paper Moon', 'Iron Duke'];
const TEAMS = ['Eagles', 'Sharks', 'Wolves', 'Bears', 'Falcons', 'Tigers', 'Rovers', 'United'];
const TRACKS = ['Dash Park', 'Sprint Downs', 'Pixel Vale'];
/** Goals a side of strength 0 scores per virtual minute (about 1.3 a match). */
const GOAL_RATE = 0.0145;

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A new virtual race: six runners from the pool, a bookmaker Win market. */
export function newRace(exEventId: string, at: number, random: () => number) {
  const pool = [...HORSES].sort(() => random() - 0.5).slice(0, 6);
  const track = TRACKS[Math.floor(random() * TRACKS.length)]!;
  const eventName = `${new Date(at).toISOString().slice(11, 16)} ${track} (Virtual)`;
  const runners = pool.map((runnerName, i) => ({ runnerId: String(i + 1), runnerName }));
  const market: ProductMarket = { marketId: `${exEventId}.win`, marketName: 'Win', kind: 'bookmaker', runners, maxProfit: 10_000_000, sequence: 1 };
  return { eventName, market };
}

/** A new virtual football match: two teams, a bookmaker Match Odds market with the draw. */
export function newMatch(exEventId: string, random: () => number) {
  const [home, away] = [...TEAMS].sort(() => random() - 0.5) as [string, string];
  const eventName = `Virtual Football: ${home} v ${away}`;
  const runners = [
    { runnerId: '1', runnerName: home, role: 'HOME' as const },
    { runnerId: '2', runnerName: away, role: 'AWAY' as const },
    { runnerId: '3', runnerName: 'The Draw', role: 'DRAW' as const },
  ];
  const market: ProductMarket = { marketId: `${exEventId}.mo`, marketName: 'Match Odds', kind: 'bookmaker', runners, maxProfit: 10_000_000, sequence: 1 };
  return { eventName, market };
}

type Quotes = Record<string, { back: number; lay: number }>;
const quotesOf = (runnerIds: readonly string[], probabilities: readonly number[]): Quotes => Object.fromEntries(runnerIds.map((id, i) => [id, houseQuote(probabilities[i]!)]));

abstract class VirtualEvent implements ProductRun {
  abstract readonly line: 'racing' | 'football';
  protected phase: 'pre' | 'running' | 'done' = 'pre';
  protected ticks = 0;

  constructor(
    readonly exEventId: string,
    readonly eventName: string,
    readonly startsAt: number,
    protected readonly marketId: string,
    protected readonly runners: ReadonlyArray<{ runnerId: string; runnerName: string }>,
    protected readonly runMs: number,
    protected readonly ops: ProductOps,
    protected readonly random: () => number,
  ) {}

  get upcoming(): boolean {
    return this.phase === 'pre';
  }

  abstract probabilities(): number[];

  /** The runners and the simulator's chances, for the tipsters. */
  candidates(): TipCandidate[] {
    const p = this.probabilities();
    return this.runners.map((r, i) => ({ marketId: this.marketId, runnerId: r.runnerId, runnerName: r.runnerName, probability: p[i]! }));
  }

  protected quote(): Promise<boolean> {
    return this.ops.quote(this.marketId, { quotes: quotesOf(this.runners.map((r) => r.runnerId), this.probabilities()) });
  }

  async open(): Promise<void> {
    await this.quote();
  }

  async tick(now: number): Promise<boolean> {
    this.ticks += 1;
    if (this.phase === 'done') return true;
    if (this.phase === 'pre') {
      if (now < this.startsAt) {
        if (this.ticks % 5 === 0) {
          this.drift();
          await this.quote();
        }
        return false;
      }
      this.phase = 'running';
      await this.start(now);
      return false;
    }
    const over = await this.step(now);
    if (!over) return false;
    this.phase = 'done';
    await this.ops.score(this.exEventId, { inPlay: false, status: 'FINISHED' });
    return true;
  }

  protected abstract drift(): void;
  protected abstract start(now: number): Promise<void>;
  /** One step of the running event; true once it has finished and settled. */
  protected abstract step(now: number): Promise<boolean>;
}

/** A virtual race: prices drift until the off, then betting closes and the field runs 1,000 m. */
export class VirtualRace extends VirtualEvent {
  readonly line = 'racing';
  private readonly strengths: number[];
  private covered: number[];
  private effort: number[];
  private startedAt = 0;

  constructor(...args: ConstructorParameters<typeof VirtualEvent>) {
    super(...args);
    this.strengths = this.runners.map(() => gaussian(this.random) * 0.6);
    this.covered = this.runners.map(() => 0);
    this.effort = this.runners.map(() => 0);
  }

  probabilities(): number[] {
    return probabilitiesOf(this.strengths);
  }

  protected drift(): void {
    for (let i = 0; i < this.strengths.length; i += 1) this.strengths[i] = this.strengths[i]! + gaussian(this.random) * 0.05;
  }

  protected async start(now: number): Promise<void> {
    this.startedAt = now;
    await this.ops.status(this.marketId, { status: 'SUSPENDED', inPlay: true });
    await this.ops.score(this.exEventId, { inPlay: true, status: 'IN_PLAY', score: this.scoreOf(now, null) });
  }

  protected async step(now: number): Promise<boolean> {
    const progress = Math.min(1, (now - this.startedAt) / this.runMs);
    // Each runner's effort grows at its own pace (strength plus a changing burst); the leader is at
    // the distance the run time says, the rest behind in proportion to their effort.
    this.effort = this.effort.map((e, i) => e + 1 + 0.05 * this.strengths[i]! + 0.04 * gaussian(this.random));
    const lead = Math.max(...this.effort);
    this.covered = this.effort.map((e) => (RACE_DISTANCE * progress * e) / lead);
    if (progress < 1) {
      await this.ops.score(this.exEventId, { score: this.scoreOf(now, null) });
      return false;
    }
    const order = this.runners.map((r, i) => ({ runnerId: r.runnerId, effort: this.effort[i]! })).sort((a, b) => b.effort - a.effort);
    await this.ops.score(this.exEventId, { score: this.scoreOf(now, order.map((o) => o.runnerId)) });
    await this.ops.settle(this.marketId, { winners: [order[0]!.runnerId] });
    return true;
  }

  private scoreOf(now: number, finishOrder: string[] | null): Record<string, unknown> {
    return {
      kind: 'race',
      distance: RACE_DISTANCE,
      elapsedMs: this.startedAt ? now - this.startedAt : 0,
      runners: this.runners.map((r, i) => ({ runnerId: r.runnerId, runnerName: r.runnerName, covered: Math.round(this.covered[i]!) })),
      finishOrder,
    };
  }
}

/** A virtual football match: 90 virtual minutes in the run time, in-play prices, suspended on goals. */
export class VirtualMatch extends VirtualEvent {
  readonly line = 'football';
  private readonly strength: [number, number];
  private minute = 0;
  private home = 0;
  private away = 0;
  private goals: Array<{ minute: number; side: 'home' | 'away' }> = [];
  private suspendedTicks = 0;
  private startedAt = 0;

  constructor(...args: ConstructorParameters<typeof VirtualEvent>) {
    super(...args);
    this.strength = [gaussian(this.random) * 0.3 + 0.1, gaussian(this.random) * 0.3];
  }

  private rates(): [number, number] {
    return [GOAL_RATE * Math.exp(this.strength[0]), GOAL_RATE * Math.exp(this.strength[1])];
  }

  probabilities(): number[] {
    const [h, a] = this.rates();
    const [win, draw, lose] = matchProbabilities(this.home, this.away, h, a, 90 - this.minute);
    return this.runners.length === 3 ? [win, lose, draw] : [win / (win + lose), lose / (win + lose)];
  }

  protected drift(): void {
    this.strength[0] += gaussian(this.random) * 0.02;
    this.strength[1] += gaussian(this.random) * 0.02;
  }

  protected async start(now: number): Promise<void> {
    this.startedAt = now;
    await this.ops.status(this.marketId, { inPlay: true });
    await this.ops.score(this.exEventId, { inPlay: true, status: 'IN_PLAY', score: this.scoreOf() });
  }

  protected async step(now: number): Promise<boolean> {
    const minute = Math.min(90, Math.floor(((now - this.startedAt) / this.runMs) * 90));
    const [homeRate, awayRate] = this.rates();
    let scored = false;
    for (let m = this.minute + 1; m <= minute; m += 1) {
      if (this.random() < homeRate) {
        this.home += 1;
        this.goals.push({ minute: m, side: 'home' });
        scored = true;
      } else if (this.random() < awayRate) {
        this.away += 1;
        this.goals.push({ minute: m, side: 'away' });
        scored = true;
      }
    }
    const moved = minute !== this.minute;
    this.minute = minute;
    if (minute >= 90) {
      await this.ops.score(this.exEventId, { score: this.scoreOf() });
      const winner = this.home > this.away ? '1' : this.away > this.home ? '2' : this.runners.length === 3 ? '3' : null;
      await this.ops.settle(this.marketId, winner ? { winners: [winner] } : { void: true });
      return true;
    }
    if (scored) {
      this.suspendedTicks = 2;
      await this.ops.status(this.marketId, { status: 'SUSPENDED' });
    } else if (this.suspendedTicks > 0 && --this.suspendedTicks === 0) {
      await this.quote();
      await this.ops.status(this.marketId, { status: 'OPEN' });
    } else if (this.suspendedTicks === 0 && this.ticks % 3 === 0) {
      await this.quote();
    }
    if (moved || scored) await this.ops.score(this.exEventId, { score: this.scoreOf() });
    return false;
  }

  private scoreOf(): Record<string, unknown> {
    return { kind: 'match', homeName: this.runners[0]!.runnerName, awayName: this.runners[1]!.runnerName, home: this.home, away: this.away, minute: this.minute, goals: this.goals };
  }
}
