import { formatMoney } from '@/lib/format';
import type { OperatorMarketItem } from './operator-types';

/** What the operator can do to a market from the console. */
export type MarketActKind = 'suspend' | 'open' | 'settle' | 'resettle' | 'void';

/** The dialog's inputs: the winner (or runs for a fancy market) and the reason. */
export interface MarketActInput {
  winnerId: string;
  runs: string;
  reason: string;
}

export type MarketActRequest =
  | { kind: 'status'; marketId: string; status: 'OPEN' | 'SUSPENDED' }
  | { kind: 'settle'; marketId: string; winnerId: string | null; runs: number | null; reason: string | null }
  | { kind: 'void'; marketId: string; reason: string };

export const isFancy = (market: OperatorMarketItem) => market.kind === 'fancy';
const isSettled = (market: OperatorMarketItem) => market.settledVersion > 0;

/** The acts a market offers now: suspend or open while unsettled, settle once, resettle after; void always. */
export function actsOf(market: OperatorMarketItem): MarketActKind[] {
  if (isSettled(market)) return ['resettle', 'void'];
  const status: MarketActKind[] = market.status === 'SUSPENDED' ? ['open'] : market.status === 'OPEN' ? ['suspend'] : [];
  return [...status, 'settle', 'void'];
}

export const ACT_LABEL: Record<MarketActKind, string> = { suspend: 'Suspend', open: 'Open', settle: 'Settle', resettle: 'Resettle', void: 'Void' };

export function needsReason(kind: MarketActKind): boolean {
  return kind === 'resettle' || kind === 'void';
}

const bets = (n: number) => `${n} bet${n === 1 ? '' : 's'}`;

/** "Mumbai v Chennai · Match Odds". */
export function marketTitle(market: OperatorMarketItem): string {
  return `${market.eventName} · ${market.marketName}`;
}

/** The result the dialog would settle on, in words: "winner Mumbai", "57 runs"; null while none is picked. */
function resultWords(market: OperatorMarketItem, input: MarketActInput): string | null {
  if (isFancy(market)) return /^\d+$/.test(input.runs.trim()) ? `${Number(input.runs.trim())} runs` : null;
  const winner = market.runners.find((r) => r.runnerId === input.winnerId);
  return winner ? `winner ${winner.runnerName}` : null;
}

/**
 * The sentence the confirm dialog states: what will happen and to how much money, e.g.
 * "Settle Mumbai v Chennai · Match Odds: winner Mumbai — 128 bets, ₹4,21,300.00 matched".
 */
export function confirmText(kind: MarketActKind, market: OperatorMarketItem, input: MarketActInput): string {
  const scope = `${bets(market.betCount)}, ${formatMoney(market.matched)} matched`;
  const title = marketTitle(market);
  switch (kind) {
    case 'suspend':
      return `Suspend ${title}: no bets are taken until it is opened; bets waiting out their delay lapse — ${scope}`;
    case 'open':
      return `Open ${title}: bets are taken again — ${scope}`;
    case 'void':
      return `Void ${title}: every bet is returned${isSettled(market) ? `, reversing the settlement (${market.result ?? 'settled'})` : ''} — ${scope}`;
    case 'settle':
    case 'resettle': {
      const result = resultWords(market, input) ?? (isFancy(market) ? 'enter the runs scored' : 'pick the winner');
      const verb = kind === 'resettle' ? `Resettle ${title} (now ${market.result ?? 'settled'}) on` : `Settle ${title}:`;
      return `${verb} ${result} — ${scope}`;
    }
  }
}

/** The dialog's check before anything is sent: the request, or what is missing in words. */
export function actRequest(kind: MarketActKind, market: OperatorMarketItem, input: MarketActInput): { request: MarketActRequest } | { error: string } {
  const reason = input.reason.trim();
  if (needsReason(kind) && reason === '') return { error: 'Give a reason: it is recorded with the change.' };
  if (reason.length > 500) return { error: 'A reason is at most 500 characters.' };
  const marketId = market.marketId;
  if (kind === 'suspend' || kind === 'open') return { request: { kind: 'status', marketId, status: kind === 'open' ? 'OPEN' : 'SUSPENDED' } };
  if (kind === 'void') return { request: { kind: 'void', marketId, reason } };
  if (isFancy(market)) {
    const runs = input.runs.trim();
    if (!/^\d{1,6}$/.test(runs)) return { error: 'Enter the runs scored as a whole number.' };
    return { request: { kind: 'settle', marketId, winnerId: null, runs: Number(runs), reason: reason || null } };
  }
  if (!market.runners.some((r) => r.runnerId === input.winnerId)) return { error: 'Pick the winner.' };
  return { request: { kind: 'settle', marketId, winnerId: input.winnerId, runs: null, reason: reason || null } };
}
