import { ExchangeCallError, type ExchangeClient } from '../client';
import type { TipCandidate } from './run';

/** The simulator's tipsters, each with a way of choosing. */
export const TIPSTERS = [
  { author: 'Form Finder', pick: (c: TipCandidate[]) => [...c].sort((a, b) => b.probability - a.probability)[0] },
  { author: 'Value Hunter', pick: (c: TipCandidate[]) => [...c].sort((a, b) => b.probability - a.probability)[1] },
  { author: 'Virtual Vic', pick: (c: TipCandidate[], random: () => number) => c[Math.floor(random() * c.length)] },
] as const;

/** A tip's confidence (1–5) from the tipster's own view of the chance. */
export function confidenceOf(probability: number, field: number): number {
  const edge = probability * field;
  return Math.max(1, Math.min(5, Math.round(edge * 1.6)));
}

/** Tipsters publish on upcoming virtual events, once per event each; the exchange grades them when the market settles. */
export class TipDesk {
  private readonly tipped = new Set<string>();

  constructor(
    private readonly operator: ExchangeClient,
    private readonly random: () => number,
    private readonly log: (message: string) => void,
  ) {}

  async publish(event: { exEventId: string; eventName: string }, candidates: TipCandidate[]): Promise<void> {
    if (candidates.length < 2) return;
    for (const tipster of TIPSTERS) {
      const key = `${event.exEventId}:${tipster.author}`;
      if (this.tipped.has(key)) continue;
      this.tipped.add(key);
      const choice = tipster.pick(candidates, this.random);
      if (!choice) continue;
      const confidence = confidenceOf(choice.probability, candidates.length);
      try {
        await this.operator.call('/admin/tips/create', {
          exEventId: event.exEventId,
          marketId: choice.marketId,
          runnerId: choice.runnerId,
          title: `${choice.runnerName} in ${event.eventName}`,
          body: `${tipster.author} backs ${choice.runnerName}: about a ${Math.round(choice.probability * 100)}% chance on the form we see.`,
          author: tipster.author,
          confidence,
        });
      } catch (err) {
        if (!(err instanceof ExchangeCallError)) throw err;
        this.log(`products: tip not published: ${err.message}`);
      }
    }
  }

  /** Forget events that are over. */
  forget(exEventId: string): void {
    for (const key of [...this.tipped]) if (key.startsWith(`${exEventId}:`)) this.tipped.delete(key);
  }
}
