/** Where a draw or product event stands for the bettor. */
export type ProductState = 'upcoming' | 'suspended' | 'running' | 'settled';

/** Open until its time, running (drawing, racing, closing) once it is in play or past its time, suspended when no market takes bets. */
export function productState(event: { eventTime: string; inPlay: boolean; status?: string | null; markets: ReadonlyArray<{ status: string }> }, now: number): ProductState {
  if (event.status === 'FINISHED') return 'settled';
  if (event.inPlay || Date.parse(event.eventTime) <= now) return 'running';
  if (event.markets.length > 0 && event.markets.every((m) => m.status !== 'OPEN')) return 'suspended';
  return 'upcoming';
}

